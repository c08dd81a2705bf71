import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import './Typeahead.css';

interface Props<T> {
  /** The input's accessible name; the list is named after it. */
  label: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  /** What the text finds, best first; `busy` while a newer answer is on its way. */
  options: readonly T[];
  busy: boolean;
  keyOf: (option: T) => string;
  render: (option: T) => ReactNode;
  /** Shown when nothing matches and nothing is on its way. */
  emptyText: string;
  onPick: (option: T) => void;
  /** Escape (`refocus`: the keyboard goes back to whatever opened it) or focus leaving it. */
  onClose: (refocus: boolean) => void;
}

/**
 * An open ARIA combobox: typing narrows the options, arrows move, Enter picks, Escape closes
 * without a pick; a click picks too. Its opener decides what is searched and shown closed.
 */
export function Typeahead<T>({ label, placeholder, text, onText, options, busy, keyOf, render, emptyText, onPick, onClose }: Props<T>) {
  const listId = useId();
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, options.length - 1);
  const activeOption = options[activeIndex];
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(0, Math.min(options.length - 1, activeIndex + (event.key === 'ArrowDown' ? 1 : -1))));
    } else if (event.key === 'Enter') {
      // Enter picks here; it must not submit a form around the typeahead.
      event.preventDefault();
      if (activeOption !== undefined) onPick(activeOption);
    } else if (event.key === 'Escape') {
      // Closes this, not the page or dialog around it.
      event.stopPropagation();
      onClose(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose(false);
  };

  return (
    <div className="typeahead" onBlur={onBlur}>
      <input
        role="combobox"
        className="typeahead-input"
        aria-label={label}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption !== undefined ? optionId(activeIndex) : undefined}
        autoFocus
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          onText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={`${label} options`} aria-busy={busy || undefined} className="typeahead-menu">
        {options.length === 0 && <li className="typeahead-empty">{busy ? 'Searching...' : emptyText}</li>}
        {options.map((option, index) => (
          <li
            key={keyOf(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'typeahead-option is-active' : 'typeahead-option'}
            // Keeps focus in the input until the click has picked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
          >
            {render(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}
