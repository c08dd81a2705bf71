import { useEffect } from 'react';
import { useMemberErrors } from './memberErrors';
import type { MemberErrorKind } from './messages';

/** Each failed load shows its banner once (a retry that fails again is a new error object). */
export function useLoadError(kind: MemberErrorKind, error: unknown): void {
  const { report } = useMemberErrors();
  useEffect(() => {
    if (error) report(kind, error);
  }, [kind, error, report]);
}
