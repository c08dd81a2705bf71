import type { InvoiceSummary } from '../../../shared/contract/invoices';
import { InvoiceTable, type TableHeading, type TableSorting } from './InvoiceTable';
import type { InvoicePages } from './useInvoicePages';
import type { useTableKeyboard } from './useTableKeyboard';

interface Props {
  label: string;
  /** What an empty list says. */
  empty: string;
  invoices: InvoiceSummary[];
  pages: InvoicePages<unknown>;
  table: ReturnType<typeof useTableKeyboard>;
  total?: number;
  sorting: TableSorting | null;
  headingBefore?: (index: number) => TableHeading | null;
}

/** The table of a list loaded page by page as the reviewer scrolls, and the status of the next page. */
export function PagedTable({ label, empty, invoices, pages, table, total, sorting, headingBefore }: Props) {
  return (
    <>
      {invoices.length === 0 && !pages.hasMore ? (
        <p className="list-empty">{empty}</p>
      ) : (
        <InvoiceTable
          label={label}
          invoices={invoices}
          total={total}
          headingBefore={headingBefore}
          sorting={sorting}
          actions={table.actions}
          selection={table.selection}
          activeIndex={table.activeIndex}
          onActivate={table.setActiveIndex}
          hasMore={pages.hasMore}
          onNearEnd={pages.loadMore}
          stale={pages.stale}
        />
      )}
      {pages.hasMore && (
        <p className="table-more" role="status">
          {pages.isFetching ? 'Loading more invoices...' : ''}
        </p>
      )}
    </>
  );
}
