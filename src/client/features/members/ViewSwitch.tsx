import type { KeyboardEvent } from 'react';
import { DENSITIES, type Density } from './density';
import { MEMBER_LISTS, REVIEW_FILTERS, type MembersList, type ReviewFilter } from './membersSlice';

const LIST_LABELS: Record<MembersList, string> = { invoices: 'Invoices', due: 'Due', tasks: 'Tasks', reports: 'Reports' };
const FILTER_LABELS: Record<ReviewFilter, string> = { all: 'All', unreviewed: 'Unreviewed', reviewed: 'Reviewed' };

export const listPanelId = 'members-list-panel';
export const listTabId = (list: MembersList) => `members-tab-${list}`;

/** Invoices / Due / Tasks / Reports as tabs: arrow keys move between them, as the tabs pattern says. */
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

/** All / Unreviewed / Reviewed; where it means nothing (reports, the unreviewed due queue) it is disabled and says why. */
export function ReviewFilterSwitch({ filter, disabledBecause, onChange }: { filter: ReviewFilter; disabledBecause: string | null; onChange: (filter: ReviewFilter) => void }) {
  const disabled = disabledBecause !== null;
  return (
    <div className="segmented" role="group" aria-label="Review filter" title={disabledBecause ?? undefined}>
      {REVIEW_FILTERS.map((item) => (
        <button key={item} type="button" className="segmented-option" aria-pressed={item === filter} disabled={disabled} onClick={() => onChange(item)}>
          {FILTER_LABELS[item]}
        </button>
      ))}
    </div>
  );
}

const DENSITY_LABELS: Record<Density, string> = { cards: 'Cards', table: 'Table' };

/** SPEC.md's cards, or the compact table. */
export function DensitySwitch({ density, onChange }: { density: Density; onChange: (density: Density) => void }) {
  return (
    <div className="segmented" role="group" aria-label="Density">
      {DENSITIES.map((item) => (
        <button key={item} type="button" className="segmented-option" aria-pressed={item === density} onClick={() => onChange(item)}>
          {DENSITY_LABELS[item]}
        </button>
      ))}
    </div>
  );
}
