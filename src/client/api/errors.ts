import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/**
 * Every failure of this client's calls: RTK Query's error, plus the message SPEC.md section 8
 * gives that call (failureMessages.ts), so a screen never has to know which call failed.
 */
export type ApiFailure = FetchBaseQueryError & { message: string };

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/**
 * A failure this client finds itself (an argument it refuses, an answer it cannot read). Its
 * message also stands where a server's would (data.message), which the screens show first.
 */
export function clientFailure(message: string): ApiFailure {
  return { status: 'CUSTOM_ERROR', error: message, data: { message }, message };
}

/** The `message` of the JSON error body, if there is one. */
export function bodyMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as FetchBaseQueryError).data;
  return data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message ? data.message : null;
}

/** The server's own message when it sent one (SPEC.md section 8 prefers it), else the fallback. */
export function errorMessage(error: ApiError | unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  if ('status' in error) {
    const fromBody = bodyMessage(error);
    if (fromBody) return fromBody;
    if ((error as FetchBaseQueryError).status === 'FETCH_ERROR') return `${fallback}: the server could not be reached`;
    return fallback;
  }
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  return fallback;
}

export function errorStatus(error: ApiError | unknown): number | string | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error as FetchBaseQueryError).status : undefined;
}

/** SPEC.md: an answer that is not JSON at all (PARSING_ERROR) has messages of its own. */
export function isNonJsonAnswer(error: ApiError | unknown): boolean {
  return errorStatus(error) === 'PARSING_ERROR';
}

/** The "{message or Unknown error}" part of SPEC.md section 8's banner details. */
export function failureReason(error: unknown): string {
  if (errorStatus(error) === 'FETCH_ERROR') return 'the server could not be reached';
  return errorMessage(error, 'Unknown error');
}
