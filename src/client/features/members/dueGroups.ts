import type { CurrencyTotal, DueGroupKey } from '../../../shared/contract/reviewWorkspace';
import { formatMoney } from '../../ui/format';

export const DUE_GROUP_LABELS: Record<DueGroupKey, string> = { overdue: 'Overdue', thisWeek: 'Due this week', later: 'Later', undated: 'No due date' };

function addDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The group of an invoice, as the server counts them against its `today` (UTC): overdue is due
 * before today, this week from today through the next six days, later after that.
 */
export function dueGroupOf(dueDate: string | null, today: string): DueGroupKey {
  const due = dueDate?.slice(0, 10);
  if (!due) return 'undated';
  if (due < today) return 'overdue';
  return due <= addDays(today, 6) ? 'thisWeek' : 'later';
}

/** "$1,200.00 · €80.00": a group's sum in each currency it holds. */
export const formatTotals = (totals: readonly CurrencyTotal[]) =>
  totals
    .map(({ amount, currency }) => formatMoney(amount, currency))
    .filter(Boolean)
    .join(' · ');
