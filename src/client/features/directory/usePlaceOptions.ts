import type { Place } from '../../../shared/contract/directory';
import { useGetDirectoryPropertiesQuery, useSearchPlacesQuery } from '../../api/directoryApi';
import { SEARCH_DELAY_MS } from './DirectorySearch';
import { useDebounced } from '../../ui/useDebounced';

/** Enough to pick from while typing narrows it. */
const OPTION_LIMIT = 10;
const NONE: Place[] = [];

/**
 * What a picker offers for its text: properties and their units from the place search, or
 * whole properties only from the property list (the place search would spend its answer on units).
 */
export function usePlaceOptions(clientId: string, text: string | null, withUnits: boolean) {
  const search = useDebounced(text?.trim() ?? '', SEARCH_DELAY_MS);
  const closed = text === null;
  const places = useSearchPlacesQuery({ clientId, search, limit: OPTION_LIMIT }, { skip: closed || !withUnits });
  const properties = useGetDirectoryPropertiesQuery({ clientId, page: 1, limit: OPTION_LIMIT, search: search || undefined }, { skip: closed || withUnits });
  if (withUnits) return { options: places.currentData ?? NONE, isFetching: places.isFetching };
  const options = (properties.currentData?.properties ?? []).map((property): Place => ({ propertyId: property.id, property: property.name, unitId: null, unit: null, address: property.address }));
  return { options, isFetching: properties.isFetching };
}
