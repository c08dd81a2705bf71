/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import { learnFromChoice, type DirectoryAddition } from '../../../../src/server/directory/resolver/learn';
import type { BillInput, DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill, directory } from './fixture';

const data = directory();
const vendorOf = (id: string) => data.vendors.find((vendor) => vendor.id === id)!;
const propertyOf = (id: string) => data.properties.find((property) => property.id === id)!;
const unitsOf = (id: string) => data.units.filter((unit) => unit.propertyId === id);
const learn = (input: BillInput, vendorId: string | null, propertyId: string, unitId: string | null) =>
  learnFromChoice({ bill: input, vendor: vendorId ? vendorOf(vendorId) : null, property: propertyOf(propertyId), units: unitsOf(propertyId), unitId });

/** The directory with the additions applied, as the lead's persistence would. */
function applied(additions: DirectoryAddition[]): DirectoryData {
  return {
    ...data,
    properties: data.properties.map((property) => ({ ...property, aliases: [...property.aliases, ...additions.flatMap((add) => (add.kind === 'property-alias' && add.propertyId === property.id ? [add.alias] : []))] })),
    vendors: data.vendors.map((vendor) => {
      const accounts = additions.flatMap((add) => (add.kind === 'vendor-account' && add.vendorId === vendor.id ? [add.account] : []));
      return { ...vendor, accounts: [...vendor.accounts.filter((known) => !accounts.some((account) => account.accountNumber === known.accountNumber)), ...accounts] };
    }),
  };
}

describe('learnFromChoice', () => {
  it('learns a new account number of the vendor for the chosen property and unit', () => {
    const input = bill({ senderEmail: 'noreply@austinwater.gov', accountNumbers: ['77120-3'] });
    const additions = learn(input, 'water', 'cedar', 'cedar-205');
    expect(additions).toEqual([{ kind: 'vendor-account', vendorId: 'water', account: { accountNumber: '77120-3', propertyId: 'cedar', unitId: 'cedar-205' } }]);
    expect(createResolver(applied(additions)).resolve(input)).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-205' });
  });

  it('moves a known account number to the chosen place under the directory’s own spelling', () => {
    expect(learn(bill({ accountNumbers: ['999 1'] }), 'water', 'cedar', null)).toEqual([
      { kind: 'vendor-account', vendorId: 'water', account: { accountNumber: '00999-1', propertyId: 'cedar', unitId: null } },
    ]);
  });

  it('learns nothing the directory already says', () => {
    expect(learn(bill({ accountNumbers: ['00412-7'], serviceAddresses: ['3374 Cedar Lane, Apt 204'], propertyText: 'CPP' }), 'water', 'cedar', 'cedar-204')).toEqual([]);
  });

  it('learns an address variant and a name as aliases of the property, for every vendor', () => {
    const input = bill({ serviceAddresses: ['3380 Cedar Lane, Suite 3\nAustin TX 78701'], propertyText: 'Cedar Park' });
    const additions = learn(input, null, 'cedar', 'cedar-s3');
    expect(additions).toEqual([
      { kind: 'property-alias', propertyId: 'cedar', alias: '3380 Cedar Lane' },
      { kind: 'property-alias', propertyId: 'cedar', alias: 'Cedar Park' },
    ]);
    expect(createResolver(applied(additions)).resolve(input)).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-s3' });
  });
});
