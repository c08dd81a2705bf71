import type { CreateAssociationsResponse } from '../../../shared/contract/associations';
import { failureReason } from '../../api/errors';
import { isNetworkError } from './messages';

export type AssociationOutcome = { tone: 'success' | 'info' | 'error'; text: string };

/** SPEC.md section 8 "Associations", plus the dry run's own wording. */
export function associationOutcome(dryRun: boolean, result: { data: CreateAssociationsResponse } | { error: unknown }): AssociationOutcome {
  if ('error' in result) {
    // No answer at all is an error of the connection; an answer that refuses is a failure.
    const prefix = isNetworkError(result.error) ? 'Error finding associations' : 'Failed to find associations';
    return { tone: 'error', text: `${prefix}: ${failureReason(result.error)}` };
  }
  const n = result.data.associationsCreated;
  if (dryRun) return { tone: 'info', text: `Found ${n} possible associations (dry run: nothing was changed).` };
  return { tone: 'success', text: `Created ${n} associations. Refreshing page to show updated data.` };
}
