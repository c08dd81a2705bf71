import { useEffect, useMemo } from 'react';
import { invoicesApi } from '../../api/invoicesApi';
import { LoadFailed } from '../../ui/LoadFailed';
import { BulkBar } from './BulkBar';
import { tableListArgs } from './invoiceArgs';
import type { TableSorting } from './InvoiceTable';
import { ListSkeleton } from './ListStates';
import { PagedTable } from './PagedTable';
import { markInvoicesRendered } from './perfMarks';
import { useInvoicePages } from './useInvoicePages';
import { useLoadError } from './useLoadError';
import type { MembersViewModel } from './useMembersView';
import { useTableKeyboard } from './useTableKeyboard';

/** The Invoices tab in the table density: the client's list in the chosen order, loaded as the reviewer scrolls. */
export function InvoiceTableView({ view }: { view: MembersViewModel }) {
  const args = tableListArgs(view);
  const listKey = `invoices:${JSON.stringify(args)}`;
  const pages = useInvoicePages(invoicesApi.endpoints.getClientInvoices, args, listKey);
  useLoadError('loadInvoices', pages.error);
  const { first } = pages;
  const total = first?.total ?? 0;
  const table = useTableKeyboard({ invoices: pages.invoices, total, listKey, toggleKeepsItem: view.filter === 'all', settled: !pages.isFetching });

  useEffect(() => {
    if (first) markInvoicesRendered();
  }, [first]);

  const { sort, order, setSort } = view;
  const sorting = useMemo<TableSorting>(() => ({ sort, order, onSort: setSort }), [sort, order, setSort]);

  if (!args) return null;
  if (!first) {
    if (pages.error && !pages.isFetching) return <LoadFailed className="list-empty" what="Invoices" onRetry={pages.retry} />;
    return <ListSkeleton label="Loading invoices" variant="table" rows={16} />;
  }
  return (
    <section className="invoice-table-view" aria-label="Invoices">
      <BulkBar
        clientId={args.clientId}
        selection={table.selection}
        total={total}
        summary={`Total Invoices: ${total}`}
        match={{ clientId: args.clientId, search: args.search, reviewed: args.reviewed }}
        filterExport={args}
      />
      <PagedTable label="Invoices" empty="No invoices to display" invoices={pages.invoices} pages={pages} table={table} total={total} sorting={sorting} />
    </section>
  );
}
