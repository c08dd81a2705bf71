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

export interface RegisterResponse {
  message: string;
  userId: string;
}

export const loginRequest = z.object({ email: email(), password: password() });
export type LoginRequest = z.input<typeof loginRequest>;

export interface LoginResponse {
  token: string;
  refreshToken: string;
  userId: string;
  name: string;
  email: string;
  isAdmin: boolean;
  message: string;
}

export const refreshTokenRequest = z.object({ refreshToken: requiredText(512) });
export type RefreshTokenRequest = z.input<typeof refreshTokenRequest>;

export interface RefreshTokenResponse {
  token: string;
  refreshToken: string;
}

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

export interface GoogleAuthResponse extends LoginResponse {
  email: string;
}

export const emailOnlyRequest = z.object({ email: email() });
export type EmailOnlyRequest = z.input<typeof emailOnlyRequest>;

const code = () =>
  z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail');

export const verifyCodeRequest = z.object({ email: email(), code: code() });
export type VerifyCodeRequest = z.input<typeof verifyCodeRequest>;

export interface VerifyCodeResponse {
  message: string;
  verified: true;
}

export const resetPasswordRequest = z.object({
  email: email(),
  code: code(),
  newPassword: password(),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const verifyEmailTokenQuery = z.object({ token: requiredText(256) });

export interface PublicClient {
  id: string;
  name: string;
}

export interface PublicClientListResponse {
  clients: PublicClient[];
}

/** What the SPA learns from the server at run time (GET /api/auth/config). */
export interface AuthConfigResponse {
  google: boolean;
  passwordPolicy: PasswordPolicy;
}

export interface PasswordPolicy {
  minLength: number;
  maxLength: number | null;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}
