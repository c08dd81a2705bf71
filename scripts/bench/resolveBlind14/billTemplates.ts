/** The body of a bill by the kind of vendor: a utility statement, a work order, a dues notice... */
import { line } from './addrBook';
import { addressBlock, billTo, propertyText, type Target, unitSay, unitSuffix } from './billParts';
import { type VendorM } from './model';
import { accountVariant, billDate, money } from './noise';
import { type Rng } from './rng';
import { manager, tenantNames } from './theme';

export type UnitCue = 'field' | 'addr' | 'item' | 'text' | 'none';

export interface Plan {
  t: Target;
  v: VendorM;
  showAcct: boolean;
  showAddr: boolean;
  showProp: boolean;
  unitCue: UnitCue;
  /** Extraction took the remit-to box or the bill-to office for a site. */
  extraAddr: 'remit' | 'office' | null;
}

export interface Draft {
  head: string[];
  body: string[];
  items: string[];
  addrs: string[];
  propText: string | null;
  unitText: string | null;
  accts: string[];
}

export function renderItem(rng: Rng, tmpl: string, unit: string | null, tenant: string): string {
  let s = tmpl.replace('{n}', String(rng.int(2, 9))).replace('{tenant}', tenant);
  s = unit ? s.replace('{u}', unit) : s.replace('{u} ', '').replace('{u}', 'Common area');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function pickItems(rng: Rng, plan: Plan, tenant: string): string[] {
  const { v, t, unitCue } = plan;
  const withU = v.items.filter((i) => i.includes('{u}'));
  const without = v.items.filter((i) => !i.includes('{u}'));
  const n = rng.int(1, 3);
  const mention = t.u && (unitCue === 'item' || ((unitCue === 'field' || unitCue === 'addr') && rng.chance(0.5))) ? unitSay(rng, t.u) : null;
  const first = t.u && withU.length > 0 ? rng.pick(withU) : without.length > 0 ? rng.pick(without) : rng.pick(v.items);
  const rest = rng.sample(without.length > 0 ? without : v.items, n - 1).filter((x) => x !== first);
  return [first, ...rest].map((x, i) => renderItem(rng, x, i === 0 ? mention : null, tenant));
}

/** What extraction lists as sites (`addrs`, with its mistakes) and what the document prints as the site (`real`). */
function sites(rng: Rng, plan: Plan): { addrs: string[]; real: string[]; unitText: string | null } {
  const { t, unitCue } = plan;
  const suffix = t.u && unitCue === 'addr' ? unitSuffix(rng, t.u) : null;
  const addrs: string[] = [];
  if (plan.showAddr) {
    const meter = t.acct?.meter && t.acct.meter !== 'TRASH' && rng.chance(0.3) ? t.acct.meter : null;
    // A site that is not a unit, printed where a unit would be ("Clubhouse", "Maint Shop").
    const extra = !t.u && !meter && rng.chance(0.05) ? rng.pick(['Clubhouse', 'Leasing Office', 'Maint Shop', 'Laundry Rm', 'Pool House', 'Common Area', 'Ofc']) : meter;
    const a = addressBlock(rng, t, suffix, extra);
    if (a) addrs.push(a);
    else if (!t.u && t.p.kind === 'scattered' && t.p.units.length > 0) {
      // A contract over a scattered-site property lists several of its houses.
      for (const u of rng.sample(t.p.units, rng.int(2, 5))) if (u.addr) addrs.push(`${u.addr.num} ${u.addr.street}`);
    }
  }
  const real = [...addrs];
  if (plan.extraAddr === 'remit' && plan.v.remitTo) addrs.push(plan.v.remitTo);
  if (plan.extraAddr === 'office') addrs.push(rng.chance(0.5) ? manager.apBox.join(', ') : billTo(rng, t.p).slice(-2).join('\n'));
  let unitText: string | null = null;
  if (t.u && unitCue === 'field') unitText = unitSay(rng, t.u);
  else if (t.u && unitCue === 'addr' && suffix && rng.chance(0.5)) unitText = suffix;
  return { addrs, real, unitText };
}

const acctList = (rng: Rng, plan: Plan): string[] => (plan.showAcct && plan.t.acct ? [accountVariant(rng, plan.t.acct.number)] : []);

export function utilityDraft(rng: Rng, plan: Plan): Draft {
  const { v, t } = plan;
  const d = billDate(rng);
  const { addrs, real, unitText } = sites(rng, plan);
  const accts = acctList(rng, plan);
  const label = v.style === 'telecom' ? 'Service Location' : v.style === 'trash' ? 'Service Location' : 'Service Address';
  const body = [
    ...(accts.length > 0 ? [`${rng.pick(['Account Number', 'Account #', 'ACCOUNT NO.', 'Acct'])}: ${accts[0]}`] : []),
    ...(real.length > 0 ? [`${label}: ${(real[0] ?? '').replace(/\n/g, '\n  ')}`] : []),
    `Bill Date: ${d.date}    Due Date: ${d.due}`,
    v.style === 'utility' ? `Service Period: ${d.period}   Meter # ${rng.digits(8)}` : `Statement period ${d.period}`,
    '', 'Mail to:', ...billTo(rng, t.p),
  ];
  const items = pickItems(rng, { ...plan, unitCue: 'none' }, '');
  return { head: [], body, items, addrs, propText: plan.showProp ? propertyText(rng, t.p) : null, unitText, accts };
}

export function workDraft(rng: Rng, plan: Plan): Draft {
  const { v, t, unitCue } = plan;
  const d = billDate(rng);
  const tenant = rng.pick(tenantNames);
  const { addrs, real, unitText } = sites(rng, plan);
  const accts = acctList(rng, plan);
  const propText = plan.showProp ? propertyText(rng, t.p) : null;
  const head = [`${rng.pick(['INVOICE', 'Invoice', 'SERVICE INVOICE', 'Statement'])} #${rng.int(1000, 99999)}    Date: ${d.date}`];
  const body = ['Bill To:', ...billTo(rng, t.p)];
  if (accts.length > 0) body.push(`Customer #: ${accts[0]}`);
  if (propText) body.push(`${rng.pick(['Job Site', 'Property', 'Location', 'Job Name', 'Community'])}: ${propText}`);
  if (real.length > 0) body.push(`${rng.pick(['Service Address', 'Job Address', 'Site'])}: ${(real[0] ?? '').replace(/\n/g, ', ')}`);
  const tenantLine = v.style === 'workorder' || v.style === 'professional';
  if (t.u && tenantLine && (unitCue === 'text' || (unitCue !== 'none' && rng.chance(0.4)))) body.push(`Tenant: ${tenant}   ${unitSay(rng, t.u)}   Ph (${rng.pick(t.p.city.areaCodes)}) ${rng.int(200, 989)}-${rng.digits(4)}`);
  else if (t.u && tenantLine && unitCue === 'none') body.push(`Tenant: ${tenant}`);
  else if (t.u && !tenantLine && unitCue === 'text') body.push(`${rng.pick(['Unit', 'Location', 'Service at', 'Deliver to'])}: ${unitSay(rng, t.u)}`);
  if (tenantLine && rng.chance(0.4)) body.push(`Work Order # ${rng.pick(['WO-', '', 'SR'])}${rng.int(10000, 999999)}${rng.chance(0.4) ? `   PO# ${t.p.code}-${rng.int(100, 9999)}` : ''}`);
  const items = pickItems(rng, plan, tenant);
  if (v.style === 'supply' && rng.chance(0.5)) body.push(`Ship To: ${real[0]?.replace(/\n/g, ', ') ?? manager.name}`);
  return { head, body, items, addrs, propText, unitText, accts };
}

export function duesDraft(rng: Rng, plan: Plan): Draft {
  const { t } = plan;
  const u = t.u;
  const { addrs, real, unitText } = sites(rng, plan);
  const accts = acctList(rng, plan);
  const d = billDate(rng);
  const body = [`Statement Date: ${d.date}`, ...(accts.length > 0 ? [`Owner Account: ${accts[0]}`] : []), `Owner: ${rng.chance(0.6) ? t.p.entity : manager.name}`];
  if (u && plan.unitCue !== 'none' && plan.unitCue !== 'addr') body.push(`Unit: ${unitSay(rng, u)}`);
  if (real[0]) body.push(`Property: ${real[0].replace(/\n/g, ', ')}`);
  body.push('Mail to:', ...billTo(rng, t.p));
  const items = [renderItem(rng, rng.pick(plan.v.items.slice(0, 3)), null, ''), ...(rng.chance(0.2) ? ['Late fee'] : [])];
  return { head: [`${plan.v.name}`], body, items, addrs, propText: plan.showProp ? propertyText(rng, t.p) : null, unitText, accts };
}

export function taxDraft(rng: Rng, plan: Plan): Draft {
  const { t } = plan;
  const { addrs, real } = sites(rng, plan);
  const accts = acctList(rng, plan);
  const body = [
    `${rng.pick(['Tax Year 2024', 'TAX YEAR 2024', '2024 Real Property Tax', 'Second Half 2024'])}`,
    ...(accts.length > 0 ? [`${rng.pick(['Parcel ID', 'Parcel Number', 'Account No', 'APN'])}: ${accts[0]}`] : []),
    `Owner of Record: ${t.p.entity.toUpperCase()}`,
    ...(real[0] ? [`${rng.pick(['Property Location', 'Situs Address', 'Location'])}: ${real[0].replace(/\n/g, ' ')}`] : []),
    'Mailing Address:', ...billTo(rng, t.p),
  ];
  const items = [renderItem(rng, rng.pick(plan.v.items.slice(0, 2)), null, '')];
  return { head: [plan.v.name.toUpperCase()], body, items, addrs, propText: null, unitText: null, accts };
}

export function legalDraft(rng: Rng, plan: Plan): Draft {
  const { t } = plan;
  const tenant = rng.pick(tenantNames);
  const { addrs, real, unitText } = sites(rng, plan);
  const propText = plan.showProp ? propertyText(rng, t.p) : null;
  const re = t.u && plan.unitCue !== 'none' ? `${t.u.addr ? line(t.u.addr) : unitSay(rng, t.u)}` : '';
  const body = ['Bill To:', ...billTo(rng, t.p), `RE: ${propText ?? t.p.entity} v. ${tenant}${re ? `, ${re}` : ''}`, `Case No. ${rng.int(24, 25)}-${rng.pick(['CV', 'LT', 'GS'])}-${rng.digits(5)}`];
  if (real[0]) body.push(`Premises: ${real[0].replace(/\n/g, ', ')}`);
  const items = pickItems(rng, plan, tenant);
  return { head: [`Invoice ${rng.int(1000, 9999)}`], body, items, addrs, propText, unitText, accts: acctList(rng, plan) };
}

export function renderAmounts(rng: Rng, items: string[]): string[] {
  const cents = items.map(() => rng.int(800, 90000));
  const lines = items.map((i, k) => `${i}    ${money(cents[k] ?? 0)}`);
  return [...lines, `${rng.pick(['TOTAL DUE', 'Amount Due', 'Balance Due', 'TOTAL'])} ${money(cents.reduce((s, c) => s + c, 0))}`];
}
