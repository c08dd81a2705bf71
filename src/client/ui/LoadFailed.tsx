/** What a list says when it could not load: a banner or notification has the reason, this offers the next step. */
export function LoadFailed({ what, onRetry, className }: { what: string; onRetry: () => void; className: string }) {
  return (
    <p className={className}>
      {what} could not be loaded.{' '}
      <button type="button" className="btn-link" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
