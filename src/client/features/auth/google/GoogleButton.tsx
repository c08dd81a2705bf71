import { useState } from 'react';
import { useGoogleAuthMutation } from '../../../api/authApi';
import { runtimeConfig } from '../../../app/config';
import { BusyButton } from '../../../ui/BusyButton';
import { serverMessage } from '../serverMessage';
import { useGoOnAfterSignIn } from '../useCompleteSignIn';
import { signInWithGooglePopup } from './firebaseGoogle';

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not configured on this server.',
  connecting: 'Connecting to Google...',
  verifying: 'Google authentication successful, verifying with server...',
  authFailed: 'Google authentication failed',
  loginFailed: (reason: string) => `Google login failed: ${reason}`,
} as const;

interface Props {
  label: string;
  /** Progress and failures go to the screen's status line. */
  onStatus: (message: string) => void;
  forwardEmail?: string;
}

/** "Sign in with Google" / "Register with Google": popup, then the server checks the ID token. */
export function GoogleButton({ label, onStatus, forwardEmail }: Props) {
  const config = runtimeConfig().firebase ?? null;
  const [googleAuth] = useGoogleAuthMutation();
  const goOn = useGoOnAfterSignIn();
  const [busy, setBusy] = useState(false);

  async function signIn(firebase: NonNullable<typeof config>) {
    onStatus(GOOGLE_MESSAGES.connecting);
    let identity;
    try {
      identity = await signInWithGooglePopup(firebase);
    } catch (error) {
      console.warn('Google popup sign-in failed', error);
      return onStatus(GOOGLE_MESSAGES.authFailed);
    }
    onStatus(GOOGLE_MESSAGES.verifying);
    try {
      await googleAuth({ ...identity, email: identity.email ?? undefined, forwardEmail: forwardEmail?.trim() || undefined }).unwrap();
      goOn();
    } catch (error) {
      onStatus(GOOGLE_MESSAGES.loginFailed(serverMessage(error) ?? 'Please try again later.'));
    }
  }

  return (
    <BusyButton
      type="button"
      className="btn auth-google"
      busy={busy}
      busyLabel="Connecting to Google..."
      disabled={!config}
      title={config ? undefined : GOOGLE_MESSAGES.notConfigured}
      onClick={() => {
        if (!config) return;
        setBusy(true);
        void signIn(config).finally(() => setBusy(false));
      }}
    >
      {label}
    </BusyButton>
  );
}
