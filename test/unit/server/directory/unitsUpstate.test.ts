/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { unitKey } from '../../../../src/server/directory/resolver/units';
import { bill, street } from './fixture';

/** Blind set 22: Buffalo doubles, student houses let by the bedroom, Pittsburgh rear houses, twins, garden complexes, flats joined to their house by a dash. */
const directory: DirectoryData = {
  properties: [
    { id: 'double', name: '297 Breckenridge Double', aliases: [], address: '297 Breckenridge St', city: 'Buffalo', state: 'NY', zip: '14213' },
    { id: 'student', name: 'Fuller House 565', aliases: ['ALB-026'], address: '565 Fuller Rd', city: 'Albany', state: 'NY', zip: '12203' },
    { id: 'slopes', name: '1833 Dowling', aliases: [], address: '1833 Dowling St', city: 'Pittsburgh', state: 'PA', zip: '15203' },
    { id: 'twin', name: '304 Manoa Twin', aliases: [], address: '304 Manoa Rd', city: 'Narberth', state: 'PA', zip: '19072' },
    { id: 'garden', name: 'Oak Woods Apartments', aliases: [], address: '264 US Route 206', city: 'Belle Mead', state: 'NJ', zip: '08502' },
    { id: 'walkup', name: '303 Salt Springs Apartments', aliases: [], address: '303 Salt Springs Rd', city: 'Syracuse', state: 'NY', zip: '13224' },
    { id: 'range', name: 'Chew Row 145-159', aliases: [], address: '145-159 Chew St', city: 'Allentown', state: 'PA', zip: '18102' },
  ],
  units: [
    { id: 'up', propertyId: 'double', unit: 'Up', address: null },
    { id: 'dn', propertyId: 'double', unit: 'Dn', address: null },
    ...[1, 2, 3, 4, 5].map((room) => ({ id: `br${room}`, propertyId: 'student', unit: `BR${room}`, address: null })),
    { id: 'front', propertyId: 'slopes', unit: 'Front', address: null },
    { id: 'rear', propertyId: 'slopes', unit: 'Rear', address: '1833 Rear Dowling St' },
    { id: 'side-a', propertyId: 'twin', unit: 'A', address: null },
    { id: 'side-b', propertyId: 'twin', unit: 'B', address: null },
    { id: '3-3a', propertyId: 'garden', unit: '3-3A', address: null },
    { id: '3-2b', propertyId: 'garden', unit: '3-2B', address: null },
    { id: '5-2b', propertyId: 'garden', unit: '5-2B', address: null },
    { id: 'walkup-1', propertyId: 'walkup', unit: '1', address: null },
    { id: 'walkup-2', propertyId: 'walkup', unit: '2', address: null },
    { id: '153', propertyId: 'range', unit: '153', address: '153 Chew St' },
  ],
  vendors: [],
  glAccounts: [],
  history: [],
};
const { resolve } = createResolver(directory);

describe("a double's floors", () => {
  it.each([
    ['297 Breckenridge Down, Buffalo, NY 14213', 'dn'],
    ['297 Breckenridge St Apt Up, Buffalo, NY', 'up'],
    ['297 Breckenridge Street, Apt Dn\nBuffalo, N.Y.', 'dn'],
    ['297 Breckenridge Upper, Buffalo, N.Y. 14213', 'up'],
    ['297 Breckenridge Lower Flat\nBuffalo, NY', 'dn'],
    ['297 BRECKENRIDGE ST\nLOWER\nBUFFALO NY', 'dn'],
  ])('are named at the end of "%s"', (address, unit) => {
    const result = resolve(bill({ serviceAddresses: [address] }));
    expect([result.propertyId, result.unitId]).toEqual(['double', unit]);
  });

  it.each([['UPPER', 'up'], ['Dn', 'dn'], ['Upstairs', 'up']])('are named by a line "%s" of their own beside the property', (line, unit) => {
    const text = `Queen City Drain\nBill to: Keystone & Lakes, 300 Pearl St Ste 200, Buffalo, NY 14202\n${line}\n297 Breckenridge Double\nMain line rodded    $514.08`;
    expect(resolve(bill({ propertyText: '297 Breckenridge Double', text })).unitId).toBe(unit);
  });
});

