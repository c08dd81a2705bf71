/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill } from './fixture';

/** Blind set 12: a property's whole name that is also another property's name with its town after it. */
const directory: DirectoryData = {
  properties: [
    { id: 'row', name: 'Beaver Row', aliases: [], address: '17 Pearl St', city: 'Burlington', state: 'VT', zip: '05401' },
    { id: 'row-town', name: 'Beaver Row - Burlington', aliases: [], address: '442 College St', city: 'Burlington', state: 'VT', zip: '05401' },
    { id: 'elm', name: 'Elm Court', aliases: [], address: '9 Elm St', city: 'Keene', state: 'NH', zip: '03431' },
  ],
  units: [],
  vendors: [],
  glAccounts: [],
  history: [],
};
const resolver = createResolver(directory);

describe('a name with a town after it', () => {
  it('takes the property whose whole name is printed, never surely where it is another’s name in its town', () => {
    const result = resolver.resolve(bill({ propertyText: 'Beaver Row - Burlington' }));
    expect(result.propertyId).toBe('row-town');
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('lets an address printed beside it take the other reading', () => {
    expect(resolver.resolve(bill({ propertyText: 'Beaver Row - Burlington', serviceAddresses: ['17 Pearl St, Burlington, VT 05401'] })).propertyId).toBe('row');
  });

  it('still reads a name with its town where no property is named so whole', () => {
    const result = resolver.resolve(bill({ propertyText: 'Elm Court - Keene' }));
    expect(result.propertyId).toBe('elm');
    expect(result.resolution.property!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe('a name with its town misspelt', () => {
  const towns = createResolver({
    ...directory,
    properties: [
      { id: 'memphis', name: 'Summit Pointe', aliases: [], address: '10 Poplar Ave', city: 'Memphis', state: 'TN', zip: '38103' },
      { id: 'dayton', name: 'Summit Pointe', aliases: [], address: '20 Main St', city: 'Dayton', state: 'OH', zip: '45402' },
      { id: 'sarasota', name: 'Summit Pointe', aliases: [], address: '30 Main St', city: 'Sarasota', state: 'FL', zip: '34236' },
    ],
  });

  it.each([
    ['Summit Pointe - Mempis', 'memphis'],
    ['Summit Pointe - Dayto n', 'dayton'],
    ['Summit Pointe - Sarasota Fl', 'sarasota'],
  ])('reads "%s" as the property in that town', (propertyText, id) => {
    expect(towns.resolve(bill({ propertyText })).propertyId).toBe(id);
  });

  it('is never sure of a town read through a slip', () => {
    expect(towns.resolve(bill({ propertyText: 'Summit Pointe - Mempis' })).resolution.property!.confidence).toBeLessThan(0.9);
    expect(towns.resolve(bill({ propertyText: 'Summit Pointe - Memphis' })).resolution.property!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});
