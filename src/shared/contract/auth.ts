import { z } from 'zod';
import { email, optionalEmail, requiredText } from './common';

/**
 * The password rule is a setting on the server (SPEC.md section 5), so the schema only checks
 * presence here; the server applies its policy after parsing.
 */
const password = () =>
  z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') })
    .min(1, 'is required')
    .max(1024, 'is too long');

export const registerRequest = z.object({
  email: email(),
  password: password(),
  username: requiredText(100),
  forwardEmail: optionalEmail(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const registerResponse = z.object({ message: z.string(), userId: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;

export const loginRequest = z.object({ email: email(), password: password() });
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({
  token: z.string(),
  refreshToken: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const refreshTokenRequest = z.object({ refreshToken: requiredText(512) });
export type RefreshTokenRequest = z.input<typeof refreshTokenRequest>;

export const refreshTokenResponse = z.object({ token: z.string(), refreshToken: z.string() });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

export const googleAuthRequest = z.object({
  idToken: requiredText(8192),
  // Informational: the e-mail that counts is the one in the verified ID token (Firebase may send null).
  email: z.string().max(254).optional().nullable(),
  name: z.string().max(200).optional().nullable(),
  displayName: z.string().max(200).optional().nullable(),
  photoURL: z.string().max(2048).optional().nullable(),
  forwardEmail: optionalEmail(),
  smartBillEntry: optionalEmail(),
});
export type GoogleAuthRequest = z.input<typeof googleAuthRequest>;

/** Google sign-in answers as a password login does. */
export type GoogleAuthResponse = LoginResponse;

export const emailOnlyRequest = z.object({ email: email() });
export type EmailOnlyRequest = z.input<typeof emailOnlyRequest>;

const code = () =>
  z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail');

export const verifyCodeRequest = z.object({ email: email(), code: code() });
export type VerifyCodeRequest = z.input<typeof verifyCodeRequest>;

export const verifyCodeResponse = z.object({ message: z.string(), verified: z.literal(true) });
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponse>;

export const resetPasswordRequest = z.object({
  email: email(),
  code: code(),
  newPassword: password(),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const verifyEmailTokenQuery = z.object({ token: requiredText(256) });

export const publicClient = z.object({ id: z.string(), name: z.string() });
export type PublicClient = z.infer<typeof publicClient>;

export const publicClientListResponse = z.object({ clients: z.array(publicClient) });
export type PublicClientListResponse = z.infer<typeof publicClientListResponse>;

export const passwordPolicy = z.object({
  minLength: z.int(),
  maxLength: z.int().nullable(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicy>;

/** What the SPA learns from the server at run time (GET /api/auth/config). */
export const authConfigResponse = z.object({ google: z.boolean(), passwordPolicy });
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;
