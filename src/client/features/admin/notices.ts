import { dismiss, notify } from '../../app/notifications/notificationsSlice';
import type { BannerTone } from '../../ui/Banner';
import { plural } from './plural';

export const ADMIN_AREA = 'admin';

/** The panel's one notification box: every outcome shares one id, so the latest replaces the one before. */
const outcome = (tone: BannerTone, title: string, detail: string) => notify({ area: ADMIN_AREA, id: 'outcome', tone, title, detail });

const LOAD_FAILURES = ['Admin Data Not Found', 'Error Loading Data'];

/** SPEC.md section 8's titles, one action creator per outcome. */
export const dataNotFound = () => outcome('error', 'Admin Data Not Found', 'The users and clients endpoints returned 404 twice. Check that the server is up to date, then reload the page.');

export const dataLoadFailed = (reason: string) => outcome('error', 'Error Loading Data', `Failed to fetch users and clients: ${reason}`);

/** Loaded after all (a retry, Try again): a load failure still shown no longer holds; other outcomes stay. */
export const loadFailureResolved = () => dismiss({ area: ADMIN_AREA, titles: LOAD_FAILURES });

export const userUpdated = ({ name, isAdmin, clientCount }: { name: string; isAdmin: boolean; clientCount: number }) =>
  outcome('success', 'User Updated', `${name} is now ${isAdmin ? 'an Admin' : 'a User'} with ${plural(clientCount, 'client')}.`);

export const userIdMissing = () => outcome('error', 'Error Updating User', 'Missing user ID. Cannot update this user.');

export const updateFailed = (reason: string) => outcome('error', 'Error Updating User', `Failed to update user: ${reason}`);

/** SPEC.md section 7 does not show the delete answer: the invoice count is told only when it came. */
export const userDeleted = ({ name, deletedInvoices }: { name: string; deletedInvoices?: number | undefined }) => {
  const along = typeof deletedInvoices === 'number' ? `, along with ${plural(deletedInvoices, 'invoice')}` : '';
  return outcome('success', 'User Deleted', `${name} was deleted${along}.`);
};

export const deleteFailed = (reason: string) => outcome('error', 'Error Deleting User', `Failed to delete user: ${reason}`);

export const permissionDenied = (detail: string) => outcome('error', 'Permission Denied', detail);

export const operationNotAllowed = (detail: string) => outcome('error', 'Operation Not Allowed', detail);
