import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import { failureReason } from '../../api/errors';
import { clientBody, type Client } from '../../../shared/contract/clients';

export const CLIENT_FIELDS = ['name', 'forwardEmail', 'appfolioUrl'] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];

/** What the inputs hold: text only, blank meaning "not set". */
export type ClientValues = Record<ClientField, string>;
export type ClientFieldErrors = Partial<Record<ClientField, string>>;
export type ClientOutput = z.output<typeof clientBody>;

/** The names people read: the schema and the server speak of forwardEmail and appfolioUrl. */
const FIELD_NAMES: Record<ClientField, string> = {
  name: 'Client name',
  forwardEmail: 'Smart Bill Entry e-mail',
  appfolioUrl: 'Website URL',
};

export const valuesOf = (client: Client | null): ClientValues => ({
  name: client?.name ?? '',
  forwardEmail: client?.forwardEmail ?? '',
  appfolioUrl: client?.appfolioUrl ?? '',
});

const isField = (key: unknown): key is ClientField => CLIENT_FIELDS.includes(key as ClientField);

/** "forwardEmail must be a valid email address" as "Smart Bill Entry e-mail must be a valid email address". */
function readable(problem: string): { field: ClientField | null; text: string } {
  const [first = '', ...rest] = problem.split(' ');
  return isField(first) ? { field: first, text: `${FIELD_NAMES[first]} ${rest.join(' ')}` } : { field: null, text: problem };
}

/**
 * SPEC.md section 5, checked by the very schema the server parses with, so the form refuses
 * exactly what the server would; the parsed body is what gets sent (trimmed, blanks as null).
 */
export function validateClient(values: ClientValues): { body: ClientOutput; errors: null } | { body: null; errors: ClientFieldErrors } {
  const result = clientBody.safeParse(values);
  if (result.success) return { body: result.data, errors: null };
  const errors: ClientFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= `${FIELD_NAMES[field]} ${issue.message}`;
  }
  return { body: null, errors };
}

function serverBody(error: unknown): { message?: unknown; errors?: unknown } {
  const data = error && typeof error === 'object' && 'data' in error ? (error as FetchBaseQueryError).data : null;
  return data && typeof data === 'object' ? data : {};
}

const serverProblems = (error: unknown): string[] => {
  const { errors } = serverBody(error);
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
};

/** The server's 400 list placed under the fields it names; a 409 is about the Smart Bill Entry address. */
export function serverFieldErrors(error: unknown): ClientFieldErrors {
  const errors: ClientFieldErrors = {};
  for (const { field, text } of serverProblems(error).map(readable)) if (field) errors[field] ??= text;
  const { message } = serverBody(error);
  if ((error as FetchBaseQueryError | null)?.status === 409 && typeof message === 'string') errors.forwardEmail = message;
  return errors;
}

/** The reason under a failure's title: the server's own words, its field names made readable. */
export function failureDetail(error: unknown): string {
  const problems = serverProblems(error);
  return problems.length > 0 ? problems.map((p) => readable(p).text).join('; ') : failureReason(error);
}
