/** @jest-environment node */
import { sessionSlice, selectViewerRole, type SessionState } from '../../../../src/client/session/sessionSlice';

const state = (status: SessionState['status'], isAdmin: boolean, silentRefresh = false) => ({
  session: { ...sessionSlice.getInitialState(), status, isAdmin, silentRefresh },
});

describe('the viewer role of the admin screens', () => {
  it('is unknown while the silent refresh of a page load runs', () => {
    expect(selectViewerRole(state('refreshing', true, true))).toBe('unknown');
  });

  it.each([
    ['authenticated', true, 'admin'],
    ['refreshing', true, 'admin'],
    ['authenticated', false, 'user'],
    ['refreshing', false, 'user'],
    ['anonymous', true, 'user'],
    ['forcedLogout', true, 'user'],
  ] as const)('a session %s with isAdmin %p is %s', (status, isAdmin, role) => {
    expect(selectViewerRole(state(status, isAdmin))).toBe(role);
  });
});
