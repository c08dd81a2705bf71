import { useState } from 'react';
import { BULK_MATCH_MAX, BULK_MAX, type BulkAction, type BulkMatch } from '../../../shared/contract/reviewWorkspace';
import { useBulkInvoicesMutation } from '../../api/invoicesApi';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { bulkOutcome, invoicesCount } from './bulkMessages';
import { EXPORT_IDS_MAX, exportInvoices, type ExportScope } from './exportCsv';
import { useMemberErrors } from './memberErrors';
import { PmExportDialog } from './PmExportDialog';
import type { Selection } from './useSelection';
import './BulkBar.css';

interface Props {
  clientId: string;
  selection: Selection;
  /** Invoices matching the list's filter, loaded or not. */
  total: number;
  /** What the bar says with nothing selected: the list's size. */
  summary: string;
  /** The list's filter as "all matching" sends it. */
  match: BulkMatch;
  /** The list's filter and order, as Export writes it with nothing (or all matching) selected. */
  filterExport: ExportScope;
}

/**
 * Above the table: the list's size, or the selection with what can be done to it. After an
 * action the selection clears and the bar says what happened; the lists and the sidebar's counts
 * refetch through the tags the call invalidates. Failures show as the screen's banners.
 */
export function BulkBar({ clientId, selection, total, summary, match, filterExport }: Props) {
  const [bulkInvoices, bulk] = useBulkInvoicesMutation();
  const dispatch = useAppDispatch();
  const { report } = useMemberErrors();
  const [outcome, setOutcome] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [pmExport, setPmExport] = useState(false);
  const { count, allMatching } = selection;
  // Named ids travel in one request (and an export's URL): past BULK_MAX, all matching is the way.
  const tooMany = !allMatching && count > BULK_MAX;
  const tooManyToExport = !allMatching && count > EXPORT_IDS_MAX;
  const canSelectAllMatching = count > 0 && !allMatching && (total > count || tooManyToExport) && total <= BULK_MATCH_MAX;
  const limit = tooMany ? `At most ${BULK_MAX} at a time: select all matching, or fewer` : tooManyToExport ? `Export takes at most ${EXPORT_IDS_MAX} selected: select all matching, or fewer` : '';

  const run = async (action: BulkAction) => {
    const result = await bulkInvoices({ ...(allMatching ? { match } : { ids: selection.ids }), action, clientId });
    setConfirming(false);
    if ('error' in result) return report(action === 'delete' ? 'deleteInvoices' : 'updateInvoices', result.error);
    selection.clear();
    setOutcome(bulkOutcome(action, result.data.updated));
  };

  const exportCsv = async () => {
    setExporting(true);
    const failure = await dispatch(exportInvoices(clientId, count > 0 && !allMatching ? { ids: selection.ids } : filterExport));
    setExporting(false);
    if (failure) report('exportInvoices', failure);
  };

  const busy = bulk.isLoading;
  const selected = allMatching ? `All ${invoicesCount(count)} selected` : `${count.toLocaleString('en-US')} selected`;
  return (
    <div className="bulk-bar">
      <span className="bulk-count">{count > 0 ? selected : summary}</span>
      {canSelectAllMatching && (
        <button type="button" className="btn-link bulk-link" onClick={selection.selectAllMatching}>
          Select all {total.toLocaleString('en-US')} matching
        </button>
      )}
      {count > 0 && (
        <>
          <button type="button" className="btn bulk-button" disabled={busy || tooMany} onClick={() => void run('review')}>
            Mark reviewed
          </button>
          <button type="button" className="btn bulk-button" disabled={busy || tooMany} onClick={() => void run('unreview')}>
            Mark unreviewed
          </button>
          <button type="button" className="btn bulk-button btn-quiet-danger" disabled={busy || tooMany} onClick={() => setConfirming(true)}>
            Delete
          </button>
        </>
      )}
      <button
        type="button"
        className="btn bulk-button"
        disabled={exporting || tooManyToExport}
        aria-busy={exporting || undefined}
        onClick={() => void exportCsv()}
        title={count > 0 && !allMatching ? 'Download the selected invoices as CSV' : 'Download every invoice of this list, in this order, as CSV'}
      >
        {exporting ? 'Exporting...' : 'Export CSV'}
      </button>
      <button type="button" className="btn bulk-button" onClick={() => setPmExport(true)} title="Download the client's reviewed bills for its property-management system">
        Export to PM
      </button>
      {count > 0 && (
        <button type="button" className="btn-link bulk-link" onClick={selection.clear}>
          Clear selection
        </button>
      )}
      <span className="bulk-status" role="status">
        {limit || (count > 0 ? '' : outcome)}
      </span>
      {pmExport && <PmExportDialog clientId={clientId} onClose={() => setPmExport(false)} />}
      <ConfirmDialog
        open={confirming}
        title="Delete invoices"
        message={`Are you sure you want to delete ${allMatching ? `all ${invoicesCount(count)} of this list` : invoicesCount(count)}? This cannot be undone.`}
        confirmLabel={`Delete ${invoicesCount(count)}`}
        busy={busy}
        onConfirm={() => void run('delete')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
