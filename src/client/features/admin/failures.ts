import { errorMessage, errorStatus, failureReason, isNonJsonAnswer } from '../../api/errors';
import { deleteFailed, operationNotAllowed, permissionDenied, updateFailed } from './notices';

/** SPEC.md section 8: a body that is not JSON carries no message of the server's to show. */
const reason = (error: unknown) => (isNonJsonAnswer(error) ? 'Unexpected server response' : failureReason(error));

/** The notification for a failed Update: a refusal has its own title, anything else says why. */
export function updateFailure(error: unknown) {
  if (errorStatus(error) === 403) return permissionDenied(errorMessage(error, 'Only admins can update users.'));
  return updateFailed(reason(error));
}

/** SPEC.md section 5: a non-admin's delete is refused (403), as is deleting one's own account (400). */
export function deleteFailure(error: unknown) {
  const status = errorStatus(error);
  if (status === 403) return permissionDenied(errorMessage(error, 'Only super admins can delete users.'));
  if (status === 400) return operationNotAllowed(errorMessage(error, 'You cannot delete your own account.'));
  return deleteFailed(reason(error));
}
