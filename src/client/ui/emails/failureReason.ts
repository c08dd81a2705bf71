import { errorMessage, errorStatus, isNonJsonAnswer } from '../../api/errors';

/** The "{message or Unknown error}" part of SPEC.md section 8's Members banner details. */
export function failureReason(error: unknown): string {
  if (errorStatus(error) === 'FETCH_ERROR') return 'the server could not be reached';
  return errorMessage(error, 'Unknown error');
}

/** SPEC.md section 8: a comment call answered with something other than JSON says so. */
export function commentFailureReason(error: unknown): string {
  if (!isNonJsonAnswer(error)) return failureReason(error);
  const status = (error as { originalStatus?: number }).originalStatus ?? 'unknown';
  return `Server error (${status}): The comment endpoint may not be implemented correctly.`;
}
