import { type AccountRegistry } from './accounts';
import { type Rng } from './rng';
import { NearIndex, normAcct, normName, normVendor } from './text';
import type { Platform, PropRec, VendorRec } from './types';

export interface Printed {
  readonly text: string | null;
  /** A careful clerk could pin the vendor (or property) from this alone. */
  readonly clean: boolean;
}

export const PLATFORM_SENDER: Readonly<Record<Platform, string>> = {
  paymentus: 'noreply@paymentus.com', invoicecloud: 'donotreply@invoicecloud.com', billcom: 'invoices@hq.bill.com',
  quickbooks: 'quickbooks@notification.intuit.com',
};
const PLATFORM_NAME: Readonly<Record<Platform, string>> = {
  paymentus: 'Paymentus', invoicecloud: 'Invoice Cloud', billcom: 'Bill.com', quickbooks: 'Intuit QuickBooks',
};

/** Who answers to which name, address and domain: the clerk's view of the vendor list. */
export class VendorIndex {
  readonly names = new Map<string, Set<string>>();
  readonly emails = new Map<string, Set<string>>();
  readonly near: NearIndex;

  constructor(vendors: readonly VendorRec[]) {
    const add = (m: Map<string, Set<string>>, k: string, id: string): void => {
      const s = m.get(k);
      if (s) s.add(id);
      else m.set(k, new Set([id]));
    };
    for (const v of vendors) {
      for (const n of [v.legal, ...v.aliases]) add(this.names, normVendor(n), v.id);
      for (const e of v.emails) add(this.emails, e.toLowerCase(), v.id);
    }
    this.near = new NearIndex(this.names.keys());
  }

  uniqueName(s: string, v: VendorRec): boolean {
    const ids = this.names.get(normVendor(s));
    return ids !== undefined && ids.size === 1 && ids.has(v.id);
  }

  /** The address, or its whole domain, is listed by this vendor alone. */
  uniqueSender(email: string, v: VendorRec): boolean {
    const e = email.toLowerCase();
    const exact = this.emails.get(e);
    if (exact) return exact.size === 1 && exact.has(v.id);
    const dom = this.emails.get(`@${e.split('@')[1] ?? ''}`);
    return dom !== undefined && dom.size === 1 && dom.has(v.id);
  }

  private readonly truthMemo = new Map<string, Set<string>>();

  truths(v: VendorRec): Set<string> {
    let t = this.truthMemo.get(v.id);
    if (!t) {
      t = new Set([v.legal, ...v.aliases].map(normVendor));
      this.truthMemo.set(v.id, t);
    }
    return t;
  }
}

const SUFFIX_RE = /(,?\s+(Inc\.?|LLC|Co\.|Company|Corp\.?|Ltd\.?|P\.C\.|LLP|LP))+$/;

export function dropSuffix(s: string): string {
  return s.replace(SUFFIX_RE, '');
}

function misspell(r: Rng, s: string): string {
  const words = s.split(' ');
  const idx = words.map((w, i) => [w, i] as const).filter(([w]) => /^[A-Za-z]{5,}$/.test(w)).map(([, i]) => i);
  if (idx.length === 0) return s;
  const i = r.pick(idx);
  const w = words[i] ?? '';
  const k = r.int(1, w.length - 2);
  const op = r.int(0, 2);
  words[i] = op === 0 ? w.slice(0, k) + w.slice(k + 1) : op === 1 ? w.slice(0, k) + (w[k + 1] ?? '') + (w[k] ?? '') + w.slice(k + 2) : w.slice(0, k) + (w[k] ?? '') + w.slice(k);
  return words.join(' ');
}

/** The payee as extraction read it. */
export function payeeVariant(r: Rng, v: VendorRec, idx: VendorIndex): Printed {
  const utility = v.group === 'utility' || v.group === 'tax';
  const choice = r.weighted<string>([
    ['legal', 28], ['nosuffix', 16], ['caps', 12], ['and', 4], ['alias', utility ? 30 : 12], ['dba', v.dba ? 6 : 0],
    ['typo', 5], ['null', 4], ['platform', v.platform ? 3 : 0],
  ]);
  const named = (text: string): Printed => ({ text, clean: idx.uniqueName(text, v) });
  switch (choice) {
    case 'legal': return named(v.legal);
    case 'nosuffix': return named(dropSuffix(v.legal));
    case 'caps': return named((r.chance(0.5) ? dropSuffix(v.legal) : v.legal).toUpperCase().replace(/\./g, ''));
    case 'and': return named(v.legal.includes('&') ? v.legal.replace('&', 'and') : v.legal.replace(' and ', ' & '));
    case 'alias': return v.aliases.length > 0 ? named(r.pick(v.aliases)) : named(v.legal);
    case 'dba': return { text: r.chance(0.5) ? `${dropSuffix(v.legal)} dba ${v.dba ?? ''}` : `${v.dba ?? ''}`, clean: true };
    case 'typo': {
      const t = misspell(r, r.chance(0.5) ? dropSuffix(v.legal) : v.legal);
      return { text: t, clean: idx.near.nearestOk(normVendor(t), idx.truths(v), 2) };
    }
    case 'platform': return { text: v.platform ? PLATFORM_NAME[v.platform] : null, clean: false };
    default: return { text: null, clean: false };
  }
}

