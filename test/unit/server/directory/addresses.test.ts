/** @jest-environment node */
import { parseAddress } from '../../../../src/server/directory/resolver/addresses';
import { findUnit, looseUnitKey, unitKey } from '../../../../src/server/directory/resolver/units';
import { accountKey, maskedAccountTail } from '../../../../src/server/directory/resolver/text';
import { street } from './fixture';

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

describe('parseAddress, as clerks and OCR print streets', () => {
  it.each([
    ['8410 Deerfield Strt', '8410 Deerfield St'],
    ['13715 5TH AVEN', '13715 5th Ave'],
    ['9237 Chapel Hill Driv', '9237 Chapel Hill Dr'],
    ['1338 MEADOW CRCL', '1338 Meadow Cir'],
    ['8237 Mill Pky', '8237 Mill Parkway'],
    ['5898 E Twelfth Ave', '5898 East 12th Avenue'],
    ['3897 Mt. Vernon St', '3897 Mount Vernon Street'],
    ['4311 Saint Charles St', '4311 St. Charles St'],
    ['6261 Martin Luther King Jr Blvd', '6261 MARTIN LUTHER KING BOULEVARD'],
    ['7197 State Highway 121', '7197 Hwy 121'],
    ['2233 SH 6', '2233 State Hwy 6'],
    ['2718 U.S. 31', '2718 US Highway 31'],
    ['29690 E Twelve Mile Rd', '29690 E 12 Mile Rd'],
    ['1885-95 S Halsted St', '1885-1895 S Halsted St'],
    ['1700-02 Eastland Av', '1700 - 1702 Eastland Ave'],
    ['2G59 SW 10TH AVE', '2659 SW 10th Ave'],
    ['S65-571 AURORA AVE N', '565-571 Aurora Ave N'],
    ['576o University Way NE', '5760 University Way NE'],
    ['8312 CAM RUIZ', '8312 Camino Ruiz'],
    ['650 Pine 5t.', '650 Pine St'],
    ['324 HILL 5TR', '324 Hill Street'],
    ['1760 ACADEMY P1', '1760 Academy Pl'],
    ['1170 Hill Avc', '1170 Hill Ave'],
    ['8645 Bur Oak Drivc', '8645 Bur Oak Drive'],
    ['922-4 Salem Ct', '922-924 Salem Court'],
    ['929-1 ASH STREET', '929-931 Ash St'],
    ['81-3 Old North Rd', '81-83 Old North Rd'],
  ])('reads "%s" as "%s"', (printed, known) => {
    expect(parseAddress(printed)!.street).toBe(parseAddress(known)!.street);
  });

  it('keeps a range of house numbers whole', () => {
    expect(parseAddress('6208 - 6210 Regency St')).toMatchObject({ house: '6208-6210', street: '6208-6210 regency st' });
  });

  it('reads a hyphen and one digit as a pair of doors only an even step on', () => {
    expect(parseAddress('770-2 North Alden Terrace')!.house).toBe('770-772');
    expect(parseAddress('12-3 Main St')!.house).not.toBe('12-13');
    expect(parseAddress('108-15 Queens Blvd')!.house).toBe(parseAddress('10815 Queens Blvd')!.house);
  });

  it('reads the ZIP before a closing full stop', () => {
    expect(parseAddress('2477 Center Street, Chandler, AZ 85247.')!.zip).toBe('85247');
  });

  it('keeps the words of a street printed without its type, for the city that may follow', () => {
    expect(parseAddress('493 Rockwood Greenwood, Indiana 46143')).toMatchObject({ untyped: ['rockwood', 'greenwood'], zip: '46143' });
    expect(parseAddress('493 Rockwood Ave')!.untyped).toBeNull();
  });

  it('reads no street when a unit stands between the number and the name, rather than failing', () => {
    expect(parseAddress('1835 #3 Valencia St')).toBeNull();
  });
});

