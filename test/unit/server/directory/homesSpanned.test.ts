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

/** Blind set 14: an office park whose phone line is billed on the property's account at one building's address. */
const park: DirectoryData = {
  properties: [{ id: 'magnolia', name: 'Magnolia Office Park', aliases: [], address: '6805 S Osprey Ave', city: 'Sarasota', state: 'FL', zip: '34234' }],
  units: [
    { id: 'suite-6805-100', propertyId: 'magnolia', unit: 'Suite 100', address: '6805 S Osprey Ave' },
    { id: 'suite-6825-100', propertyId: 'magnolia', unit: 'Suite 100', address: '6825 S Osprey Ave' },
  ],
  vendors: [
    { id: 'att', name: 'AT&T', aliases: [], senderEmails: [], remitTo: null, taxId: null, defaultGlAccount: null, defaultPropertyId: null, accounts: [{ accountNumber: '4375952550016', propertyId: 'magnolia', unitId: null }] },
  ],
  glAccounts: [],
  history: [],
};

describe('an account held for a property as a whole', () => {
  const resolvePark = createResolver(park).resolve;

  it('takes the unit its address names, never surely, when nothing else names the unit', () => {
    const result = resolvePark(bill({ payee: 'AT&T', accountNumbers: ['4375952550016'], serviceAddresses: ['6825 S OSPREY AVE BLDG 6825, SARASOTA, FL 34234'] }));
    expect(result.propertyId).toBe('magnolia');
    expect(result.resolution.property!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(result.unitId).toBe('suite-6825-100');
    expect(result.resolution.unit!.confidence).toBeLessThan(0.9);
  });

  it('is sure of a unit the address prints', () => {
    const result = resolvePark(bill({ payee: 'AT&T', accountNumbers: ['4375952550016'], serviceAddresses: ['6825 S Osprey Ave, Suite 100, Sarasota, FL 34234'] }));
    expect(result.unitId).toBe('suite-6825-100');
    expect(result.resolution.unit!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});
