import { useId, useMemo, useState } from 'react';
import { useGetClientsQuery } from '../../api/clientsApi';
import { selectSession } from '../../session/sessionSlice';
import { useMembersSelector } from './membersSlice';
import { filterClients, sortClients } from './sortClients';
import { useLoadError } from './useLoadError';
import './ClientSidebar.css';
import './ListStates.css';
import { LoadFailed } from '../../ui/LoadFailed';

/** The client list of the Members screen, sorted as SPEC.md says and searchable by name. */
export function ClientSidebar({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const { userId } = useMembersSelector(selectSession);
  const { data, error, isLoading, refetch } = useGetClientsQuery(userId ? { userId } : undefined);
  const [query, setQuery] = useState('');
  const searchId = useId();
  useLoadError('loadClients', error);
  const sorted = useMemo(() => sortClients(data ?? []), [data]);
  const shown = filterClients(sorted, query);

  return (
    <aside className="client-sidebar" aria-label="Clients">
      <label htmlFor={searchId} className="visually-hidden">
        Search clients
      </label>
      <input id={searchId} type="search" className="sidebar-search" placeholder="Search clients..." value={query} onChange={(event) => setQuery(event.target.value)} />
      {isLoading ? (
        <ul className="client-items" aria-busy="true" aria-label="Loading clients">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="client-skeleton">
              <span className="skeleton-bar" />
            </li>
          ))}
        </ul>
      ) : error && !data ? (
        <LoadFailed className="sidebar-empty" what="Clients" onRetry={() => void refetch()} />
      ) : shown.length === 0 ? (
        <p className="sidebar-empty">No clients found</p>
      ) : (
        <ul className="client-items">
          {shown.map((client) => (
            <li key={client.id}>
              <button type="button" className="client-item" aria-current={client.id === selectedId ? 'true' : undefined} onClick={() => onSelect(client.id)} title={client.name}>
                <span className="client-name">{client.name}</span>
                <ReviewCounts unreviewed={client.unreviewedCount} overdue={client.overdueCount} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** What is left to review for a client, and how much of it is past its due date: numbers, so the name keeps its room. */
function ReviewCounts({ unreviewed, overdue }: { unreviewed: number; overdue: number }) {
  if (unreviewed === 0) return null;
  return (
    <span className="client-counts">
      {overdue > 0 && (
        <span className="client-overdue" title={`${overdue} unreviewed past their due date`}>
          {overdue}
          <span className="visually-hidden"> overdue</span>
        </span>
      )}
      <span className="client-unreviewed" title={`${unreviewed} unreviewed invoices`}>
        {unreviewed}
        <span className="visually-hidden"> unreviewed</span>
      </span>
    </span>
  );
}
