/** @jest-environment node */
import type { UnknownAction } from '@reduxjs/toolkit';
import { notificationsSlice, type NotificationsState } from '../../../../src/client/app/notifications/notificationsSlice';
import {
  ADMIN_AREA,
  dataLoadFailed,
  dataNotFound,
  deleteFailed,
  loadFailureResolved,
  operationNotAllowed,
  permissionDenied,
  updateFailed,
  userDeleted,
  userIdMissing,
  userUpdated,
} from '../../../../src/client/features/admin/notices';

/** What the panel's notification area shows after `actions`. */
const shown = (...actions: UnknownAction[]) => actions.reduce<NotificationsState>(notificationsSlice.reducer, {})[ADMIN_AREA] ?? [];

describe('admin notices', () => {
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
    expect(shown(action)).toEqual([expect.objectContaining({ tone, title, detail })]);
  });

  it('leaves the invoice count out of "User Deleted" when the answer has none', () => {
    expect(shown(userDeleted({ name: 'Dana' }))[0]?.detail).toBe('Dana was deleted.');
  });

  it('shows one outcome at a time, the latest', () => {
    expect(shown(dataLoadFailed('x'), userDeleted({ name: 'Bo', deletedInvoices: 0 })).map((n) => n.title)).toEqual(['User Deleted']);
  });

  it('takes down a load failure once the data loads after all, and nothing else', () => {
    expect(shown(dataLoadFailed('Database unavailable'), loadFailureResolved())).toEqual([]);
    expect(shown(dataNotFound(), loadFailureResolved())).toEqual([]);
    expect(shown(userUpdated({ name: 'Alice', isAdmin: true, clientCount: 3 }), loadFailureResolved()).map((n) => n.title)).toEqual(['User Updated']);
  });
});
