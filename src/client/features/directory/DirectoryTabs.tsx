import type { KeyboardEvent } from 'react';
import { DIRECTORY_TABS, TAB_LABELS, type DirectoryTab } from './tabNames';

interface Props {
  active: DirectoryTab;
  /** Ids for the tabs and their panel, which the owner renders. */
  tabId: (tab: DirectoryTab) => string;
  panelId: string;
  onSelect: (tab: DirectoryTab) => void;
}

const STEPS: Partial<Record<string, (index: number) => number>> = {
  ArrowRight: (index) => (index + 1) % DIRECTORY_TABS.length,
  ArrowLeft: (index) => (index - 1 + DIRECTORY_TABS.length) % DIRECTORY_TABS.length,
  Home: () => 0,
  End: () => DIRECTORY_TABS.length - 1,
};

/** ARIA tabs: one Tab stop, arrows (and Home, End) move to and open a neighbour. */
export function DirectoryTabs({ active, tabId, panelId, onSelect }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = DIRECTORY_TABS[step(DIRECTORY_TABS.indexOf(active))] ?? active;
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div role="tablist" aria-label="Directory" className="directory-tabs" onKeyDown={onKeyDown}>
      {DIRECTORY_TABS.map((tab) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          className="directory-tab"
          aria-selected={tab === active}
          aria-controls={tab === active ? panelId : undefined}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
