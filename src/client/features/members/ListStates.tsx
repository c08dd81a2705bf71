import './ListStates.css';

/** Placeholder rows the size of real ones, so nothing jumps when the data arrives. */
export function ListSkeleton({ rows = 6, label, variant }: { rows?: number; label: string; variant: 'invoice' | 'task' | 'report' | 'table' }) {
  return (
    <div className="list-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`skeleton-row skeleton-${variant}`}>
          <span className="skeleton-bar is-wide" />
          <span className="skeleton-bar" />
          <span className="skeleton-bar is-short" />
        </div>
      ))}
    </div>
  );
}
