import { useState } from 'react';
import type { Property, Unit } from '../../../shared/contract/directory';
import { useDeleteDirectoryUnitMutation, useGetDirectoryPropertyQuery } from '../../api/directoryApi';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { DeleteEntryDialog, type DeleteTarget } from './DeleteEntryDialog';
import { DirectoryTable } from './DirectoryTable';
import { DIRECTORY_MESSAGES } from './messages';
import { UnitEditor } from './UnitEditor';
import { UnitRow } from './UnitRow';
import { useLoadFailure } from './useLoadFailure';

const M = DIRECTORY_MESSAGES.unit;
const UNIT_COLUMNS = ['Unit', 'Own address', { hidden: 'Actions' }] as const;

/** An opened property's units: listed, added, edited and deleted in place. */
export function PropertyUnits({ clientId, property }: { clientId: string; property: Property }) {
  const { data, error, isLoading, refetch } = useGetDirectoryPropertyQuery({ clientId, id: property.id });
  const [remove] = useDeleteDirectoryUnitMutation();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  useLoadFailure(error, data !== undefined, M.loadFailed);

  if (isLoading) return <Spinner label="Loading units..." />;
  if (!data) return <LoadFailed className="directory-empty" what="Units" onRetry={() => void refetch()} />;

  const askDelete = (unit: Unit) =>
    setDeleting({
      title: `Delete unit ${unit.unit}`,
      message: M.confirmDelete,
      remove: () => remove({ clientId, id: property.id, unitId: unit.id }),
      titles: { deleted: M.deleted, failed: M.deleteFailed },
    });

  return (
    <div className="directory-units">
      <div className="directory-units-head">
        <h3>Units of {property.name}</h3>
        <button type="button" className="btn" onClick={() => setAdding(true)} disabled={adding}>
          Add unit
        </button>
      </div>
      <DirectoryTable className="directory-units-table" label={`Units of ${property.name}`} columns={UNIT_COLUMNS} empty={data.units.length === 0 && !adding ? 'No units yet.' : null} stale={false}>
        {adding && <UnitEditor clientId={clientId} propertyId={property.id} unit={null} onDone={() => setAdding(false)} />}
        {data.units.map((unit) => (
          <UnitRow
            key={unit.id}
            clientId={clientId}
            unit={unit}
            editing={unit.id === editingId}
            onEdit={(editing) => setEditingId(editing ? unit.id : null)}
            onDelete={() => askDelete(unit)}
          />
        ))}
      </DirectoryTable>
      <DeleteEntryDialog target={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
