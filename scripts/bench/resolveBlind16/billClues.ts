/**
 * The pieces of a bill that carry (or hide) its answer: the property's name as a vendor writes it,
 * the sender address, the bill-to block naming the manager, decoy addresses the extractor takes
 * for the site, and a vendor's target (property, unit, account) for one bill.
 */
import { MANAGER } from './geo';
import type { AccountDraft, PropDraft, UnitDraft, VendorDraft } from './model';
import { type Rng, Picker, chance, int, pick, pickW, pattern } from './rng';
import { acctKey, stripMarks, typo } from './noise';
import { category } from './categories';
import { splitAddress } from './billText';
import { suited } from './vendorsCatalog';
import { suitedTrade } from './vendorsTrades';

const ABBR: readonly [RegExp, string][] = [
  [/\bApartments\b/, 'Apts'], [/\bCondominiums\b/, 'Condos'], [/\bCondominium\b/, 'Condo'], [/\bMobile Home Park\b/, 'MHP'], [/\bTownhomes\b/, 'THs'],
  [/\bManufactured Home Community\b/, 'MHC'], [/\bProfessional\b/, 'Prof.'], [/\bCenter\b/, 'Ctr'], [/\bBusiness Park\b/, 'Bus. Park'], [/\bCondominio\b/, 'Cond.'],
  [/\bMountain\b/, 'Mtn'], [/\bResidences\b/, 'Res.'], [/\bIndustrial Park\b/, 'Ind. Park'], [/\bEdificio\b/, 'Edif.'], [/\bVillas\b/, 'Villa'],
];

export function nameVariant(r: Rng, p: PropDraft): string {
  const named = p.aliases.filter((a) => a !== p.code);
  return pickW(r, [
    [() => p.name, 30],
    [() => pick(r, named), named.length > 0 ? 18 : 0],
    [() => ABBR.reduce((s, [re, to]) => (chance(r, 0.8) ? s.replace(re, to) : s), p.name), 20],
    [() => stripMarks(p.name), /[ʻ\u00c0-\u017f]/.test(p.name) ? 10 : 0],
    [() => p.name.toUpperCase(), 8],
    [() => typo(r, p.name), 6],
    [() => p.code ?? p.name, p.code ? 10 : 0],
    [() => p.name.replace(/^The /, ''), /^The /.test(p.name) ? 4 : 0],
  ] as const)();
}

const PLATFORM_UTIL = ['donotreply@paymentus.com', 'ebills@invoicecloud.net', 'no-reply@doxo.com', 'noreply@billtrust.com'];
const PLATFORM_TRADE = ['quickbooks@notification.intuit.com', 'messenger@messaging.squareup.com', 'notification@freshbooks.com', 'invoicing@xero.com', 'noreply@servicetitan.com', 'do-not-reply@jobber.com', 'noreply@housecallpro.com'];

export function senderEmail(r: Rng, v: VendorDraft): string | null {
  const platform = v.group === 'utility' || v.group === 'gov' ? PLATFORM_UTIL : PLATFORM_TRADE;
  if (chance(r, 0.03)) return `${pick(r, ['maintenance', 'sitemgr', 'ap', 'leasing', 'pm'])}.${v.metros[0] ?? 'den'}@${MANAGER.domain}`;
  if (v.senderEmails.length === 0) return chance(r, 0.3) ? pick(r, platform) : null;
  const e = pick(r, v.senderEmails);
  const domain = e.includes('@') ? e.slice(e.indexOf('@') + 1) : '';
  return pickW<() => string | null>(r, [
    [() => (e.startsWith('@') ? `${pick(r, ['billing', 'invoices', 'noreply', 'ar', 'office', 'statements', 'accounting'])}${e}` : e), 56],
    [() => (e.startsWith('@') ? `${pick(r, ['Billing', 'AR', 'Invoices'])}${e}` : e.replace(/^./, (c) => c.toUpperCase())), 5],
    [() => `${pick(r, v.group === 'trade' ? ['accounts', 'collections', 'service', 'dispatch'] : ['ebill', 'customercare', 'billing-notices', 'myaccount'])}@${domain}`, domain && !/gmail|yahoo|hotmail|outlook|icloud/.test(domain) ? 9 : 0],
    [() => pick(r, platform), 10],
    [() => null, 20],
  ])();
}

