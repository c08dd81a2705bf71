import { useEffect, useId, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Client } from '../../../shared/contract/clients';
import './ClientMultiSelect.css';

interface Props {
  /** Whose clients these are; every label names them, so each row's controls stand apart. */
  owner: string;
  /** Every client, in the order the menu lists them. */
  clients: Client[];
  selected: string[];
  onChange: (clientIds: string[]) => void;
}

/**
 * SPEC.md section 2: a searchable multi-select of clients with removable chips and Clear All.
 * The input is an ARIA combobox: arrows move through the menu, Enter picks, Escape closes,
 * Backspace in an empty input removes the last chip. The menu stays open for more picks.
 */
export function ClientMultiSelect({ owner, clients, selected, onChange }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const names = useMemo(() => new Map(clients.map((client) => [client.id, client.name])), [clients]);
  const needle = query.trim().toLocaleLowerCase();
  const options = needle ? clients.filter((client) => client.name.toLocaleLowerCase().includes(needle)) : clients;
  const activeOption = open ? options[Math.min(active, options.length - 1)] : undefined;
  const optionId = (clientId: string) => `${listId}-${clientId}`;

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the active option in sight.
    if (activeOption) document.getElementById(optionId(activeOption.id))?.scrollIntoView?.({ block: 'nearest' });
  });

  const remove = (clientId: string) => onChange(selected.filter((id) => id !== clientId));
  const toggle = (clientId: string) => {
    if (selected.includes(clientId)) remove(clientId);
    else onChange([...selected, clientId]);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (open) setActive(Math.max(0, Math.min(options.length - 1, active + step)));
      setOpen(true);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      toggle(activeOption.id);
    } else if (event.key === 'Escape' && open) {
      // Closing the menu is all Escape does here; a dialog or page handler must not see it.
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && !query) {
      const last = selected.at(-1);
      if (last) remove(last);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className="client-select" onBlur={onBlur}>
      <div className="client-select-field">
        <div className="client-select-control">
          {selected.map((clientId) => {
            const name = names.get(clientId) ?? clientId;
            return (
              <span key={clientId} className="client-chip">
                {name}
                <button type="button" className="client-chip-remove" aria-label={`Remove ${name} from ${owner}`} onClick={() => remove(clientId)}>
                  ×
                </button>
              </span>
            );
          })}
          <input
            role="combobox"
            className="client-select-input"
            aria-label={`Clients for ${owner}`}
            aria-expanded={open}
            aria-controls={open && options.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption.id) : undefined}
            placeholder="Select clients..."
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
        </div>
        <button type="button" className="btn" aria-label={`Clear All for ${owner}`} disabled={selected.length === 0} onClick={() => onChange([])}>
          Clear All
        </button>
      </div>
      {open && (
        <div className="client-select-menu">
          {options.length === 0 ? (
            <p className="client-select-empty">No clients found</p>
          ) : (
            <ul id={listId} role="listbox" aria-multiselectable="true" aria-label={`Client list for ${owner}`}>
              {options.map((client) => (
                <li
                  key={client.id}
                  id={optionId(client.id)}
                  role="option"
                  aria-selected={selected.includes(client.id)}
                  className={client.id === activeOption?.id ? 'client-option is-active' : 'client-option'}
                  // Keeps focus in the input, so the menu stays open for the next pick.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => toggle(client.id)}
                >
                  {client.name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
