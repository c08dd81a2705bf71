import type { ReactNode } from 'react';

interface Props {
  label: string;
  /** The table's own column widths. */
  className: string;
  /** Header cells; a column of controls has a name for screen readers only. */
  columns: readonly (string | { hidden: string })[];
  /** What an empty table says; null while it holds rows. */
  empty: string | null;
  /** The rows are another search's or page's, shown until this one's arrive. */
  stale: boolean;
  children: ReactNode;
}

/** A tab's table: its header, its rows, and what it says when it has none. */
export function DirectoryTable({ label, className, columns, empty, stale, children }: Props) {
  return (
    <table className={`directory-table ${className}${stale ? ' is-stale' : ''}`} aria-label={label} aria-busy={stale || undefined}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={typeof column === 'string' ? column : column.hidden} scope="col">
              {typeof column === 'string' ? column : <span className="visually-hidden">{column.hidden}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {children}
        {empty && (
          <tr>
            <td colSpan={columns.length} className="directory-empty">
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
