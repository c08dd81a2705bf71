import type { RuntimeConfig } from '../../../../shared/runtimeConfig';

export type FirebaseConfig = NonNullable<RuntimeConfig['firebase']>;

export interface GoogleIdentity {
  idToken: string;
  email: string | null;
  name: string | null;
  photoURL: string | null;
}

/**
 * Google sign-in through Firebase Authentication in a popup (DESIGN.md section 4). Firebase
 * is imported here on demand only, so it never weighs on the first bundle.
 */
export async function signInWithGooglePopup(config: FirebaseConfig): Promise<GoogleIdentity> {
  const [{ getApp, getApps, initializeApp }, { getAuth, GoogleAuthProvider, signInWithPopup }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps().length > 0 ? getApp() : initializeApp(config);
  const provider = new GoogleAuthProvider();
  provider.addScope('email');
  provider.addScope('profile');
  const { user } = await signInWithPopup(getAuth(app), provider);
  return { idToken: await user.getIdToken(), email: user.email, name: user.displayName, photoURL: user.photoURL };
}
