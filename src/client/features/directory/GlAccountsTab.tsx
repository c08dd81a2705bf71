import { useMemo, useState } from 'react';
import type { GlAccount } from '../../../shared/contract/directory';
import { useDeleteGlAccountMutation, useGetGlAccountsQuery } from '../../api/directoryApi';
import { LoadFailed } from '../../ui/LoadFailed';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { DeleteEntryDialog, type DeleteTarget } from './DeleteEntryDialog';
import { DirectoryTable } from './DirectoryTable';
import { DirectoryToolbar } from './DirectoryToolbar';
import { GlAccountEditor } from './GlAccountEditor';
import { glAccountPage } from './glAccountList';
import { GlAccountRow } from './GlAccountRow';
import { countOf, DIRECTORY_MESSAGES } from './messages';
import { DIRECTORY_PAGE_SIZE, useDirectoryList } from './useDirectoryList';
import { useLoadFailure } from './useLoadFailure';

const M = DIRECTORY_MESSAGES.glAccount;
const GL_COLUMNS = ['Number', 'Name', { hidden: 'Actions' }] as const;
const NONE: GlAccount[] = [];

/** The client's chart of GL accounts. */
export function GlAccountsTab({ clientId }: { clientId: string }) {
  const list = useDirectoryList();
  const { data = NONE, error, isLoading, isSuccess, refetch } = useGetGlAccountsQuery(clientId);
  const [remove] = useDeleteGlAccountMutation();
  const [adding, setAdding] = useState(false);
  const [editingNumber, setEditingNumber] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const taken = useMemo(() => new Set(data.map((account) => account.number)), [data]);
  useLoadFailure(error, isSuccess, M.loadFailed);
  const shown = glAccountPage(data, list.search, list.page, DIRECTORY_PAGE_SIZE);

  const askDelete = (account: GlAccount) =>
    setDeleting({
      title: `Delete GL account ${account.number}`,
      message: M.confirmDelete,
      remove: () => remove({ clientId, number: account.number }),
      titles: { deleted: M.deleted, failed: M.deleteFailed },
    });

  const none = list.search ? 'No GL accounts match this search.' : 'No GL accounts yet. Add one, or import a CSV.';
  return (
    <>
      <DirectoryToolbar
        list={list}
        searchLabel="Search GL accounts"
        placeholder="Search by number or name..."
        count={isSuccess ? countOf('glAccount', shown.total) : null}
        addLabel="Add GL account"
        adding={adding}
        onAdd={() => setAdding(true)}
      />
      {isLoading && <Spinner label="Loading GL accounts..." />}
      {!isLoading && !isSuccess && <LoadFailed className="directory-empty" what="GL accounts" onRetry={() => void refetch()} />}
      {isSuccess && (
        <>
          <DirectoryTable className="directory-gl" label="GL accounts" columns={GL_COLUMNS} empty={shown.accounts.length === 0 && !adding ? none : null} stale={false}>
            {adding && <GlAccountEditor clientId={clientId} account={null} taken={taken} onDone={() => setAdding(false)} />}
            {shown.accounts.map((account) => (
              <GlAccountRow
                key={account.number}
                clientId={clientId}
                account={account}
                editing={account.number === editingNumber}
                onEdit={(editing) => setEditingNumber(editing ? account.number : null)}
                onDelete={() => askDelete(account)}
              />
            ))}
          </DirectoryTable>
          <Pagination label="GL accounts pages" page={shown.page} totalPages={shown.totalPages} onPrevious={() => list.setPage(shown.page - 1)} onNext={() => list.setPage(shown.page + 1)} />
        </>
      )}
      <DeleteEntryDialog target={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
