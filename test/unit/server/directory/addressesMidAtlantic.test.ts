/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill, street } from './fixture';

/** A directory of these properties (and units), with no vendors or history. */
const directoryOf = (properties: DirectoryData['properties'], units: DirectoryData['units'] = []): DirectoryData => ({ properties, units, vendors: [], glAccounts: [], history: [] });

/** Blind set 19: the Mid-Atlantic's and the Midwest's older cities. */
describe('numbered streets spelt out past the twentieth', () => {
  it.each([
    ['933 South Sixty-Third Street, Philadelphia, Penn. 19148-6930', '933 S 63rd St'],
    ['5618 Twenty-Ninth ST\n19122', '5618 29th St'],
    ['768 W TWENTY-FIFTH ST., UNIT E-103', '768 W 25th St'],
    ['266-268 South Seventieth St.', '266-268 S 70th St'],
    ['4212 S. Forty Seventh Street', '4212 S 47th St'],
  ])('reads %s as the directory’s %s', (printed, directory) => {
    expect(street(printed)).toBe(street(directory));
  });

  it('leaves a cardinal in a name a cardinal', () => {
    expect(street('12 Twenty Mile Rd')).toBe('12 20 mile rd');
  });
});

describe('avenues named for states, the state shortened', () => {
  const place = (id: string, name: string, address: string, city: string, state: string, zip: string) => ({ id, name, aliases: [], address, city, state, zip });
  const directory = directoryOf([
      place('nh', 'Brightwood Tower', '4389 New Hampshire Ave NW', 'Washington', 'DC', '20011'),
      place('nc', 'Brightwood Senior Residences', '5629 North Carolina Ave SE', 'Washington', 'DC', '20003'),
      place('penn', 'Penn Flats', '3124 Penn Ave S', 'Minneapolis', 'MN', '55408'),
      place('pa', 'The Spruce Hill', '2247 Pennsylvania Ave SE', 'Washington', 'DC', '20003'),
    ]);
  const { resolve } = createResolver(directory);
  const property = (serviceAddress: string) => resolve(bill({ serviceAddresses: [serviceAddress] }));

  it.each([
    ['4389 NH Ave\n20011', 'nh'],
    ['5629 NC Ave. Southeast', 'nc'],
    ['2247 Penn Avenue S.E.\nWashington, DC 20003', 'pa'],
  ])('reads %s as the state’s avenue, less surely than as printed', (printed, id) => {
    const result = property(printed);
    expect(result.propertyId).toBe(id);
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('keeps Penn Avenue where it is a street of that name', () => {
    const result = property('3124 Penn Ave S');
    expect(result.propertyId).toBe('penn');
    expect(result.resolution.property!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('names no state’s avenue at another house number', () => {
    expect(property('4390 NH Ave').propertyId).toBeNull();
  });
});

describe('kinds of place shortened in a property’s name', () => {
  const place = (id: string, name: string, address: string) => ({ id, name, aliases: [], address, city: 'St. Louis', state: 'MO', zip: '63104' });
  const directory = directoryOf([
      place('queen', 'The Queen Village', '1333 W Diamond St'),
      place('magnolia', 'Magnolia Residences', '2019 S 63rd St'),
      place('elmhurst', 'Elmhurst Manor', '4118 Elmhurst Ave'),
      place('midtown', 'Midtown Terrace', '700 Olive St'),
    ]);
  const { resolve } = createResolver(directory);

  it.each([
    ['The Queen Vlg', 'queen'],
    ['Magnolia Res', 'magnolia'],
    ['Elmhurst Mnr - No. 303', 'elmhurst'],
    ['Midtown Terr, Building D, Unit 306', 'midtown'],
  ])('reads %s as the directory’s name', (printed, id) => {
    expect(resolve(bill({ propertyText: printed })).propertyId).toBe(id);
  });
});

describe('rear houses and lettered flats', () => {
  it('reads a half number after a hyphen as the house behind', () => {
    expect(street('5992-1/2 WALNUT STREET')).toBe(street('5992 1/2 Walnut St'));
    expect(street('5992-1/2 Walnut St')).not.toBe(street('5992 Walnut St'));
  });

  const directory = directoryOf([{ id: 'bates', name: '3522 Bates St', aliases: [], address: '3522 Bates Street', city: 'St. Louis', state: 'MO', zip: '63111' }], ['A', 'B', 'C', 'D'].map((letter) => ({ id: `bates-${letter}`, propertyId: 'bates', unit: letter, address: null })));
  const { resolve } = createResolver(directory);

  it('reads a letter run on after the house number as its flat, less surely', () => {
    const result = resolve(bill({ serviceAddresses: ['3522C Bates\nSt. Louis, MO 63111'] }));
    expect(result).toMatchObject({ propertyId: 'bates', unitId: 'bates-C' });
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });
});

describe('a street misspelt on the side the bill prints', () => {
  const place = (id: string, address: string) => ({ id, name: address, aliases: [], address, city: 'Baltimore', state: 'MD', zip: null });
  const directory = directoryOf([place('south', '2348 S Charles St'), place('north', '2348 N Charles St')]);
  const { resolve } = createResolver(directory);

  it('takes the street on the printed side, less surely', () => {
    const result = resolve(bill({ serviceAddresses: ['2348 N Chharles No. 104'] }));
    expect(result.propertyId).toBe('north');
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('rules neither out when the bill prints no side', () => {
    expect(resolve(bill({ serviceAddresses: ['2348 Chharles St'] })).propertyId).toBeNull();
  });
});

describe('a town shortened after the street', () => {
  const place = (id: string, city: string) => ({ id, name: `4259 Walnut St, ${city}`, aliases: [], address: '4259 Walnut St', city, state: 'MO', zip: null });
  const { resolve } = createResolver(directoryOf([place('independence', 'Independence'), place('kc', 'Kansas City')]));

  it('tells places on one street apart by the town it shortens', () => {
    expect(resolve(bill({ serviceAddresses: ['4259 Walnut Street\nIndep.'] })).propertyId).toBe('independence');
  });

  it('leaves them both when the text shortens neither', () => {
    expect(resolve(bill({ serviceAddresses: ['4259 Walnut Street\nMO'] })).propertyId).toBeNull();
  });
});
