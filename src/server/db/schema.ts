import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database as Kysely sees it. Both dialects store the same values: ids are UUID v7 text,
 * timestamps ISO-8601 UTC text, booleans 0/1 integers, money integer cents.
 */
export interface Database {
  users: UsersTable;
  clients: ClientsTable;
  user_clients: UserClientsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  rate_limits: RateLimitsTable;
}

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
