/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData, DirectoryVendor } from '../../../../src/server/directory/resolver/types';
import { bill } from './fixture';

const vendor = (id: string, name: string, aliases: string[], accounts: DirectoryVendor['accounts']): DirectoryVendor => ({
  id, name, aliases, senderEmails: ['@hawaiianelectric.com'], remitTo: null, taxId: null, defaultGlAccount: '6100', defaultPropertyId: null, accounts,
});

/** Blind set 16: one utility's companies on each island, all printing "Hawaiian Electric". */
const directory: DirectoryData = {
  properties: [
    { id: 'honolulu', name: 'Makapuʻu Tower', aliases: [], address: '3894 Kaheka St', city: 'Honolulu', state: 'HI', zip: '96818' },
    { id: 'kihei', name: 'Kīhei Surf', aliases: [], address: '2430 S Kihei Rd', city: 'Kīhei', state: 'HI', zip: '96753' },
    { id: 'kahului', name: 'Kahului Flats', aliases: [], address: '180 W Kaahumanu Ave', city: 'Kahului', state: 'HI', zip: '96732' },
    { id: 'boise', name: 'Bench Flats', aliases: [], address: '1200 S Vista Ave', city: 'Boise', state: 'ID', zip: '83705' },
  ],
  units: [],
  vendors: [
    vendor('oahu', 'Hawaiian Electric', ['HECO'], [{ accountNumber: '200100100100', propertyId: 'honolulu', unitId: null }]),
    vendor('maui', 'Hawaiian Electric - Maui County', ['Hawaiian Electric', 'MECO'], [{ accountNumber: '200200200200', propertyId: 'kahului', unitId: null }]),
  ],
  glAccounts: [],
  history: [],
};
const { resolve } = createResolver(directory);

describe('a payee several regional vendors share', () => {
  it('is the vendor serving the property’s town, never surely', () => {
    const result = resolve(bill({ payee: 'Hawaiian Electric', senderEmail: 'billing@hawaiianelectric.com', serviceAddresses: ['180 W Kaahumanu Ave, Kahului HI 96732'] }));
    expect(result.vendorId).toBe('maui');
    expect(result.resolution.vendor!.confidence).toBeLessThan(0.9);
    expect(result.resolution.vendor!.reason).toContain('serves Kahului');
    expect(result.glAccount).toBe('6100');
  });

  it('is none when no vendor serves the town and the state tells none apart', () => {
    expect(resolve(bill({ payee: 'Hawaiian Electric', serviceAddresses: ['2430 S Kihei Rd, Kihei HI 96753'] })).vendorId).toBeNull();
  });

  it('is none when no property is known', () => {
    expect(resolve(bill({ payee: 'Hawaiian Electric' })).vendorId).toBeNull();
  });
});
