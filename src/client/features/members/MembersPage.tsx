import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useGetClientsQuery } from '../../api/clientsApi';
import { Notifications } from '../../app/notifications/Notifications';
import { selectSession } from '../../session/sessionSlice';
import { usePageTitle } from '../../ui/PageTitle';
import { ShortcutsHelp } from '../../ui/shortcuts/ShortcutsHelp';
import { useShortcuts } from '../../ui/shortcuts/useShortcuts';
import { AssociationsControl } from './AssociationsControl';
import { ClientSidebar } from './ClientSidebar';
import { useDensity, type Density } from './density';
import { DueQueue } from './DueQueue';
import { InvoiceList } from './InvoiceList';
import { InvoiceTableView } from './InvoiceTableView';
import { MEMBERS_AREA } from './memberErrors';
import { useMembersSelector } from './membersSlice';
import { ReportList } from './ReportList';
import { SearchBox } from './SearchBox';
import { MEMBER_SHORTCUTS } from './shortcutList';
import { TaskList, type TaskEmailList } from './TaskList';
import { useMembersUrlSync } from './useMembersUrl';
import { useMembersView, type MembersViewModel } from './useMembersView';
import { DensitySwitch, ListTabs, listPanelId, listTabId, ReviewFilterSwitch } from './ViewSwitch';
import './MembersPage.css';

const SEARCH_PLACEHOLDERS = { invoices: 'Search invoices...', due: 'The due queue is not searched', tasks: 'Search tasks...', reports: 'Search reports...' } as const;

const NO_REVIEW_FILTER = { reports: 'Reports have no review state', due: 'The due queue holds the unreviewed invoices' } as const;

/**
 * The review workspace (SPEC.md section 2 "Members screen"). The Tasks tab shows its e-mails in
 * the emails feature's list, which the app hands in: features do not import each other.
 */
export default function MembersPage({ emailList }: { emailList: TaskEmailList }) {
  usePageTitle('Members');
  useMembersUrlSync();
  const view = useMembersView();
  const { userId } = useMembersSelector(selectSession);
  const [density, setDensity] = useDensity(userId);
  const searchRef = useRef<HTMLInputElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  useShortcuts({ '/': () => searchRef.current?.focus(), '?': () => setHelpOpen(true) });

  return (
    <div className="members">
      <ClientSidebar selectedId={view.clientId} onSelect={view.selectClient} />
      <div className="members-main">
        <Notifications area={MEMBERS_AREA} />
        {view.clientId ? (
          <>
            <ClientHeader clientId={view.clientId} onShowShortcuts={() => setHelpOpen(true)} />
            <div className="members-toolbar">
              <ListTabs list={view.list} onChange={view.setList} />
              <ReviewFilterSwitch filter={view.filter} disabledBecause={view.list === 'reports' || view.list === 'due' ? NO_REVIEW_FILTER[view.list] : null} onChange={view.setFilter} />
              <SearchBox ref={searchRef} value={view.search} onSearch={view.setSearch} placeholder={SEARCH_PLACEHOLDERS[view.list]} disabled={view.list === 'due'} />
              {view.list === 'invoices' && <DensitySwitch density={density} onChange={setDensity} />}
            </div>
            <div id={listPanelId} role="tabpanel" aria-labelledby={listTabId(view.list)} className="members-panel">
              <CurrentList view={view} density={density} emailList={emailList} />
            </div>
          </>
        ) : (
          <NoClientChosen />
        )}
      </div>
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} shortcuts={MEMBER_SHORTCUTS} />
    </div>
  );
}

export const NO_CLIENTS = {
  admin: 'There are no clients yet.',
  member: 'No client is assigned to you yet. Ask an admin to give you a client.',
} as const;

/** SPEC.md's prompt, or, for an account with no client at all, what to do about it. */
function NoClientChosen() {
  const { userId, isAdmin } = useMembersSelector(selectSession);
  const { data: clients } = useGetClientsQuery(userId ? { userId } : undefined);
  if (clients?.length !== 0) return <p className="members-empty">Please select a client from the sidebar</p>;
  if (!isAdmin) return <p className="members-empty">{NO_CLIENTS.member}</p>;
  return (
    <div className="members-empty">
      <p>{NO_CLIENTS.admin}</p>
      <Link className="btn btn-primary" to="/create-client">
        Create a client
      </Link>
    </div>
  );
}

function CurrentList({ view, density, emailList }: { view: MembersViewModel; density: Density; emailList: TaskEmailList }) {
  if (view.list === 'tasks') return <TaskList view={view} emailList={emailList} />;
  if (view.list === 'reports') return <ReportList view={view} />;
  // The queue's groups and totals read best as the table's rows, whatever the density.
  if (view.list === 'due') return <DueQueue view={view} />;
  return density === 'table' ? <InvoiceTableView view={view} /> : <InvoiceList view={view} />;
}

function ClientHeader({ clientId, onShowShortcuts }: { clientId: string; onShowShortcuts: () => void }) {
  const { userId } = useMembersSelector(selectSession);
  const { data: clients } = useGetClientsQuery(userId ? { userId } : undefined);
  const name = clients?.find((client) => client.id === clientId)?.name;
  return (
    <header className="members-header">
      <h1 className="members-title">{name ?? '\u00a0'}</h1>
      <AssociationsControl clientId={clientId} />
      <button type="button" className="btn btn-small members-help" onClick={onShowShortcuts} aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)">
        ?
      </button>
    </header>
  );
}
