/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor } from '@testing-library/react';
import LoginPage from '../../../../src/client/features/auth/LoginPage';
import RegisterPage from '../../../../src/client/features/auth/RegisterPage';
import { signInWithGooglePopup, type GoogleIdentity } from '../../../../src/client/features/auth/google/firebaseGoogle';
import { locationOf, mockApi, renderRoute } from '../harness';

jest.mock('../../../../src/client/features/auth/google/firebaseGoogle', () => ({ signInWithGooglePopup: jest.fn() }));
const popup = jest.mocked(signInWithGooglePopup);

const firebase = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };
const identity: GoogleIdentity = { idToken: 'id-token', email: 'ana@example.com', name: 'Ana Lopez', photoURL: null };
const serverAnswer = { token: 'access-1', refreshToken: 'refresh-1', userId: 'u1', name: 'Ana Lopez', email: 'ana@example.com', isAdmin: false, message: 'ok' };

beforeEach(() => {
  window.__APP_CONFIG__ = { firebase };
  popup.mockReset();
});
afterEach(() => {
  delete window.__APP_CONFIG__;
});

/** The login screen loads the real button lazily; until then a disabled stand-in shows. */
async function googleButton(name = 'Sign in with Google') {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  return screen.getByRole('button', { name });
}

describe('Google sign-in', () => {
  it('shows its progress, sends the ID token to the server and signs in', async () => {
    let finishPopup: (value: GoogleIdentity) => void = () => undefined;
    popup.mockReturnValue(new Promise((resolve) => (finishPopup = resolve)));
    let answerServer: () => void = () => undefined;
    const calls = mockApi(() => new Promise((resolve) => (answerServer = () => resolve({ status: 200, body: serverAnswer }))));
    const { router, session, user } = renderRoute('/login', <LoginPage />, '/login');

    await user.click(await googleButton());
    expect(await screen.findByText('Connecting to Google...', { selector: '[role=status]' })).toBeInTheDocument();
    expect(popup).toHaveBeenCalledWith(firebase);
    finishPopup(identity);
    expect(await screen.findByText('Google authentication successful, verifying with server...')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    answerServer();

    await waitFor(() => expect(locationOf(router)).toBe('/members'));
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/auth/firebase-google-auth', body: { idToken: 'id-token', email: 'ana@example.com', name: 'Ana Lopez', photoURL: null } });
    expect(session.getSnapshot().context).toMatchObject({ userId: 'u1', username: 'Ana Lopez', email: 'ana@example.com' });
  });

  it('says "Google authentication failed" when the popup does not complete', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    popup.mockRejectedValue(new Error('auth/popup-closed-by-user'));
    const { user } = renderRoute('/login', <LoginPage />, '/login');
    await user.click(await googleButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Google authentication failed');
  });

  it('says "Google login failed: {message}" when the server refuses the token', async () => {
    popup.mockResolvedValue(identity);
    mockApi(() => ({ status: 401, body: { message: 'Google token could not be verified' } }));
    const { session, user } = renderRoute('/login', <LoginPage />, '/login');
    await user.click(await googleButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Google login failed: Google token could not be verified');
    expect(session.getSnapshot().value).toBe('anonymous');
  });

  it('registers with Google, passing the Smart Bill Entry e-mail along', async () => {
    popup.mockResolvedValue(identity);
    const calls = mockApi(() => ({ status: 200, body: serverAnswer }));
    const { router, user } = renderRoute('/register', <RegisterPage />, '/register');
    await user.type(screen.getByLabelText('Smart Bill Entry E-mail (Optional)'), 'ap@acme.example');
    await user.click(screen.getByRole('button', { name: 'Register with Google' }));
    await waitFor(() => expect(locationOf(router)).toBe('/members'));
    expect(calls[0]?.body).toMatchObject({ idToken: 'id-token', forwardEmail: 'ap@acme.example' });
  });
});
