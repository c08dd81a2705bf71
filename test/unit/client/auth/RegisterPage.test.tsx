/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor } from '@testing-library/react';
import RegisterPage from '../../../../src/client/features/auth/RegisterPage';
import { locationOf, mockApi, renderRoute } from '../harness';

async function fillIn(user: ReturnType<typeof renderRoute>['user'], email = 'ana.lopez@example.com') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret1');
}

describe('RegisterPage', () => {
  it('registers and goes to /verify-email-code with the e-mail, carrying the success notice', async () => {
    const calls = mockApi(() => ({ status: 201, body: { message: 'ok', userId: 'u1' } }));
    const { router, user } = renderRoute('/register', <RegisterPage />, '/register');
    await fillIn(user);
    expect(screen.getByLabelText('Username')).toHaveValue('ana.lopez');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(locationOf(router)).toBe('/verify-email-code?email=ana.lopez%40example.com'));
    expect(router.state.location.state).toEqual({ notice: 'Registration successful! Please check your email for a verification code.', codeSent: true });
    expect(calls).toEqual([
      { method: 'POST', path: '/api/auth/register', body: { email: 'ana.lopez@example.com', password: 'secret1', username: 'ana.lopez' } },
    ]);
  });

  it('prefills e-mail and username from ?email=, and stops following once the username is edited', async () => {
    const { user } = renderRoute('/register', <RegisterPage />, '/register?email=bob%40acme.example');
    const email = screen.getByLabelText('Email');
    const username = screen.getByLabelText('Username');
    expect(email).toHaveValue('bob@acme.example');
    expect(username).toHaveValue('bob');
    await user.clear(username);
    await user.type(username, 'Bobby');
    await user.type(email, 'x');
    expect(username).toHaveValue('Bobby');
  });

  it('checks required fields and the e-mail format before calling the server', async () => {
    const calls = mockApi(() => ({ status: 201, body: {} }));
    const { user } = renderRoute('/register', <RegisterPage />, '/register');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Choose a password.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Enter a username.');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@company.com.');
    expect(calls).toHaveLength(0);
  });

  it('offers "Go to Email Verification" for an existing unverified account (409)', async () => {
    mockApi(() => ({ status: 409, body: { message: 'Email already registered but not verified. Please verify your email to continue.' } }));
    const { router, user } = renderRoute('/register', <RegisterPage />, '/register');
    await fillIn(user, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered but not verified. Please verify your email to continue.');
    await user.click(screen.getByRole('link', { name: 'Go to Email Verification' }));
    expect(locationOf(router)).toBe('/verify-email-code?email=ana%40example.com');
  });

  it('lists the server password errors, and reports a non-JSON answer', async () => {
    let answer = { status: 400, body: { message: 'Invalid input', errors: ['password must be at least 8 characters', 'username is too long'] } } as { status: number; body?: unknown; text?: string };
    mockApi(() => answer);
    const { user } = renderRoute('/register', <RegisterPage />, '/register');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('password must be at least 8 characters');
    expect(alert).not.toHaveTextContent('username is too long');

    answer = { status: 502, text: '<html>Bad gateway</html>' };
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid server response'));
  });
});
