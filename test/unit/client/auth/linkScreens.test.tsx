/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen, waitFor } from '@testing-library/react';
import ResetPasswordLinkPage from '../../../../src/client/features/auth/ResetPasswordLinkPage';
import VerifyCodeLinkPage from '../../../../src/client/features/auth/VerifyCodeLinkPage';
import VerifyEmailTokenPage from '../../../../src/client/features/auth/VerifyEmailTokenPage';
import VerifyMagicPage from '../../../../src/client/features/auth/VerifyMagicPage';
import VerifySuccessPage from '../../../../src/client/features/auth/VerifySuccessPage';
import { TIMINGS } from '../../../../src/shared/constants';
import { locationOf, mockApi, renderRoute } from '../harness';

const expired = { status: 400, body: { message: 'Verification code expired or used too many times. Please request a new one.' } };
const invalid = { status: 400, body: { message: 'Invalid verification code' } };
const verified = { status: 200, body: { message: 'Email verified! You can now log in.', verified: true } };

describe('/verify-email/{token}', () => {
  it('verifies once, then goes to /login after 2 s', async () => {
    jest.useFakeTimers();
    try {
      const calls = mockApi(() => verified);
      const { router } = renderRoute('/verify-email/:token', <VerifyEmailTokenPage />, '/verify-email/abc123');
      expect(await screen.findByText('Email verified! You can now log in.')).toBeInTheDocument();
      expect(calls).toEqual([{ method: 'GET', path: '/api/auth/verify-email?token=abc123', body: undefined }]);
      expect(locationOf(router)).toBe('/verify-email/abc123');
      act(() => jest.advanceTimersByTime(TIMINGS.emailTokenSuccessRedirectMs));
      expect(locationOf(router)).toBe('/login');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server message on failure, or "Verification failed."', async () => {
    mockApi(() => ({ status: 400, body: { message: 'Invalid or expired verification link.' } }));
    renderRoute('/verify-email/:token', <VerifyEmailTokenPage />, '/verify-email/old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired verification link.');
  });
});

describe('/verify-success', () => {
  it('shows success and goes to /login after 3 s', () => {
    jest.useFakeTimers();
    try {
      const { router } = renderRoute('/verify-success', <VerifySuccessPage />, '/verify-success?status=success');
      expect(screen.getByRole('status')).toHaveTextContent('Email verified! You can now log in.');
      act(() => jest.advanceTimersByTime(TIMINGS.verifySuccessRedirectMs));
      expect(locationOf(router)).toBe('/login');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows "Verification failed." with the msg text otherwise, and stays', () => {
    renderRoute('/verify-success', <VerifySuccessPage />, '/verify-success?status=error&msg=Link%20already%20used');
    expect(screen.getByRole('alert')).toHaveTextContent('Verification failed.Link already used');
  });
});

describe('/verify-code-link', () => {
  it('verifies at once', async () => {
    const calls = mockApi(() => verified);
    renderRoute('/verify-code-link', <VerifyCodeLinkPage />, '/verify-code-link?email=ana%40example.com&code=123456');
    expect(await screen.findByText('Email verified! You can now log in.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/verify-code', body: { email: 'ana@example.com', code: '123456' } }]);
  });

  it('offers Resend Code when the code expired, and reports the resend', async () => {
    const calls = mockApi(({ path }) => (path === '/api/auth/verify-code' ? expired : { status: 200, body: { message: 'sent' } }));
    const { user } = renderRoute('/verify-code-link', <VerifyCodeLinkPage />, '/verify-code-link?email=ana%40example.com&code=123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code expired. Please request a new one.');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification code sent! Check your email.');
    expect(calls[1]).toEqual({ method: 'POST', path: '/api/auth/send-verification-code', body: { email: 'ana@example.com' } });
  });

  it('offers Resend Code on a wrong code too, and says when resending fails', async () => {
    mockApi(({ path }) => (path === '/api/auth/verify-code' ? invalid : { status: 500, body: {} }));
    const { user } = renderRoute('/verify-code-link', <VerifyCodeLinkPage />, '/verify-code-link?email=ana%40example.com&code=999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code.');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Failed to resend code.')).toBeInTheDocument();
  });
});

describe('/verify-magic', () => {
  it.each([
    [verified, 'Email verified! You can now log in.'],
    [invalid, 'Invalid verification link.'],
    [expired, 'Verification link expired. Please request a new one.'],
  ])('shows the outcome', async (answer, message) => {
    mockApi(() => answer);
    renderRoute('/verify-magic', <VerifyMagicPage />, '/verify-magic?email=ana%40example.com&code=123456');
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
  });

  it('treats a link without its values as invalid, without calling the server', () => {
    const calls = mockApi(() => verified);
    renderRoute('/verify-magic', <VerifyMagicPage />, '/verify-magic?email=ana%40example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link.');
    expect(calls).toHaveLength(0);
  });
});

describe('/reset-password-link', () => {
  it('says what is missing when the link lacks the e-mail or code', () => {
    renderRoute('/reset-password-link', <ResetPasswordLinkPage />, '/reset-password-link?email=ana%40example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing email or code in the link.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('checks the confirmation, resets, and hides the form', async () => {
    const calls = mockApi(() => ({ status: 200, body: { message: 'Password reset! You can now log in.' } }));
    const { user } = renderRoute('/reset-password-link', <ResetPasswordLinkPage />, '/reset-password-link?email=ana%40example.com&code=123456');
    await user.type(screen.getByLabelText('New password'), 'new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new secreT');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(/do not match/);
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset! You can now log in.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/reset-password-with-code', body: { email: 'ana@example.com', code: '123456', newPassword: 'new secret' } }]);
  });

  it('keeps the form and explains an expired code', async () => {
    mockApi(() => expired);
    const { user } = renderRoute('/reset-password-link', <ResetPasswordLinkPage />, '/reset-password-link?email=ana%40example.com&code=123456');
    await user.type(screen.getByLabelText('New password'), 'new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code expired. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Get a new reset code' })).toHaveAttribute('href', '/forgot-password-code?email=ana%40example.com');
  });
});
