/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import { scanRepaired } from '../../../../src/server/directory/resolver/printedAddresses';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill, street, vendor } from './fixture';

/** Blind set 17: New York's and the West Coast's addresses as scans and hurried clerks print them. */
const directory: DirectoryData = {
  properties: [
    { id: 'woodside', name: 'Tillamook Condominium', aliases: [], address: '87-02 Woodhaven Blvd', city: 'Rego Park', state: 'NY', zip: '11374' },
    { id: 'bowne', name: 'The Sutro', aliases: [], address: '28-50 Bowne St', city: 'Flushing', state: 'NY', zip: '11355' },
    { id: 'fifth', name: 'Hotel Huckleberry Point', aliases: [], address: '621 5th Ave', city: 'Brooklyn', state: 'NY', zip: '11215' },
    { id: 'fifth-far', name: '4079 5th Ave', aliases: [], address: '4079 5 Avenue', city: 'Brooklyn', state: 'NY', zip: '11215' },
    { id: 'macadam', name: 'Stuyvesant Court Tower', aliases: [], address: '800 SW Macadam Ave', city: 'Portland', state: 'OR', zip: '97218' },
    { id: 'marina', name: 'Solana Moorage', aliases: [], address: '3685 Marina Blvd', city: 'San Francisco', state: 'CA', zip: '94115' },
    { id: 'otay', name: 'Fauntleroy Condominiums', aliases: [], address: '4925 Otay Lakes Rd', city: 'Chula Vista', state: 'CA', zip: '91910' },
    { id: 'otay-far', name: '3709 Otay Lakes Rd', aliases: [], address: '3709 Otay Lakes Rd', city: 'Chula Vista', state: 'CA', zip: '91911' },
    { id: 'pacific', name: 'Pacific Ave Duplex', aliases: [], address: '3245 Pacific Avenue', city: 'Tacoma', state: 'WA', zip: '98406' },
    { id: 'park-pl', name: 'Otter Landing Park & Lock', aliases: [], address: '4787 Park Pl', city: 'Brooklyn', state: 'NY', zip: '11221' },
    { id: 'astoria', name: '58-40 21st St', aliases: [], address: '58-40 21st St', city: 'Astoria', state: 'NY', zip: '11105' },
  ],
  units: [
    { id: 'front', propertyId: 'pacific', unit: 'Front House', address: '3245 Pacific Ave' },
    { id: 'rear', propertyId: 'pacific', unit: 'Rear House', address: '3245 1/2 Pacific Ave' },
  ],
  vendors: [
    vendor('coned', 'Consolidated Edison Company of New York', { accounts: [{ accountNumber: '50-7863-9282-7189-8', propertyId: 'bowne', unitId: null }] }),
    vendor('kaplan', 'Kaplan Renovations Group LLC', { remitTo: '297 Park Pl # 183, Brooklyn, NY 11221' }),
  ],
  glAccounts: [],
  history: [],
};
const { resolve } = createResolver(directory);

describe('addresses a scan or a clerk misprints', () => {
  it.each([
    ['31 20 68th Dr., Forest Hills, NY 11375', '31-20 68th Dr., Forest Hills, NY 11375'],
    ['116 28 83 Ave\nKew Gardens, NY 11415', '116-28 83rd Ave\nKew Gardens, NY 11415'],
    ['876 5 Avenue, BROOKLYN, NY 11207', '876 5th Avenue, BROOKLYN, NY 11207'],
    ['3317 7tb Avenue', '3317 7th Avenue'],
    ['107 41 76H ST ROOM 406', '107-41 76th ST ROOM 406'],
    ['3099 E 4TTH ST', '3099 E 4th ST'],
    ['4000 l4 St - Ste 3650', '4000 14th St - Ste 3650'],
    ['601 Wcst 116 St', '601 west 116th St'],
    ['2868 Nortb Monroe St', '2868 north Monroe St'],
    ['450 Wset 23 St', '450 west 23rd St'],
    ['800 5.W. Macadam Ave', '800 S.W. Macadam Ave'],
    ['4925 0tay Lakes Rd', '4925 Otay Lakes Rd'],
    ['3245 L/2 PACIFIC AVE', '3245 1/2 PACIFIC AVE'],
    ['7S Caledonia St', '75 Caledonia St'],
    ['1529 & 1531 Norht 3500 East', '1529 & 1531 north 3500 East'],
  ])('repairs %s', (printed, repaired) => {
    expect(scanRepaired(printed)).toBe(repaired);
  });

  it('has nothing to repair in an address printed right', () => {
    expect(scanRepaired('87-02 Woodhaven Blvd, Rego Park NY 11374')).toBeNull();
    expect(scanRepaired('100 20th Ave')).toBeNull();
  });

  it('reads "5 Ave" as Fifth Avenue, not a direction', () => {
    expect(street('621 5 Ave')).toBe('621 5th ave');
    expect(street('128 5 Shields Str')).toBe(street('128 S Shields St'));
  });

  it.each([
    ['87 02 Woodhaven Blvd, Rego Park NY 11374', 'woodside'],
    ['2850 Bowne Str, Flushing, NY 11355', 'bowne'],
    ['28 50 Bowne St, Flushing, NY 11355', 'bowne'],
    ['621 5 Ave\nBrooklyn NY 11215', 'fifth'],
    ['800 5.W. Macadam Ave, Ptlld, OR 97218', 'macadam'],
    ['4925 0tay Lakes Rd\nChula Vista, California 91910', 'otay'],
  ])('finds %s less surely than one printed right', (printed, propertyId) => {
    const result = resolve(bill({ serviceAddresses: [printed] }));
    expect(result.propertyId).toBe(propertyId);
    if (propertyId !== 'fifth' && propertyId !== 'bowne') expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('finds a half house whose 1 a scan read as an L', () => {
    expect(resolve(bill({ serviceAddresses: ['3245 L/2 PACIFIC AVE\nTACMOA, WA 98406-7S35'] }))).toMatchObject({ propertyId: 'pacific', unitId: 'rear' });
  });

  it.each(['3685 MARINA BLVVD, SAN FRANCISCO, CA 94115', '3685 Marina Bvd', '3685 Marina lBvd', '3685 Marina Blvd.'])('takes a street type printed with a slip at the same house number: %s', (printed) => {
    expect(resolve(bill({ serviceAddresses: [printed] })).propertyId).toBe('marina');
  });

  it('takes no word but its type after the street', () => {
    expect(resolve(bill({ serviceAddresses: ['3685 Marina Xyz'] })).propertyId).toBeNull();
  });
});

describe('accounts and letterheads', () => {
  it('finds the known vendor’s account printed with a sequence after it, less surely', () => {
    const result = resolve(bill({ payee: 'Consolidated Edison Company of New York', accountNumbers: ['50-7863-9282-7189-8-1'] }));
    expect(result.propertyId).toBe('bowne');
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
    expect(resolve(bill({ payee: 'Consolidated Edison Company of New York', accountNumbers: ['50-7863-9282-7189-9-1'] })).propertyId).toBeNull();
  });

  it('reads no site in the vendor’s own address, and finds the job address printed below it', () => {
    const result = resolve(
      bill({
        payee: 'Kaplan Renovations Group LLC',
        serviceAddresses: ['297 Park Pl # 183, Brooklyn, NY 11221'],
        text: 'Kaplan Renovations Group LLC\n297 Park Pl # 183, Brooklyn, NY 11221\n\nJob Address:\n  5840 21st St, Long Island City, NY 11105\n',
      }),
    );
    expect(result.propertyId).toBe('astoria');
  });
});
