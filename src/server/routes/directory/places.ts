import { clientIdParam, placeSearchQuery, placeSearchResponse } from '../../../shared/contract/directory';
import type { ZodApp } from '../../http/validate';
import type { DirectoryService } from './service';

/** The review screens' typeahead of properties and units. */
export function placeRoutes(app: ZodApp, service: DirectoryService) {
  app.get(
    '/places',
    {
      schema: {
        params: clientIdParam,
        querystring: placeSearchQuery,
        description:
          "The client's properties and units where each word of `search` matches: a property by its name, an alias or its address, a unit by those of its property and its own label and address. " +
          "By property name, each property before its units; a unit's address is its own, else its property's.",
        response: { 200: placeSearchResponse },
      },
    },
    async (request) => {
      const clientId = await service.client(request);
      const { search, limit } = request.query;
      return { places: await service.directory.searchPlaces(clientId, search, limit) };
    },
  );
}
