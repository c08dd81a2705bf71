import { useCallback } from 'react';
import { useToggleInvoiceReviewMutation } from '../../api/invoicesApi';
import { selectSession } from '../../session/sessionSlice';
import { useMemberErrors } from './memberErrors';
import { useMembersSelector } from './membersSlice';

/** Marks an invoice reviewed or unreviewed (at once, undone with SPEC.md's banner if the server refuses). */
export function useReviewToggle(): (id: string) => Promise<void> {
  const { userId } = useMembersSelector(selectSession);
  const [toggleReview] = useToggleInvoiceReviewMutation();
  const { report, hasToken } = useMemberErrors();
  return useCallback(
    async (id: string) => {
      if (!hasToken()) return;
      const result = await toggleReview({ id, userId });
      if ('error' in result) report('updateInvoice', result.error);
    },
    [hasToken, toggleReview, userId, report],
  );
}
