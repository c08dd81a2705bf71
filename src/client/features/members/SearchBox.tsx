import { useEffect, useId, useState, type Ref } from 'react';

export const SEARCH_DEBOUNCE_MS = 250;

interface Props {
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  ref?: Ref<HTMLInputElement>;
  /** A list the server does not search (the due queue). */
  disabled?: boolean;
}

/** The list search: the server is asked once typing settles; Escape hands the keyboard back. */
export function SearchBox({ value, onSearch, placeholder, ref, disabled = false }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // A search changed elsewhere (Back, another client) replaces what the box shows.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  useEffect(() => {
    const term = text.trim();
    if (term === value) return;
    const timer = setTimeout(() => onSearch(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="members-search">
      <label htmlFor={id} className="visually-hidden">
        Search
      </label>
      <input
        ref={ref}
        id={id}
        type="search"
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && event.currentTarget.blur()}
      />
      <kbd className="members-search-hint" aria-hidden="true">
        /
      </kbd>
    </div>
  );
}
