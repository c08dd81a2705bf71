import { useRef, useState } from 'react';
import { BILL_FIELDS, DEFAULT_EXPORT_COLUMNS, MAPPING_MAX_COLUMNS, type BillField, type ExportColumn } from '../../../shared/contract/billExport';
import { useGetExportMappingQuery, useSaveExportMappingMutation } from '../../api/billExportApi';
import { useAppDispatch } from '../../app/hooks';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { draftProblem, FIELD_LABELS, moved, type DraftColumn } from './exportColumns';
import { EXPORT_MAPPING_MESSAGES as M, failed, succeeded } from './messages';
import { useLoadFailure } from './useLoadFailure';
import './ExportMapping.css';

/** The client's columns of the export to its property-management system: each a header and the bill field under it. */
export function ExportMappingTab({ clientId }: { clientId: string }) {
  const { data, error, isLoading, isSuccess, refetch } = useGetExportMappingQuery(clientId);
  useLoadFailure(error, isSuccess, M.loadFailed);
  if (isLoading) return <Spinner label="Loading the export columns..." />;
  if (!data) return <LoadFailed className="directory-empty" what="The export columns" onRetry={() => void refetch()} />;
  // A save answers the saved columns: the editor starts again from them.
  return <MappingEditor key={data.updatedAt ?? 'default'} clientId={clientId} saved={data.columns} isDefault={data.updatedAt === null} />;
}

function MappingEditor({ clientId, saved, isDefault }: { clientId: string; saved: readonly ExportColumn[]; isDefault: boolean }) {
  const dispatch = useAppDispatch();
  const [save, saving] = useSaveExportMappingMutation();
  const nextKey = useRef(0);
  const drafted = (columns: readonly ExportColumn[]): DraftColumn[] => columns.map((column) => ({ ...column, key: nextKey.current++ }));
  const [columns, setColumns] = useState(() => drafted(saved));
  const problem = draftProblem(columns);

  const change = (index: number, patch: Partial<ExportColumn>) => setColumns((list) => list.map((column, i) => (i === index ? { ...column, ...patch } : column)));

  const onSave = async () => {
    const result = await save({ clientId, columns: columns.map(({ header, field }) => ({ header: header.trim(), field })) });
    dispatch('error' in result ? failed(M.saveFailed, result.error) : succeeded(M.saved));
  };

  return (
    <div className="export-mapping">
      <p className="export-mapping-intro">
        The columns of the CSV that &ldquo;Export to PM&rdquo; writes for this client&apos;s property-management system, in order.{' '}
        {isDefault ? 'These are the default columns; none have been saved.' : ''}
      </p>
      <table className="export-mapping-table" aria-label="Export columns">
        <thead>
          <tr>
            <th scope="col">Header</th>
            <th scope="col">Field</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column, index) => (
            <tr key={column.key}>
              <td>
                <input aria-label={`Header of column ${index + 1}`} value={column.header} maxLength={100} onChange={(event) => change(index, { header: event.target.value })} />
              </td>
              <td>
                <select aria-label={`Field of column ${index + 1}`} value={column.field} onChange={(event) => change(index, { field: event.target.value as BillField })}>
                  {BILL_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {FIELD_LABELS[field]}
                    </option>
                  ))}
                </select>
              </td>
              <td className="export-mapping-actions">
                <button type="button" className="btn btn-small" aria-label={`Move column ${index + 1} up`} disabled={index === 0} onClick={() => setColumns((list) => moved(list, index, -1))}>
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={`Move column ${index + 1} down`}
                  disabled={index === columns.length - 1}
                  onClick={() => setColumns((list) => moved(list, index, 1))}
                >
                  ↓
                </button>
                <button type="button" className="btn btn-small" aria-label={`Remove column ${index + 1}`} onClick={() => setColumns((list) => list.filter((_, i) => i !== index))}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="export-mapping-problem" role="status">
        {problem}
      </p>
      <div className="export-mapping-buttons">
        <button type="button" className="btn" disabled={columns.length >= MAPPING_MAX_COLUMNS} onClick={() => setColumns((list) => [...list, ...drafted([{ header: '', field: 'payee' }])])}>
          Add column
        </button>
        <button type="button" className="btn" onClick={() => setColumns(drafted(DEFAULT_EXPORT_COLUMNS))}>
          Reset to default
        </button>
        <button type="button" className="btn btn-primary" disabled={problem !== null || saving.isLoading} aria-busy={saving.isLoading || undefined} onClick={() => void onSave()}>
          {saving.isLoading ? 'Saving...' : 'Save'}
        </button>
      </div>
    </div>
  );
}
