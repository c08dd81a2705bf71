import { useState } from 'react';
import type { GlAccount } from '../../../shared/contract/directory';
import { GlAccountEditor } from './GlAccountEditor';
import { RowActions } from './RowActions';
import { TextCell } from './TextCell';

interface Props {
  clientId: string;
  account: GlAccount;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onDelete: () => void;
}

/** A GL account, or its inline editor in its place. */
export function GlAccountRow({ clientId, account, editing, onEdit, onDelete }: Props) {
  const [edited, setEdited] = useState(false);
  if (editing) {
    const done = () => {
      setEdited(true);
      onEdit(false);
    };
    return <GlAccountEditor clientId={clientId} account={account} onDone={done} />;
  }
  return (
    <tr className="directory-row">
      <TextCell className="directory-name directory-code" value={account.number} />
      <TextCell value={account.name} />
      <td>
        <RowActions name={`GL account ${account.number}`} returnFocus={edited} onEdit={() => onEdit(true)} onDelete={onDelete} />
      </td>
    </tr>
  );
}
