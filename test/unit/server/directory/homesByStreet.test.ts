/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill } from './fixture';

/** Blind set 13: small rentals a manager names by their number and street. */
const directory: DirectoryData = {
  properties: [
    { id: 'sandpiper', name: '9424 E Sandpiper Ln Triplex', aliases: [], address: '9424 E Sandpiper Ln', city: 'Portland', state: 'OR', zip: '97213' },
    { id: 'sockeye', name: '3279 Sockeye Ave Cottages', aliases: [], address: null, city: 'Eugene', state: 'OR', zip: '97408' },
    { id: 'driftwood', name: 'Driftwood Court Condominium Association', aliases: [], address: '1940 Sockeye Ave', city: 'Eugene', state: 'OR', zip: '97408' },
  ],
  units: [],
  vendors: [],
  glAccounts: [],
  history: [],
};
const resolver = createResolver(directory);

describe('a home named by its street', () => {
  it.each(['9424 Sandpiper Units', 'Svc Loc: 9424 Sandpiper Rental'])('reads "%s" as the home at that number', (propertyText) => {
    expect(resolver.resolve(bill({ propertyText })).propertyId).toBe('sandpiper');
  });

  it('finds a home the directory gives no address by the street its name prints', () => {
    const result = resolver.resolve(bill({ serviceAddresses: ['3279 Sockeye Ave, Eugene, OR 97408'] }));
    expect(result.propertyId).toBe('sockeye');
    expect(result.resolution.property!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});
