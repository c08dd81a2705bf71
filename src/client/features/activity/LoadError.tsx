import { failureReason } from '../../api/errors';
import { Banner } from '../../ui/Banner';

/** A failed load: SPEC.md section 8's message, the server's reason, and the way out. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Banner tone="error" title={title}>
      <p>
        {failureReason(error)}.{' '}
        <button type="button" className="btn-link" onClick={onRetry}>
          Try again
        </button>
      </p>
    </Banner>
  );
}
