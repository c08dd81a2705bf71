import './Pagination.css';

interface Props {
  page: number;
  totalPages: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Names the navigation landmark when a screen has more than one list. */
  label?: string;
}

/** SPEC.md section 2 "Shared lists": Previous / Next and "Page X of Y", hidden on a single page. */
export function Pagination({ page, totalPages, onPrevious, onNext, label = 'Pagination' }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn" onClick={onPrevious} disabled={page <= 1}>
        Previous
      </button>
      <span className="pagination-status" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button type="button" className="btn" onClick={onNext} disabled={page >= totalPages}>
        Next
      </button>
    </nav>
  );
}
