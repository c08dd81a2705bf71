import { FlexRender, functionalUpdate, useTable, type Header, type ReactTable, type Row, type SortingState } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { InvoiceSummary } from '../../../shared/contract/invoices';
import type { InvoiceSort, SortOrder } from '../../../shared/contract/reviewWorkspace';
import { INVOICE_COLUMNS, TABLE_FEATURES } from './invoiceColumns';
import { TableActionsContext, TableSelectionContext, type TableActions } from './tableActions';
import type { Selection } from './useSelection';
import { useActiveItem } from './useActiveItem';
import './InvoiceTable.css';

/** Row heights in px, here rather than in CSS: the virtualizer places rows by them. 16 px rows fit 50 on a 1080p screen under the page's header. */
export const ROW_HEIGHT = 16;
export const HEADING_HEIGHT = 26;
/** Rows short of the last loaded one at which the next page is asked for. */
const LOAD_AHEAD = 20;

type Features = typeof TABLE_FEATURES;

export interface TableSorting {
  sort: InvoiceSort | null;
  order: SortOrder;
  onSort: (sort: InvoiceSort | null, order: SortOrder) => void;
}

/** A heading row above a run of invoices (the due queue's groups). */
export interface TableHeading {
  key: string;
  content: ReactNode;
}

type Item = { type: 'row'; index: number } | { type: 'heading'; heading: TableHeading };

interface Props {
  label: string;
  invoices: InvoiceSummary[];
  /** Invoices the list holds on the server, loaded or not; absent where headings make rows uncountable. */
  total?: number;
  /** The heading to draw above the invoice at `index`, if one starts there. */
  headingBefore?: (index: number) => TableHeading | null;
  /** Null: the list keeps the server's own order (the due queue). */
  sorting: TableSorting | null;
  actions: TableActions;
  selection: Selection;
  activeIndex: number;
  onActivate: (index: number) => void;
  hasMore: boolean;
  onNearEnd: () => void;
  /** The rows are another order's or filter's, shown until this one's arrive. */
  stale: boolean;
}

const rowId = (invoice: InvoiceSummary) => invoice.id;

/**
 * The compact invoice table (issue 15): the server's rows, virtualised against the window's
 * scroll so the header and the bulk bar above it stay in view. Sorting goes to the caller (the
 * URL); each header click asks the server again.
 */
export function InvoiceTable({ label, invoices, total, headingBefore, sorting, actions, selection, activeIndex, onActivate, hasMore, onNearEnd, stale }: Props) {
  const sortingState = useMemo<SortingState>(() => (sorting?.sort ? [{ id: sorting.sort, desc: sorting.order === 'desc' }] : []), [sorting?.sort, sorting?.order]);
  const table = useTable({
    features: TABLE_FEATURES,
    columns: INVOICE_COLUMNS,
    data: invoices,
    getRowId: rowId,
    manualSorting: true,
    enableMultiSort: false,
    enableSorting: sorting !== null,
    state: { sorting: sortingState },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sortingState);
      // A third click drops the column: back to newest first.
      sorting?.onSort(next ? (next.id as InvoiceSort) : null, next?.desc === false ? 'asc' : 'desc');
    },
  });
  const rows = table.getRowModel().rows;

  const items = useMemo(() => {
    const list: Item[] = [];
    invoices.forEach((_, index) => {
      const heading = headingBefore?.(index);
      if (heading) list.push({ type: 'heading', heading });
      list.push({ type: 'row', index });
    });
    return list;
  }, [invoices, headingBefore]);
  const itemOfRow = useMemo(() => items.flatMap((item, at) => (item.type === 'row' ? [at] : [])), [items]);

  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useDocumentTop(bodyRef);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (at) => (items[at]?.type === 'heading' ? HEADING_HEIGHT : ROW_HEIGHT),
    getItemKey: (at) => {
      const item = items[at];
      return item?.type === 'heading' ? `heading-${item.heading.key}` : (invoices[item?.index ?? -1]?.id ?? at);
    },
    overscan: 12,
    scrollMargin,
  });
  const shown = virtualizer.getVirtualItems();
  // The rows in view flow between two spacers: a row that leaves moves the rest up without
  // restyling each of them, as positioning every row by itself would.
  const before = (shown[0]?.start ?? scrollMargin) - scrollMargin;
  const after = virtualizer.getTotalSize() - (shown.at(-1)?.end ?? scrollMargin) + scrollMargin;

  const lastShown = shown[shown.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasMore && lastShown >= items.length - LOAD_AHEAD) onNearEnd();
  }, [hasMore, lastShown, items.length, onNearEnd]);

  // A row drawn already scrolls itself into view when it becomes active (useActiveItem); one
  // far off (k from the top, u back to a row long passed) is brought near first.
  const activeItem = itemOfRow[activeIndex] ?? -1;
  useEffect(() => {
    if (activeItem >= 0 && !virtualizer.getVirtualItems().some((item) => item.index === activeItem)) virtualizer.scrollToIndex(activeItem, { align: 'center' });
  }, [activeItem, virtualizer]);

  const columnCount = INVOICE_COLUMNS.length;
  return (
    <TableActionsContext value={actions}>
      <TableSelectionContext value={selection}>
      <table className={`invoice-table${stale ? ' is-stale' : ''}`} aria-label={label} aria-rowcount={headingBefore || total === undefined ? -1 : total + 1} aria-busy={stale || undefined}>
        <thead className="invoice-table-head">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} table={table} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef} className="invoice-table-body">
          <Spacer height={before} columns={columnCount} />
          {shown.map((virtual) => {
            const item = items[virtual.index];
            if (!item) return null;
            if (item.type === 'heading')
              return (
                <tr key={virtual.key} className="invoice-table-heading" style={{ height: virtual.size }} aria-rowindex={virtual.index + 2}>
                  <th colSpan={columnCount}>{item.heading.content}</th>
                </tr>
              );
            const row = rows[item.index];
            return row ? (
              <InvoiceRow
                key={virtual.key}
                row={row}
                index={item.index}
                rowIndex={virtual.index + 2}
                active={item.index === activeIndex}
                selected={selection.isSelected(row.id)}
                onActivate={onActivate}
              />
            ) : null;
          })}
          <Spacer height={after} columns={columnCount} />
        </tbody>
      </table>
      </TableSelectionContext>
    </TableActionsContext>
  );
}

