import type { BulkAction } from '../../../shared/contract/reviewWorkspace';

const count = new Intl.NumberFormat('en-US');

/** "1 invoice", "1,204 invoices". */
export const invoicesCount = (n: number) => `${count.format(n)} invoice${n === 1 ? '' : 's'}`;

const DONE: Record<BulkAction, string> = { review: 'marked reviewed', unreview: 'marked unreviewed', delete: 'deleted' };

/** What a bulk action did, by the server's count: one already in the asked state is not counted. */
export const bulkOutcome = (action: BulkAction, updated: number) => `${invoicesCount(updated)} ${DONE[action]}`;
