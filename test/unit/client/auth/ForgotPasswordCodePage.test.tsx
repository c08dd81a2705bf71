/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen } from '@testing-library/react';
import ForgotPasswordCodePage from '../../../../src/client/features/auth/ForgotPasswordCodePage';
import { mockApi, renderRoute } from '../harness';

describe('ForgotPasswordCodePage', () => {
  it('sends a reset code, then resets the password with it', async () => {
    const calls = mockApi(({ path }) =>
      path === '/api/auth/send-reset-code' ? { status: 200, body: { message: 'sent' } } : { status: 200, body: { message: 'Password reset! You can now log in.' } },
    );
    const { user } = renderRoute('/forgot-password-code', <ForgotPasswordCodePage />, '/forgot-password-code');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset code sent! Check your email.');

    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset! You can now log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(calls.map((c) => c.body)).toEqual([{ email: 'ana@example.com' }, { email: 'ana@example.com', code: '654321', newPassword: 'new secret' }]);
  });

  it('shows why the code could not be sent, and why the reset failed', async () => {
    mockApi(({ path }) =>
      path === '/api/auth/send-reset-code' ? { status: 500, body: {} } : { status: 400, body: { message: 'Invalid verification code' } },
    );
    const { user } = renderRoute('/forgot-password-code', <ForgotPasswordCodePage />, '/forgot-password-code?email=ana%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification code');

    await user.click(screen.getByRole('button', { name: 'I already have a code' }));
    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.type(screen.getByLabelText('New password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code.');
  });
});