type Table = ReactTable<Features, InvoiceSummary>;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_MARK = { asc: '▲', desc: '▼' } as const;

function HeaderCell({ header, table }: { header: Header<Features, InvoiceSummary, unknown>; table: Table }) {
  const column = header.column;
  const className = `cell-${column.id}`;
  if (!column.getCanSort())
    return (
      <th className={className} scope="col">
        <table.FlexRender header={header} />
      </th>
    );
  const sorted = column.getIsSorted();
  return (
    <th className={className} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
      <button type="button" className="table-sort" onClick={column.getToggleSortingHandler()}>
        <table.FlexRender header={header} />
        <span className="table-sort-mark" aria-hidden="true">
          {sorted ? SORT_MARK[sorted] : ''}
        </span>
      </button>
    </th>
  );
}

interface RowProps {
  row: Row<Features, InvoiceSummary>;
  /** Among the invoices (the keyboard's index); `rowIndex` counts headings and the header too. */
  index: number;
  rowIndex: number;
  active: boolean;
  selected: boolean;
  onActivate: (index: number) => void;
}

/**
 * A row's place (its index, aria-rowindex) moves when a row above it leaves; its cells, the
 * costly part, draw again only when its invoice changed. A refetch answers new row objects, but
 * RTK Query keeps an unchanged invoice the same object.
 */
const RowCells = memo(
  function RowCells({ row }: { row: Row<Features, InvoiceSummary> }) {
    return row.getAllCells().map((cell) => (
      <td key={cell.id} className={`cell-${cell.column.id}`}>
        <FlexRender cell={cell} />
      </td>
    ));
  },
  (before, after) => before.row.original === after.row.original,
);

const InvoiceRow = memo(function InvoiceRow({ row, index, rowIndex, active, selected, onActivate }: RowProps) {
  const ref = useActiveItem<HTMLTableRowElement>(active);
  const state = row.original.reviewed ? 'reviewed' : 'unreviewed';
  return (
    <tr
      ref={ref}
      className={`invoice-table-row is-${state}${active ? ' is-active' : ''}${selected ? ' is-selected' : ''}`}
      style={{ height: ROW_HEIGHT }}
      tabIndex={-1}
      aria-rowindex={rowIndex}
      aria-current={active || undefined}
      data-invoice-id={row.id}
      onFocus={() => onActivate(index)}
    >
      <RowCells row={row} />
    </tr>
  );
});

/** Room for the rows out of view, above or below those drawn. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr className="invoice-table-spacer" style={{ height }} aria-hidden="true">
      <td colSpan={columns} />
    </tr>
  );
}

/** Where an element starts on the page, for a virtualizer that scrolls with the window: measured after each render, since banners above it come and go. */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = Math.round(element.getBoundingClientRect().top + window.scrollY);
    if (measured !== top) setTop(measured);
  });
  return top;
}
