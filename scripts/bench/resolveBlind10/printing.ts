/* How bills print units, account numbers, vendor names, e-mail senders and the management office. */
import { type Rng } from './prng';
import { type UnitRec } from './properties';
import { type VendorRec } from './vendors';

export const MGMT = 'Bluestem Residential Partners';
export const MGMT_DOMAIN = 'bluestemres.com';

export const OFFICES: Record<string, readonly string[]> = {
  texas: ['2929 Allen Pkwy Ste 1900\nHouston, TX 77019', '5430 LBJ Fwy Ste 1200\nDallas, TX 75240', '100 Congress Ave Ste 2000\nAustin, TX 78701', 'PO Box 4417\nHouston, TX 77210-4417'],
  mountain: ['1600 Broadway Ste 2400\nDenver, CO 80202', '999 W Main St Ste 700\nBoise, ID 83702', 'PO Box 17340\nDenver, CO 80217-0340'],
  midatl: ['8200 Greensboro Dr Ste 900\nMcLean, VA 22102', '1735 Market St Ste 3700\nPhiladelphia, PA 19103', '11810 Grand Park Ave Ste 500\nNorth Bethesda, MD 20852'],
};

export const PLATFORM_SENDERS: readonly string[] = [
  'noreply@paymentus.com', 'notifications@billtrust.com', 'no-reply@avidxchange.com', 'invoices@bill.com', 'statements@doxo.com',
  'donotreply@invoicecloud.net', 'ebills@ebpp.net',
];

const ORD_WORD: Record<string, string> = { '1st': 'First', '2nd': 'Second', '3rd': 'Third', '4th': 'Fourth' };

/** Printed forms of a unit, each naming that unit and no other of its property. */
export function unitForms(u: UnitRec): string[] {
  const l = u.label;
  switch (u.scheme) {
    case 'bldgApt':
      return [`Apt ${l}`, `Bldg ${u.bldg} Apt ${l}`, `#${l}`, `Unit ${l}`, `Bldg ${u.bldg}, Unit ${l}`, `APT ${l}`, `Building ${u.bldg} Apt ${l}`];
    case 'bldgDash':
      return [`Bldg ${u.bldg} Apt ${u.apt}`, `Bldg ${u.bldg}, Unit ${u.apt}`, `Apt ${l}`, `#${l}`, `Building ${u.bldg} #${u.apt}`, `Unit ${l}`, `Bldg. ${u.bldg} - Apt. ${u.apt}`];
    case 'letterBldg':
      return [`Apt ${l}`, `Bldg ${u.bldg} Apt ${u.apt}`, `#${u.bldg}-${u.apt}`, `Unit ${u.bldg}-${u.apt}`, `Building ${u.bldg}, Apt ${u.apt}`];
    case 'floorApt':
      return [`Apt ${l}`, `Unit ${l}`, `#${l}`, `Apt. ${l}`, `APT ${l}`, `No. ${l}`];
    case 'condoDash':
      return [`Unit ${l}`, `#${l}`, `Bldg ${u.bldg} Unit ${u.apt}`, `Unit ${u.bldg}-${u.apt}`, `Condo Unit ${l}`];
    case 'suite':
    case 'suiteNum':
      return [`Suite ${u.apt}`, `Ste ${u.apt}`, `STE ${u.apt}`, `#${u.apt}`, `Ste. ${u.apt}`];
    case 'letter':
      if (l.length === 1) return [`Apt ${l}`, `Unit ${l}`, `#${l}`, `Apt. ${l}`];
      return [`${l} Unit`, `${l} Apt`, `${l}`, `${l} Apartment`];
    case 'numbered':
      return [`Apt ${l}`, `Unit ${l}`, `#${l}`, `Apt. ${l}`];
    case 'floorName': {
      if (l === 'Rear') return ['Rear', 'Rear Unit', 'Rear Apt', 'REAR'];
      if (l === 'Basement') return ['Basement', 'Bsmt', 'Basement Apt', 'Bsmt Unit'];
      const o = l.replace(' Fl', '');
      const n = o.replace(/\D/g, '');
      return [l, `${o} Floor`, `Fl ${n}`, `${n}FL`, `${ORD_WORD[o] ?? o} Floor`, `${o} Flr`, `${o} Fl.`];
    }
    default:
      return [l];
  }
}