describe("a student house's bedrooms", () => {
  it.each(['Bedroom 4', 'Bdrm 4', 'BR 4', 'BR4', 'br #4'])('key "%s" as the room it names', (label) => {
    expect(unitKey(label)).toBe('br4');
  });

  it.each(['565 Fuller Road Bdrm 2\nAlbany, N.Y. 12203', '565 Fuller Rd, Bedroom 2, Albany, NY 12203', '565 FULLER RD\nBR 2\nALBANY, NEW YORK 12203', '565 Fuller Rd BR2'])('are named in "%s"', (address) => {
    expect(resolve(bill({ serviceAddresses: [address] })).unitId).toBe('br2');
  });

  it('are named by a line of their own beside the property code', () => {
    expect(resolve(bill({ propertyText: 'ALB-026', text: 'Statement date: 2025-06-27\nBedroom 4\nJob site: ALB-026\nPlowing    $1809.45' })).unitId).toBe('br4');
  });

  it("never by a flat's size or a can of paint", () => {
    expect(resolve(bill({ serviceAddresses: ['565 Fuller Rd 3 BR 2 BA\nAlbany NY 12203'] })).unitId).toBeNull();
    const paint = resolve(bill({ serviceAddresses: ['565 Fuller Rd\nAlbany NY 12203'], text: 'Job Site:\n565 Fuller Rd\nInterior latex flat 5 gal    $1147.60' }));
    expect([paint.propertyId, paint.unitId]).toEqual(['student', null]);
  });
});

describe("Pittsburgh's rear houses", () => {
  it.each(['1833 Rear Dowling St', '1833 1/2 Dowling St'])('read "%s" as the house behind 1833', (address) => {
    expect(street(address)).toBe('1833½ dowling st');
  });

  it.each(['1833 1/2 DOWLING ST\nPITTSBURGH, PENNSYLVANIA 15203', 'Rear 1833 Dowling Street, Pittsburgh, PA 15203-8369'])('name the rear unit from "%s"', (address) => {
    const result = resolve(bill({ serviceAddresses: [address] }));
    expect([result.propertyId, result.unitId]).toEqual(['slopes', 'rear']);
  });

  it('keep a street named Rear a street', () => {
    expect(street('12 Rear St')).toBe('12 rear st');
  });
});

describe("a twin's sides", () => {
  it.each([['304 Manoa Rd\nSide A\nNarberth, Pennsylvania 19072'], ['304 Manoa Road, Side B, Narberth, PA 19072']])('are named in "%s"', (address) => {
    expect(resolve(bill({ serviceAddresses: [address] })).unitId).toBe(address.includes('Side A') ? 'side-a' : 'side-b');
  });
});

describe("a garden complex's building, floor and door", () => {
  it.each([
    ['264 US Route 206, 5-2B\nBelle Mead, N.J.', '5-2b'],
    ['264 Route 206 3-2B\nBelle Mead, N.J. 08502', '3-2b'],
    ['264 US Route 206\n3-3A, Belle Mead, NJ 08502', '3-3a'],
  ])('are named in "%s"', (address, unit) => {
    expect(resolve(bill({ serviceAddresses: [address] })).unitId).toBe(unit);
  });

  it.each([['3-3A', '3-3a'], ['Building 3 Apartment 2B', '3-2b'], ['Bldg 5 Apt 2B', '5-2b']])('are named by a line "%s" of their own', (line, unit) => {
    expect(resolve(bill({ propertyText: 'Job site: Oak Woods Apartments', text: `Statement date: 2025-07-05\n${line}\nJob site: Oak Woods Apartments\nStair tread replaced    $745.87` })).unitId).toBe(unit);
  });
});

describe('a flat joined to its house by a dash', () => {
  it('is the house and its flat where the house has that flat', () => {
    const result = resolve(bill({ serviceAddresses: ['303-2 Salt Springs Rd\nSyracuse, NY'] }));
    expect([result.propertyId, result.unitId]).toEqual(['walkup', 'walkup-2']);
    expect(result.resolution.property?.reason).toContain('read as 303 Salt Springs Rd, Unit 2');
  });

  it('is a range where the house has no such flat', () => {
    expect(resolve(bill({ serviceAddresses: ['303-9 Salt Springs Rd\nSyracuse, NY'] })).unitId).toBeNull();
  });

  it('leaves a row of houses printed as its range whole', () => {
    const result = resolve(bill({ serviceAddresses: ['145-159 Chew St\nAllentown, PA 18102'] }));
    expect([result.propertyId, result.unitId]).toEqual(['range', null]);
  });
});
