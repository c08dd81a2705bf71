import { useId } from 'react';
import { DIRECTORY_KINDS, type DirectoryKind } from '../../../shared/contract/directory';
import { BusyButton } from '../../ui/BusyButton';
import { describedInput, FieldNotes } from '../../ui/FormField';
import { ExportButtons } from './ExportButtons';
import { ImportPreview } from './ImportPreview';
import { KIND_LABELS } from './messages';
import { useImport } from './useImport';
import './ImportPanel.css';

const HINT = 'The first line names the columns, as an export of the same kind does. Preview says what would change; nothing is written until Import.';

/** CSV in (previewed first, with each bad row's problem) and out, per kind. */
export function ImportPanel({ id, clientId }: { id: string; clientId: string }) {
  const headingId = useId();
  const fieldId = useId();
  const csvId = `${fieldId}-csv`;
  const state = useImport(clientId);

  return (
    <section id={id} className="card directory-import" aria-labelledby={headingId}>
      <h2 id={headingId}>Import and export CSV</h2>
      <div className="directory-import-grid">
        <div className="directory-import-input">
          <div className="directory-import-row">
            <div className="field">
              <label htmlFor={`${fieldId}-kind`}>Kind to import</label>
              <select id={`${fieldId}-kind`} value={state.kind} onChange={(event) => state.setKind(event.target.value as DirectoryKind)}>
                {DIRECTORY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${fieldId}-file`}>CSV file</label>
              <input key={state.done} id={`${fieldId}-file`} type="file" accept=".csv,text/csv" onChange={(event) => void state.chooseFile(event.target.files?.[0])} />
            </div>
          </div>
          <div className="field">
            <label htmlFor={csvId}>Or paste the CSV</label>
            <textarea
              {...describedInput(csvId, { hint: HINT, error: state.inputError })}
              className="directory-import-text"
              rows={8}
              spellCheck={false}
              value={state.csv}
              onChange={(event) => state.setCsv(event.target.value)}
            />
            <FieldNotes id={csvId} hint={HINT} error={state.inputError} />
          </div>
          <div className="directory-actions">
            <BusyButton type="button" className="btn" busy={state.running === 'preview'} busyLabel="Previewing..." disabled={state.running !== null} onClick={() => void state.runPreview()}>
              Preview
            </BusyButton>
            <BusyButton type="button" busy={state.running === 'import'} busyLabel="Importing..." disabled={!state.canImport} onClick={() => void state.runImport()}>
              Import
            </BusyButton>
          </div>
        </div>
        <div className="directory-import-result" aria-live="polite">
          {state.preview ? <ImportPreview result={state.preview} /> : <p className="muted">Preview the file to see what it would change.</p>}
        </div>
      </div>
      <ExportButtons clientId={clientId} />
    </section>
  );
}
