import { failureReason } from '../../../api/errors';
import { notify } from '../../../app/notifications/notificationsSlice';

/** Where /view shows outcomes that outlive one invoice (a review sent before the next one opened). */
export const VIEW_AREA = 'invoice-view';

/**
 * The members screen's notification area. Its name is repeated here, not imported: features do
 * not import each other (a unit test holds the two together).
 */
export const MEMBERS_AREA = 'members';

export const REVIEW_MESSAGES = {
  noMoreUnreviewed: 'No more unreviewed invoices for this client',
  first: 'This is the first invoice in the list.',
  last: 'This is the last invoice in the list.',
  notInList: "This invoice is not in the list you came from (its filter or search leaves it out).",
  lookupFailed: 'The next invoice could not be found. Check your connection and try again.',
} as const;

/** SPEC.md section 8's banner for a failed review toggle, as the members screen shows it. */
export const markFailed = (error: unknown, invoiceNumber: string | null) =>
  notify({
    area: VIEW_AREA,
    id: 'mark-failed',
    tone: 'error',
    title: 'Error Updating Invoice',
    detail: `Failed to update invoice: ${failureReason(error)}${invoiceNumber ? ` (invoice ${invoiceNumber} is still unreviewed)` : ''}`,
  });

export const noMoreUnreviewed = () => notify({ area: MEMBERS_AREA, id: 'no-more-unreviewed', tone: 'info', title: REVIEW_MESSAGES.noMoreUnreviewed });
