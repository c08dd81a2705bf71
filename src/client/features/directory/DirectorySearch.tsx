import { useEffect, useId, useState } from 'react';

/** Long enough that a word typed at speed asks the server once. */
export const SEARCH_DELAY_MS = 300;

interface Props {
  label: string;
  placeholder: string;
  /** The search the list shows; typing asks for a new one once it settles. */
  value: string;
  onSearch: (term: string) => void;
}

/** A list's search box: the server is asked once typing settles; Escape clears it. */
export function DirectorySearch({ label, placeholder, value, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(value);

  useEffect(() => {
    const term = text.trim();
    if (term === value) return;
    const timer = setTimeout(() => onSearch(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="directory-search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setText('')}
      />
    </>
  );
}
