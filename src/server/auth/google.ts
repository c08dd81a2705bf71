import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config';
import { HttpError, unauthorized } from '../http/errors';

export type FirebaseSettings = NonNullable<Config['firebase']>;

export interface GoogleIdentity {
  uid: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
}

/** One key set per URL for the life of the process: jose caches and refreshes the keys inside it. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
}

/**
 * The reasons avoid the words the client's 401 classifier takes for a session problem
 * (token, expired, signature: SPEC.md section 4), since this 401 is a failed sign-in.
 */
const failed = (reason: string) => unauthorized(`Google authentication failed: ${reason}`);

/** Verifies a Firebase ID token as Firebase documents it: RS256, Google's keys, issuer, audience, times. */
export async function verifyFirebaseIdToken(settings: FirebaseSettings, idToken: string): Promise<GoogleIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(settings.jwksUrl), {
      algorithms: ['RS256'],
      issuer: `https://securetoken.google.com/${settings.projectId}`,
      audience: settings.projectId,
      requiredClaims: ['exp', 'iat', 'sub'],
      // Firebase ID tokens live one hour; the age check also rejects an iat in the future.
      maxTokenAge: '1h',
      clockTolerance: 60,
    }));
  } catch (error) {
    throw explain(error);
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw failed('the credential names no account');
  if (typeof payload.email !== 'string' || payload.email === '') throw failed('the Google account has no e-mail address');
  if (payload.email_verified !== true) throw failed('the Google account e-mail address is not verified');
  return {
    uid: payload.sub,
    email: payload.email.toLowerCase(),
    name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : undefined,
    picture: typeof payload.picture === 'string' ? payload.picture : undefined,
  };
}

function explain(error: unknown): HttpError {
  if (error instanceof joseErrors.JWTExpired) return failed('the Google sign-in is too old, please sign in again');
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return failed('the credential was issued for another Firebase project');
    if (error.claim === 'iss') return failed('the credential was not issued by Firebase');
    return failed(`the credential's ${error.claim} claim is not acceptable`);
  }
  if (error instanceof joseErrors.JWKSNoMatchingKey || error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return failed('the credential was not signed by Google');
  }
  if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError) || error.code === 'ERR_JOSE_GENERIC') {
    // Google's key set could not be fetched: not the user's fault, so not a 401.
    return new HttpError(503, 'Google sign-in is temporarily unavailable. Please try again later.');
  }
  return failed('the credential is not a well-formed Firebase ID credential');
}