describe('parseAddress, West Coast forms and scanner slips', () => {
  it('keeps a half house number as an address of its own', () => {
    expect(parseAddress('2174 1/2 Redmond Way\nKent, WA 98030')).toMatchObject({ house: '2174½', street: '2174½ redmond way', zip: '98030' });
    expect(parseAddress('2174 Redmond Way')?.street).toBe('2174 redmond way');
  });

  it('takes a half printed after the street’s type for the unit', () => {
    expect(parseAddress('2022 Redmond Way MAIN, Bellevue, WA 98008')).toMatchObject({ street: '2022 redmond way', unit: 'main' });
    expect(parseAddress('3544 FRANKLIN BLVD. REAR HOUSE, ROSEVILLE, CA 95678')).toMatchObject({ street: '3544 franklin blvd', unit: 'rear' });
  });

  it('reads a scanner’s letters in a house number and its zero in a word', () => {
    expect(parseAddress('1O060 Tujunga Ave')?.street).toBe('10060 tujunga ave');
    expect(parseAddress('12890 N0rtheast 45th Street # 204')?.street).toBe('12890 ne 45th st');
  });

  it('reads a long street type one slip off, but not one cut short', () => {
    expect(parseAddress('4714 Adams Aveune')?.street).toBe('4714 adams ave');
    expect(parseAddress('3118 La Tijera Buolevard')?.street).toBe('3118 la tijera blvd');
    expect(parseAddress('172 J STRCET')?.street).toBe('172 j st');
    expect(parseAddress('310 Westwoos Terrac')?.untyped).not.toBeNull();
  });

  it('writes "Avenue of the Stars" and "Martin Luther King" as their short forms', () => {
    expect(parseAddress('15653 Avenue of the Stars')?.street).toBe(parseAddress('15653 Ave of the Stars')?.street);
    expect(parseAddress('17087 Martin Luther King Jr Way S')?.street).toBe(parseAddress('17087 MLK Jr Way S')?.street);
  });
});

describe('parseAddress, New York, Hawaii, Miami and Puerto Rico forms', () => {
  it('reads a numbered street printed without its ordinal', () => {
    expect(parseAddress('37-45 45 Ave\nApt PH3\nFlushing, NY 11354')).toMatchObject({ street: '37-45 45th ave', unit: 'ph3' });
    expect(parseAddress('3091 N.W. 7 AVENUE, MIAMI FL 33128')?.street).toBe('3091 nw 7th ave');
    expect(parseAddress('6145 NW 109 AV')?.street).toBe(parseAddress('6145 NW 109th Ave')?.street);
  });

  it.each([
    ['2316 Mayfield Rd  2316-2S', '2316-2S'],
    ['554 Broadway - 2, Somerville, MA 02143', '2'],
    ['6180 E 55th Street, 5C, Chicago, IL 60617', '5C'],
    ['732 W Girard Ave 1 Rear, Philadelphia, PA 19122', '1 Rear'],
    ['1654 Portland Ave. 3 West', '3 West'],
  ])('reads the unit of "%s" as "%s"', (printed, unit) => {
    expect(parseAddress(printed)!.unitText).toBe(unit);
  });

  it('reads no unit in a numbered road’s direction nor in a ZIP after the street', () => {
    expect(parseAddress('18169 State Highway 6 South, Houston, TX 77079')).toMatchObject({ unit: null, zip: '77079' });
    expect(parseAddress('12 Elm St, 2139')!.unit).toBeNull();
  });

  it('reads a Queens or Hawaii hyphenated number as one number, and a range as a range', () => {
    expect(parseAddress('19209 33RD ST')?.street).toBe(parseAddress('192-09 33rd St')?.street);
    expect(parseAddress('98-208 Kaonohi St')?.house).toBe('98208');
    expect(parseAddress('6208-6210 Regency St')?.house).toBe('6208-6210');
    expect(parseAddress('108-15 Roosevelt Ave')?.house).toBe('10815');
  });

  it('reads a Spanish street name before its number, and C/ for Calle', () => {
    expect(parseAddress('CALLE CRISTO 1635, SAN JUAN, PR 00909')).toMatchObject({ street: '1635 calle cristo', zip: '00909' });
    expect(parseAddress('1359 AV. PONCE DE LEON')?.street).toBe(parseAddress('Ave. Ponce de Leon 1359')?.street);
    expect(parseAddress('1586 C/ Rosa, Urb. Santa Rosa')?.street).toBe(parseAddress('1586 Calle Rosa')?.street);
  });
});

