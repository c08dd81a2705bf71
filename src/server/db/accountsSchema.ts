import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/* Accounts: users, clients, the links between them, sessions, one-time codes and rate limits. */

export interface UsersTable {
  id: string;
  email: string;
  username: string;
  name: string;
  password_hash: string | null;
  is_admin: number;
  email_verified_at: string | null;
  google_uid: string | null;
  photo_url: string | null;
  forward_email: string | null;
  /** Access tokens carry it; a password reset or change moves it on and so ends every session (migration 0010). */
  token_generation: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ClientsTable {
  id: string;
  name: string;
  forward_email: string | null;
  appfolio_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserClientsTable {
  user_id: string;
  client_id: string;
  created_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
  /** The user's token generation when it was issued (migration 0014). */
  generation: number;
}

export type CodePurpose = 'verify' | 'verify_link' | 'reset';

export interface OneTimeCodesTable {
  id: string;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ClientRow = Selectable<ClientsTable>;
