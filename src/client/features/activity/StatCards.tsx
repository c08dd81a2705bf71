import { ACTIVITY_TYPES } from '../../../shared/contract/activity';
import { sumCounts, typeLabel, type TypeCounts } from './activityTypes';

/** The month's completed items per type and in all; every type has its card, so none jumps in later. */
export function StatCards({ counts, label }: { counts: TypeCounts | undefined; label: string }) {
  const value = (count: number | undefined) => (counts ? (count ?? 0) : '–');
  return (
    <ul className="stat-cards" aria-label={label} aria-busy={counts ? undefined : true}>
      <li className="stat-card stat-total">
        <span className="stat-value">{value(counts && sumCounts(counts))}</span>
        <span className="stat-label">Total</span>
      </li>
      {ACTIVITY_TYPES.map((type) => (
        <li key={type} className="stat-card">
          <span className="stat-value">{value(counts?.[type])}</span>
          <span className="stat-label">
            <span className={`type-dot type-${type}`} />
            {typeLabel(type)}
          </span>
        </li>
      ))}
    </ul>
  );
}