describe('parseAddress, rural forms', () => {
  it('reads a Wisconsin grid address, whose number starts with its direction', () => {
    expect(parseAddress('N8852 Partridge Rd\nPark Falls, WI 54552')).toMatchObject({ house: 'n8852', street: 'n8852 partridge rd', zip: '54552' });
  });

  it.each([
    ['22531 CTH A', '22531 County Road A'],
    ['1000 CR W21', '1000 County Road W21'],
    ['4531 Co Rd 87', '4531 County Road 87'],
    ['2163 TR 367', '2163 Township Road 367'],
    ['48627 MN-87', '48627 State Hwy 87'],
    ['31975 LA 1', '31975 LA Hwy 1'],
    ['1762 Rt. 116', '1762 Route 116'],
    ['Milepost 53.5 Parks Hwy', 'Mile 53.5 Parks Hwy'],
    ['MP 90.5 Sterling Hwy', 'Mile 90.5 Sterling Hwy'],
  ])('reads "%s" as "%s"', (printed, listed) => {
    expect(parseAddress(printed)?.street).toBe(parseAddress(listed)?.street);
  });

  it('keeps Northeast apart from Nebraska and a milepost apart from a house number', () => {
    expect(parseAddress('2497 NE 4 Ave')?.street).toBe('2497 ne 4th ave');
    expect(parseAddress('Mile 43 Parks Hwy')?.street).not.toBe(parseAddress('43 Parks Hwy')?.street);
  });
});

describe('accountKey and masked numbers', () => {
  it('drops a label extraction kept, and reads a scanner’s letters among digits', () => {
    expect(accountKey('Account Number: 644288655500')).toBe('644288655500');
    expect(accountKey('Acct# 1513 1041 535')).toBe(accountKey('15131041535'));
    expect(accountKey('A/C 46532')).toBe('46532');
    expect(accountKey('Cust # 720-9620007-618')).toBe('7209620007618');
    expect(accountKey('CUST-2049')).toBe('cust2049');
    expect(accountKey('4O77 8908 2534')).toBe(accountKey('4077 8908 2534'));
  });

  it.each([
    ['XXXXXX3072', '3072'],
    ['****1188', '1188'],
    ['xxxx-xxxx-4856', '4856'],
    ['ending in 1508', '1508'],
    ['12345', null],
    ['***12', null],
  ])('reads the digits "%s" shows', (printed, tail) => {
    expect(maskedAccountTail(printed)).toBe(tail);
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
    ['Fl 3, Ste 300', '300'],
    ['Penthouse 2', 'ph2'],
    ['PH2', 'ph2'],
    ['Upper', 'upper'],
    ['Trlr 12', '12'],
    ['Second Floor', '2'],
    ['2FL', '2'],
    ['2nd Fl Front', '2f'],
    ['3rd Floor North', '3n'],
    ['#2-N', '2n'],
    ['GDN', 'garden'],
    ['Upstairs', 'upper'],
    ['Main House', 'main'],
    ['Main (front)', 'main'],
    ['Front Unit', 'front'],
    ['Rear ADU', 'adu'],
    ['Back unit - ADU', 'adu'],
    ['ADU (rear)', 'adu'],
    ['Sp 52', '52'],
    ['Apt 105, Bedroom B', '105b'],
    ['Unit 101 Bed A', '101a'],
    ['105-B', '105b'],
    ['Unit 3A, Bldg B', 'b3a'],
    ['B-3A', 'b3a'],
    ['1 NORTH', '1n'],
    ['4 Rear', '4r'],
    ['2-East', '2e'],
  ])('keys "%s" as %s', (label, key) => {
    expect(unitKey(label)).toBe(key);
  });

  it('takes "#" for a unit only where the caller allows it (an invoice number is no unit)', () => {
    expect(findUnit('Invoice #20417', false)).toBeNull();
    expect(findUnit('Invoice #20417', true)?.text).toBe('#20417');
    expect(findUnit('Work order for Apartment 12, Unit: 4', false)?.text).toBe('Apartment 12');
  });

  it('takes no floor for a unit: "FL" is Florida before a ZIP, and a hauler’s "8 YD FL 3X/WK"', () => {
    expect(findUnit('Tampa, FL 33601', true)).toBeNull();
    expect(findUnit('8 YD FL 3X/WK', false)).toBeNull();
  });

  it.each([
    ['1296 W. Melrose Street 2F', '2F'],
    ['4504 W Wrightwood Ave, 2FL', '2FL'],
    ['1356 West Ainslie St. Fl 2', 'Fl 2'],
    ['5836 Liberty Avenue - Upper', 'Upper'],
    ['7558 E. Carson St Garden Apt', 'Garden Apt'],
  ])('finds the flat after the street in "%s"', (line, unit) => {
    expect(findUnit(line, true)?.text).toBe(unit);
  });

  it('finds a floor or a half in a bill’s text only in forms that are no other word', () => {
    expect(findUnit('Work performed in Second Floor.', false)?.text).toBe('Second Floor.');
    expect(findUnit('Access via management - 2F', false)?.text).toBe('2F');
    expect(findUnit('Upper Flat: paint walls', false)?.text).toBe('Upper Flat');
    expect(findUnit('Replace lower cabinet hinge', false)).toBeNull();
    expect(findUnit('Tampa, FL 33601', false)).toBeNull();
  });

  it('takes a duplex half only as a line of its own: "100 Front St" is a street', () => {
    expect(findUnit('Rear Unit', true)?.text).toBe('Rear Unit');
    expect(findUnit('100 Front St', true)).toBeNull();
  });
});

