import { useState } from 'react';
import type { User } from '../../../shared/contract/users';

export interface UserDraft {
  clientIds: string[];
  isAdmin: boolean;
}

const savedDraft = (user: User): UserDraft => ({ clientIds: user.client_ids, isAdmin: user.isAdmin });
const sameDraft = (a: UserDraft, b: UserDraft) => a.isAdmin === b.isAdmin && a.clientIds.length === b.clientIds.length && a.clientIds.every((id) => b.clientIds.includes(id));

/**
 * A row's edits stay local until Update. When the saved user changes (an update came back, or
 * the list refetched), the draft starts again from it.
 */
export function useUserDraft(user: User) {
  const saved = savedDraft(user);
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  if (!sameDraft(base, saved)) {
    setBase(saved);
    setDraft(saved);
  }
  return {
    draft,
    dirty: !sameDraft(draft, saved),
    setClientIds: (clientIds: string[]) => setDraft((current) => ({ ...current, clientIds })),
    setIsAdmin: (isAdmin: boolean) => setDraft((current) => ({ ...current, isAdmin })),
  };
}
