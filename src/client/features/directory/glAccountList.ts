import type { GlAccount } from '../../../shared/contract/directory';

const byNumber = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The chart comes whole, so its search and pages are drawn here: numbers in numeric order, matched on number or name. */
export function glAccountPage(accounts: readonly GlAccount[], search: string, page: number, limit: number) {
  const needle = search.trim().toLocaleLowerCase();
  const matching = accounts
    .filter((account) => !needle || account.number.toLocaleLowerCase().includes(needle) || account.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => byNumber.compare(a.number, b.number));
  const totalPages = Math.max(1, Math.ceil(matching.length / limit));
  const shown = Math.min(page, totalPages);
  return { accounts: matching.slice((shown - 1) * limit, shown * limit), total: matching.length, page: shown, totalPages };
}
