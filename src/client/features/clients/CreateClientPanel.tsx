import { useId } from 'react';
import { useCreateClientMutation } from '../../api/clientsApi';
import { ClientForm } from './ClientForm';
import { CLIENT_MESSAGES } from './messages';

export const CREATE_TITLE = 'Create New Client';

const CREATE_OUTCOME = { saved: CLIENT_MESSAGES.created, failed: CLIENT_MESSAGES.createFailed };

/** SPEC.md section 4 "Client create": open until a save (or Cancel) closes it; a reopened form starts blank. */
export function CreateClientPanel({ id, onDone }: { id: string; onDone: () => void }) {
  const headingId = useId();
  const [create] = useCreateClientMutation();
  return (
    <section id={id} className="card clients-create" aria-labelledby={headingId}>
      <h2 id={headingId}>{CREATE_TITLE}</h2>
      <ClientForm client={null} label={CREATE_TITLE} submitLabel="Create Client" busyLabel="Creating..." save={create} outcome={CREATE_OUTCOME} onDone={onDone} />
    </section>
  );
}
