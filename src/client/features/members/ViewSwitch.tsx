import type { KeyboardEvent } from 'react';
import { MEMBER_LISTS, REVIEW_FILTERS, type MembersList, type ReviewFilter } from './membersSlice';

const LIST_LABELS: Record<MembersList, string> = { invoices: 'Invoices', tasks: 'Tasks', reports: 'Reports' };
const FILTER_LABELS: Record<ReviewFilter, string> = { all: 'All', unreviewed: 'Unreviewed', reviewed: 'Reviewed' };

export const listPanelId = 'members-list-panel';
export const listTabId = (list: MembersList) => `members-tab-${list}`;

/** Invoices / Tasks / Reports as tabs: arrow keys move between them, as the tabs pattern says. */
export function ListTabs({ list, onChange }: { list: MembersList; onChange: (list: MembersList) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // The page-turning shortcuts listen on the document: these arrows belong to the tabs.
    event.preventDefault();
    event.stopPropagation();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = MEMBER_LISTS[(MEMBER_LISTS.indexOf(list) + step + MEMBER_LISTS.length) % MEMBER_LISTS.length] ?? list;
    onChange(next);
    document.getElementById(listTabId(next))?.focus();
  };
  return (
    <div className="segmented" role="tablist" aria-label="List" onKeyDown={onKeyDown}>
      {MEMBER_LISTS.map((item) => (
        <button
          key={item}
          id={listTabId(item)}
          type="button"
          role="tab"
          aria-selected={item === list}
          aria-controls={listPanelId}
          tabIndex={item === list ? 0 : -1}
          className="segmented-option"
          onClick={() => onChange(item)}
        >
          {LIST_LABELS[item]}
        </button>
      ))}
    </div>
  );
}

/** All / Unreviewed / Reviewed; reports have no review state, so there it is disabled. */
export function ReviewFilterSwitch({ filter, disabled, onChange }: { filter: ReviewFilter; disabled: boolean; onChange: (filter: ReviewFilter) => void }) {
  return (
    <div className="segmented" role="group" aria-label="Review filter" title={disabled ? 'Reports have no review state' : undefined}>
      {REVIEW_FILTERS.map((item) => (
        <button key={item} type="button" className="segmented-option" aria-pressed={item === filter} disabled={disabled} onClick={() => onChange(item)}>
          {FILTER_LABELS[item]}
        </button>
      ))}
    </div>
  );
}
