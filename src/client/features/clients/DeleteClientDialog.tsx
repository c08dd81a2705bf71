import type { Client } from '../../../shared/contract/clients';
import { useDeleteClientMutation } from '../../api/clientsApi';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CLIENT_MESSAGES, failed, succeeded, type Notify } from './messages';

/** SPEC.md section 5: a client is deleted only after this question; the list then reloads. */
export function DeleteClientDialog({ client, onClose, notify }: { client: Client | null; onClose: () => void; notify: Notify }) {
  const [remove, { isLoading }] = useDeleteClientMutation();

  async function confirm() {
    if (!client) return;
    try {
      await remove(client.id).unwrap();
      notify(succeeded(CLIENT_MESSAGES.deleted));
    } catch (error) {
      notify(failed(CLIENT_MESSAGES.deleteFailed, error));
    }
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
