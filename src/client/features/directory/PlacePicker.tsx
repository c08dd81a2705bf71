import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Place } from '../../../shared/contract/directory';
import { PlaceName } from './PlaceName';
import { usePlaceOptions } from './usePlaceOptions';

export interface PlaceChoice {
  propertyId: string | null;
  unitId: string | null;
}

interface Props extends PlaceChoice {
  clientId: string;
  /** The control's accessible name, e.g. "Property of account 2". */
  label: string;
  /** Units are offered beside whole properties: an account may bill for one unit. */
  withUnits: boolean;
  onChange: (choice: PlaceChoice) => void;
}

const placeLabel = (place: Place) => (place.unit ? `${place.property}, unit ${place.unit}` : place.property);

/**
 * A property (or unit) picked by typing part of its name, alias or address. Closed, it shows the
 * choice; opened, an ARIA combobox: arrows move, Enter picks, Escape closes without a change.
 */
export function PlacePicker({ clientId, label, withUnits, propertyId, unitId, onChange }: Props) {
  const listId = useId();
  // Null while closed; the text typed while open.
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const { options, isFetching } = usePlaceOptions(clientId, text, withUnits);
  const activeOption = options[Math.min(active, options.length - 1)];
  const optionId = (index: number) => `${listId}-${index}`;
  const choice = useRef<HTMLButtonElement>(null);
  // A pick or an Escape hands the keyboard back to the choice; a click elsewhere leaves it there.
  const refocus = useRef(false);
  useEffect(() => {
    if (text !== null || !refocus.current) return;
    refocus.current = false;
    choice.current?.focus();
  }, [text]);

  const close = () => {
    refocus.current = true;
    setText(null);
  };
  const pick = (place: Place) => {
    onChange({ propertyId: place.propertyId, unitId: place.unitId });
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(0, Math.min(options.length - 1, active + (event.key === 'ArrowDown' ? 1 : -1))));
    } else if (event.key === 'Enter') {
      // Enter picks here; it must not save the form around the picker.
      event.preventDefault();
      if (activeOption) pick(activeOption);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setText(null);
  };

  if (text === null) {
    return (
      <div className="place-picker">
        <button ref={choice} type="button" className="place-picker-choice" onClick={() => setText('')}>
          <span className="visually-hidden">{label}: </span>
          {propertyId ? <PlaceName clientId={clientId} propertyId={propertyId} unitId={unitId} /> : <span className="muted">Choose a property...</span>}
        </button>
        {propertyId && (
          <button type="button" className="place-picker-clear" aria-label={`Clear ${label}`} onClick={() => onChange({ propertyId: null, unitId: null })}>
            ×
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="place-picker is-open" onBlur={onBlur}>
      <input
        role="combobox"
        className="directory-input"
        aria-label={label}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(options.indexOf(activeOption)) : undefined}
        autoFocus
        placeholder={withUnits ? 'Type a property, unit or address...' : 'Type a property or address...'}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={`${label} options`} aria-busy={isFetching || undefined} className="place-picker-menu">
        {options.length === 0 && <li className="place-picker-empty">{isFetching ? 'Searching...' : 'No matching properties'}</li>}
        {options.map((place, index) => (
          <li
            key={`${place.propertyId}-${place.unitId ?? ''}`}
            id={optionId(index)}
            role="option"
            aria-selected={place === activeOption}
            className={place === activeOption ? 'place-option is-active' : 'place-option'}
            // Keeps focus in the input until the click has picked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            {placeLabel(place)}
            {place.address && <span className="muted"> · {place.address}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
