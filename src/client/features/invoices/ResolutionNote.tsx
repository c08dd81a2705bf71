import type { ResolutionPart } from '../../../shared/contract/directory';
import { useAppSelector } from '../../app/hooks';
import { confidenceBadge } from '../../ui/confidence';
import { selectSession } from '../../session/sessionSlice';

/** The server names the reviewer who chose a place (src/server/routes/invoices/place.ts); the reviewer reads it as "you". */
const CHOSEN_BY = 'chosen by ';

/** Why the directory matched this field, and how surely: a muted line under the value. */
export function ResolutionNote({ part }: { part: ResolutionPart }) {
  const { username } = useAppSelector(selectSession);
  if (!part) return null;
  const { percent, low } = confidenceBadge(part.confidence);
  const reason = username && part.reason === `${CHOSEN_BY}${username}` ? `${CHOSEN_BY}you` : part.reason;
  return (
    <p className="invoice-resolution">
      <span className="invoice-resolution-reason">{reason}</span>
      <span className={low ? 'invoice-confidence invoice-confidence-low' : 'invoice-confidence'} title={low ? 'A weak match: check it' : undefined}>
        {percent}%
      </span>
    </p>
  );
}
