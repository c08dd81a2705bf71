/** Small pieces every vendor needs: account numbers, e-mail, remit-to, tax id. */
import { type City } from './cityTypes';
import { type AcctM, type Addr, type PropM, type UnitM, type VendorM } from './model';
import { type Rng } from './rng';

/** "#" a digit, "@" a capital letter; anything else as written. */
export function fromPattern(rng: Rng, pat: string): string {
  let s = '';
  for (const ch of pat) s += ch === '#' ? String(rng.int(0, 9)) : ch === '@' ? String.fromCharCode(65 + rng.int(0, 25)) : ch;
  return s;
}

export class AcctMaker {
  private readonly used = new Set<string>();
  constructor(private readonly rng: Rng, private readonly pat: string) {}

  next(): string {
    for (let i = 0; i < 100; i++) {
      const a = fromPattern(this.rng, this.pat);
      const key = a.replace(/\D/g, '').replace(/^0+/, '');
      // Unique even once dashes and leading zeros are gone, and by last four digits where possible.
      if (!this.used.has(key) && key.length > 0) {
        this.used.add(key);
        return a;
      }
    }
    throw new Error(`account pattern ${this.pat} exhausted`);
  }
}

export function addAcct(v: VendorM, maker: AcctMaker, prop: PropM, unit: UnitM | null, meter: string | null, site: Addr | null = null): AcctM {
  const a = { number: maker.next(), prop, unit, meter, site };
  v.accts.push(a);
  return a;
}

export const slug = (s: string): string => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');

export const legalSuffixes = [' Inc', ' Inc.', ', Inc.', ' LLC', ', LLC', ' Co.', ' Corp', ' Company', ' LLP', ' Ltd'];

export function stripLegal(name: string): string {
  let s = name;
  for (const suf of [...legalSuffixes].sort((a, b) => b.length - a.length)) {
    if (s.endsWith(suf)) {
      s = s.slice(0, -suf.length);
      break;
    }
  }
  return s;
}

export const taxId = (rng: Rng): string => `${rng.int(10, 98)}-${rng.digits(7)}`;

export const phone = (rng: Rng, c: City | null): string =>
  `(${c ? rng.pick(c.areaCodes) : rng.pick(['800', '866', '877', '888'])}) ${rng.int(200, 989)}-${rng.digits(4)}`;

export function poBox(rng: Rng, c: City): string {
  const zip = rng.pick(c.zips);
  return `PO Box ${rng.int(100, 99999)}, ${c.name}, ${c.state} ${zip.slice(0, 3)}${rng.digits(2)}`;
}

/** Lockboxes of factoring companies and banks, far from the work. */
export const lockboxes = [
  'PO Box 660831, Dallas, TX 75266-0831', 'Dept 2044, PO Box 122044, Dallas, TX 75312-2044', 'PO Box 74007412, Chicago, IL 60674-7412',
  'Lockbox 5126, PO Box 8500, Philadelphia, PA 19178-5126', 'PO Box 936601, Atlanta, GA 31193-6601', 'PO Box 204113, Dallas, TX 75320-4113',
  'c/o Riviera Finance, PO Box 202487, Dallas, TX 75320-2487', 'c/o TAB Bank, PO Box 150290, Ogden, UT 84415-0290',
];

export function blankVendor(id: string, name: string, o: Pick<VendorM, 'kind' | 'style' | 'trade' | 'gl' | 'altGl' | 'city' | 'unitP' | 'items'>): VendorM {
  return {
    id, name, aliases: [], senderEmails: [], sendsFrom: [], remitTo: null, taxId: null, defaultGl: null, defaultProp: null,
    accts: [], serves: [], phone: '', street: '', billWeight: 1, ...o,
  };
}

const pipe = (s: string): string[] => (s ? s.split('|') : []);
export { pipe };
