import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Client } from '../../../shared/contract/clients';
import { useUpdateClientMutation } from '../../api/clientsApi';
import { CopyButton } from '../../ui/CopyButton';
import { ClientForm } from './ClientForm';
import { CLIENT_MESSAGES } from './messages';

interface Props {
  client: Client;
  editing: boolean;
  onEdit: () => void;
  onCloseEdit: () => void;
  onDelete: () => void;
}

const UPDATE_OUTCOME = { saved: CLIENT_MESSAGES.updated, failed: CLIENT_MESSAGES.updateFailed };

const NotSet = () => <span className="muted">Not set</span>;

/** One client: its details, or the inline edit form in their place (SPEC.md section 4 "Client edit"). */
export function ClientRow({ client, editing, onEdit, onCloseEdit, onDelete }: Props) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // The form that had focus is gone once editing ends; the keyboard resumes on this row's Edit.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <li className="client-row is-editing">
        <EditClient client={client} onDone={onCloseEdit} />
      </li>
    );
  }
  return (
    <li className="client-row">
      <div className="client-row-head">
        <button type="button" className="client-row-name" onClick={onEdit} title="Edit this client">
          {client.name}
        </button>
        <button ref={editButton} type="button" className="btn" aria-label={`Edit ${client.name}`} onClick={onEdit}>
          Edit
        </button>
        <Link to={`/clients/${encodeURIComponent(client.id)}/directory`} className="btn" aria-label={`Directory of ${client.name}`}>
          Directory
        </Link>
        <button type="button" className="btn client-row-delete" aria-label={`Delete ${client.name}`} onClick={onDelete}>
          Delete
        </button>
      </div>
      <dl className="client-row-details">
        <div>
          <dt>Smart Bill Entry e-mail</dt>
          <dd>
            {client.forwardEmail ? (
              <>
                <span className="client-row-address">{client.forwardEmail}</span>
                <CopyButton value={client.forwardEmail} label={`Smart Bill Entry e-mail of ${client.name}`} />
              </>
            ) : (
              <NotSet />
            )}
          </dd>
        </div>
        <div>
          <dt>Website</dt>
          <dd>
            {client.appfolioUrl ? (
              <a href={client.appfolioUrl} target="_blank" rel="noopener">
                {client.appfolioUrl}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <NotSet />
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function EditClient({ client, onDone }: { client: Client; onDone: () => void }) {
  const [update] = useUpdateClientMutation();
  return (
    <ClientForm
      client={client}
      label={`Edit ${client.name}`}
      submitLabel="Save"
      busyLabel="Saving..."
      save={(body) => update({ id: client.id, body })}
      outcome={UPDATE_OUTCOME}
      onDone={onDone}
    />
  );
}
