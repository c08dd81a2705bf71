import { errorStatus } from '../../api/errors';

/** The `message` the server put in its JSON error body, if any (never a transport text). */
export function serverMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message.trim()) return data.message;
  return null;
}

/** No answer at all, or the server broke: nothing the user typed is wrong, so try later. */
export function isUnavailable(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500);
}
