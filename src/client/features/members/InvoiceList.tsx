import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useDeleteInvoiceMutation, useGetClientInvoicesQuery } from '../../api/invoicesApi';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Pagination } from '../../ui/Pagination';
import { reviewedParam } from './invoiceArgs';
import { InvoiceItem } from './InvoiceItem';
import { LoadFailed } from '../../ui/LoadFailed';
import { ListSkeleton } from './ListStates';
import { useMemberErrors } from './memberErrors';
import { markInvoicesRendered } from './perfMarks';
import { knownTotalPages, useListKeyboard } from './useListKeyboard';
import type { MembersViewModel } from './useMembersView';
import { useLoadError } from './useLoadError';
import { useOpenInvoice } from './useOpenInvoice';
import { useReviewToggle } from './useReviewToggle';

/** The Invoices tab: one server page for the client, filter and search, newest first. */
export function InvoiceList({ view }: { view: MembersViewModel }) {
  const args = view.clientId ? { clientId: view.clientId, page: view.page, limit: view.pageSize, search: view.search || undefined, reviewed: reviewedParam[view.filter] } : skipToken;
  const { currentData, data, error, isFetching, refetch } = useGetClientInvoicesQuery(args);
  const toggle = useReviewToggle();
  const [deleteInvoice, deletion] = useDeleteInvoiceMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { report } = useMemberErrors();
  const { open } = useOpenInvoice();
  useLoadError('loadInvoices', error);

  const { showLastPage } = view;
  const invoices = currentData?.invoices ?? [];
  const totalPages = knownTotalPages({ currentData, data });

  useEffect(() => {
    if (currentData) markInvoicesRendered();
  }, [currentData]);

  // A page emptied by deletions or by a review under a filter: step back to the last one.
  useEffect(() => {
    if (currentData && currentData.invoices.length === 0 && view.page > 1 && currentData.totalPages < view.page) showLastPage(Math.max(1, currentData.totalPages));
  }, [currentData, view.page, showLastPage]);

  const remove = async () => {
    if (!confirming || !view.clientId) return;
    const result = await deleteInvoice({ id: confirming, clientId: view.clientId });
    setConfirming(null);
    if ('error' in result) report('deleteInvoice', result.error);
  };

  const keyboard = useListKeyboard({
    view,
    count: invoices.length,
    itemsKey: JSON.stringify(args),
    totalPages,
    onToggle: (i) => invoices[i] && void toggle(invoices[i].id),
    toggleKeepsItem: view.filter === 'all',
    idOf: (i) => invoices[i]?.id,
    onUndo: (id) => void toggle(id),
    onOpen: (i) => invoices[i] && open(invoices[i].id),
  });

  if (!currentData) {
    if (isFetching) return <ListSkeleton label="Loading invoices" variant="invoice" />;
    return error ? <LoadFailed className="list-empty" what="Invoices" onRetry={refetch} /> : null;
  }
  return (
    <section className="member-list" aria-label="Invoices" aria-busy={isFetching || undefined}>
      {typeof currentData.total === 'number' && <p className="list-total">Total Invoices: {currentData.total}</p>}
      {invoices.length === 0 ? (
        <p className="list-empty">No invoices to display</p>
      ) : (
        invoices.map((invoice, i) => (
          <InvoiceItem
            key={invoice.id}
            invoice={invoice}
            active={i === keyboard.activeIndex}
            onFocusItem={() => keyboard.setActiveIndex(i)}
            onToggle={() => void toggle(invoice.id)}
            onDelete={() => setConfirming(invoice.id)}
          />
        ))
      )}
      <Pagination page={view.page} totalPages={totalPages} onPrevious={view.previousPage} onNext={view.nextPage} label="Invoice pages" />
      <ConfirmDialog
        open={confirming !== null}
        title="Delete invoice"
        message="Are you sure you want to delete this invoice?"
        busy={deletion.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
