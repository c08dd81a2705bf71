import { useState } from 'react';
import type { Vendor } from '../../../shared/contract/directory';
import { useDeleteDirectoryVendorMutation, useGetDirectoryVendorsQuery } from '../../api/directoryApi';
import { LoadFailed } from '../../ui/LoadFailed';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { DeleteEntryDialog, type DeleteTarget } from './DeleteEntryDialog';
import { DirectoryTable } from './DirectoryTable';
import { DirectoryToolbar } from './DirectoryToolbar';
import { countOf, DIRECTORY_MESSAGES } from './messages';
import { DIRECTORY_PAGE_SIZE, pageInRange, useDirectoryList } from './useDirectoryList';
import { useLoadFailure } from './useLoadFailure';
import { VENDOR_COLUMNS, VendorFormRow, VendorRow } from './VendorRow';

const M = DIRECTORY_MESSAGES.vendor;

/** The client's vendors, searched and paged on the server. */
export function VendorsTab({ clientId }: { clientId: string }) {
  const list = useDirectoryList();
  const { data, currentData, error, isLoading, isFetching, refetch } = useGetDirectoryVendorsQuery({ clientId, page: list.page, limit: DIRECTORY_PAGE_SIZE, search: list.search || undefined });
  const [remove] = useDeleteDirectoryVendorMutation();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  useLoadFailure(error, data !== undefined, M.loadFailed);
  if (currentData && list.page !== pageInRange(list.page, currentData.totalPages)) list.setPage(pageInRange(list.page, currentData.totalPages));

  const askDelete = (vendor: Vendor) =>
    setDeleting({ title: `Delete ${vendor.name}`, message: M.confirmDelete, remove: () => remove({ clientId, id: vendor.id }), titles: { deleted: M.deleted, failed: M.deleteFailed } });

  const none = list.search ? 'No vendors match this search.' : 'No vendors yet. Add one, or import a CSV.';
  return (
    <>
      <DirectoryToolbar
        list={list}
        searchLabel="Search vendors"
        placeholder="Search by name, alias, e-mail or account number..."
        count={data ? countOf('vendor', data.total) : null}
        addLabel="Add vendor"
        adding={adding}
        onAdd={() => setAdding(true)}
      />
      {isLoading && <Spinner label="Loading vendors..." />}
      {!isLoading && !data && <LoadFailed className="directory-empty" what="Vendors" onRetry={() => void refetch()} />}
      {data && (
        <>
          <DirectoryTable className="directory-vendors" label="Vendors" columns={VENDOR_COLUMNS} empty={data.vendors.length === 0 && !adding ? none : null} stale={isFetching && !currentData}>
            {adding && <VendorFormRow clientId={clientId} vendor={null} onDone={() => setAdding(false)} />}
            {data.vendors.map((vendor) => (
              <VendorRow
                key={vendor.id}
                clientId={clientId}
                vendor={vendor}
                editing={vendor.id === editingId}
                onEdit={(editing) => setEditingId(editing ? vendor.id : null)}
                onDelete={() => askDelete(vendor)}
              />
            ))}
          </DirectoryTable>
          <Pagination label="Vendors pages" page={data.page} totalPages={data.totalPages} onPrevious={() => list.setPage(data.page - 1)} onNext={() => list.setPage(data.page + 1)} />
        </>
      )}
      <DeleteEntryDialog target={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
