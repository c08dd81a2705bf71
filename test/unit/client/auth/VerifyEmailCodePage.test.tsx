/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen } from '@testing-library/react';
import VerifyEmailCodePage from '../../../../src/client/features/auth/VerifyEmailCodePage';
import { locationOf, mockApi, renderRoute } from '../harness';

describe('VerifyEmailCodePage', () => {
  it('runs the whole flow: send the code, a wrong code, resend, the right code, then login', async () => {
    const calls = mockApi(({ path, body }) => {
      if (path === '/api/auth/send-verification-code') return { status: 200, body: { message: 'sent' } };
      return (body as { code: string }).code === '123456'
        ? { status: 200, body: { message: 'Email verified! You can now log in.', verified: true } }
        : { status: 400, body: { message: 'Invalid verification code' } };
    });
    const { router, user } = renderRoute('/verify-email-code', <VerifyEmailCodePage />, '/verify-email-code?email=ana%40example.com');

    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification code sent! Check your email.');
    expect(screen.getByText('Enter the code we sent to ana@example.com.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code.');

    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification code sent! Check your email.');

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified! You can now log in.')).toBeInTheDocument();

    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/auth/send-verification-code', { email: 'ana@example.com' }],
      ['/api/auth/verify-code', { email: 'ana@example.com', code: '000000' }],
      ['/api/auth/send-verification-code', { email: 'ana@example.com' }],
      ['/api/auth/verify-code', { email: 'ana@example.com', code: '123456' }],
    ]);
    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(locationOf(router)).toBe('/login');
  });

  it('starts at the code step after registration and shows its notice', async () => {
    const { router } = renderRoute('/verify-email-code', <VerifyEmailCodePage />, '/register');
    await act(() => router.navigate('/verify-email-code?email=ana%40example.com', { state: { notice: 'Registration successful! Please check your email for a verification code.', codeSent: true } }));
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful!');
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it('explains an expired code and a failed send', async () => {
    mockApi(({ path }) =>
      path === '/api/auth/verify-code' ? { status: 400, body: { message: 'Verification code expired or used too many times.' } } : { status: 500, body: {} },
    );
    const { user } = renderRoute('/verify-email-code', <VerifyEmailCodePage />, '/verify-email-code');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send code.');

    await user.click(screen.getByRole('button', { name: 'I already have a code' }));
    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code expired. Please request a new one.');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Failed to resend code.')).toBeInTheDocument();
  });
});
