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

  it('knows the tax id and the remit-to PO box in the text', () => {
    expect(resolve({ text: 'EIN 12-3456789' }).vendorId).toBe('acme');
    expect(resolve({ text: 'Remit to: PO Box 4410\nDallas, TX 75201-0001' }).vendorId).toBe('pool');
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

  it('suggests nothing without a vendor', () => {
    expect(resolve({ lineItems: [{ description: 'Labor' }] })).toMatchObject({ glAccount: null, lineGlAccounts: [null], resolution: { glAccount: null } });
  });
});

describe('the text', () => {
  it('takes no unit from the manager’s Bill To address', () => {
    expect(resolve({ propertyText: 'Cedar Park Plaza', text: 'Bill to: Harbor Management, 500 Main St, Suite 3\nProperty: Cedar Park Plaza' }).unitId).toBeNull();
  });
});
