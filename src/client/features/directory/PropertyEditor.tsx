import type { ReactNode } from 'react';
import { propertyBody, type Property } from '../../../shared/contract/directory';
import { useCreateDirectoryPropertyMutation, useUpdateDirectoryPropertyMutation } from '../../api/directoryApi';
import { EditRow } from './EditRow';
import { DIRECTORY_MESSAGES } from './messages';
import { PROPERTY_FIELDS, textInput, textValues } from './textFields';
import { useDraft } from './useDraft';

const M = DIRECTORY_MESSAGES.property;

interface Props {
  clientId: string;
  /** Null: a new property. */
  property: Property | null;
  onDone: () => void;
  before: ReactNode;
  after: ReactNode;
}

/** A property's row as inputs: its own fields; units are edited below it. */
export function PropertyEditor({ clientId, property, onDone, before, after }: Props) {
  const [create] = useCreateDirectoryPropertyMutation();
  const [update] = useUpdateDirectoryPropertyMutation();
  const draft = useDraft({
    initial: textValues(PROPERTY_FIELDS, property),
    schema: propertyBody,
    toInput: textInput(PROPERTY_FIELDS),
    save: (body) => (property ? update({ clientId, id: property.id, body }) : create({ clientId, body })),
    titles: property ? { saved: M.updated, failed: M.updateFailed } : { saved: M.created, failed: M.createFailed },
    onDone,
  });
  return <EditRow label={property ? `Edit ${property.name}` : 'New property'} fields={PROPERTY_FIELDS} draft={draft} onCancel={onDone} before={before} after={after} />;
}
