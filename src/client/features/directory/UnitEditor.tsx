import { unitBody, type Unit } from '../../../shared/contract/directory';
import { useCreateDirectoryUnitMutation, useUpdateDirectoryUnitMutation } from '../../api/directoryApi';
import { EditRow } from './EditRow';
import { DIRECTORY_MESSAGES } from './messages';
import { textInput, textValues, UNIT_FIELDS } from './textFields';
import { useDraft } from './useDraft';

const M = DIRECTORY_MESSAGES.unit;

interface Props {
  clientId: string;
  propertyId: string;
  /** Null: a new unit. */
  unit: Unit | null;
  onDone: () => void;
}

export function UnitEditor({ clientId, propertyId, unit, onDone }: Props) {
  const [create] = useCreateDirectoryUnitMutation();
  const [update] = useUpdateDirectoryUnitMutation();
  const draft = useDraft({
    initial: textValues(UNIT_FIELDS, unit),
    schema: unitBody,
    toInput: textInput(UNIT_FIELDS),
    save: (body) => (unit ? update({ clientId, id: propertyId, unitId: unit.id, body }) : create({ clientId, id: propertyId, body })),
    titles: unit ? { saved: M.updated, failed: M.updateFailed } : { saved: M.created, failed: M.createFailed },
    onDone,
  });
  return <EditRow label={unit ? `Edit unit ${unit.unit}` : 'New unit'} fields={UNIT_FIELDS} draft={draft} onCancel={onDone} />;
}
