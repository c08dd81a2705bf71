import { useState } from 'react';
import { DIRECTORY_KINDS, type DirectoryKind } from '../../../shared/contract/directory';
import { useAppDispatch } from '../../app/hooks';
import { BusyButton } from '../../ui/BusyButton';
import { exportDirectory } from './exportDirectory';
import { failed, IMPORT_MESSAGES, KIND_LABELS } from './messages';

/** One download per kind, in the very columns its import takes, so an export edited in a spreadsheet imports back. */
export function ExportButtons({ clientId }: { clientId: string }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<DirectoryKind | null>(null);

  async function download(kind: DirectoryKind) {
    setBusy(kind);
    const failure = await dispatch(exportDirectory(clientId, kind));
    setBusy(null);
    if (failure) dispatch(failed(IMPORT_MESSAGES.exportFailed, failure));
  }

  return (
    <div className="import-exports" role="group" aria-label="Export CSV">
      <span className="import-exports-label">Export CSV:</span>
      {DIRECTORY_KINDS.map((kind) => (
        <BusyButton key={kind} type="button" className="btn" busy={busy === kind} busyLabel="Exporting..." aria-label={`Export ${KIND_LABELS[kind]} CSV`} onClick={() => void download(kind)}>
          {KIND_LABELS[kind]}
        </BusyButton>
      ))}
    </div>
  );
}
