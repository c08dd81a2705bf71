import type { BillInput, DirectoryData, DirectoryVendor } from '../../../../src/server/directory/resolver/types';

/** A small directory with the cases the resolver must tell apart. */
export function directory(): DirectoryData {
  const vendor = (id: string, name: string, more: Partial<DirectoryVendor> = {}): DirectoryVendor => ({
    id,
    name,
    aliases: [],
    senderEmails: [],
    remitTo: null,
    taxId: null,
    defaultGlAccount: null,
    defaultPropertyId: null,
    accounts: [],
    ...more,
  });
  return {
    properties: [
      { id: 'cedar', name: 'Cedar Park Plaza', aliases: ['CPP'], address: '3374 Cedar Ln', city: 'Austin', state: 'TX', zip: '78701' },
      { id: 'oak', name: 'Oak Manor', aliases: [], address: '100 Oak St', city: 'Dallas', state: 'TX', zip: '75201' },
      { id: 'oak2', name: 'Oak Manor', aliases: [], address: '55 Elm Ave', city: 'Tulsa', state: 'OK', zip: '74101' },
      { id: 'willow', name: 'Willow Creek Townhomes', aliases: ['Willow Creek'], address: '9 N Ridge Rd', city: 'Austin', state: 'TX', zip: '78702' },
      { id: 'homes', name: 'Westside Homes', aliases: [], address: null, city: 'Austin', state: 'TX', zip: '78703' },
      { id: 'duplex', name: '6208-6210 Regency St', aliases: [], address: '6208-6210 Regency St', city: 'Marietta', state: 'GA', zip: '30065' },
      { id: 'indigo', name: 'Indigo Oaks Apartments', aliases: [], address: '6200-6280 Kensington Pkwy', city: 'Franklin', state: 'TN', zip: '37064' },
      { id: 'rockwood', name: 'Rockwood Cottages', aliases: [], address: '493 Rockwood Ave', city: 'Greenwood', state: 'IN', zip: '46143' },
      { id: 'triplex', name: 'Deer Trail Triplex', aliases: [], address: '7191 Deer Trail St', city: 'Norcross', state: 'GA', zip: '30093' },
      { id: 'mac', name: '6796 MacArthur Blvd', aliases: [], address: '6796-6798 MacArthur Blvd', city: 'Irving', state: 'TX', zip: '75039' },
      { id: 'lunt', name: 'Lunt Courtyard', aliases: [], address: '6724-6728 W Lunt Ave', city: 'Chicago', state: 'IL', zip: '60626' },
      { id: 'flat', name: 'Melrose Two-Flat', aliases: [], address: '1296 W Melrose St', city: 'Chicago', state: 'IL', zip: '60657' },
    ],
    units: [
      { id: 'cedar-204', propertyId: 'cedar', unit: '204', address: null },
      { id: 'cedar-205', propertyId: 'cedar', unit: '205', address: null },
      { id: 'cedar-s3', propertyId: 'cedar', unit: 'Suite 3', address: null },
      { id: 'willow-b12', propertyId: 'willow', unit: 'B-12', address: null },
      { id: 'homes-1', propertyId: 'homes', unit: '1', address: '812 Mesa Dr' },
      { id: 'homes-2', propertyId: 'homes', unit: '2', address: '15 Pecan St, Austin, TX 78745' },
      { id: 'cedar-ph2', propertyId: 'cedar', unit: 'PH2', address: null },
      { id: 'duplex-a', propertyId: 'duplex', unit: '6208', address: '6208 Regency St' },
      { id: 'duplex-b', propertyId: 'duplex', unit: '6210', address: '6210 Regency St' },
      { id: 'indigo-108', propertyId: 'indigo', unit: '108', address: null },
      { id: 'triplex-1', propertyId: 'triplex', unit: '7191', address: '7191 Deer Trail St' },
      { id: 'triplex-2', propertyId: 'triplex', unit: '7193', address: '7193 Deer Trail St' },
      { id: 'triplex-3', propertyId: 'triplex', unit: '7195', address: '7195 Deer Trail St' },
      { id: 'mac-1', propertyId: 'mac', unit: '6796', address: '6796 MacArthur Blvd' },
      { id: 'mac-2', propertyId: 'mac', unit: '6798', address: '6798 MacArthur Blvd' },
      { id: 'lunt-24-2n', propertyId: 'lunt', unit: '2N', address: '6724 W Lunt Ave' },
      { id: 'lunt-24-2s', propertyId: 'lunt', unit: '2S', address: '6724 W Lunt Ave' },
      { id: 'lunt-28-2n', propertyId: 'lunt', unit: '2N', address: '6728 W Lunt Ave' },
      { id: 'lunt-28-2s', propertyId: 'lunt', unit: '2S', address: '6728 W Lunt Ave' },
      { id: 'flat-garden', propertyId: 'flat', unit: 'Garden', address: null },
      { id: 'flat-1', propertyId: 'flat', unit: '1', address: null },
      { id: 'flat-2', propertyId: 'flat', unit: '2', address: null },
    ],
    vendors: [
      vendor('water', 'Austin Water Utility', {
        senderEmails: ['@austinwater.gov'],
        defaultGlAccount: '5300',
        accounts: [
          { accountNumber: '00412-7', propertyId: 'cedar', unitId: 'cedar-204' },
          { accountNumber: '00999-1', propertyId: 'willow', unitId: null },
        ],
      }),
      vendor('acme', 'Acme Plumbing, Inc.', { senderEmails: ['billing@acmeplumbing.com'], taxId: '12-3456789', defaultGlAccount: '5110' }),
      vendor('acme-el', 'Acme Electric LLC', { senderEmails: ['ar@acme-electric.com'], defaultGlAccount: '5120' }),
      vendor('green', 'Greenway Landscaping', { aliases: ['Greenway Lawn'], senderEmails: ['greenway.lawn@gmail.com'], defaultPropertyId: 'willow' }),
      vendor('pool', 'Blue Pool Service', { remitTo: 'PO Box 4410, Dallas, TX 75201' }),
      vendor('pest', 'Bugaway Pest Control', { senderEmails: ['@bugaway.com'], defaultGlAccount: '5100' }),
      vendor('cintas', 'Cintas Corporation'),
      vendor('cintas-fire', 'Cintas Fire Protection', { senderEmails: ['@cintas.com'] }),
      vendor('falcon', 'Falcon Springs Homeowners Association', { remitTo: 'Falcon Springs Homeowners Association c/o Associa, PO Box 98071, Phoenix, AZ 85038-0071' }),
      vendor('wren', 'Wren Appliances', { remitTo: '7130 Business Pkwy, Zephyrhills, FL 33542' }),
    ],
    glAccounts: [
      { number: '5100', name: 'Repairs & Maintenance' },
      { number: '5110', name: 'Plumbing Repairs' },
      { number: '5120', name: 'Electrical Repairs' },
      { number: '5200', name: 'Landscaping' },
      { number: '5300', name: 'Water & Sewer' },
    ],
    history: [
      { vendorId: 'acme', glAccount: '5110', description: null, at: '2026-01-05T00:00:00Z' },
      { vendorId: 'acme', glAccount: '5100', description: null, at: '2026-03-02T00:00:00Z' },
      { vendorId: 'acme', glAccount: '5110', description: null, at: '2026-02-01T00:00:00Z' },
      { vendorId: 'acme', glAccount: '5120', description: 'Water heater replacement', at: '2026-02-10T00:00:00Z' },
      { vendorId: 'green', glAccount: '5200', description: null, at: '2026-02-10T00:00:00Z' },
      { vendorId: 'pest', glAccount: '5200', description: 'Termite treatment', at: '2026-04-01T00:00:00Z' },
    ],
  };
}

export function bill(fields: Partial<BillInput>): BillInput {
  return { payee: null, senderEmail: null, accountNumbers: [], serviceAddresses: [], propertyText: null, unitText: null, text: '', lineItems: [], ...fields };
}
