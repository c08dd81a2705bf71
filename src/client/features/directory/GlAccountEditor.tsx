import { glAccountBody, type GlAccount } from '../../../shared/contract/directory';
import { useSaveGlAccountMutation } from '../../api/directoryApi';
import { EditRow } from './EditRow';
import { DIRECTORY_MESSAGES } from './messages';
import { GL_FIELDS, textInput, textValues } from './textFields';
import { useDraft } from './useDraft';

const M = DIRECTORY_MESSAGES.glAccount;
const NUMBER_ONLY = ['number'] as const;

interface Props {
  clientId: string;
  /** Null: a new account. */
  account: GlAccount | null;
  /** The chart's numbers, for a new account: its PUT would silently rename one already there. */
  taken?: ReadonlySet<string>;
  onDone: () => void;
}

/** An account's row as inputs; its number is its key, so only a new account's number is typed. */
export function GlAccountEditor({ clientId, account, taken, onDone }: Props) {
  const [save] = useSaveGlAccountMutation();
  const draft = useDraft({
    initial: textValues(GL_FIELDS, account),
    schema: glAccountBody,
    toInput: textInput(GL_FIELDS),
    check: ({ number }) => (!account && taken?.has(number) ? { number: `Number ${number} is already in the chart; edit that account instead.` } : null),
    save: ({ number, name }) => save({ clientId, number, body: { name } }),
    titles: account ? { saved: M.updated, failed: M.updateFailed } : { saved: M.created, failed: M.createFailed },
    onDone,
  });
  return <EditRow label={account ? `Edit GL account ${account.number}` : 'New GL account'} fields={GL_FIELDS} locked={account ? NUMBER_ONLY : []} draft={draft} onCancel={onDone} />;
}
