/** @jest-environment node */
import { findSite, stripUnit, unitIn } from '../../../../src/server/intake/extraction/location';
import { textLines } from './textLayout';

const site = (drawing: string) => {
  const found = findSite(textLines(drawing));
  return [found.property?.value ?? null, found.unit?.value ?? null];
};

describe('findSite', () => {
  it('reads the property name and the unit from a Service Location block, not the Bill To customer', () => {
    expect(
      site(`
Bill To:                       Service Location:
Oakwood Property Management    Maple Court Apartments
500 Main St, Suite 200         1450 Oak St, Unit 4B
Austin, TX 78701               Austin, TX 78702
`),
    ).toEqual(['Maple Court Apartments', '4B']);
  });

  it('splits a street address from its apartment number', () => {
    expect(site('Service Address:   1450 Oak St Apt 12\n                   Austin, TX 78702')).toEqual(['1450 Oak St', '12']);
  });

  it.each(['Job Site:', 'Property:', 'Location:', 'Job Location', 'Premises Address:', 'Community:', 'Site:'])('knows "%s"', (label) => {
    expect(site(`${label}   Willow Creek Townhomes`)).toEqual(['Willow Creek Townhomes', null]);
  });

  it('uses Ship To only when no other label names the site', () => {
    expect(site('Ship To:   Cedar Ridge Condos #204')).toEqual(['Cedar Ridge Condos', '204']);
    expect(site('Ship To:   Warehouse 9\nProperty:   Riverside Lofts')).toEqual(['Riverside Lofts', null]);
  });

  it('does not take a Location column header for the site', () => {
    expect(site('Location        Description     Amount\nRiverside Lofts   Mowing   $40.00')).toEqual([null, null]);
  });

  it('prefers a job name to the job address: AP files the bill under the property', () => {
    expect(site('Job Name:      Willow Creek Townhomes\nJob Address:   8147 Washington Blvd, Portland, OR 97254')).toEqual(['Willow Creek Townhomes', null]);
  });

  it('knows "Building:" as a site label, but not a "Building 3" unit line', () => {
    expect(site('Building:   Sunset Gardens HOA\n            6396 Maple Avenue')).toEqual(['Sunset Gardens HOA', null]);
    expect(site('Building 3 Apt 114')).toEqual([null, null]);
  });

  it('skips an Attn: line in a Ship To block', () => {
    expect(site('Ship To:\nAttn: Maintenance Office\nRiverside Lofts\n8545 Pine Rd')).toEqual(['Riverside Lofts', null]);
  });

  it('reads a unit line of its own under the name and street, with its building', () => {
    expect(
      site(`
Service Location:
Maple Court Apartments
3479 Elm St
Bldg 2 Apt 104
Denver, CO 80276
`),
    ).toEqual(['Maple Court Apartments', 'Bldg 2 Apt 104']);
  });

  it('takes the first part of a one-line site: the name, or the street', () => {
    expect(site('Job: Maple Court Apartments, 2769 Cherry Lane, Unit 414, Columbus, OH 43237')).toEqual(['Maple Court Apartments', '414']);
    expect(site('Address: 552 Main Street, Apt 212, Austin, TX 78701')).toEqual(['552 Main Street', '212']);
  });

  it('takes an informal "Job:" or "Address:" only when nothing better names the site', () => {
    expect(site('Address:   12 Vendor Way\nService Address:   1450 Oak St')).toEqual(['1450 Oak St', null]);
    expect(site('Job #:   J-2231')).toEqual([null, null]);
  });

  it('picks the property out of a line that also says what was done and where the street is', () => {
    expect(site('Project: Roof restoration - Harbor Point Lofts, 900 Wharf St, Tacoma, WA 98402')).toEqual(['Harbor Point Lofts', null]);
    expect(site('Monitored premises: Riverside Terrace - 77 Riverbend Rd, Boise, ID 83702')).toEqual(['Riverside Terrace', null]);
    expect(site('Service: Lakeview Manor, unit 305')).toEqual(['Lakeview Manor', '305']);
  });

  it('reads a site box in a row of boxes over their values, but not a line-items header', () => {
    expect(site(`
INVOICE     DATE         DUE          SITE
WS 58535    2024-03-27   2024-04-26   Granville Heights
`)).toEqual(['Granville Heights', null]);
    expect(site(`
Bill To                   Service Location      Remit To
Northgate Residential     Lakeshore Tower       Torrent Fire, LLC
1800 Commerce Pkwy        Suite 310             PO Box 35110
`)).toEqual(['Lakeshore Tower', '310']);
  });

  it('takes a unit from a box of its own', () => {
    expect(site('Unit:      2D\nMonitored premises: Riverside Terrace')).toEqual(['Riverside Terrace', '2D']);
    expect(site(`
JOB ADDRESS                            UNIT #     TENANT PHONE
Lakeshore Tower, 3100 N Lakeshore Dr   310        (614) 555-0172
`)).toEqual(['Lakeshore Tower', '310']);
  });

  it('prefers a name under any site label to a street under a better one, never taking a city for a name', () => {
    expect(site(`
FACILITY              FACILITY ADDRESS
Oakmont Village       615 Oakmont Ave, Lancaster, PA 17601
`)).toEqual(['Oakmont Village', null]);
    expect(site('Facility address:   615 Oakmont Ave, Lancaster, PA 17601')).toEqual(['615 Oakmont Ave', null]);
  });

  it('reads a site named in a sentence, less surely', () => {
    const found = findSite(textLines('Licence and inspection fees for Albion Court, 14 Albion Street, Leeds LS1 6HX'));
    expect(found.property).toMatchObject({ value: 'Albion Court', confidence: 0.5 });
  });

  it('finds nothing without a site label', () => {
    expect(site('Bill To:   Harbor Residential')).toEqual([null, null]);
  });
});

describe('unitIn and stripUnit', () => {
  it.each([
    ['1450 Oak St, Unit 4B', '4B', '1450 Oak St'],
    ['1450 Oak St Apt. 12', '12', '1450 Oak St'],
    ['1450 Oak St Apartment 3', '3', '1450 Oak St'],
    ['200 Pine Rd Suite 210', '210', '200 Pine Rd'],
    ['200 Pine Rd Ste 5', '5', '200 Pine Rd'],
    ['88 Lake Dr #204', '204', '88 Lake Dr'],
    ['88 Lake Dr Unit B', 'B', '88 Lake Dr'],
    ['Maple Court Apartments', null, 'Maple Court Apartments'],
    ['Unity Plaza', null, 'Unity Plaza'],
    ['6192 Elm Street, Bldg D Unit 313', 'Bldg D Unit 313', '6192 Elm Street'],
    ['Building 3 Apt 114', 'Building 3 Apt 114', ''],
    ['1886 Oak St, Bldg. 3 Unit 208', 'Bldg. 3 Unit 208', '1886 Oak St'],
    ['100 Building Way Unit 4', '4', '100 Building Way'],
  ])('%s', (text, unit, street) => {
    expect(unitIn(text)).toBe(unit);
    expect(stripUnit(text)).toBe(street);
  });
});
