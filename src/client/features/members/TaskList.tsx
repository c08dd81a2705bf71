import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, type ComponentType } from 'react';
import { useGetClientEmailsQuery, useToggleEmailReviewMutation } from '../../api/emailsApi';
import type { EmailSummary } from '../../../shared/contract/emails';
import { Pagination } from '../../ui/Pagination';
import { LoadFailed } from '../../ui/LoadFailed';
import { ListSkeleton } from './ListStates';
import { useMemberErrors } from './memberErrors';
import { knownTotalPages, useListKeyboard } from './useListKeyboard';
import { useLoadError } from './useLoadError';
import type { MembersViewModel } from './useMembersView';

const reviewedParam = { all: undefined, reviewed: true, unreviewed: false } as const;

/**
 * The list a page of tasks shows in: the emails feature's, handed in by the app. Its items carry
 * `data-item-id`, and their expand and review buttons `data-action`, for the keyboard below; a
 * failed change comes back through onError as a banner's title and detail.
 */
export type TaskEmailList = ComponentType<{ emails: EmailSummary[]; activeId: string | null; onError: (title: string, detail: string) => void }>;

/** Presses a control of the task under the cursor: the shared list item owns what it does. */
function pressTaskControl(id: string, action: 'expand' | 'review') {
  const item = [...document.querySelectorAll<HTMLElement>('[data-item-id]')].find((el) => el.dataset.itemId === id);
  item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)?.click();
}

/** The Tasks tab: the client's e-mails, one server page at a time, in the e-mail list the app hands in. */
export function TaskList({ view, emailList: EmailList }: { view: MembersViewModel; emailList: TaskEmailList }) {
  const args = view.clientId ? { clientId: view.clientId, page: view.page, limit: view.pageSize, search: view.search || undefined, isReviewed: reviewedParam[view.filter] } : skipToken;
  const { currentData, data, error, isFetching, refetch } = useGetClientEmailsQuery(args);
  const { show } = useMemberErrors();
  const [toggleEmailReview] = useToggleEmailReviewMutation();
  useLoadError('loadEmails', error);

  // The server filters by client already; the check keeps another client's mail off this screen.
  const emails = (currentData?.emails ?? []).filter((email) => email.clientId === view.clientId);
  const totalPages = knownTotalPages({ currentData, data });
  const keyboard = useListKeyboard({
    view,
    count: emails.length,
    itemsKey: JSON.stringify(args),
    totalPages,
    onToggle: (i) => emails[i] && pressTaskControl(emails[i].id, 'review'),
    toggleKeepsItem: view.filter === 'all',
    idOf: (i) => emails[i]?.id,
    // Through the API, not the item's button: under a filter the item has left the page.
    onUndo: (id) => void toggleEmailReview({ id }),
    onOpen: (i) => emails[i] && pressTaskControl(emails[i].id, 'expand'),
  });

  if (!currentData) {
    if (isFetching) return <ListSkeleton label="Loading tasks" variant="task" />;
    return error ? <LoadFailed className="list-empty" what="Tasks" onRetry={refetch} /> : null;
  }
  return (
    <section className="member-list" aria-label="Tasks" aria-busy={isFetching || undefined}>
      {emails.length === 0 ? (
        <p className="list-empty">No tasks to display</p>
      ) : (
        // The list's code may still be on its way (the app loads it on demand).
        <Suspense fallback={<ListSkeleton label="Loading tasks" variant="task" />}>
          <EmailList emails={emails} activeId={emails[keyboard.activeIndex]?.id ?? null} onError={show} />
        </Suspense>
      )}
      <Pagination page={view.page} totalPages={totalPages} onPrevious={view.previousPage} onNext={view.nextPage} label="Task pages" />
    </section>
  );
}

