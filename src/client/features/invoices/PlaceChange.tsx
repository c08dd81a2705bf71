import { useEffect, useRef, useState } from 'react';
import type { Place } from '../../../shared/contract/directory';
import type { InvoiceDetail } from '../../../shared/contract/invoices';
import { errorMessage } from '../../api/errors';
import { useChoosePlaceMutation } from '../../api/invoicesApi';
import { Typeahead } from '../../ui/Typeahead';
import { usePlaceSearch } from './usePlaceSearch';

export const CHANGE_PLACE_FAILED = 'Failed to change the property';

export const placeText = (place: Place) => (place.unit ? `${place.property} — ${place.unit}` : place.property);

/**
 * "Change" beside the property: a typeahead over the client's properties and units; a pick
 * files the invoice there and teaches the directory the bill's clues (issue 16).
 */
export function PlaceChange({ invoice }: { invoice: InvoiceDetail }) {
  // Null while closed; the text typed while open.
  const [text, setText] = useState<string | null>(null);
  const { places, isFetching } = usePlaceSearch(invoice.client_id, text);
  const [choosePlace, { isLoading, error, reset }] = useChoosePlaceMutation();
  const opener = useRef<HTMLButtonElement>(null);
  // A pick (once saved: the button is disabled meanwhile) or an Escape hands the keyboard back
  // to the button; a click elsewhere leaves it there.
  const refocus = useRef(false);
  useEffect(() => {
    if (text !== null || isLoading || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [text, isLoading]);

  const close = (giveBack: boolean) => {
    refocus.current = giveBack;
    setText(null);
  };
  const pick = (place: Place) => {
    close(true);
    void choosePlace({ id: invoice.id, clientId: invoice.client_id, body: { propertyId: place.propertyId, unitId: place.unitId } });
  };

  return (
    <div className="invoice-place-change">
      {text === null ? (
        <button
          ref={opener}
          type="button"
          className="btn btn-small"
          disabled={isLoading}
          aria-label="Change property"
          onClick={() => {
            reset();
            setText('');
          }}
        >
          {isLoading ? 'Saving...' : 'Change'}
        </button>
      ) : (
        <Typeahead
          label="Property and unit"
          placeholder="Type a property, unit or address..."
          text={text}
          onText={setText}
          options={places}
          busy={isFetching}
          keyOf={(place) => `${place.propertyId}-${place.unitId ?? ''}`}
          render={(place) => (
            <>
              {placeText(place)}
              {place.address && <span className="muted"> · {place.address}</span>}
            </>
          )}
          emptyText="No matching properties"
          onPick={pick}
          onClose={close}
        />
      )}
      {error && (
        <p className="invoice-place-error" role="alert">
          {errorMessage(error, CHANGE_PLACE_FAILED)}
        </p>
      )}
    </div>
  );
}
