import { useState } from 'react';
import { useGetBillExportPreviewQuery } from '../../api/billExportApi';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { Dialog } from '../../ui/ConfirmDialog';
import { exportBills } from './exportBills';
import { useMemberErrors } from './memberErrors';
import './PmExportDialog.css';

const plural = (count: number, one: string) => `${count.toLocaleString('en-US')} ${one}${count === 1 ? '' : 's'}`;

/**
 * What the client's export to its property-management system would write (a dry run, read
 * afresh each time the dialog opens), and the export itself, which marks the bills exported.
 */
export function PmExportDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { report } = useMemberErrors();
  const [includeExported, setIncludeExported] = useState(false);
  const [exporting, setExporting] = useState(false);
  const preview = useGetBillExportPreviewQuery({ clientId, includeExported }, { refetchOnMountOrArgChange: true });
  const answer = preview.isFetching ? undefined : preview.data;

  const run = async () => {
    setExporting(true);
    const failure = await dispatch(exportBills(clientId, includeExported));
    setExporting(false);
    if (failure) return report('exportBills', failure);
    onClose();
  };

  return (
    <Dialog title="Export to PM" onClose={onClose} className="dialog-pm-export">
      <p className="dialog-message" role="status">
        {preview.isError
          ? errorMessage(preview.error, 'Failed to preview the export')
          : !answer
            ? 'Loading the preview...'
            : answer.bills === 0
              ? 'No reviewed bills to export.'
              : `${plural(answer.bills, 'bill')}, ${plural(answer.rows, 'row')}`}
      </p>
      {answer && answer.sample.length > 0 && (
        <div className="pm-export-sample">
          <table aria-label="Export preview">
            <thead>
              <tr>
                {answer.headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.sample.map((row, index) => (
                // Rows have no id of their own, and the sample is replaced whole.
                <tr key={index}>
                  {answer.headers.map((header) => (
                    <td key={header}>{row[header]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {answer.rows > answer.sample.length && <p className="pm-export-more">The first {answer.sample.length} rows of {answer.rows.toLocaleString('en-US')}.</p>}
        </div>
      )}
      <label className="pm-export-again">
        <input type="checkbox" checked={includeExported} onChange={(event) => setIncludeExported(event.target.checked)} />
        Include bills already exported
      </label>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" disabled={!answer || answer.bills === 0 || exporting} aria-busy={exporting || undefined} onClick={() => void run()}>
          {exporting ? 'Exporting...' : 'Export and mark exported'}
        </button>
      </div>
    </Dialog>
  );
}
