import { DirectorySearch } from './DirectorySearch';
import type { DirectoryList } from './useDirectoryList';

interface Props {
  list: DirectoryList;
  /** "Search properties", also the box's accessible name. */
  searchLabel: string;
  placeholder: string;
  /** "12 properties", or nothing before the first answer. */
  count: string | null;
  addLabel: string;
  adding: boolean;
  onAdd: () => void;
}

/** Above each tab's table: the search, how many entries match, and Add. */
export function DirectoryToolbar({ list, searchLabel, placeholder, count, addLabel, adding, onAdd }: Props) {
  return (
    <div className="directory-toolbar">
      <DirectorySearch label={searchLabel} placeholder={placeholder} value={list.search} onSearch={list.setSearch} />
      <p className="directory-count" aria-live="polite">
        {count}
      </p>
      <button type="button" className="btn btn-primary" onClick={onAdd} disabled={adding}>
        {addLabel}
      </button>
    </div>
  );
}
