/** @jest-environment node */
import { parseAddress } from '../../../../src/server/directory/resolver/addresses';
import { findUnit, looseUnitKey, unitKey } from '../../../../src/server/directory/resolver/units';

const street = (text: string) => parseAddress(text)?.street ?? null;

describe('parseAddress', () => {
  it('writes street types, directions and ordinals one way', () => {
    expect(street('3374 North Cedar Lane')).toBe('3374 n cedar ln');
    expect(street('3374 N. Cedar Ln')).toBe('3374 n cedar ln');
    expect(street('100 SOUTH EAST OAK AVENUE')).toBe('100 se oak ave');
    expect(street('77 First Avenue')).toBe(street('77 1st Ave'));
    expect(street('100 Main Street NW')).toBe(street('100 Main St Northwest'));
  });

  it('keeps a first word that reads as a type as the name: Center Ave, Ridge Pl, North Street', () => {
    expect(parseAddress('7834 Center Avenue')).toMatchObject({ street: '7834 center ave', name: 'center' });
    expect(street('9 Ridge Place')).toBe('9 ridge pl');
    expect(street('100 North Street')).toBe(street('100 North St'));
  });

  it('cuts ZIP+4 to five digits, from the last line or the end of a one-line address', () => {
    expect(parseAddress('3374 Cedar Ln\nAustin, TX 78701-1234')).toMatchObject({ street: '3374 cedar ln', zip: '78701' });
    expect(parseAddress('3374 Cedar Ln Austin TX 78701')).toMatchObject({ street: '3374 cedar ln', zip: '78701' });
    expect(parseAddress('3374 Cedar Ln')?.zip).toBeNull();
  });

  it.each([
    ['3374 Cedar Ln Apt 204', '204'],
    ['3374 Cedar Ln #204', '204'],
    ['3374 Cedar Ln, Unit 204, Austin TX 78701', '204'],
    ['12 Main St Ste 3', '3'],
    ['3374 Cedar Ln\nApt 204\nAustin, TX 78701', '204'],
    ['Apt 5B, 100 Oak Ave', '5b'],
  ])('takes the unit out of "%s"', (text, unit) => {
    expect(parseAddress(text)).toMatchObject({ street: expect.not.stringMatching(/apt|unit|ste|#/), unit });
  });

  it('reads no site in a PO box or a line without a house number', () => {
    expect(parseAddress('PO Box 1234, Dallas TX 75201')).toBeNull();
    expect(parseAddress('P.O. Box 88\nDenver, CO 80202')).toBeNull();
    expect(parseAddress('Cedar Park Plaza')).toBeNull();
  });
});

describe('units', () => {
  it.each([
    ['Apt 204', '204'],
    ['#204', '204'],
    ['Unit 204', '204'],
    ['Suite 3', '3'],
    ['Ste. 3', '3'],
    ['Bldg C Unit 210', 'c210'],
    ['C-210', 'c210'],
    ['0204', '204'],
  ])('keys "%s" as %s', (label, key) => {
    expect(unitKey(label)).toBe(key);
  });

  it('takes "#" for a unit only where the caller allows it (an invoice number is no unit)', () => {
    expect(findUnit('Invoice #20417', false)).toBeNull();
    expect(findUnit('Invoice #20417', true)?.text).toBe('#20417');
    expect(findUnit('Work order for Apartment 12, Unit: 4', false)?.text).toBe('Apartment 12');
  });
});

describe('looseUnitKey', () => {
  it.each([
    ['B-204', '204'],
    ['1-204', '204'],
    ['Bldg 3 Apt 204', '204'],
    ['Suite 0300', '300'],
    ['C', null],
  ])('takes the last number of "%s"', (label, key) => {
    expect(looseUnitKey(label)).toBe(key);
  });
});

describe('findUnit', () => {
  it.each(['Apt No. 204', 'Unit #204', 'Unit: 204', 'Unit-204', 'APT204', 'Apartment number 204'])('finds the unit in "%s"', (text) => {
    expect(unitKey(findUnit(`Service at ${text}`, false)!.text)).toBe('204');
  });
});
