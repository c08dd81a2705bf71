import { useId, useState, type KeyboardEvent } from 'react';
import type { User } from '../../../shared/contract/users';
import { matchUsers, userName } from './userSearch';
import './UserPicker.css';

interface Props {
  users: readonly User[];
  selected: User | undefined;
  onSelect: (user: User) => void;
  disabled?: boolean;
}

/**
 * The user search dropdown, a combobox with a list (the ARIA pattern): typing filters by
 * username, e-mail or name; arrows, Enter and Escape work it from the keyboard.
 */
export function UserPicker({ users, selected, onSelect, disabled }: Props) {
  const id = useId();
  // null while closed: the input then shows the selected user instead of a search.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const shown = query === null ? [] : matchUsers(users, query);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const open = (text: string) => {
    setQuery(text);
    setActive(0);
  };
  const choose = (user: User | undefined) => {
    if (user) onSelect(user);
    setQuery(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (query === null) return open('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter' && query !== null) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape') {
      setQuery(null);
    }
  };

  const expanded = query !== null;
  return (
    <div className="field user-picker">
      <label htmlFor={id}>User</label>
      <input
        id={id}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && shown[active] ? optionId(active) : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={selected ? userName(selected) : 'Search users...'}
        value={query ?? (selected ? userName(selected) : '')}
        onChange={(event) => open(event.target.value)}
        onClick={() => query === null && open('')}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
      />
      {expanded && (
        <div className="user-picker-popup">
          <ul id={listId} role="listbox" aria-label="Users">
            {shown.map((user, index) => (
              <li
                key={user.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="user-picker-option"
                // Before the input's blur closes the list, so the click lands on the option.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(user)}
              >
                <span>{userName(user)}</span> <span className="muted">{user.email}</span>
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p className="user-picker-empty">No users found</p>}
        </div>
      )}
    </div>
  );
}
