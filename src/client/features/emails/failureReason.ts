import { failureReason, isNonJsonAnswer } from '../../api/errors';

/** SPEC.md section 8: a comment call answered with something other than JSON says so. */
export function commentFailureReason(error: unknown): string {
  if (!isNonJsonAnswer(error)) return failureReason(error);
  const status = (error as { originalStatus?: number }).originalStatus ?? 'unknown';
  return `Server error (${status}): The comment endpoint may not be implemented correctly.`;
}
