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
    ],
    units: [
      { id: 'cedar-204', propertyId: 'cedar', unit: '204', address: null },
      { id: 'cedar-205', propertyId: 'cedar', unit: '205', address: null },
      { id: 'cedar-s3', propertyId: 'cedar', unit: 'Suite 3', address: null },
      { id: 'willow-b12', propertyId: 'willow', unit: 'B-12', address: null },
      { id: 'homes-1', propertyId: 'homes', unit: '1', address: '812 Mesa Dr' },
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
    ],
  };
}

export function bill(fields: Partial<BillInput>): BillInput {
  return { payee: null, senderEmail: null, accountNumbers: [], serviceAddresses: [], propertyText: null, unitText: null, text: '', lineItems: [], ...fields };
}
