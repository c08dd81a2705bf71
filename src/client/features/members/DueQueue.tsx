import { useCallback, useMemo } from 'react';
import type { DueGroup, DueGroupKey } from '../../../shared/contract/reviewWorkspace';
import { invoicesApi } from '../../api/invoicesApi';
import { LoadFailed } from '../../ui/LoadFailed';
import { BulkBar } from './BulkBar';
import { invoicesCount } from './bulkMessages';
import { DUE_GROUP_LABELS, dueGroupOf, formatTotals } from './dueGroups';
import type { TableHeading } from './InvoiceTable';
import { ListSkeleton } from './ListStates';
import { PagedTable } from './PagedTable';
import { useInvoicePages } from './useInvoicePages';
import { useLoadError } from './useLoadError';
import type { MembersViewModel } from './useMembersView';
import { useTableKeyboard } from './useTableKeyboard';
import './DueQueue.css';

/** What "Export CSV" writes with nothing selected: the queue, in its order. */
const QUEUE_EXPORT = { reviewed: false, sort: 'dueDate', order: 'asc' } as const;

/**
 * The Due tab (issue 15): the client's unreviewed invoices by due date, under Overdue / Due this
 * week / Later / No due date, each with its count and totals over the whole queue. The same table
 * and keys as the Invoices tab; x reviews the row and it leaves the queue.
 */
export function DueQueue({ view }: { view: MembersViewModel }) {
  const args = view.clientId ? { clientId: view.clientId } : null;
  const listKey = `due:${JSON.stringify(args)}`;
  const pages = useInvoicePages(invoicesApi.endpoints.getDueInvoices, args, listKey);
  useLoadError('loadInvoices', pages.error);
  const { first } = pages;
  // A review flips the invoice at once in every cached page (the toggle's optimistic patch); the
  // queue holds unreviewed invoices only, so the row leaves at once, and returns if the server refuses.
  const invoices = useMemo(() => pages.invoices.filter((invoice) => !invoice.reviewed), [pages.invoices]);
  const total = first?.total ?? 0;
  const table = useTableKeyboard({ invoices, total, listKey, toggleKeepsItem: false, settled: !pages.isFetching });

  const headingBefore = useCallback(
    (index: number): TableHeading | null => {
      const invoice = invoices[index];
      if (!first || !invoice) return null;
      const group = dueGroupOf(invoice.dueDate, first.today);
      const previous = invoices[index - 1];
      if (previous && dueGroupOf(previous.dueDate, first.today) === group) return null;
      return { key: group, content: <DueHeading group={group} summary={first.groups[group]} /> };
    },
    [invoices, first],
  );

  if (!args) return null;
  if (!first) {
    if (pages.error && !pages.isFetching) return <LoadFailed className="list-empty" what="Invoices" onRetry={pages.retry} />;
    return <ListSkeleton label="Loading the due queue" variant="table" rows={16} />;
  }
  return (
    <section className="invoice-table-view" aria-label="Due">
      <BulkBar
        clientId={args.clientId}
        selection={table.selection}
        total={total}
        summary={`${invoicesCount(total)} to review`}
        match={{ clientId: args.clientId, reviewed: false }}
        filterExport={QUEUE_EXPORT}
      />
      <PagedTable label="Due" empty="Nothing is waiting for review" invoices={invoices} pages={pages} table={table} sorting={null} headingBefore={headingBefore} />
    </section>
  );
}

function DueHeading({ group, summary }: { group: DueGroupKey; summary: DueGroup }) {
  return (
    <>
      <h3 className={`due-title is-${group}`}>{DUE_GROUP_LABELS[group]}</h3>
      <span className="due-count">{invoicesCount(summary.count)}</span>
      <span className="due-totals">{formatTotals(summary.totals)}</span>
    </>
  );
}
