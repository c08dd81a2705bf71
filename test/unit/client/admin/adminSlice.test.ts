/** @jest-environment node */
import {
  adminSlice,
  dataLoaded,
  dataLoadFailed,
  dataNotFound,
  deleteFailed,
  initialAdminState,
  notificationClosed,
  notFoundRetryScheduled,
  notFoundRetryStarted,
  operationNotAllowed,
  panelLeft,
  permissionDenied,
  selectNotFoundRetry,
  selectNotification,
  updateFailed,
  userDeleted,
  userIdMissing,
  userUpdated,
  type AdminState,
} from '../../../../src/client/features/admin/adminSlice';

const reduce = (...actions: Parameters<typeof adminSlice.reducer>[1][]): AdminState => actions.reduce(adminSlice.reducer, initialAdminState);
const shown = (...actions: Parameters<typeof adminSlice.reducer>[1][]) => reduce(...actions).notification;

describe('admin slice', () => {
  it('spends the 404 re-attempt once, until a load succeeds', () => {
    expect(reduce(notFoundRetryScheduled()).notFoundRetry).toBe('waiting');
    expect(reduce(notFoundRetryScheduled(), notFoundRetryStarted()).notFoundRetry).toBe('spent');
    expect(reduce(notFoundRetryScheduled(), notFoundRetryStarted(), dataNotFound()).notFoundRetry).toBe('spent');
    expect(reduce(notFoundRetryScheduled(), notFoundRetryStarted(), dataLoaded()).notFoundRetry).toBe('unused');
  });

  it('takes down a load failure once the data loads after all, and nothing else', () => {
    expect(shown(dataLoadFailed('Database unavailable'), dataLoaded())).toBeNull();
    expect(shown(dataNotFound(), dataLoaded())).toBeNull();
    expect(shown(userUpdated({ name: 'Alice', isAdmin: true, clientCount: 3 }), dataLoaded())?.title).toBe('User Updated');
  });

  it('leaves the invoice count out of "User Deleted" when the answer has none', () => {
    expect(shown(userDeleted({ name: 'Dana' }))?.detail).toBe('Dana was deleted.');
  });

  it.each([
    [dataNotFound(), 'error', 'Admin Data Not Found', 'The users and clients endpoints returned 404 twice. Check that the server is up to date, then reload the page.'],
    [dataLoadFailed('Database unavailable'), 'error', 'Error Loading Data', 'Failed to fetch users and clients: Database unavailable'],
    [userUpdated({ name: 'Alice', isAdmin: true, clientCount: 3 }), 'success', 'User Updated', 'Alice is now an Admin with 3 clients.'],
    [userUpdated({ name: 'Bo', isAdmin: false, clientCount: 1 }), 'success', 'User Updated', 'Bo is now a User with 1 client.'],
    [userIdMissing(), 'error', 'Error Updating User', 'Missing user ID. Cannot update this user.'],
    [updateFailed('Unexpected server response'), 'error', 'Error Updating User', 'Failed to update user: Unexpected server response'],
    [userDeleted({ name: 'Bo', deletedInvoices: 1 }), 'success', 'User Deleted', 'Bo was deleted, along with 1 invoice.'],
    [deleteFailed('Unknown error'), 'error', 'Error Deleting User', 'Failed to delete user: Unknown error'],
    [permissionDenied('Only super admins can delete users.'), 'error', 'Permission Denied', 'Only super admins can delete users.'],
    [operationNotAllowed('You cannot delete your own account.'), 'error', 'Operation Not Allowed', 'You cannot delete your own account.'],
  ])('%p notifies "%s: %s"', (action, tone, title, detail) => {
    expect(shown(action)).toEqual({ tone, title, detail });
  });

  it('keeps the latest notification until it is closed or the panel is left', () => {
    expect(shown(dataLoadFailed('x'), userDeleted({ name: 'Bo', deletedInvoices: 0 }))?.title).toBe('User Deleted');
    expect(shown(userIdMissing(), notificationClosed())).toBeNull();
    expect(shown(userIdMissing(), panelLeft())).toBeNull();
    expect(reduce(notFoundRetryScheduled(), panelLeft()).notFoundRetry).toBe('waiting');
  });

  it('answers selectors with the initial state before the slice has seen an action', () => {
    expect(selectNotification({} as never)).toBeNull();
    expect(selectNotFoundRetry({} as never)).toBe('unused');
  });
});
