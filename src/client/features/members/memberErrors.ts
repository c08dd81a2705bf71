import { useMemo } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../app/notifications/notificationsSlice';
import { useSessionActor } from '../../session/SessionProvider';
import { memberError, NO_TOKEN_MESSAGE, type MemberErrorKind } from './messages';

/** Where the screen shows its error banners, above the lists. */
export const MEMBERS_AREA = 'members';

export interface MemberErrors {
  /** A banner with SPEC.md's title and "Failed to …: reason" detail. */
  report: (kind: MemberErrorKind, error: unknown) => void;
  /** A banner whose texts come ready-made (the e-mail list sends its own). */
  show: (title: string, detail: string) => void;
  /** False, after saying so and logging out, when the session has no token for a review toggle. */
  hasToken: () => boolean;
}

/** The screen's closable error banners, newest last; keyed by their text, the same message twice shows once. */
export function useMemberErrors(): MemberErrors {
  const dispatch = useAppDispatch();
  const session = useSessionActor();
  return useMemo<MemberErrors>(() => {
    const show = (title: string, detail: string) => dispatch(notify({ area: MEMBERS_AREA, id: `${title}\n${detail}`, tone: 'error', title, detail }));
    return {
      show,
      report: (kind, error) => {
        const { title, detail } = memberError(kind, error);
        show(title, detail);
      },
      hasToken: () => {
        if (session.getSnapshot().context.token) return true;
        show(NO_TOKEN_MESSAGE, '');
        session.send({ type: 'signedOut' });
        return false;
      },
    };
  }, [dispatch, session]);
}
