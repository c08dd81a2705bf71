import { ACTIVITY_TYPES, type ActivityType, type CompletedCountRow } from '../../../shared/contract/activity';

/** What each kind of completed work is called on screen: one of it, and several. */
const NAMES: Record<ActivityType, { one: string; many: string }> = {
  invoice: { one: 'Invoice reviewed', many: 'Invoices reviewed' },
  task: { one: 'Task reviewed', many: 'Tasks reviewed' },
  invoice_edit: { one: 'Invoice edited', many: 'Invoices edited' },
  invoice_delete: { one: 'Invoice deleted', many: 'Invoices deleted' },
  comment: { one: 'Comment', many: 'Comments' },
  association: { one: 'Association', many: 'Associations' },
};

/** The heading of a type's stat card and filter option: "Invoices reviewed". */
export const typeLabel = (type: ActivityType): string => NAMES[type].many;

/** One record's type in the details table: "Invoice reviewed". */
export const recordLabel = (type: ActivityType): string => NAMES[type].one;

/** How many of each type; a type with none may be absent. */
export type TypeCounts = Partial<Record<ActivityType, number>>;

/** The item-type filter: every type, or one. */
export type TypeFilter = ActivityType | 'all';

export const sumCounts = (counts: TypeCounts): number => ACTIVITY_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0);

/** "3 Invoices reviewed, 1 Comment" in the order of ACTIVITY_TYPES; empty when there is nothing. */
export function describeCounts(counts: TypeCounts): string {
  return ACTIVITY_TYPES.flatMap((type) => {
    const count = counts[type] ?? 0;
    return count > 0 ? [`${count} ${count === 1 ? NAMES[type].one : NAMES[type].many}`] : [];
  }).join(', ');
}

/** Adds up rows (count rows, or detail rows) per type. */
export function tallyTypes(rows: readonly Pick<CompletedCountRow, 'itemType' | 'count'>[]): TypeCounts {
  const counts: TypeCounts = {};
  for (const { itemType, count } of rows) counts[itemType] = (counts[itemType] ?? 0) + count;
  return counts;
}

/** The day's counts as the filter shows them. */
export const filterCounts = (counts: TypeCounts, filter: TypeFilter): TypeCounts => (filter === 'all' ? counts : { [filter]: counts[filter] ?? 0 });
