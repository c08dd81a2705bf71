/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import { bill, directory } from './fixture';

const resolver = createResolver(directory());
const resolve = (fields: Parameters<typeof bill>[0]) => resolver.resolve(bill(fields));

describe('property and unit', () => {
  it('matches the vendor account number, however it is printed, to the property and unit', () => {
    const result = resolve({ senderEmail: 'invoices@austinwater.gov', accountNumbers: ['412 7'] });
    expect(result).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-204', vendorId: 'water' });
    expect(result.resolution.property).toEqual({ reason: 'account 412 7 → Cedar Park Plaza, unit 204', confidence: expect.any(Number) });
    expect(result.resolution.property!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('matches a service address in another form: case, street type, unit in the line, ZIP+4', () => {
    const result = resolve({ serviceAddresses: ['3374 CEDAR LANE, APT 204\nAustin TX 78701-4410'] });
    expect(result).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-204' });
    expect(result.resolution.property!.reason).toMatch(/^service address 3374 CEDAR LANE, APT 204 = Cedar Park Plaza/);
  });

  it('takes the unit from its own line under the street', () => {
    expect(resolve({ serviceAddresses: ['3374 Cedar Ln\nUnit 205\nAustin, TX 78701'] })).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-205' });
  });

  it('matches a street with a typo, less surely', () => {
    const result = resolve({ serviceAddresses: ['3374 Ceder Ln'] });
    expect(result.propertyId).toBe('cedar');
    expect(result.resolution.property!.reason).toContain('≈ Cedar Park Plaza');
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('matches a scattered house by the unit’s own street', () => {
    expect(resolve({ serviceAddresses: ['812 Mesa Drive, Austin TX 78703'] })).toMatchObject({ propertyId: 'homes', unitId: 'homes-1' });
  });

  it.each([['Apt 204'], ['#204'], ['Unit 204'], ['204']])('reads the unit field "%s"', (unitText) => {
    expect(resolve({ propertyText: 'Cedar Park Plaza', unitText })).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-204' });
  });

  it('reads "Ste 3" as the unit labelled "Suite 3"', () => {
    expect(resolve({ propertyText: 'Cedar Park Plaza', unitText: 'Ste 3' }).unitId).toBe('cedar-s3');
  });

  it('takes "Apt 12" for the one unit numbered 12 ("B-12"), less surely', () => {
    const result = resolve({ propertyText: 'Willow Creek Townhomes', unitText: 'Apt 12' });
    expect(result.unitId).toBe('willow-b12');
    expect(result.resolution.unit!.confidence).toBeLessThan(0.9);
  });

  it('finds the property by its name, an alias, or a near name', () => {
    expect(resolve({ propertyText: 'CEDAR PARK PLAZA' }).propertyId).toBe('cedar');
    expect(resolve({ propertyText: 'CPP' }).propertyId).toBe('cedar');
    const near = resolve({ propertyText: 'Cedar Prak Plaza' });
    expect(near.propertyId).toBe('cedar');
    expect(near.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('finds the site in the text when the fields missed it', () => {
    expect(resolve({ text: 'Invoice # 20417\nLocation: 3374 Cedar Lane\nWork order for Apt 205' })).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-205' });
  });

  it('stays empty when a name is two properties’, and answers when the street tells them apart', () => {
    const ambiguous = resolve({ propertyText: 'Oak Manor' });
    expect(ambiguous.propertyId).toBeNull();
    expect(ambiguous.resolution.property).toBeNull();
    expect(resolve({ propertyText: 'Oak Manor', serviceAddresses: ['55 Elm Avenue'] }).propertyId).toBe('oak2');
  });

  it('takes a PO box for no site', () => {
    expect(resolve({ serviceAddresses: ['PO Box 4410, Dallas, TX 75201'] }).propertyId).toBeNull();
  });

  it('leaves the unit empty when the bill names none, or one the property does not have', () => {
    expect(resolve({ propertyText: 'Cedar Park Plaza' }).unitId).toBeNull();
    expect(resolve({ propertyText: 'Cedar Park Plaza', unitText: 'Apt 999' }).unitId).toBeNull();
  });

  it('falls back on the vendor’s default property, not surely', () => {
    const result = resolve({ senderEmail: 'greenway.lawn@gmail.com' });
    expect(result.propertyId).toBe('willow');
    expect(result.resolution.property!.reason).toContain("vendor's default property");
    expect(result.resolution.property!.confidence).toBeLessThan(0.6);
  });
});

describe('addresses as bills print them', () => {
  it('takes a duplex’s range of numbers for the whole building, and one half’s number for that half', () => {
    expect(resolve({ serviceAddresses: ['6208-6210 Regency St\nMarietta, GA'] })).toMatchObject({ propertyId: 'duplex', unitId: null });
    expect(resolve({ serviceAddresses: ['6210 REGENCY STREET, MARIETTA GA 30065'] })).toMatchObject({ propertyId: 'duplex', unitId: 'duplex-b' });
  });

  it('finds a number within a property’s range of numbers, less surely', () => {
    const result = resolve({ serviceAddresses: ['6230 Kensington Pkwy\nApt 108\nFranklin TN 37064-7899'] });
    expect(result).toMatchObject({ propertyId: 'indigo', unitId: 'indigo-108' });
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('reads a street printed without its type and run on into the city, less surely', () => {
    const result = resolve({ serviceAddresses: ['493 Rockwood Greenwood, Indiana 46143'] });
    expect(result.propertyId).toBe('rockwood');
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('takes no street that runs on into another word than the city', () => {
    expect(resolve({ serviceAddresses: ['493 Rockwood Gardens'] }).propertyId).toBeNull();
  });

  it('finds a scattered house whose own ZIP is not its portfolio’s', () => {
    expect(resolve({ serviceAddresses: ['15 Pecan Street\nAustin, TX 78745'] })).toMatchObject({ propertyId: 'homes', unitId: 'homes-2' });
  });

  it('takes an address a property shares with one of its homes for the property: the unit is left to what else the bill prints', () => {
    expect(resolve({ serviceAddresses: ['7191 Deer Trail St'] })).toMatchObject({ propertyId: 'triplex', unitId: null });
    expect(resolve({ serviceAddresses: ['7191 Deer Trail St'], unitText: '7191' })).toMatchObject({ propertyId: 'triplex', unitId: 'triplex-1' });
    expect(resolve({ serviceAddresses: ['7193 Deer Trail St'] })).toMatchObject({ propertyId: 'triplex', unitId: 'triplex-2' });
  });

  it('takes a range printed over a property’s homes for the property as a whole', () => {
    expect(resolve({ serviceAddresses: ['7191-7195 Deer Trail Street'] })).toMatchObject({ propertyId: 'triplex', unitId: null });
  });

  it('takes a property field that is a property’s whole name for the property, though a home has that address', () => {
    expect(resolve({ propertyText: '6796 MacArthur Blvd' })).toMatchObject({ propertyId: 'mac', unitId: null });
    expect(resolve({ serviceAddresses: ['6796 MacArthur Blvd'] })).toMatchObject({ propertyId: 'mac', unitId: 'mac-1' });
  });

  it('reads USPS’s other spellings of a street type', () => {
    expect(resolve({ serviceAddresses: ['3374 Cedar Lanes, Austin TX'] }).propertyId).toBe('cedar');
    expect(resolve({ serviceAddresses: ['6200-6280 KENSINGTON PKY'] }).propertyId).toBe('indigo');
  });
});

describe('names as bills print them', () => {
  it('finds a property by its name without its kind of place, or with the kind abbreviated', () => {
    expect(resolve({ propertyText: 'Indigo Oaks' }).propertyId).toBe('indigo');
    expect(resolve({ propertyText: 'INDIGO OAKS APTS' }).propertyId).toBe('indigo');
  });

  it('reads the property field without the label extraction kept', () => {
    expect(resolve({ propertyText: 'Service Location: Indigo Oaks Apartments' }).propertyId).toBe('indigo');
  });

  it('finds the site under its label in the text, or as the addressee a manager receives mail for', () => {
    expect(resolve({ text: 'Invoice 9\nShip To:\nIndigo Oakz Apartments\n\nTotal 12.00' }).propertyId).toBe('indigo');
    expect(resolve({ text: 'Bill To:\nCedar Prak Plaza\nc/o Harbor Management\n500 Main St\nAustin TX' }).propertyId).toBe('cedar');
  });
});

describe('vendor', () => {
  it('knows the sender address, the sender domain and a public mailbox listed exactly', () => {
    expect(resolve({ senderEmail: 'Billing@AcmePlumbing.com' }).vendorId).toBe('acme');
    expect(resolve({ senderEmail: 'noreply@austinwater.gov' }).resolution.vendor!.reason).toBe("sender domain @austinwater.gov is Austin Water Utility's");
    expect(resolve({ senderEmail: 'greenway.lawn@gmail.com' }).vendorId).toBe('green');
    expect(resolve({ senderEmail: 'someone.else@gmail.com' }).vendorId).toBeNull();
  });

  it('knows the payee with or without its company form, an alias, and a near spelling', () => {
    expect(resolve({ payee: 'ACME PLUMBING' }).vendorId).toBe('acme');
    expect(resolve({ payee: 'Greenway Lawn' }).vendorId).toBe('green');
    const near = resolve({ payee: 'Acme Plumbng Inc' });
    expect(near.vendorId).toBe('acme');
    expect(near.resolution.vendor!.confidence).toBeLessThan(0.9);
  });

  it('reads the letterhead’s first line as the payee where extraction found none, against a domain another vendor lists', () => {
    const text = '---------- Forwarded message ---------\nFrom: invoices@cintas.com\n\nCintas Corporation\nInvoice 4471';
    expect(resolve({ senderEmail: 'invoices@cintas.com', text }).vendorId).toBe('cintas');
    expect(resolve({ senderEmail: 'invoices@cintas.com', text: 'Invoice 4471\nCintas Corporation' }).vendorId).toBe('cintas-fire');
  });

  it('knows the tax id and the remit-to PO box in the text', () => {
    expect(resolve({ text: 'EIN 12-3456789' }).vendorId).toBe('acme');
    expect(resolve({ text: 'Remit to: PO Box 4410\nDallas, TX 75201-0001' }).vendorId).toBe('pool');
  });

  it('takes a payee’s whole name over a sender domain another vendor of that company lists', () => {
    expect(resolve({ payee: 'CINTAS CORPORATION', senderEmail: 'invoices@cintas.com' }).vendorId).toBe('cintas');
    expect(resolve({ senderEmail: 'invoices@cintas.com' }).vendorId).toBe('cintas-fire');
  });

  it('reads the payee without the manager it is in care of', () => {
    expect(resolve({ payee: 'Falcon Springs Homeowners Association c/o Associa Arizona Management, Inc.' }).vendorId).toBe('falcon');
  });

  it('knows a vendor by the street of its remit-to, and doubts a payee that the remit-to contradicts', () => {
    expect(resolve({ text: 'Invoice 45573\nSend payment to:\n7130 Business Pkwy\nZephyrhills FL 33542' }).vendorId).toBe('wren');
    const contradicted = resolve({ payee: 'Cintas Corporation', text: 'Cintas Corporation\n7130 Business Pkwy\nZephyrhills, FL 33542' });
    expect(contradicted.resolution.vendor?.confidence ?? 0).toBeLessThan(0.9);
  });

  it('takes a public mail domain listed as a vendor’s whole domain for no one', () => {
    expect(resolve({ senderEmail: 'eliteattorneysatlaw@gmail.com' }).vendorId).toBeNull();
  });

  it('knows a vendor by either name of "X dba Y", in the directory or on the bill', () => {
    expect(resolve({ payee: 'PD Maintenance Inc. (Keoni Faleolo)' }).vendorId).toBe('pd');
    expect(resolve({ payee: 'PD Maintenance, Inc.' }).vendorId).toBe('pd');
    expect(resolve({ payee: 'Greenway Holdings LLC dba Greenway Landscaping' }).vendorId).toBe('green');
  });

  it('knows a vendor’s domain in a subdomain of its sender and in the website its letterhead prints', () => {
    expect(resolve({ senderEmail: 'no-reply@emails.austinwater.gov' }).vendorId).toBe('water');
    const site = resolve({ text: 'City utility\nwww.austinwater.gov\nStatement' });
    expect(site.vendorId).toBe('water');
    expect(site.resolution.vendor!.reason).toBe("the bill's website www.austinwater.gov is Austin Water Utility's domain");
  });

  it('stays empty on a word two vendors share', () => {
    expect(resolve({ payee: 'Acme' }).vendorId).toBeNull();
  });
});

describe('GL coding', () => {
  it('suggests the most recent coding of the vendor’s bills, and says so', () => {
    const result = resolve({ senderEmail: 'billing@acmeplumbing.com', lineItems: [{ description: 'Service call' }, { description: 'Water Heater Replacement' }] });
    expect(result.glAccount).toBe('5100');
    expect(result.resolution.glAccount!.reason).toBe("last coded 5100 Repairs & Maintenance on 2026-03-02 (1 of the vendor's last 3 bills)");
    expect(result.lineGlAccounts).toEqual(['5100', '5120']);
  });

  it('falls back on the vendor default', () => {
    const result = resolve({ senderEmail: 'noreply@austinwater.gov', lineItems: [{ description: 'Water usage' }] });
    expect(result).toMatchObject({ glAccount: '5300', lineGlAccounts: ['5300'] });
    expect(result.resolution.glAccount!.reason).toBe('vendor default 5300 Water & Sewer');
  });

  it('takes the vendor default over codings of lines alone: those say how lines were coded', () => {
    const result = resolve({ senderEmail: 'ar@bugaway.com', lineItems: [{ description: 'Termite treatment' }, { description: 'Monthly service' }] });
    expect(result).toMatchObject({ glAccount: '5100', lineGlAccounts: ['5200', '5100'] });
  });

  it('takes the newest coding by its instant, whatever offset its time was written with', () => {
    const resolver = createResolver({
      ...directory(),
      history: [
        { vendorId: 'acme', glAccount: '5110', description: null, at: '2026-03-02T14:00:00Z' },
        { vendorId: 'acme', glAccount: '5100', description: null, at: '2026-03-02T09:30:00-06:00' },
      ],
    });
    expect(resolver.resolve(bill({ senderEmail: 'billing@acmeplumbing.com' })).glAccount).toBe('5100');
  });

  it('keeps the last whole coding, never surely, when a newer bill was coded line by line to another account', () => {
    const coded = (glAccount: string, description: string | null, at: string) => ({ vendorId: 'acme', glAccount, description, at });
    const history = [coded('5110', null, '2026-01-05T10:00:00Z'), coded('5110', null, '2026-02-05T10:00:00Z')];
    const since = (account: string) =>
      createResolver({ ...directory(), history: [...history, coded(account, 'Drain cleaning', '2026-03-05T10:00:00Z'), coded(account, 'Trip charge', '2026-03-05T10:00:00Z')] }).resolve(bill({ senderEmail: 'billing@acmeplumbing.com' }));
    const overruled = since('5120');
    expect(overruled.glAccount).toBe('5110');
    expect(overruled.resolution.glAccount!.confidence).toBeLessThan(0.9);
    expect(overruled.resolution.glAccount!.reason).toContain('its lines were coded 5120');
    expect(since('5110').resolution.glAccount!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('codes a vendor with no history nor default as other vendors’ lines like its own were coded, never surely', () => {
    const result = resolve({ payee: 'Blue Pool Service', lineItems: [{ description: 'Termite Treatment' }, { description: 'Trip charge' }] });
    expect(result.glAccount).toBe('5200');
    expect(result.resolution.glAccount).toEqual({ reason: 'lines like this bill’s were coded 5200 Landscaping for other vendors (1 of 2)', confidence: expect.any(Number) });
    expect(result.resolution.glAccount!.confidence).toBeLessThan(0.9);
  });

  it('falls back last on the one account whose name the vendor and lines say, and on none when two tie', () => {
    const sewer = resolve({ payee: 'Cintas Corporation', lineItems: [{ description: 'Sewer line camera inspection' }] });
    expect(sewer).toMatchObject({ glAccount: '5300', resolution: { glAccount: { reason: 'the vendor and lines read like 5300 Water & Sewer', confidence: 0.5 } } });
    expect(resolve({ payee: 'Cintas Corporation', lineItems: [{ description: 'Plumbing and electrical work' }] }).glAccount).toBeNull();
  });

  it('suggests nothing without a vendor', () => {
    expect(resolve({ lineItems: [{ description: 'Labor' }] })).toMatchObject({ glAccount: null, lineGlAccounts: [null], resolution: { glAccount: null } });
  });
});

describe('the text', () => {
  it('takes no unit from the manager’s Bill To address', () => {
    expect(resolve({ propertyText: 'Cedar Park Plaza', text: 'Bill to: Harbor Management, 500 Main St, Suite 3\nProperty: Cedar Park Plaza' }).unitId).toBeNull();
  });

  it('takes no unit from the block under a Bill To heading, in the text or read into the unit field', () => {
    const text = 'Bill To:\nAttn: Accounts Payable\nHarbor Management\n500 Main St Suite 3\nAustin, TX 78701\n\nProperty: Cedar Park Plaza\nLeak repair';
    expect(resolve({ propertyText: 'Cedar Park Plaza', text }).unitId).toBeNull();
    expect(resolve({ propertyText: 'Cedar Park Plaza', unitText: 'Suite 3', text }).unitId).toBeNull();
    expect(resolve({ propertyText: 'Cedar Park Plaza', text: `${text}\nRepair at Apt 205` }).unitId).toBe('cedar-205');
  });

  it('takes, of the units a bill’s text prints, the one the property has: a two-column Bill To leaves the manager’s suite in the text', () => {
    const text = 'BILL TO                      Service Location:\nHarbor Management            3374 Cedar Ln\n500 Main St, Suite 1150      Austin, TX 78701\n\nLeak repair (Apt. 205)   120.00';
    expect(resolve({ serviceAddresses: ['3374 Cedar Ln\nAustin, TX 78701'], text })).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-205' });
    expect(resolve({ serviceAddresses: ['3374 Cedar Ln'], text: 'Leak repair at Apt 204 and Apt 205' }).unitId).toBeNull();
  });

  it('reads "#" as a unit in a line item, but not after an invoice or order word', () => {
    expect(resolve({ propertyText: 'Cedar Park Plaza', lineItems: [{ description: 'Annual audit fee at #205' }] }).unitId).toBe('cedar-205');
    expect(resolve({ propertyText: 'Cedar Park Plaza', lineItems: [{ description: 'Parts for order #205' }] }).unitId).toBeNull();
  });

  it('reads an address in the text without the remit-to printed under it', () => {
    const text = 'Work performed at 3374 CEDAR LANE, AUSTIN, TX 78701.\nRemit To: P O Box 69226, Tempe, AZ 85284-9226';
    expect(resolve({ text }).propertyId).toBe('cedar');
  });

  it('tells apart the units a courtyard building labels alike at each entrance by the entrance’s number', () => {
    expect(resolve({ serviceAddresses: ['6728 W Lunt Ave Unit #2N, Chicago IL 60626'] })).toMatchObject({ propertyId: 'lunt', unitId: 'lunt-28-2n' });
    expect(resolve({ serviceAddresses: ['6724 W Lunt Ave'], unitText: '2S' })).toMatchObject({ propertyId: 'lunt', unitId: 'lunt-24-2s' });
  });

  it('reads floors as a two-flat’s units, and a lower level as its garden unit, less surely', () => {
    expect(resolve({ serviceAddresses: ['1296 W. Melrose Street 2FL'] }).unitId).toBe('flat-2');
    expect(resolve({ serviceAddresses: ['1296 W Melrose St'], text: 'Work performed in Second Floor.' }).unitId).toBe('flat-2');
    const lower = resolve({ serviceAddresses: ['1296 W Melrose St\nLower Level'] });
    expect(lower.unitId).toBe('flat-garden');
    expect(lower.resolution.unit!.confidence).toBeLessThan(0.9);
  });

  it('takes no unit from the vendor’s own letterhead address', () => {
    expect(resolve({ serviceAddresses: ['1296 W Melrose St'], text: 'Acme Plumbing\n3673 W Eddy St, Unit 2\nChicago, IL 60618\nInvoice 12' }).unitId).toBeNull();
  });

  it('reads "Apt 1N" at an entrance as the unit its building labels with the entrance ("1914-1N")', () => {
    expect(resolve({ serviceAddresses: ['1914 N Downer Ave, Apt 1N, Milwaukee, WI 53211'] })).toMatchObject({ propertyId: 'downer', unitId: 'downer-14-1n' });
    expect(resolve({ serviceAddresses: ['1910 N Downer Ave\n#1N'] }).unitId).toBe('downer-10-1n');
  });

  it('names the property by a unit labelled with its entrance, which is one building’s in the whole directory', () => {
    const result = resolve({ unitText: 'Unit 6778-3F', text: 'Acme Plumbing\nInvoice 12\nUnit: Unit 6778-3F' });
    expect(result).toMatchObject({ propertyId: 'halsted', unitId: 'halsted-78-3f' });
    expect(result.resolution.property!.reason).toContain('unit "Unit 6778-3F" is only Halsted Courtyard');
    expect(resolve({ text: 'Acme Plumbing\nInvoice 12', lineItems: [{ description: 'Replace lockset (Unit 6776-3F)' }] }).propertyId).toBe('halsted');
  });

  it('reads a site printed in a line item before its amount', () => {
    expect(resolve({ text: 'Acme Plumbing\nInvoice 12\nInstall grab bar - 9 N Ridge Rd    $1,668.84' }).propertyId).toBe('willow');
  });

  it('takes no site from the block under a "Customer:" heading: the manager billed', () => {
    expect(resolve({ text: 'Acme Plumbing\nInvoice 12\nCustomer:\nHarbor Property Management\n3374 Cedar Ln, Suite 1200\nAustin, TX 78701' }).propertyId).toBeNull();
  });

  it.each([
    ['Project: Nohea Point', 'nohea'],
    ['Job: Kingfisher Oaks', 'kingfisher'],
  ])('names a tower or a mobile-home estate by its name without its kind ("%s")', (propertyText, propertyId) => {
    expect(resolve({ propertyText }).propertyId).toBe(propertyId);
  });

  it('names the property whose alias a bill prints, never surely when it is another property’s name without its kind', () => {
    const result = resolve({ propertyText: 'Hale Malu' });
    expect(result.propertyId).toBe('malu');
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
    expect(result.resolution.property!.reason).toContain('also another property’s name without its kind');
  });

  it('takes no site from the street under a bill-to line that names the manager', () => {
    const text = 'Acme Plumbing\nInvoice 12\nBill To: Harbor Property Management LLC\n3374 Cedar Ln, Suite 1200\nAustin, TX 78701\nRepair leak  120.00';
    expect(resolve({ text }).propertyId).toBeNull();
  });

  it('reads a unit field that prints the unit’s own street address', () => {
    expect(resolve({ propertyText: 'Westside Homes', unitText: '15 Pecan St' })).toMatchObject({ propertyId: 'homes', unitId: 'homes-2' });
  });

  it('reads a building before the unit, however it is set off, as the unit the property labels by building', () => {
    expect(resolve({ serviceAddresses: ['900 Lancaster Ave E Bldg. 24 - Apt. 103\nFt Worth, TX 76110'] }).unitId).toBe('redoak-24-103');
    expect(resolve({ serviceAddresses: ['900 Lancaster Ave E\nBuilding 2 #103'] }).unitId).toBe('redoak-2-103');
  });

  it('reads "Bldg 1 Apt 104" as apartment 104 where the property numbers its units without buildings, and never surely where a flat of the joined number exists', () => {
    expect(resolve({ serviceAddresses: ['952 Anderson Mill Rd\nBldg 1 Apt 104\nCedar Park TX'] }).unitId).toBe('summit-104');
    const both = resolve({ serviceAddresses: ['952 Anderson Mill Rd, Building 2 Apt 201'] });
    expect(both.unitId).toBe('summit-201');
    expect(both.resolution.unit!.confidence).toBeLessThan(0.9);
  });

  it('reads "No. 201" after a street as its unit, but not a number within a property’s name', () => {
    expect(resolve({ serviceAddresses: ['952 Anderson Mill Rd No. 201'] }).unitId).toBe('summit-201');
    expect(resolve({ serviceAddresses: ['952 Anderson Mill Road, No. 104\nCedar Park TX 78613'] }).unitId).toBe('summit-104');
    expect(resolve({ propertyText: 'Mill No. 4 Lofts' })).toMatchObject({ propertyId: 'mill', unitId: null });
  });

  it('reads the entrance from a unit label within the house numbers its property spans, when the unit has no address of its own', () => {
    expect(resolve({ serviceAddresses: ['6778 N HALSTED ST, APT 3F, CHICAGO IL 60659'] })).toMatchObject({ propertyId: 'halsted', unitId: 'halsted-78-3f' });
    expect(resolve({ serviceAddresses: ['6776 N Halsted St\nUnit 3F'] }).unitId).toBe('halsted-76-3f');
    expect(resolve({ serviceAddresses: ['6790 N Halsted St, Apt 3F'] }).unitId).toBeNull();
  });

  it('reads the text for which of the units behind an entrance the bill is for', () => {
    const result = resolve({ serviceAddresses: ['1914 N. Downer Ave.\nMilwaukee, WI 53211'], lineItems: [{ description: '#1914-2N: Repair leak under bathroom sink' }] });
    expect(result).toMatchObject({ propertyId: 'downer', unitId: 'downer-14-2n' });
  });

  it('reads a penthouse as its own unit, not as the unit of its number', () => {
    expect(resolve({ propertyText: 'Cedar Park Plaza', unitText: 'Penthouse 2' }).unitId).toBe('cedar-ph2');
  });
});

describe('houses with an ADU, bungalow courts and parks', () => {
  it('finds the ADU by its own half address', () => {
    expect(resolve({ serviceAddresses: ['2022 1/2 Redmond Way\nBellevue, WA 98008'] })).toMatchObject({ propertyId: 'adu', unitId: 'adu-adu' });
  });

  it('finds the half a bill names after the street, in a line item or by another name', () => {
    expect(resolve({ serviceAddresses: ['2022 Redmond Way MAIN, Bellevue, WA 98008-9239'] }).unitId).toBe('adu-main');
    expect(resolve({ serviceAddresses: ['2022 Redmond Way\nMain (front)\nBellevue, WA 98008'] }).unitId).toBe('adu-main');
    expect(resolve({ serviceAddresses: ['2022 Redmond Way'], lineItems: [{ description: 'Install LVP flooring at Rear ADU' }] }).unitId).toBe('adu-adu');
    expect(resolve({ serviceAddresses: ['2022 Redmond Way'], lineItems: [{ description: 'Main - Camera inspection of lateral' }] }).unitId).toBe('adu-main');
  });

  it('takes no unit from a half word in a sentence', () => {
    expect(resolve({ serviceAddresses: ['2022 Redmond Way'], lineItems: [{ description: 'Hydro-jet main sewer line' }] })).toMatchObject({ propertyId: 'adu', unitId: null });
  });

  it('reads a court’s lettered unit and a park’s space', () => {
    expect(resolve({ serviceAddresses: ['14278 Lakeshore Ave\n#G\nFremont, CA 94538'] }).unitId).toBe('court-g');
    expect(resolve({ propertyText: 'Aspen Manufactured Home Community', lineItems: [{ description: 'Bed bug treatment at Sp 52' }] }).unitId).toBe('mhp-52');
  });

  it('reads the unit from the text when the address field holds only the manager’s own suite', () => {
    const result = resolve({ serviceAddresses: ['3055 Wilshire Blvd Ste 900, Los Angeles, CA 90010'], propertyText: 'Del Rey Bungalow Court', lineItems: [{ description: 'Window cleaning at # A' }] });
    expect(result).toMatchObject({ propertyId: 'court', unitId: 'court-a' });
  });
});

describe('names and slips a manager’s bills print', () => {
  it('takes a one-word name only printed whole: "The Pacific" is not the manager’s "Pacific Crest Residential"', () => {
    const text = 'Bill To:\nPacific Crest Residential\n3055 Wilshire Blvd Ste 900\nLos Angeles, CA 90010\n\nService Location:\n15653 Avenue of the Stars, Glendale, CA 91205';
    expect(resolve({ text }).propertyId).toBe('stars');
    expect(resolve({ text: 'Work at The Pacific, common area' }).propertyId).toBe('pacific');
  });

  it('finds streets written long, misspelt or scanned', () => {
    expect(resolve({ serviceAddresses: ['15653 Avenue of the Stars, Glendale, CA 91205'] }).propertyId).toBe('stars');
    expect(resolve({ serviceAddresses: ['419 Martin Luther King Jr Way S\nSTE 100\nTacoma, WA 98403'] }).propertyId).toBe('mlk');
    expect(resolve({ serviceAddresses: ['14278 Lakeshore Aveune\nFremont, CA 94538'] }).propertyId).toBe('court');
    expect(resolve({ serviceAddresses: ['2O22 Redmond Way, Bellevue, WA 98008'] }).propertyId).toBe('adu');
  });
});

describe('a utility’s divisions', () => {
  it('takes the name checks are payable to over the brand the payee prints', () => {
    const text = 'PG&E\nACCOUNT NUMBER 101550577-1\nMake payable to PG&E Gas Service\nPO Box 997300, Sacramento, CA 95899-7300';
    const result = resolve({ payee: 'PG&E', accountNumbers: ['101550577-1'], text });
    expect(result.vendorId).toBe('pge-gas');
    expect(result.resolution.vendor!.reason).toContain('checks payable to "PG&E Gas Service"');
    expect(resolve({ payee: 'PG&E' }).vendorId).toBe('pge');
  });

  it('answers, unsurely, when agreeing sources leave far less doubt than a rival’s one name', () => {
    const result = resolve({ payee: 'Pacific Gas and Electric Company', senderEmail: 'gasbilling@pge.com', accountNumbers: ['101550577-1'] });
    expect(result.vendorId).toBe('pge-gas');
    expect(result.resolution.vendor!.confidence).toBeLessThan(0.9);
  });
});

describe('what extraction and a portfolio’s directory leave for the resolver', () => {
  it('reads an account number with the label extraction kept, or masked, among the vendor’s own accounts', () => {
    expect(resolve({ senderEmail: 'invoices@austinwater.gov', accountNumbers: ['Account Number: 00999-1'] }).propertyId).toBe('willow');
    const masked = resolve({ senderEmail: 'invoices@austinwater.gov', accountNumbers: ['****4127'] });
    expect(masked).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-204' });
    expect(masked.resolution.property!.confidence).toBeLessThan(0.9);
    expect(resolve({ accountNumbers: ['xxxx-xxxx-4127'] }).propertyId).toBeNull();
  });

  it('finds a townhouse by its own street address in a ZIP other than its property’s', () => {
    expect(resolve({ serviceAddresses: ['14883 COYOTE CANYON ST, HENDERSON NV 89052'] })).toMatchObject({ propertyId: 'townhomes', unitId: 'townhomes-1' });
  });

  it('tells apart two properties at one grid address by the ZIP, an address alias included', () => {
    expect(resolve({ serviceAddresses: ['2480 E 2800 N, PROVO UT 84606'] }).propertyId).toBe('marmalade');
    expect(resolve({ serviceAddresses: ['2480 E 2800 N, WEST VALLEY CITY UT 84120'] }).propertyId).toBe('bonneville');
  });

  it('takes no site from the manager’s own street in the Bill To block', () => {
    const text = 'Dominion Energy\nAccount: 6702763907\n\nBill To:\nCrestline Urban Residential Management LLC\n333 S State St\nSalt Lake City, UT 84111\n\nGas supply charges  120.00';
    expect(resolve({ text }).propertyId).toBeNull();
  });

  it('reads a unit printed right under the manager’s address block, which ends with its town line', () => {
    const text = 'Revere Lawn\nProperty Address:\n3374 Cedar Ln, Austin, TX 78701\nSold To:\nCrestline Residential\n101 Federal Street, Suite 1900\nBoston, MA 02110\nUnit: #204\n\nLawn mowing  55.00';
    expect(resolve({ serviceAddresses: ['3374 Cedar Ln, Austin, TX 78701'], unitText: '#204', text })).toMatchObject({ propertyId: 'cedar', unitId: 'cedar-204' });
    const suiteOnly = text.replace('Unit: #204\n', '').replace('Suite 1900', 'Suite 204');
    expect(resolve({ serviceAddresses: ['3374 Cedar Ln, Austin, TX 78701'], unitText: 'Suite 204', text: suiteOnly }).unitId).toBeNull();
  });
});

describe('a street in the text', () => {
  it('takes no property named by a street alone from a street address printed with its number', () => {
    const text = 'Mail to:\nHearthstone Rural Properties LLC\n22 Railroad St, Suite 3\nSt. Johnsbury, VT 05819\n\nFurnace filters - case   867.80';
    expect(resolve({ text }).propertyId).toBeNull();
    expect(resolve({ text: 'Work order: Railroad St, boiler room' }).propertyId).toBe('railroad');
    expect(resolve({ text: 'Toilet flapper (case of 12) - Railroad St' }).propertyId).toBe('railroad');
  });
});

describe('Plains and Southwest forms', () => {
  it('tells one street address in two towns apart by the town printed after it, the longest name first', () => {
    expect(resolve({ propertyText: '5484 Camino Carlos Rey, Santa Fe' }).propertyId).toBe('carlos-sf');
    expect(resolve({ propertyText: '5484 Camino Carlos Rey, Española' }).propertyId).toBe('carlos-es');
    expect(resolve({ serviceAddresses: ['5484 Camino Carlos Rey'] }).propertyId).toBeNull();
    expect(resolve({ propertyText: '415 S 6th Ave, South Tucson' }).propertyId).toBe('south-tucson');
    expect(resolve({ serviceAddresses: ['415 S 6TH AVE, Tucson'] }).propertyId).toBe('tucson');
  });

  it('finds a property by its name with its kind dropped, or printed in other words', () => {
    expect(resolve({ propertyText: 'Lowell Trails' }).propertyId).toBe('lowell');
    expect(resolve({ propertyText: 'Roadrunner Gardens Sr. Apts' }).propertyId).toBe('roadrunner');
    expect(resolve({ propertyText: 'Roadrunner Gardens Sr. Residences' }).propertyId).toBe('roadrunner-res');
    expect(resolve({ propertyText: 'Roadrunner Gardens' }).propertyId).toBeNull();
    expect(resolve({ propertyText: 'Sierra MHP' }).propertyId).toBe('sierra-mhp');
    expect(resolve({ propertyText: 'Sierra Mobile Home Park' }).propertyId).toBe('sierra-park');
  });

  it('tells two properties of one name apart by the town printed after it', () => {
    expect(resolve({ propertyText: 'Oak Manor - Tulsa' }).propertyId).toBe('oak2');
    expect(resolve({ propertyText: 'Oak Manor, Dallas' }).propertyId).toBe('oak');
    expect(resolve({ propertyText: 'Oak Manor (Dallas)' }).propertyId).toBe('oak');
    expect(resolve({ propertyText: 'Oak Manor' }).propertyId).toBeNull();
    expect(resolve({ propertyText: 'Oak Manor - Austin' }).propertyId).toBeNull();
  });

  it('takes no property from the name of its town', () => {
    expect(resolve({ propertyText: 'Lebanon, VA' }).propertyId).toBeNull();
    expect(resolve({ propertyText: 'Lebanon Residences' }).propertyId).toBe('lebanon');
  });

  it('takes a home named by its street for no bill whose text prints that street in another town', () => {
    const text = 'Montoya Pest Inc.\n\nJob Address:\n2137 Isleta Blvd SW\nBernalillo, NM 87004-6807\n\nTermite monitoring   1,737.18';
    expect(resolve({ text }).propertyId).toBe('acequia');
    expect(resolve({ text: text.replace('Bernalillo, NM 87004-6807', 'Los Lunas, NM 87031') }).propertyId).toBe('isleta');
  });

  it('reads a room let by the bed, a unit under its own label, and no unit from an amount', () => {
    expect(resolve({ propertyText: 'Agave Station', unitText: 'Apt 105, Bedroom B' })).toMatchObject({ propertyId: 'agave', unitId: 'agave-105b' });
    expect(resolve({ propertyText: 'Agave Station', text: 'Re: Agave Station\nResident unit: #102\n\nReplace blinds   120.00' }).unitId).toBe('agave-102');
    const restripe = resolve({ propertyText: 'Agave Station', text: 'Crack seal and restripe lot    1,772.18', lineItems: [{ description: 'Crack seal and restripe lot' }] });
    expect(restripe).toMatchObject({ propertyId: 'agave', unitId: null });
  });
});
