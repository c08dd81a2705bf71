/** What every vendor record needs: e-mail senders, EIN, phone, remit-to, and account numbers unique across the directory. */
import { metro } from './geo';
import type { AccountDraft, Metro, MetroKey, PropDraft, VendorDraft, VendorGroup } from './model';
import { type Rng, chance, int, pick, pickW, pattern } from './rng';
import { CORP, acctKey, stripMarks } from './noise';
import { type AddressBook, makePlace, pickCity } from './places';
import { streetLine } from './streets';

const EIN_PREFIX: Record<string, string[]> = {
  CO: ['84', '20', '26', '46'], UT: ['87', '20', '45', '81'], ID: ['82', '27', '47'], NM: ['85', '26', '20'], NV: ['88', '20', '27', '46'],
  AK: ['92', '26', '81'], HI: ['99', '20', '46'], PR: ['66', '46', '81'],
};

export function ein(r: Rng, state: string): string {
  return `${pick(r, EIN_PREFIX[state] ?? ['20'])}-${pattern(r, '#######')}`;
}

export function phone(r: Rng, m: Metro | null): string {
  if (!m) return `1-${pick(r, ['800', '888', '877', '866'])}-${int(r, 2, 9)}${pattern(r, '##')}-${pattern(r, '####')}`;
  return `(${pick(r, m.area)}) ${int(r, 2, 9)}${pattern(r, '##')}-${pattern(r, '####')}`;
}

/** A short handle from a firm's name: whole words until it is long enough ("Sunrise Commercial Cleaning" → "sunrisecommercial"). */
export function handle(name: string): string {
  const words = stripMarks(name.replace(CORP, ''))
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !['and', 'of', 'the', 'de', 'del', 'y', 'dba'].includes(w));
  let out = '';
  for (const w of words) {
    if (out.length >= 10) break;
    out += w;
  }
  return out || 'vendor';
}

export class Registry {
  private readonly accounts = new Set<string>();
  private readonly domains = new Set<string>();
  account(r: Rng, pat: string): string {
    for (;;) {
      const a = pattern(r, pat);
      const key = acctKey(a);
      if (!this.accounts.has(key)) {
        this.accounts.add(key);
        return a;
      }
    }
  }
  domain(base: string, suffix: string): string {
    let d = `${base}${suffix}`;
    for (let k = 2; this.domains.has(d); k++) d = `${base}${k}${suffix}`;
    this.domains.add(d);
    return d;
  }
}

export function newVendor(group: VendorGroup, cat: string, name: string, metros: MetroKey[]): VendorDraft {
  return {
    idx: -1, id: '', name, aliases: [], cat, group, metros, cities: [], senderEmails: [], remitTo: null, taxId: null, defaultGl: null,
    defaultPropIdx: null, accounts: [], unlisted: [], acctPattern: '##########', spanish: metros.every((k) => metro(k).spanish), phone: '', web: null, territory: [],
  };
}

/** A large firm's senders: its whole domain, or one billing address. */
export function corporateEmails(r: Rng, domain: string): string[] {
  return pickW(r, [
    [[`@${domain}`], 7],
    [[pick(r, domain.endsWith('pr.com') || domain.endsWith('.pr.gov') ? ['facturas', 'noreply', 'servicio'] : ['ebill', 'billing', 'noreply', 'invoices', 'customerservice', 'ar']) + `@${domain}`], 2],
    [[], 1],
  ] as const).slice();
}

const FIRST = ['mike', 'dave', 'jose', 'maria', 'kim', 'lisa', 'tony', 'keoni', 'leilani', 'carlos', 'jen', 'matt', 'sam', 'nate', 'rosa', 'luis', 'ben'];

/** A small firm's senders: its domain, a person at it, a free-mail address, or none (paper bills). */
export function localEmails(r: Rng, name: string, reg: Registry, m: Metro): { emails: string[]; domain: string | null } {
  const s = handle(name);
  const k = pickW(r, [['domain', 55], ['free', 20], ['none', 25]] as const);
  if (k === 'none') return { emails: [], domain: null };
  if (k === 'free') {
    const host = pick(r, m.spanish ? ['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com'] : ['gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com']);
    return { emails: [`${s}${chance(r, 0.5) ? int(r, 1, 99) : ''}@${host}`], domain: null };
  }
  const domain = reg.domain(s + (chance(r, 0.2) ? pick(r, [m.key, m.state.toLowerCase(), stripMarks(m.label).toLowerCase().replace(/[^a-z]/g, '')]) : ''), pick(r, ['.com', '.com', '.com', '.net', '.co', '.biz']));
  const emails = pickW(r, [
    [[`@${domain}`], 4],
    [[`billing@${domain}`], 3],
    [[`office@${domain}`, `ar@${domain}`], 2],
    [[`${pick(r, FIRST)}@${domain}`], 2],
  ] as const);
  return { emails: emails.slice(), domain };
}

/** A local firm's remit-to: its shop (a street address in the metro), a PO box, or none. */
export function localRemit(r: Rng, m: Metro, book: AddressBook): string | null {
  const k = pickW(r, [['shop', 55], ['box', 20], ['none', 25]] as const);
  if (k === 'none') return null;
  const c = pickCity(r, m);
  const zip = pick(r, c.zips);
  if (k === 'box') return `${m.spanish ? pick(r, ['PO Box', 'PO Box', 'Apartado']) : 'PO Box'} ${int(r, 100, 99999)}, ${c.name}, ${m.state} ${zip}-${pattern(r, '####')}`;
  let p = makePlace(r, m, c, false);
  while (book.has(p) || !book.unique(p)) p = makePlace(r, m, c, false);
  const line = streetLine(p.street, { spell: 'abbr', caps: false, numLast: false, marks: true });
  const suite = chance(r, 0.4) ? ` ${pick(r, ['Ste', 'Unit', '#', 'Bay'])} ${int(r, 1, 240)}` : '';
  const urb = p.street.urb ? `${p.street.urb}, ` : '';
  return `${urb}${line}${suite}, ${c.name}, ${m.state} ${zip}`;
}

/** Puts an account on the vendor: most in the directory, some unlisted (new service never entered). */
export function addAccount(r: Rng, reg: Registry, v: VendorDraft, propIdx: number | null, unitIdx: number | null, unlistedShare = 0.07): AccountDraft {
  const a: AccountDraft = { accountNumber: reg.account(r, v.acctPattern), propIdx, unitIdx };
  if (propIdx !== null && chance(r, unlistedShare)) v.unlisted.push(a);
  else v.accounts.push(a);
  return a;
}

export function propsIn(props: readonly PropDraft[], metros: readonly MetroKey[]): PropDraft[] {
  const set = new Set(metros);
  return props.filter((p) => set.has(p.metro.key));
}
