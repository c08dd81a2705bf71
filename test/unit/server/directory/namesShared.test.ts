/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill } from './fixture';

/** Blind set 14: one name for buildings in three cities, told apart by what else the bill prints. */
const directory: DirectoryData = {
  properties: [
    { id: 'cin', name: 'Gardenia Tower', aliases: ['CIN215', 'Gardenia Tower LLC'], address: '6808 Kellogg Ave', city: 'Cincinnati', state: 'OH', zip: '45223' },
    { id: 'nsh', name: 'Gardenia Tower', aliases: ['NSH133', 'Gardenia Tower Holdings LLC'], address: '8255 Franklin Pike', city: 'Nashville', state: 'TN', zip: '37209' },
    { id: 'fmy', name: 'Gardenia Tower', aliases: ['FMY083'], address: '6982 Colonial Blvd', city: 'Fort Myers', state: 'FL', zip: '33916' },
  ],
  units: [],
  vendors: [],
  glAccounts: [],
  history: [],
};
const resolver = createResolver(directory);

describe('a name several properties share', () => {
  it('names none of them alone', () => {
    expect(resolver.resolve(bill({ propertyText: 'Gardenia Tower', text: 'Job Site: Gardenia Tower' })).propertyId).toBeNull();
  });

  it('is told apart by the property’s code printed elsewhere on the bill', () => {
    const result = resolver.resolve(bill({ propertyText: 'Gardenia Tower', text: 'Job Site: GARDENIA TOWER\nWork Order # WO-178486   PO# NSH133-6203' }));
    expect(result.propertyId).toBe('nsh');
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('is told apart by the code printed with the name, whatever else the text names', () => {
    const text = 'Job Name: Gardenia Tower (FMY083)\nGardenia Tower Holdings LLC c/o Confluence';
    expect(resolver.resolve(bill({ propertyText: 'Gardenia Tower (FMY083)', text })).propertyId).toBe('fmy');
  });
});
