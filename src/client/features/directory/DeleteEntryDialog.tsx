import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { failed, succeeded } from './messages';

/** What a Delete asks about and does; the tab that owns the mutation fills it in. */
export interface DeleteTarget {
  title: string;
  message: string;
  /** A mutation trigger bound to the entry; any 2xx answer (204, or a message) is a deletion. */
  remove: () => { unwrap: () => Promise<unknown> };
  titles: { deleted: string; failed: string };
}

/** An entry is deleted only after this question; the list then reloads by itself. */
export function DeleteEntryDialog({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await target.remove().unwrap();
      dispatch(succeeded(target.titles.deleted));
    } catch (error) {
      dispatch(failed(target.titles.failed, error));
    }
    setBusy(false);
    onClose();
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title={target?.title ?? ''}
      message={target?.message ?? ''}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
