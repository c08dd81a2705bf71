import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Client } from '../../../shared/contract/clients';
import { useDeleteClientMutation } from '../../api/clientsApi';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CLIENT_MESSAGES, failed, succeeded, type Notice, type Notify } from './messages';

/** SPEC.md section 7: a body that is not JSON is shown as it came. */
function deleteFailure(error: FetchBaseQueryError | SerializedError): Notice {
  if ('status' in error && error.status === 'PARSING_ERROR') return { tone: 'error', title: CLIENT_MESSAGES.deleteFailed, detail: `Unexpected response: ${error.data}` };
  return failed(CLIENT_MESSAGES.deleteFailed, error);
}

/** SPEC.md section 5: a client is deleted only after this question; the list then reloads. Only success true is a deletion (section 7). */
export function DeleteClientDialog({ client, onClose, notify }: { client: Client | null; onClose: () => void; notify: Notify }) {
  const [remove, { isLoading }] = useDeleteClientMutation();

  async function confirm() {
    if (!client) return;
    const result = await remove(client.id);
    if (!result.error && result.data.success === true) notify(succeeded(CLIENT_MESSAGES.deleted));
    else notify(result.error ? deleteFailure(result.error) : { tone: 'error', title: CLIENT_MESSAGES.deleteFailed, detail: 'The server did not confirm the deletion.' });
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