/** An account number as a bill prints it; masked forms keep the last four characters. */
export function formatAccount(rng: Rng, stored: string, allowMask: boolean): { text: string; full: boolean; suffix: string; form: string } {
  const bare = stored.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const suffix = bare.slice(-4);
  const numeric = /^\d+$/.test(bare);
  const form = rng.weighted([
    ['asis', 40], ['bare', bare === stored ? 0 : 18], ['spaced', numeric ? 10 : 0], ['dashed', numeric ? 10 : 0],
    ['masked', allowMask && bare.length >= 8 ? 16 : 0], ['checkDigit', numeric && bare.length >= 6 ? 6 : 0],
  ] as const);
  if (form === 'asis') return { text: stored, full: true, suffix, form };
  if (form === 'bare') return { text: bare, full: true, suffix, form };
  if (form === 'spaced' || form === 'dashed') {
    const g = bare.length > 10 ? 4 : 3;
    const parts: string[] = [];
    for (let i = 0; i < bare.length; i += g) parts.push(bare.slice(i, i + g));
    return { text: parts.join(form === 'spaced' ? ' ' : '-'), full: true, suffix, form };
  }
  if (form === 'masked') {
    const style = rng.int(0, 3);
    const hidden = bare.length - 4;
    const text = style === 0 ? 'X'.repeat(hidden) + suffix : style === 1 ? `****${suffix}` : style === 2 ? `XXXX-XXXX-${suffix}` : `xxxxxx${suffix}`;
    return { text, full: false, suffix, form };
  }
  return { text: `${bare.slice(0, -1)}-${bare.slice(-1)}`, full: true, suffix, form };
}

const SUFFIX_RE = /,? (LLC|Inc\.|Co\.|Corp\.|L\.L\.C\.|Ltd)$/;

/** The vendor's name as a bill's header prints it, and which directory names it stands for. */
export function vendorPrint(rng: Rng, v: VendorRec): { text: string; names: string[]; form: string } {
  const all = [v.name, ...v.aliases];
  const r = rng.next();
  if (v.dba && r < 0.3) {
    const text = rng.chance(0.6) ? `${v.dba.legal} dba ${v.dba.trade}` : `${v.dba.trade} (a d/b/a of ${v.dba.legal})`;
    return { text, names: [v.dba.legal, v.dba.trade], form: 'dba' };
  }
  if (v.aliases.length > 0 && r < 0.45) {
    const a = rng.pick(v.aliases);
    return { text: a, names: [a], form: 'alias' };
  }
  if (r < 0.62 && SUFFIX_RE.test(v.name)) {
    const core = v.name.replace(SUFFIX_RE, '');
    const text = rng.chance(0.5) ? core : `${core}${rng.pick([', LLC', ' LLC', ' Inc', ', Inc.', ' Co'])}`;
    return { text, names: [v.name], form: 'suffix' };
  }
  if (r < 0.7 && !SUFFIX_RE.test(v.name) && v.kind === 'trade') {
    return { text: `${v.name}${rng.pick([', LLC', ' Inc.', ' LLC'])}`, names: [v.name], form: 'suffix' };
  }
  if (r < 0.8) return { text: v.name.toUpperCase(), names: [v.name], form: 'upper' };
  return { text: v.name, names: all.slice(0, 1), form: 'name' };
}

export function typoName(rng: Rng, name: string): string | null {
  const chars = name.split('');
  const idx: number[] = [];
  for (let i = 2; i < chars.length - 2; i++) if (/[a-z]/.test(chars[i] ?? '') && /[a-z]/.test(chars[i + 1] ?? '')) idx.push(i);
  if (idx.length === 0) return null;
  const i = rng.pick(idx);
  return rng.chance(0.5) ? name.slice(0, i) + name.slice(i + 1) : name.slice(0, i) + (chars[i + 1] ?? '') + (chars[i] ?? '') + name.slice(i + 2);
}

export function vendorSender(rng: Rng, v: VendorRec, metroCode: string): { email: string | null; form: 'vendor' | 'forward' | 'platform' | 'none' } {
  const form = rng.weighted([['vendor', 58], ['forward', 18], ['platform', 13], ['none', 11]] as const);
  if (form === 'none') return { email: null, form };
  if (form === 'forward') return { email: rng.pick(['ap', 'invoices', 'payables', `scan-${metroCode.toLowerCase()}`, 'ap-inbox']) + '@' + MGMT_DOMAIN, form };
  if (form === 'platform') return { email: rng.pick(PLATFORM_SENDERS), form };
  const exact = v.senderEmails.filter((e) => !e.startsWith('@'));
  if (v.domain && (exact.length === 0 || rng.chance(0.7))) {
    const local = rng.pick(['billing', 'ar', 'invoices', 'accounting', 'office', 'noreply', 'statements', 'customerservice', 'admin']);
    return { email: `${local}@${v.domain}`, form };
  }
  if (exact.length > 0) return { email: rng.pick(exact), form };
  return { email: null, form: 'none' };
}

export function money(rng: Rng, lo: number, hi: number): string {
  return (lo + rng.next() * (hi - lo)).toFixed(2);
}

export function usDate(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}