/** The sender of the e-mail the bill came in. */
export function senderVariant(r: Rng, v: VendorRec, idx: VendorIndex): Printed {
  if (v.platform && r.chance(0.4)) {
    const e = PLATFORM_SENDER[v.platform];
    return { text: e, clean: idx.uniqueSender(e, v) };
  }
  const listed = v.emails.filter((e) => !Object.values(PLATFORM_SENDER).includes(e));
  if (listed.length > 0 && r.chance(0.7)) {
    const e = r.pick(listed);
    const text = e.startsWith('@') ? `${r.pick(['billing', 'ar', 'invoices', 'accounting', 'noreply'])}${e}` : e;
    return { text, clean: idx.uniqueSender(text, v) };
  }
  return { text: null, clean: false };
}

/** An account number as printed: as filed, re-spaced, digits only, with a check group, masked. */
export function accountVariant(r: Rng, reg: AccountRegistry, number: string, allowMasked: boolean): Printed {
  const k = normAcct(number);
  const choice = r.weighted<string>([
    ['exact', 46], ['digits', number !== k ? 15 : 0], ['spaced', 8], ['check', 7], ['zeros', /^0/.test(number) ? 4 : 0],
    ['masked', allowMasked ? 12 : 0],
  ]);
  if (choice === 'digits') return { text: k, clean: true };
  if (choice === 'spaced') return { text: k.replace(/(.{4})(?=.)/g, '$1 '), clean: true };
  if (choice === 'check') {
    const t = `${number}${r.pick(['-', ' ', ' - '])}${r.digits(r.int(1, 2))}`;
    return { text: t, clean: reg.extensionOk(t, number) };
  }
  if (choice === 'zeros') return { text: number.replace(/^0+/, ''), clean: true };
  if (choice === 'masked') {
    const last = k.slice(-4);
    return { text: r.pick([`****${last}`, `XXXXXX${last}`, `xxxx-xxxx-${last}`, `ending in ${last}`]), clean: false };
  }
  return { text: number, clean: true };
}

const NAME_ABBR: readonly (readonly [RegExp, string])[] = [
  [/Apartments/, 'Apts'], [/Gardens/, 'Gdns'], [/Senior/, 'Sr'], [/Residences/, 'Res'], [/Tower/, 'Twr'], [/Court/, 'Ct'],
  [/Manor/, 'Mnr'], [/Terrace/, 'Terr'], [/Village/, 'Vlg'], [/Commons/, 'Cmns'], [/Condominiums/, 'Condos'], [/Building/, 'Bldg'],
  [/Street/, 'St'], [/Avenue/, 'Ave'],
];

/** A named property as printed on a job line: the name, an alias, the code, shortened or misspelt. */
export function propertyNameVariant(r: Rng, p: PropRec, near: NearIndex): string {
  const others = p.aliases.filter((a) => a !== p.code);
  const choice = r.weighted<string>([['exact', 38], ['caps', 14], ['the', /^The /.test(p.name) ? 10 : 0], ['abbr', 14], ['alias', others.length > 0 ? 10 : 0], ['code', 10], ['typo', 5]]);
  if (choice === 'caps') return p.name.toUpperCase();
  if (choice === 'the') return p.name.replace(/^The /, '');
  if (choice === 'abbr') {
    const rule = NAME_ABBR.find(([re]) => re.test(p.name));
    const v = rule ? p.name.replace(rule[0], rule[1]) : p.name;
    return normName(v) === normName(p.name) ? v : p.name;
  }
  if (choice === 'alias') return r.pick(others);
  if (choice === 'code') {
    const [m, n] = p.code.split('-');
    return r.pick([p.code, `${m ?? ''}${n ?? ''}`, `${(m ?? '').toLowerCase()} ${n ?? ''}`, `#${p.code}`, `Prop ${p.code}`]);
  }
  if (choice === 'typo') {
    const t = misspell(r, p.name);
    const truths = new Set([p.name, ...p.aliases].map(normName));
    return near.nearestOk(normName(t), truths, 2) ? t : p.name;
  }
  return p.name;
}
