import { useState } from 'react';
import type { Property } from '../../../shared/contract/directory';
import { PropertyEditor } from './PropertyEditor';
import { PropertyUnits } from './PropertyUnits';
import { RowActions } from './RowActions';
import { TextCell } from './TextCell';

/** The properties table's columns, in the order the rows draw them. */
export const PROPERTY_COLUMNS = [{ hidden: 'Units shown' }, 'Name', 'Aliases', 'Address', 'City', 'State', 'ZIP', 'Units', { hidden: 'Actions' }] as const;

interface Props {
  clientId: string;
  property: Property;
  editing: boolean;
  expanded: boolean;
  onEdit: (editing: boolean) => void;
  onExpand: () => void;
  onDelete: () => void;
}

/** A property, or its inline editor in its place; opened, its units follow in a row of their own. */
export function PropertyRow({ clientId, property, editing, expanded, onEdit, onExpand, onDelete }: Props) {
  const [edited, setEdited] = useState(false);
  const toggle = (
    <td>
      <button type="button" className="disclosure-toggle" aria-expanded={expanded} aria-label={`Units of ${property.name}`} onClick={onExpand}>
        <span className="disclosure-chevron" aria-hidden="true" />
      </button>
    </td>
  );
  const units = <td className="directory-number">{property.unitCount}</td>;
  return (
    <>
      {editing ? (
        <PropertyEditor
          clientId={clientId}
          property={property}
          before={toggle}
          after={units}
          onDone={() => {
            setEdited(true);
            onEdit(false);
          }}
        />
      ) : (
        <tr className="directory-row">
          {toggle}
          <TextCell className="directory-name" value={property.name} />
          <TextCell value={property.aliases.join(', ') || null} />
          <TextCell value={property.address} />
          <TextCell value={property.city} />
          <TextCell value={property.state} />
          <TextCell value={property.zip} />
          {units}
          <td>
            <RowActions name={property.name} returnFocus={edited} onEdit={() => onEdit(true)} onDelete={onDelete} />
          </td>
        </tr>
      )}
      {expanded && (
        <tr className="directory-units-row">
          <td colSpan={PROPERTY_COLUMNS.length}>
            <PropertyUnits clientId={clientId} property={property} />
          </td>
        </tr>
      )}
    </>
  );
}
