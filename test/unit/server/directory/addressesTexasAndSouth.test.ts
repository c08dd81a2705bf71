/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import { parseAddress } from '../../../../src/server/directory/resolver/addresses';
import { scanRepaired } from '../../../../src/server/directory/resolver/printedAddresses';
import { findUnit, unitKey } from '../../../../src/server/directory/resolver/units';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill, street } from './fixture';

/** Blind set 18: Texas's and the South's highways, frontage roads and student flats by the bed. */
describe('highways as Texas prints them', () => {
  it.each([
    ['18134 I 10 E Service Rd, Pearland, TX 77584', '18134 E Interstate 10 Frontage Rd'],
    ['18134 EAST IH 10\nPEARLAND, TX 77584', '18134 E Interstate 10 Frontage Rd'],
    ['18633 I-35 N. Frontage Rd, San Marcos, TX', '18633 N Interstate 35 Frontage Rd'],
    ['6913 IH-35 N Access Rd', '6913 N Interstate 35 Frontage Rd'],
    ['1709 Interstate Hwy 69 North Svc Rd, Spring', '1709 N Interstate 69 Frontage Rd'],
    ['18454 North IH 35W\nCelina, TX 75009', '18454 N Interstate 35W Frontage Rd'],
    ['27370 N IH 35W, IRVING, TX 75062', '27370 IH 35W N Frontage Road'],
    ['26617 FM518, Tomball', '26617 FM 518 Rd'],
    ['5730 RR 620 N, Round Rock', '5730 RM Rd 620 N'],
    ['25207 Ranch-to-Market 620 South', '25207 RM 620 S'],
    ['27290 RANCH ROAD 2222', '27290 RM 2222'],
    ['26675 St Hwy 121', '26675 State Hwy 121'],
    ['3524 US 380 W', '3524 US Hwy 380 W'],
    ['9918 U.S. Highqay 290 W', '9918 US Hwy 290 W'],
    ['20586 Ranch-to-Markct 967', '20586 RM 967'],
  ])('reads %s as the directory’s %s', (printed, directory) => {
    expect(street(printed)).toBe(street(directory));
  });

  it('tells an interstate’s branches apart', () => {
    expect(street('15129 Interstate 35E S')).not.toBe(street('15129 S Interstate 35 Frontage Rd'));
    expect(street('1913 IH 69C N Frontage Road')).toBe('1913 n i69c');
  });

  it('reads no unit in a highway’s number, and a unit marked after one', () => {
    expect(parseAddress('18454 North IH 35W')?.unit).toBeNull();
    expect(parseAddress('2546 UNION HIGHWAY #1, NEWPORT, KY 41061')?.unit).toBe('1');
  });
});

describe('units printed after the street', () => {
  it.each([
    ['14505 U.S. Highway 377 South 102-C', '102c'],
    ['11894 Trenton Rd 2-104, Edinburg, TX 78539', '2104'],
    ['14684 FM2499\n1-302\nTX 75042', '1302'],
    ['5682 ZARZAMORA BLDG 2, UNIT 301\nSAN ANTONIO, TX 78221', '2301'],
  ])('finds the unit of %s', (printed, unit) => {
    expect(parseAddress(printed)?.unit).toBe(unit);
  });

  it('cuts a building from the street, a unit of no property alone', () => {
    expect(parseAddress('258 E FREMONT AVE BLDG 2, SUNNYVALE, CA 94086')).toMatchObject({ street: '258 e fremont ave', unit: null });
  });

  it.each([
    ['12054 Elvis Presley Apt 106 Bedroom 3', '1063'],
    ['Apt 204 Rm 2', '2042'],
    ['Unit 204 Bed B', '204b'],
  ])('reads the bed of a student flat: %s', (printed, key) => {
    expect(unitKey(findUnit(printed, true)!.text)).toBe(key);
  });

  it('still reads a size in bedrooms as no unit', () => {
    expect(findUnit('Apt 3 BR', true)).toBeNull();
  });
});

describe('slips in the South’s streets', () => {
  const directory: DirectoryData = {
    properties: [
      { id: 'rm', name: 'Sassafras Hollow Village Center', aliases: [], address: '16757 Ranch Road 2222', city: 'Bastrop', state: 'TX', zip: '78602' },
      { id: 'i30', name: 'Tupelo Falls Student Living', aliases: [], address: '22428 E Interstate 30 Frontage Rd', city: 'Garland', state: 'TX', zip: '75041' },
      { id: 'auburn', name: 'SFR - 14142 Auburn Ave NE', aliases: [], address: '14142 Auburn Ave NE', city: 'Kennesaw', state: 'GA', zip: '30144' },
    ],
    units: [{ id: '116-d', propertyId: 'i30', unit: '116-D', address: null }],
    vendors: [],
    glAccounts: [],
    history: [],
  };
  const { resolve } = createResolver(directory);

  it.each([
    ['16757 RNACH ROAD 2222, BASTROP, TX 78602-8549', 'rm'],
    ['14142 Aubum Ave Northeast\nKennesaw, GA 30144', 'auburn'],
  ])('finds %s, less surely', (printed, propertyId) => {
    const result = resolve(bill({ serviceAddresses: [printed] }));
    expect(result.propertyId).toBe(propertyId);
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('reads a frontage road however its kind is misspelt', () => {
    expect(resolve(bill({ serviceAddresses: ['22428 East Interstate 30 Frnotage Rd\nApt 116, Bed D\nGarland, TX 75041-7544'] }))).toMatchObject({ propertyId: 'i30', unitId: '116-d' });
  });

  it('finds the bed of a flat on a frontage road', () => {
    expect(resolve(bill({ serviceAddresses: ['22428 E Interstate 30 Frontage Rd\nApt 116, Bed D\nGarland, TX 75041'] }))).toMatchObject({ propertyId: 'i30', unitId: '116-d' });
  });

  it('repairs a compound direction a scan misread', () => {
    expect(scanRepaired('5304 NORTHWCST HWY SPACE 260, CELINA')).toBe('5304 northwest HWY SPACE 260, CELINA');
  });
});

describe('Washington’s quadrants', () => {
  it('keeps a quadrant printed after a comma with its street', () => {
    expect(street('3201 Girard St., NE')).toBe(street('3201 Girard St NE'));
    expect(street('3347 Maryland Ave, Southwest')).toBe(street('3347 Maryland Ave SW'));
    expect(street('3201 Girard St., NE')).not.toBe(street('3201 Girard St NW'));
  });
});
