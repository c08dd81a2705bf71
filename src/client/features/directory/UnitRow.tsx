import { useState } from 'react';
import type { Unit } from '../../../shared/contract/directory';
import { RowActions } from './RowActions';
import { TextCell } from './TextCell';
import { UnitEditor } from './UnitEditor';

interface Props {
  clientId: string;
  unit: Unit;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onDelete: () => void;
}

/** A unit, or its inline editor in its place. */
export function UnitRow({ clientId, unit, editing, onEdit, onDelete }: Props) {
  const [edited, setEdited] = useState(false);
  if (editing) {
    const done = () => {
      setEdited(true);
      onEdit(false);
    };
    return <UnitEditor clientId={clientId} propertyId={unit.propertyId} unit={unit} onDone={done} />;
  }
  return (
    <tr className="directory-row">
      <TextCell className="directory-name" value={unit.unit} />
      <TextCell value={unit.address} />
      <td>
        <RowActions name={`unit ${unit.unit}`} returnFocus={edited} onEdit={() => onEdit(true)} onDelete={onDelete} />
      </td>
    </tr>
  );
}
