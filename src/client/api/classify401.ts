const TOKEN_WORDS = /token|jwt|expired|signature|unauthenticated/i;

/**
 * SPEC.md section 4: a 401 is about the token when it carries a bearer challenge or its body
 * mentions token, jwt, expired, invalid token, signature or unauthenticated. Any other 401
 * (a wrong password, say) is the caller's to show.
 */
export function isTokenProblem(status: number | string, challenge: string | null | undefined, body: unknown): boolean {
  if (status !== 401) return false;
  if (challenge && /^bearer\b/i.test(challenge.trim())) return true;
  if (body === undefined || body === null) return false;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return TOKEN_WORDS.test(text);
}
