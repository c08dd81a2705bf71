import { useState } from 'react';
import type { Property } from '../../../shared/contract/directory';
import { useDeleteDirectoryPropertyMutation, useGetDirectoryPropertiesQuery } from '../../api/directoryApi';
import { LoadFailed } from '../../ui/LoadFailed';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { DeleteEntryDialog, type DeleteTarget } from './DeleteEntryDialog';
import { DirectoryTable } from './DirectoryTable';
import { DirectoryToolbar } from './DirectoryToolbar';
import { countOf, DIRECTORY_MESSAGES } from './messages';
import { PropertyEditor } from './PropertyEditor';
import { PROPERTY_COLUMNS, PropertyRow } from './PropertyRow';
import { DIRECTORY_PAGE_SIZE, pageInRange, useDirectoryList } from './useDirectoryList';
import { useLoadFailure } from './useLoadFailure';

const M = DIRECTORY_MESSAGES.property;

/** The client's properties, searched and paged on the server; each opens to its units. */
export function PropertiesTab({ clientId }: { clientId: string }) {
  const list = useDirectoryList();
  const { data, currentData, error, isLoading, isFetching, refetch } = useGetDirectoryPropertiesQuery({ clientId, page: list.page, limit: DIRECTORY_PAGE_SIZE, search: list.search || undefined });
  const [remove] = useDeleteDirectoryPropertyMutation();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  useLoadFailure(error, data !== undefined, M.loadFailed);
  if (currentData && list.page !== pageInRange(list.page, currentData.totalPages)) list.setPage(pageInRange(list.page, currentData.totalPages));

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const askDelete = (property: Property) =>
    setDeleting({ title: `Delete ${property.name}`, message: M.confirmDelete, remove: () => remove({ clientId, id: property.id }), titles: { deleted: M.deleted, failed: M.deleteFailed } });

  const toolbar = (
    <DirectoryToolbar
      list={list}
      searchLabel="Search properties"
      placeholder="Search by name, alias or address..."
      count={data ? countOf('property', data.total) : null}
      addLabel="Add property"
      adding={adding}
      onAdd={() => setAdding(true)}
    />
  );
  const none = list.search ? 'No properties match this search.' : 'No properties yet. Add one, or import a CSV.';
  return (
    <>
      {toolbar}
      {isLoading && <Spinner label="Loading properties..." />}
      {!isLoading && !data && <LoadFailed className="directory-empty" what="Properties" onRetry={() => void refetch()} />}
      {data && (
        <>
          <DirectoryTable className="directory-properties" label="Properties" columns={PROPERTY_COLUMNS} empty={data.properties.length === 0 && !adding ? none : null} stale={isFetching && !currentData}>
            {adding && <PropertyEditor clientId={clientId} property={null} before={<td />} after={<td />} onDone={() => setAdding(false)} />}
            {data.properties.map((property) => (
              <PropertyRow
                key={property.id}
                clientId={clientId}
                property={property}
                editing={property.id === editingId}
                expanded={expanded.has(property.id)}
                onEdit={(editing) => setEditingId(editing ? property.id : null)}
                onExpand={() => toggle(property.id)}
                onDelete={() => askDelete(property)}
              />
            ))}
          </DirectoryTable>
          <Pagination label="Properties pages" page={data.page} totalPages={data.totalPages} onPrevious={() => list.setPage(data.page - 1)} onNext={() => list.setPage(data.page + 1)} />
        </>
      )}
      <DeleteEntryDialog target={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
