/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill } from './fixture';

/** Blind set 14: scattered-site homes, each a unit of one property at its own address. */
const directory: DirectoryData = {
  properties: [{ id: 'shores', name: 'Washington Shores Homes', aliases: [], address: null, city: 'Orlando', state: 'FL', zip: '32805' }],
  units: [
    { id: 'carter-2155', propertyId: 'shores', unit: '2155 Carter', address: '2155 Carter St' },
    { id: 'carter-4846-1', propertyId: 'shores', unit: '4846-1', address: '4846 Carter St Unit 1' },
    { id: 'carter-4846-2', propertyId: 'shores', unit: '4846-2', address: '4846 Carter St Unit 2' },
  ],
  vendors: [],
  glAccounts: [],
  history: [],
};
const resolver = createResolver(directory);

describe('a bill for several homes of a property', () => {
  it('is the property’s, not one home’s, when its service addresses name two homes', () => {
    const result = resolver.resolve(bill({ serviceAddresses: ['2155 Carter St', '4846 Carter St', '4846 Carter St'] }));
    expect(result.propertyId).toBe('shores');
    expect(result.unitId).toBeNull();
  });

  it('is the home’s when every address names that home', () => {
    expect(resolver.resolve(bill({ serviceAddresses: ['2155 Carter St', '2155 Carter St, Orlando FL 32805'] })).unitId).toBe('carter-2155');
  });

  it('still takes a unit a field names', () => {
    expect(resolver.resolve(bill({ serviceAddresses: ['2155 Carter St', '4846 Carter St'], unitText: 'Unit 4846-2' })).unitId).toBe('carter-4846-2');
  });
});
