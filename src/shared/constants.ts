/** Business constants of SPEC.md section 9, shared by the server and the client. */

export const APP_VERSION = '1.18';

export const COOKIE_NAMES = {
  token: 'token',
  refreshToken: 'refreshToken',
  userId: 'userId',
  username: 'username',
  isAdmin: 'isAdmin',
  email: 'email',
} as const;

export const PAGE_SIZE = { default: 20, min: 1, max: 50, members: 20 } as const;

export const TIMINGS = {
  authRecheckMs: 30_000,
  slowRequestWarningMs: 30_000,
  notFoundRedirectMs: 2_000,
  oauthFailureRedirectMs: 3_000,
  emailTokenSuccessRedirectMs: 2_000,
  verifySuccessRedirectMs: 3_000,
  adminRetryMs: 400,
} as const;

export const PASSWORD_DEFAULT_MIN_LENGTH = 6;

/** One-time codes are six digits (DESIGN.md section 4). */
export const CODE_LENGTH = 6;

/** Extraction confidence (0–1) below which a field is a guess the screens ask a reviewer to check. */
export const LOW_CONFIDENCE = 0.6;

export const PDF_WARNING_BYTES = 2 * 1024 * 1024;

/** The activity calendar always shows six Sunday-first weeks, so its height never changes between months. */
export const CALENDAR_CELLS = 42;