/** The bill-to block: the manager, its AP box or local office, sometimes the owner or property c/o. */
export function billTo(r: Rng, p: PropDraft, clue: boolean): string[] {
  const mgr = pick(r, [MANAGER.name, ...MANAGER.short]);
  const [box, city, st, zip] = MANAGER.apBox;
  const [oLine, oCity, oZip] = p.metro.office;
  const addr = chance(r, 0.55) ? [box, `${city}, ${st} ${zip}`] : [oLine, `${oCity}, ${p.metro.state} ${oZip}`];
  const lines: string[] = [];
  if (clue && p.owner && chance(r, 0.35)) lines.push(p.owner, `c/o ${mgr}`);
  else if (clue && chance(r, 0.2)) lines.push(mgr, `Attn: ${pick(r, [p.name, `${p.name} Site Manager`, 'Accounts Payable'])}`);
  else lines.push(mgr, ...(chance(r, 0.5) ? [pick(r, ['Attn: Accounts Payable', 'ATTN: AP', 'Accounts Payable Dept'])] : []));
  lines.push(...addr);
  return chance(r, 0.3) ? lines.map((l) => l.toUpperCase()) : lines;
}

export function remitBlock(r: Rng, v: VendorDraft): string | null {
  if (!v.remitTo) return null;
  const lines = splitAddress(v.remitTo.replace(/^.*?, c\/o /, ''));
  const s = chance(r, 0.5) ? lines.join('\n') : lines.join(', ');
  return chance(r, 0.3) ? s.toUpperCase() : s;
}

export interface Target {
  p: PropDraft;
  u: UnitDraft | null;
  acct: AccountDraft | null;
  /** The printed account is in the directory and names the property. */
  listed: boolean;
}

const siteAccounts = new WeakMap<VendorDraft, AccountDraft[]>();
function accountsWithProperty(v: VendorDraft): AccountDraft[] {
  let a = siteAccounts.get(v);
  if (!a) {
    a = [...v.accounts, ...v.unlisted].filter((x) => x.propIdx !== null);
    siteAccounts.set(v, a);
  }
  return a;
}

const territoryPickers = new WeakMap<VendorDraft, Picker<number>>();
function territoryPick(r: Rng, v: VendorDraft, props: readonly PropDraft[]): PropDraft {
  let pk = territoryPickers.get(v);
  if (!pk) {
    const list = v.territory.filter((i) => {
      const p = props[i];
      return p !== undefined && (v.group === 'chain' ? suited(v.cat, p) : v.group === 'trade' ? suitedTrade(v.cat, p) : true);
    });
    pk = new Picker(list.length > 0 ? list : v.territory, (i) => 1 + Math.min(60, props[i]?.units.length ?? 0) / 8);
    territoryPickers.set(v, pk);
  }
  const p = props[pk.next(r)];
  if (!p) throw new Error('territory out of range');
  return p;
}

export function pickTarget(r: Rng, v: VendorDraft, props: readonly PropDraft[], units: readonly UnitDraft[], known: Set<string>): Target {
  const cat = category(v.cat);
  const withProp = accountsWithProperty(v);
  const fromAccount = withProp.length > 0 && (v.group === 'trade' || v.group === 'chain' ? chance(r, 0.45) : chance(r, v.cat === 'license' ? 0.6 : 0.86));
  if (fromAccount) {
    const a = pick(r, withProp);
    const p = props[a.propIdx ?? -1];
    if (!p) throw new Error('account without property');
    let u = a.unitIdx !== null ? units[a.unitIdx] ?? null : null;
    if (!u && (v.group === 'trade' || v.group === 'chain') && p.units.length > 0 && chance(r, cat.unit)) u = units[pick(r, p.units)] ?? null;
    return { p, u, acct: a, listed: v.accounts.includes(a) };
  }
  const p = v.defaultPropIdx !== null && chance(r, 0.7) ? props[v.defaultPropIdx] ?? territoryPick(r, v, props) : territoryPick(r, v, props);
  let u: UnitDraft | null = null;
  const unitShare = p.type === 'scattered' ? 0.9 : v.cat === 'tax' && p.type !== 'condo' && p.type !== 'resort' ? 0 : cat.unit;
  if (p.units.length > 0 && chance(r, unitShare)) u = units[pick(r, p.units)] ?? null;
  let acct: AccountDraft | null = null;
  if (v.group === 'utility' || (v.group === 'gov' && v.cat === 'tax') || v.group === 'hoa') {
    let n = pattern(r, v.acctPattern);
    while (known.has(acctKey(n))) n = pattern(r, v.acctPattern);
    known.add(acctKey(n));
    acct = { accountNumber: n, propIdx: p.idx, unitIdx: u?.idx ?? null };
  } else {
    const client = v.accounts.find((x) => x.propIdx === null);
    if (client && chance(r, 0.5)) acct = client;
  }
  return { p, u, acct, listed: false };
}

export function amountFor(r: Rng, v: VendorDraft): number {
  const lo = v.group === 'utility' ? 18 : v.cat === 'tax' ? 400 : v.group === 'hoa' ? 120 : 40;
  const hi = v.group === 'utility' ? 2400 : v.cat === 'tax' ? 9000 : v.group === 'hoa' ? 700 : 2600;
  return Math.round((lo + (hi - lo) * r() ** 2) * 100) / 100 + (chance(r, 0.2) ? int(r, 0, 3) * 1000 : 0);
}
