/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import OAuthCallbackPage from '../../../../src/client/features/auth/OAuthCallbackPage';
import { TIMINGS } from '../../../../src/shared/constants';
import { locationOf, renderRoute } from '../harness';

describe('OAuthCallbackPage', () => {
  it('signs in from the query and lands on /members', async () => {
    const { router, session } = renderRoute('/oauth-callback', <OAuthCallbackPage />, '/oauth-callback?token=t1&refreshToken=r1&userId=u1&name=Ana&email=ana%40example.com');
    await waitFor(() => expect(locationOf(router)).toBe('/members'));
    expect(session.getSnapshot().value).toBe('authenticated');
    expect(Cookies.get()).toMatchObject({ token: 't1', refreshToken: 'r1', userId: 'u1', username: 'Ana', email: 'ana@example.com', isAdmin: 'false' });
  });

  it('reports missing values and returns to /login after 3 s', () => {
    jest.useFakeTimers();
    try {
      const { router, session } = renderRoute('/oauth-callback', <OAuthCallbackPage />, '/oauth-callback?token=t1&userId=u1');
      expect(screen.getByRole('heading', { name: 'Completing Authentication...' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid authentication data received');
      act(() => jest.advanceTimersByTime(TIMINGS.oauthFailureRedirectMs - 1));
      expect(locationOf(router)).toMatch(/^\/oauth-callback/);
      act(() => jest.advanceTimersByTime(1));
      expect(locationOf(router)).toBe('/login');
      expect(session.getSnapshot().value).toBe('anonymous');
    } finally {
      jest.useRealTimers();
    }
  });
});
