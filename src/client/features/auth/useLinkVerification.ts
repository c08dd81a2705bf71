import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { assign, fromPromise, type SnapshotFrom } from 'xstate';
import { useVerifyCodeMutation } from '../../api/authApi';
import { linkVerificationMirror } from './codeFlowSlices';
import { linkVerificationMachine } from './linkVerificationMachine';
import { useMirror } from './useMirror';

export type LinkSnapshot = SnapshotFrom<typeof linkVerificationMachine>;

/**
 * A verification link's machine, wired to its call and mirrored into Redux (`verification/*`).
 * The call runs once whatever StrictMode does to the machine: the code of a link is spent by
 * its first use, so a second call would report a valid link as refused.
 */
export function useLinkMachine(input: { email: string; hasLink: boolean }, verify: () => Promise<unknown>, wordRefusal?: (error: unknown) => string): LinkSnapshot {
  const [verifyOnce] = useState(() => {
    let running: Promise<unknown> | undefined;
    return () => (running ??= verify());
  });
  const [machine] = useState(() =>
    linkVerificationMachine.provide({
      actors: { verifyLink: fromPromise(verifyOnce) },
      ...(wordRefusal ? { actions: { sayRefused: assign((_, params: { error: unknown }) => ({ message: wordRefusal(params.error) })) } } : {}),
    }),
  );
  const inspect = useMirror(linkVerificationMirror);
  const [snapshot] = useMachine(machine, { input, inspect });
  return snapshot;
}

/**
 * The ?email&code links of the verification e-mail: verified at once, and the code screen to
 * fall back to.
 */
export function useLinkVerification(wordRefusal?: (error: unknown) => string): { email: string; snapshot: LinkSnapshot; codeScreen: string } {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const [verifyCode] = useVerifyCodeMutation();
  const input = useMemo(() => ({ email, hasLink: Boolean(email && code) }), [email, code]);
  const snapshot = useLinkMachine(input, () => verifyCode({ email, code }).unwrap(), wordRefusal);
  return { email, snapshot, codeScreen: `/verify-email-code${email ? `?email=${encodeURIComponent(email)}` : ''}` };
}
