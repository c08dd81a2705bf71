import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Client } from '../../../shared/contract/clients';
import { useDeleteClientMutation } from '../../api/clientsApi';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CLIENT_MESSAGES, failed, outcome, succeeded } from './messages';

/** SPEC.md section 7: a body that is not JSON is shown as it came. */
function deleteFailure(error: FetchBaseQueryError | SerializedError) {
  if ('status' in error && error.status === 'PARSING_ERROR') return outcome('error', CLIENT_MESSAGES.deleteFailed, `Unexpected response: ${error.data}`);
  return failed(CLIENT_MESSAGES.deleteFailed, error);
}

/** SPEC.md section 5: a client is deleted only after this question; the list then reloads. Only success true is a deletion (section 7). */
export function DeleteClientDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useDeleteClientMutation();

  async function confirm() {
    if (!client) return;
    const result = await remove(client.id);
    if (!result.error && result.data.success === true) dispatch(succeeded(CLIENT_MESSAGES.deleted));
    else dispatch(result.error ? deleteFailure(result.error) : outcome('error', CLIENT_MESSAGES.deleteFailed, 'The server did not confirm the deletion.'));
    onClose();
  }

  return (
    <ConfirmDialog
      open={client !== null}
      title={client ? `Delete ${client.name}` : ''}
      message={CLIENT_MESSAGES.confirmDelete}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
