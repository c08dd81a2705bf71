import type { Place } from '../../../shared/contract/directory';
import { useSearchPlacesQuery } from '../../api/directoryApi';
import { useDebounced } from '../../ui/useDebounced';

/** As the directory's own searches wait: a request per pause in typing, not per key. */
const SEARCH_DELAY_MS = 300;
/** Enough to pick from while typing narrows it. */
const OPTION_LIMIT = 10;
const NONE: Place[] = [];

/** The client's properties and units matching the typed text; nothing is asked while closed (null). */
export function usePlaceSearch(clientId: string, text: string | null) {
  const search = useDebounced(text?.trim() ?? '', SEARCH_DELAY_MS);
  const { currentData, isFetching } = useSearchPlacesQuery({ clientId, search, limit: OPTION_LIMIT }, { skip: text === null });
  return { places: currentData ?? NONE, isFetching };
}
