/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill } from './fixture';

/** Blind set 15: self-storage offices, two-flats, flats by floor and side, duplexes named by their first door. */
const directory: DirectoryData = {
  properties: [
    { id: 'storage', name: 'Handy Storage Buffalo', aliases: [], address: '687 Richmond Ave', city: 'Buffalo', state: 'NY', zip: '14214' },
    { id: 'two-flat', name: 'Goodman Two-Flat', aliases: [], address: '2126 S Goodman St', city: 'Rochester', state: 'NY', zip: '14608' },
    { id: 'walk-up', name: 'Ryan Walk-Up', aliases: [], address: '7849 W Ryan Rd', city: 'Oak Creek', state: 'WI', zip: '53154' },
    { id: 'duplex', name: '7000 Springhill Ave', aliases: [], address: '7000-7002 Springhill Ave', city: 'Mobile', state: 'AL', zip: '36617' },
    { id: 'village', name: 'Maple Village Apartments', aliases: [], address: '6901 S Grand Blvd', city: 'St. Louis', state: 'MO', zip: '63112' },
  ],
  units: [
    { id: 'storage-office', propertyId: 'storage', unit: 'Office', address: null },
    { id: 'upper', propertyId: 'two-flat', unit: 'Upper', address: null },
    { id: 'lower', propertyId: 'two-flat', unit: 'Lower', address: null },
    { id: '1-front', propertyId: 'walk-up', unit: '1 Front', address: null },
    { id: '1-rear', propertyId: 'walk-up', unit: '1 Rear', address: null },
    { id: '2-front', propertyId: 'walk-up', unit: '2 Front', address: null },
    { id: '7000', propertyId: 'duplex', unit: '7000', address: '7000 Springhill Ave' },
    { id: '7002', propertyId: 'duplex', unit: '7002', address: '7002 Springhill Ave' },
    { id: '6915-101', propertyId: 'village', unit: '6915-101', address: '6915 S Grand Blvd' },
  ],
  vendors: [],
  glAccounts: [],
  history: [],
};
const { resolve } = createResolver(directory);

describe('an office let as a unit', () => {
  it.each(['Ofc', 'Mgmt Office', 'Rental Office', 'Office'])('is named by the unit field "%s"', (unitText) => {
    expect(resolve(bill({ propertyText: 'Handy Storage Buffalo', unitText })).unitId).toBe('storage-office');
  });

  it.each(['687 Richmond Ave. Ofc', '687 Richmond Ave, Mgmt Office'])('is named at the end of the service address "%s"', (address) => {
    expect(resolve(bill({ serviceAddresses: [`${address}\nBuffalo NY 14214`] })).unitId).toBe('storage-office');
  });

  it('is no flat of a property that lets no office: its address names the property', () => {
    const result = resolve(bill({ serviceAddresses: ['6915 S Grand Blvd, Ofc\nSt. Louis MO 63112'] }));
    expect(result.propertyId).toBe('village');
    expect(result.unitId).toBeNull();
  });
});

describe('the halves of a two-flat', () => {
  it.each([
    ['Down', 'lower'],
    ['Up', 'upper'],
    ['1st Fl', 'lower'],
    ['2nd Fl', 'upper'],
  ])('are named "%s"', (unitText, unit) => {
    expect(resolve(bill({ propertyText: 'Goodman Two-Flat', unitText })).unitId).toBe(unit);
  });

  it('are named after a comma in the service address', () => {
    expect(resolve(bill({ serviceAddresses: ['2126 S Goodman Street, Up\nRochester NY 14608'] })).unitId).toBe('upper');
  });
});

describe('flats by floor and side', () => {
  it.each([
    ['Apt 1 Rear', '1-rear'],
    ['1 Rr', '1-rear'],
    ['1st Fl Rr', '1-rear'],
    ['2nd Fl F', '2-front'],
  ])('are named "%s"', (unitText, unit) => {
    expect(resolve(bill({ propertyText: 'Ryan Walk-Up', unitText })).unitId).toBe(unit);
  });
});

describe('a duplex named by its first door', () => {
  it.each(['7000 Springhill Ave (Mobile)', '7000 Springhill Ave Holdings LLC'])('is the whole property when its name is printed as "%s"', (propertyText) => {
    const result = resolve(bill({ propertyText }));
    expect(result.propertyId).toBe('duplex');
    expect(result.unitId).toBeNull();
  });

  it('is the door’s when a service address prints that door alone', () => {
    expect(resolve(bill({ serviceAddresses: ['7000 Springhill Avenue\nMobile AL 36617'] })).unitId).toBe('7000');
  });
});

describe('a measure in inches', () => {
  it('names no unit: "Plow lot - 2" trigger"', () => {
    const result = resolve(bill({ serviceAddresses: ['7849 W Ryan Rd, Oak Creek WI 53154'], text: 'Description    Amount\nPlow lot - 2" trigger    $72.14', lineItems: [{ description: 'Plow lot - 2" trigger' }] }));
    expect(result.unitId).toBeNull();
  });
});
