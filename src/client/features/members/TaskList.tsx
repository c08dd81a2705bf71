import { skipToken } from '@reduxjs/toolkit/query';
import { PAGE_SIZE } from '../../../shared/constants';
import { useGetClientEmailsQuery } from '../../api/emailsApi';
import { EmailList } from '../../ui/emails/EmailList';
import { Pagination } from '../../ui/Pagination';
import { LoadFailed } from '../../ui/LoadFailed';
import { ListSkeleton } from './ListStates';
import { useMemberErrors } from './MemberBanners';
import { knownTotalPages, useListKeyboard } from './useListKeyboard';
import { useLoadError } from './useLoadError';
import type { MembersViewModel } from './useMembersView';

const reviewedParam = { all: undefined, reviewed: true, unreviewed: false } as const;

/** Presses a control of the task under the cursor: the shared list item owns what it does. */
function pressTaskControl(id: string, action: 'expand' | 'review') {
  const item = [...document.querySelectorAll<HTMLElement>('[data-item-id]')].find((el) => el.dataset.itemId === id);
  item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)?.click();
}

/** The Tasks tab: the client's e-mails, one server page at a time, in the shared e-mail list. */
export function TaskList({ view }: { view: MembersViewModel }) {
  const args = view.clientId ? { clientId: view.clientId, page: view.page, limit: PAGE_SIZE.members, search: view.search || undefined, isReviewed: reviewedParam[view.filter] } : skipToken;
  const { currentData, data, error, isFetching, refetch } = useGetClientEmailsQuery(args);
  const { show } = useMemberErrors();
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
    onOpen: (i) => emails[i] && pressTaskControl(emails[i].id, 'expand'),
  });

  if (!currentData) {
    if (isFetching) return <ListSkeleton label="Loading tasks" variant="task" />;
    return error ? <LoadFailed className="list-empty" what="Tasks" onRetry={refetch} /> : null;
  }
  return (
    <section className="member-list" aria-label="Tasks" aria-busy={isFetching || undefined}>
      {emails.length === 0 ? <p className="list-empty">No tasks to display</p> : <EmailList emails={emails} activeId={emails[keyboard.activeIndex]?.id ?? null} onError={show} />}
      <Pagination page={view.page} totalPages={totalPages} onPrevious={view.previousPage} onNext={view.nextPage} label="Task pages" />
    </section>
  );
}

