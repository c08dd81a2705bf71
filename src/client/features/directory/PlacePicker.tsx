import { useEffect, useRef, useState } from 'react';
import type { Place } from '../../../shared/contract/directory';
import { Typeahead } from '../../ui/Typeahead';
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
 * choice; opened, a typeahead: arrows move, Enter picks, Escape closes without a change.
 */
export function PlacePicker({ clientId, label, withUnits, propertyId, unitId, onChange }: Props) {
  // Null while closed; the text typed while open.
  const [text, setText] = useState<string | null>(null);
  const { options, isFetching } = usePlaceOptions(clientId, text, withUnits);
  const choice = useRef<HTMLButtonElement>(null);
  // A pick or an Escape hands the keyboard back to the choice; a click elsewhere leaves it there.
  const refocus = useRef(false);
  useEffect(() => {
    if (text !== null || !refocus.current) return;
    refocus.current = false;
    choice.current?.focus();
  }, [text]);

  const close = (giveBack: boolean) => {
    refocus.current = giveBack;
    setText(null);
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
    <div className="place-picker is-open">
      <Typeahead
        label={label}
        placeholder={withUnits ? 'Type a property, unit or address...' : 'Type a property or address...'}
        text={text}
        onText={setText}
        options={options}
        busy={isFetching}
        keyOf={(place) => `${place.propertyId}-${place.unitId ?? ''}`}
        render={(place) => (
          <>
            {placeLabel(place)}
            {place.address && <span className="muted"> · {place.address}</span>}
          </>
        )}
        emptyText="No matching properties"
        onPick={(place) => {
          onChange({ propertyId: place.propertyId, unitId: place.unitId });
          close(true);
        }}
        onClose={close}
      />
    </div>
  );
}
