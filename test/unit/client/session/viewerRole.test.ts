/** @jest-environment node */
import { sessionSlice, selectViewerRole, type SessionState } from '../../../../src/client/session/sessionSlice';

const state = (status: SessionState['status'], isAdmin: boolean) => ({
  session: { ...sessionSlice.getInitialState(), status, isAdmin },
});

describe('the viewer role of the admin screens', () => {
  it.each([
    ['checking', true, 'unknown'],
    ['silentRefreshing', true, 'unknown'],
    ['authenticated', true, 'admin'],
    ['refreshing', true, 'admin'],
    ['authenticated', false, 'user'],
    ['refreshing', false, 'user'],
    ['anonymous', true, 'user'],
  ] as const)('a session %s with isAdmin %p is %s', (status, isAdmin, role) => {
    expect(selectViewerRole(state(status, isAdmin))).toBe(role);
  });
});
