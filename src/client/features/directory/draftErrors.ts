import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import { failureReason } from '../../api/errors';

/** Each problem under the path it belongs to: "name", "senderEmails.1", "accounts.0.accountNumber". */
export type DraftErrors = Partial<Record<string, string>>;

/** The names people read for the contract's field names; they mean the same on every kind of entry. */
const FIELD_NAMES: Partial<Record<string, string>> = {
  name: 'Name',
  number: 'Number',
  aliases: 'Aliases',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  unit: 'Unit',
  senderEmails: 'Sender e-mails',
  remitTo: 'Remit-to',
  taxId: 'Tax ID',
  defaultGlAccount: 'Default GL account',
  defaultPropertyId: 'Default property',
  accounts: 'Accounts',
  accountNumber: 'Account number',
  propertyId: 'Property',
  unitId: 'Unit',
};

type Path = readonly PropertyKey[];

/** "senderEmails.1 must be an e-mail address" as "Sender e-mails, entry 2, must be an e-mail address". */
function readable(path: Path, message: string): string {
  const named = path.findLast((part): part is string => typeof part === 'string' && FIELD_NAMES[part] !== undefined);
  const last = path.at(-1);
  const label = named ? FIELD_NAMES[named] : path.map(String).join('.') || 'Input';
  return typeof last === 'number' ? `${label}, entry ${last + 1}, ${message}` : `${label} ${message}`;
}

const keyOf = (path: Path) => path.map(String).join('.');

/** Checked by the schema the server parses with, so a draft is refused here exactly as there; the parsed body is what gets sent. */
export function validateDraft<Out>(schema: z.ZodType<Out>, input: unknown): { body: Out; errors: null } | { body: null; errors: DraftErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { body: result.data, errors: null };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) errors[keyOf(issue.path)] ??= readable(issue.path, issue.message);
  return { body: null, errors };
}

/** The problem with a field, or with any entry of it. */
export const errorAt = (errors: DraftErrors, key: string): string | undefined =>
  errors[key] ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1];

function serverProblems(error: unknown): string[] {
  const data = error && typeof error === 'object' && 'data' in error ? (error as FetchBaseQueryError).data : null;
  const errors = data && typeof data === 'object' && 'errors' in data ? data.errors : null;
  return Array.isArray(errors) ? errors.filter((problem): problem is string => typeof problem === 'string') : [];
}

/** The server's 400 list, "accounts.0.accountNumber is required", as a path and its message. */
const parsed = (problem: string) => {
  const [first = '', ...rest] = problem.split(' ');
  const path = first.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return { path, known: typeof path[0] === 'string' && FIELD_NAMES[path[0]] !== undefined, message: rest.join(' ') };
};

/** The server's problems placed under the fields they name. */
export function serverDraftErrors(error: unknown): DraftErrors {
  const errors: DraftErrors = {};
  for (const { path, known, message } of serverProblems(error).map(parsed)) if (known) errors[keyOf(path)] ??= readable(path, message);
  return errors;
}

/** The reason under a failure's title: the server's own words, its field names made readable. */
export function failureDetail(error: unknown): string {
  const problems = serverProblems(error).map(parsed);
  return problems.length > 0 ? problems.map(({ path, known, message }) => (known ? readable(path, message) : `${keyOf(path)} ${message}`)).join('; ') : failureReason(error);
}
