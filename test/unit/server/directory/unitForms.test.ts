/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData, DirectoryUnit } from '../../../../src/server/directory/resolver/types';
import { unitsInText } from '../../../../src/server/directory/resolver/billLines';
import { findUnit, floorOf, unitKey, unslipped } from '../../../../src/server/directory/resolver/units';
import { bill } from './fixture';

/** Unit forms of New England's bills (blind set 12): floors of a three-decker, wings, shops, beds, scanned slips. */
const property = (id: string, address: string) => ({ id, name: address, aliases: [], address, city: 'Boston', state: 'MA', zip: '02125' });
const units = (propertyId: string, labels: string[]): DirectoryUnit[] => labels.map((unit) => ({ id: `${propertyId}:${unit}`, propertyId, unit, address: null }));
const directory: DirectoryData = {
  properties: [
    property('decker', '369 Woodbine St'),
    property('digits', '255 Kirkland St'),
    property('worded', '159 Chestnut St'),
    property('senior', '943 Albany Ave'),
    property('mixed', '527 Kingstown Rd'),
    property('beds', '824 Howard St'),
    property('apts', '90 Temple St'),
    { id: 'sfr', name: 'Peachtree Homes II', aliases: [], address: null, city: 'Atlanta', state: 'GA', zip: null },
  ],
  units: [
    ...units('decker', ['1F', '2F', '3F']),
    ...units('digits', ['1', '2', '3']),
    ...units('worded', ['First Floor', 'Second Floor', 'Third Floor']),
    ...units('senior', ['North Wing 102', 'North Wing 109', 'South Wing 102']),
    ...units('mixed', ['Commercial 101', 'Commercial 1C', 'Storefront', '2nd Fl']),
    ...units('beds', ['201-A', '201-B', '202-A']),
    ...units('apts', ['101', '102', '1D', '202', '2A', '3A']),
    ...units('sfr', ['ATL-14006', 'ATL-14007', 'Ste 410']),
    ...units('mixed', ['Ste 410']),
  ],
  vendors: [],
  glAccounts: [],
  history: [],
};
const resolver = createResolver(directory);
const unitOf = (address: string, unitText: string) => resolver.resolve(bill({ serviceAddresses: [`${address}, Boston, MA 02125`], unitText })).unitId;

describe('unit forms', () => {
  it.each([
    ['369 Woodbine St', 'Third Floor', 'decker:3F'],
    ['369 Woodbine St', '3rd Fl', 'decker:3F'],
    ['255 Kirkland St', 'Second Floor', 'digits:2'],
    ['255 Kirkland St', 'Unit 2F', 'digits:2'],
    ['159 Chestnut St', '3F', 'worded:Third Floor'],
    ['159 Chestnut St', 'Fl 1', 'worded:First Floor'],
  ])('reads a floor of a house whose units are its floors: %s "%s"', (address, unitText, expected) => {
    expect(unitOf(address, unitText)).toBe(expected);
  });

  it('reads no floor where a unit is an apartment of its floor: "3F" is no "3A"', () => {
    expect(unitOf('90 Temple St', 'Third Floor')).toBeNull();
    expect(unitOf('90 Temple St', '3F')).toBeNull();
  });

  it.each([
    ['943 Albany Ave', 'North Wing 102', 'senior:North Wing 102'],
    ['943 Albany Ave', 'N-109', 'senior:North Wing 109'],
    ['943 Albany Ave', 'South Wing Apt 102', 'senior:South Wing 102'],
    ['527 Kingstown Rd', 'Suite 1C', 'mixed:Commercial 1C'],
    ['527 Kingstown Rd', 'Retail Storefront', 'mixed:Storefront'],
    ['824 Howard St', 'Bed A, Apt 201', 'beds:201-A'],
    ['824 Howard St', 'Bedroom B - Apt 201', 'beds:201-B'],
  ])('reads wings, shops and beds however printed: %s "%s"', (address, unitText, expected) => {
    expect(unitOf(address, unitText)).toBe(expected);
  });

  it.each([
    ['APT 2O2', 'apts:202'],
    ['Apt l01', 'apts:101'],
    ['Apt lD', 'apts:1D'],
    ['#1O2', 'apts:102'],
  ])('reads a unit a scan misread, less surely: "%s"', (unitText, expected) => {
    const result = resolver.resolve(bill({ serviceAddresses: ['90 Temple St, Boston, MA 02125'], unitText }));
    expect(result.unitId).toBe(expected);
    expect(result.resolution.unit!.confidence).toBeLessThan(0.9);
  });

  it('keys, floors and slips', () => {
    expect([unitKey('North Wing 102'), unitKey('N-102'), unitKey('Commercial 1C'), unitKey('Bed A, Apt 201')]).toEqual(['n102', 'n102', '1c', '201a']);
    expect(['3F', 'Unit 2F', '1FL', 'Fl 3', 'Third Floor', '2nd Floor Front', '3A', '13'].map(floorOf)).toEqual(['3', '2', '1', '3', '3', null, null, null]);
    expect(['2O3', 'l01', 'Apt lD', 'Ste l-C', 'Lot 5', 'Loft'].map(unslipped)).toEqual(['203', '101', 'Apt 1D', 'Ste 1-C', 'Lot 5', 'Loft']);
  });

  it('reads no unit from a flat’s size, but a unit before a bed bug treatment', () => {
    expect(findUnit('Paint unit - 2 bedroom', false)).toBeNull();
    expect(findUnit('Apt 3 BR turnover', false)).toBeNull();
    expect(findUnit('Unit 102 - Bed bug heat treatment', false)?.text).toBe('Unit 102');
    expect(findUnit('Apt B - Bed bug treatment', false)?.text).toBe('Apt B');
  });

  it('reads "#" as a unit where a sentence puts the work or the tenant in it', () => {
    const text = 'Bill To:\nCrestline Residential\n101 Federal Street, Suite 1900\nBoston, MA 02110\nNotes: tenant in #102 reported no heat\nWork performed in #2-A\nInvoice #4471';
    expect(unitsInText(text, [], () => false)).toEqual(['#102', '#2-A']);
  });

  it('reads a unit by its code in the manager’s system, in any field, across the directory', () => {
    expect(resolver.resolve(bill({ propertyText: 'ATL-14006' }))).toMatchObject({ propertyId: 'sfr', unitId: 'sfr:ATL-14006' });
    expect(resolver.resolve(bill({ unitText: 'atl 14007' }))).toMatchObject({ propertyId: 'sfr', unitId: 'sfr:ATL-14007' });
    // A designator and a number is no code, even where one property alone has it.
    expect(resolver.resolve(bill({ unitText: 'STE410' })).propertyId).toBeNull();
  });

  it('reads no unit from the grade of a heating oil', () => {
    expect(unitsInText('', [{ description: '#2 Heating Oil' }, { description: '#6 fuel oil delivery' }, { description: 'Tank inspection at #204' }], () => false)).toEqual(['#204']);
  });
});