describe('units of courts, parks and houses with an ADU', () => {
  it('takes a lone letter after "#" for a unit where "#" may be one', () => {
    expect(findUnit('14278 Lakeshore Ave #G', true)?.text).toBe('#G');
    expect(findUnit('# B', true)?.text).toBe('# B');
    expect(findUnit('Invoice # B', false)).toBeNull();
  });

  it('reads a mobile home park’s "Sp" as its space', () => {
    expect(findUnit('Bed bug treatment at Sp 52', false)?.text).toBe('Sp 52');
  });

  it('reads a half a line item was done at, but no half word inside a sentence', () => {
    expect(findUnit('Main - Camera inspection of lateral', true)?.text).toBe('Main');
    expect(findUnit('REAR HOUSE: Cockroach treatment', true)?.text).toBe('REAR HOUSE');
    expect(findUnit('Lockout service at ADU', true)?.text).toBe('ADU');
    expect(findUnit('Hydro-jet main sewer line', true)).toBeNull();
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

describe('Plains and Southwest forms', () => {
  it('reads "Bl" as Boulevard and "F.M." as a farm-to-market road', () => {
    expect(parseAddress('4553 Eastlake Bl, Horizon City, TX 79928')?.street).toBe(parseAddress('4553 Eastlake Blvd')?.street);
    expect(parseAddress('9147 F.M. 2061, Mission TX 78572')?.street).toBe(parseAddress('9147 FM 2061')?.street);
  });

  it('reads a room let by the bed and a building printed after its unit', () => {
    expect(findUnit('Unit 103 Bedroom B - Replace broken bedroom window', false)?.text).toBe('Unit 103 Bedroom B');
    expect(findUnit('1081 South Louise Ave, Apt 201, Bedroom B', true)?.text).toBe('Apt 201, Bedroom B');
    expect(findUnit('5559 Elk Av Unit 3A, Bldg B, Glenwood Springs, CO 81601', true)?.text).toBe('Unit 3A, Bldg B');
  });

  it('reads a flat by its floor and side spelt out after a gap in a street line', () => {
    expect(findUnit('7790 N Sacramento Ave  2 East', true)?.text).toBe('2 East');
    expect(findUnit('5240 N Claremont Avenue, 1 West', true)?.text).toBe('1 West');
    expect(findUnit('100 N West St', true)).toBeNull();
  });

  it('takes no unit from an amount, and takes one in brackets in a line item', () => {
    expect(findUnit('Crack seal and restripe lot    1,772.18', false)).toBeNull();
    expect(findUnit('Locate and repair slab leak - laundry room    1,200.41', false)).toBeNull();
    expect(findUnit('Replace condenser fan motor (#104)    219.43', true)?.text).toBe('#104');
  });
});
