import { useId, useState } from 'react';
import type { Client } from '../../../shared/contract/clients';
import { Notifications } from '../../app/notifications/Notifications';
import { ClientList } from './ClientList';
import { CREATE_TITLE, CreateClientPanel } from './CreateClientPanel';
import { DeleteClientDialog } from './DeleteClientDialog';
import { CLIENTS_AREA } from './messages';

/** The admin's screen: create, search, edit inline and delete, with one notification for outcomes. */
export function ClientManager() {
  const createId = useId();
  const searchId = useId();
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [search, setSearch] = useState('');

  return (
    <section className="clients-page">
      <header className="clients-header">
        <h1>Client Management</h1>
        <button
          type="button"
          className="btn btn-primary clients-toggle"
          aria-label={CREATE_TITLE}
          title={CREATE_TITLE}
          aria-expanded={creating}
          aria-controls={creating ? createId : undefined}
          onClick={() => setCreating((open) => !open)}
        >
          +
        </button>
      </header>
      <Notifications area={CLIENTS_AREA} />
      {creating && <CreateClientPanel id={createId} onDone={() => setCreating(false)} />}
      <div className="clients-toolbar">
        <label htmlFor={searchId} className="visually-hidden">
          Search clients
        </label>
        <input id={searchId} type="search" className="clients-search" placeholder="Search clients by name..." value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <p className="clients-hint">The Smart Bill Entry e-mail is where vendors send a client&apos;s invoices; copy it to share it with them.</p>
      <ClientList search={search} editingId={editingId} onEdit={setEditingId} onDelete={setDeleting} />
      <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
