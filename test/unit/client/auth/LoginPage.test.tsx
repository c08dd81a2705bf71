/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import LoginPage from '../../../../src/client/features/auth/LoginPage';
import { SESSION_MESSAGES } from '../../../../src/client/session/sessionMachine';
import { locationOf, mockApi, renderRoute } from '../harness';

const loginAnswer = { token: 'access-1', refreshToken: 'refresh-1', userId: 'u1', name: 'Ana', email: 'ana@example.com', isAdmin: true, message: 'Login successful' };

async function logIn(user: ReturnType<typeof renderRoute>['user'], email = 'ana@example.com', password = 'secret1') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('signs in: the session machine is authenticated, cookies are written, and /members shows', async () => {
    const calls = mockApi(() => ({ status: 200, body: loginAnswer }));
    const { router, session, store, user } = renderRoute('/login', <LoginPage />, '/login');
    await logIn(user);

    await waitFor(() => expect(locationOf(router)).toBe('/members'));
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/login', body: { email: 'ana@example.com', password: 'secret1' } }]);
    expect(session.getSnapshot().value).toBe('authenticated');
    expect(store.getState().session).toMatchObject({ status: 'authenticated', userId: 'u1', username: 'Ana', isAdmin: true, email: 'ana@example.com' });
    expect(Cookies.get()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1', userId: 'u1', username: 'Ana', isAdmin: 'true', email: 'ana@example.com' });
  });

  it('returns to the page the guard sent the visitor from', async () => {
    mockApi(() => ({ status: 200, body: loginAnswer }));
    const { router, user } = renderRoute('/login', <LoginPage />, '/login');
    await act(() => router.navigate('/login', { state: { from: '/view?id=42' } }));
    await logIn(user);
    await waitFor(() => expect(locationOf(router)).toBe('/view?id=42'));
  });

  it('shows the server message for wrong credentials and stays', async () => {
    mockApi(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    const { router, session, user } = renderRoute('/login', <LoginPage />, '/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(locationOf(router)).toBe('/login');
    expect(session.getSnapshot().value).toBe('anonymous');
  });

  it('offers the verification screen to an unverified user', async () => {
    const message = 'Please verify your email before logging in. Check your inbox for a verification email.';
    mockApi(() => ({ status: 403, body: { message } }));
    const { user } = renderRoute('/login', <LoginPage />, '/login');
    await logIn(user, 'new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Enter your verification code' })).toHaveAttribute('href', '/verify-email-code?email=new%40example.com');
  });

  it.each([
    [{ ...loginAnswer, userId: undefined }, 'Login failed: Unable to retrieve user ID.'],
    [{ ...loginAnswer, token: '' }, 'Login failed: Unable to retrieve authentication tokens.'],
  ])('refuses an incomplete answer', async (body, message) => {
    mockApi(() => ({ status: 200, body }));
    const { session, user } = renderRoute('/login', <LoginPage />, '/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(session.getSnapshot().value).toBe('anonymous');
  });

  it('says "Login failed" when the server gives no reason', async () => {
    mockApi(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const { user } = renderRoute('/login', <LoginPage />, '/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed/);
  });

  it.each([
    ['session_expired', SESSION_MESSAGES.sessionExpired],
    ['network', SESSION_MESSAGES.network],
    ['unauthorized', SESSION_MESSAGES.unauthorized],
  ])('explains ?reason=%s', (reason, message) => {
    renderRoute('/login', <LoginPage />, `/login?reason=${reason}`);
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('sends an already signed-in visitor to /members', async () => {
    const { router, session } = renderRoute('/login', <LoginPage />, '/register');
    act(() => session.send({ type: 'signedIn', session: { token: 't', refreshToken: 'r', userId: 'u1', username: 'Ana', isAdmin: false } }));
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(locationOf(router)).toBe('/members'));
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderRoute('/login', <LoginPage />, '/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends a reset e-mail from the Forgot Password panel and reports the outcome', async () => {
    const calls = mockApi(({ body }) =>
      (body as { email: string }).email === 'ana@example.com' ? { status: 200, body: { message: 'sent' } } : { status: 429, body: { message: 'Too many requests' } },
    );
    const { user } = renderRoute('/login', <LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    const resetEmail = await screen.findByLabelText('Email for the reset code');
    expect(resetEmail).toHaveValue('ana@example.com');
    expect(screen.getByRole('link', { name: 'Enter it here' })).toHaveAttribute('href', '/forgot-password-code?email=ana%40example.com');

    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Password reset email sent! Check your inbox.')).toHaveAttribute('role', 'status');
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/auth/send-reset-code', body: { email: 'ana@example.com' } });

    await user.clear(resetEmail);
    await user.type(resetEmail, 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Failed to send reset email: Too many requests')).toHaveAttribute('role', 'alert');
  });

  it('disables Google sign-in with an explanation when it is not configured', async () => {
    renderRoute('/login', <LoginPage />, '/login');
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(google).toHaveAttribute('title', 'Google sign-in is not configured on this server.'));
    expect(google).toBeDisabled();
  });
});
