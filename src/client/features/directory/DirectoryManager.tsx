import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetClientQuery } from '../../api/clientsApi';
import { Notifications } from '../../app/notifications/Notifications';
import { DirectoryTabs } from './DirectoryTabs';
import { ExportMappingTab } from './ExportMappingTab';
import { tabOf, type DirectoryTab } from './tabNames';
import { GlAccountsTab } from './GlAccountsTab';
import { ImportPanel } from './ImportPanel';
import { DIRECTORY_AREA } from './messages';
import { PropertiesTab } from './PropertiesTab';
import { VendorsTab } from './VendorsTab';

/** The admin's screen for one client's directory: a tab per kind, CSV import and export beside them, and the columns of the export to its PM system. */
export function DirectoryManager({ clientId }: { clientId: string }) {
  const ids = useId();
  const tabId = (tab: DirectoryTab) => `${ids}-tab-${tab}`;
  const panelId = `${ids}-panel`;
  const importId = `${ids}-import`;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [importing, setImporting] = useState(false);
  // The name only titles the page; the directory works without it.
  const { data: client } = useGetClientQuery(clientId);

  return (
    <section className="directory-page">
      <header className="directory-header">
        <div className="directory-title">
          <Link to="/create-client" className="directory-back">
            Clients
          </Link>
          <h1>{client ? `Directory of ${client.name}` : 'Directory'}</h1>
        </div>
        <button type="button" className="btn" aria-expanded={importing} aria-controls={importing ? importId : undefined} onClick={() => setImporting((open) => !open)}>
          Import / export CSV
        </button>
      </header>
      <Notifications area={DIRECTORY_AREA} />
      {importing && <ImportPanel id={importId} clientId={clientId} />}
      <DirectoryTabs active={tab} tabId={tabId} panelId={panelId} onSelect={(next) => setParams({ tab: next }, { replace: true })} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="directory-panel">
        {tab === 'properties' && <PropertiesTab clientId={clientId} />}
        {tab === 'vendors' && <VendorsTab clientId={clientId} />}
        {tab === 'gl-accounts' && <GlAccountsTab clientId={clientId} />}
        {tab === 'pm-export' && <ExportMappingTab clientId={clientId} />}
      </div>
    </section>
  );
}
