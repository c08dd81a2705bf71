/**
 * 10,000 bills as extraction reads them, each with its true property, unit and vendor. About
 * three in a hundred name no site at all (a past-due reminder, a bare invoice); their answers are
 * still the true ones.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { payee, type Target, vendorHeader } from './billParts';
import { type Draft, duesDraft, legalDraft, type Plan, renderAmounts, taxDraft, type UnitCue, utilityDraft, workDraft } from './billTemplates';
import { type VKind, type VendorM } from './model';
import { ocr } from './noise';
import { type Rng } from './rng';
import { firstNames, manager, surnames } from './theme';

export const BILL_COUNT = 10000;

export interface BillM {
  input: BillInput;
  v: VendorM;
  t: Target;
}

const SHARE: [VKind | 'civic', number][] = [['utility', 33], ['telecom', 5], ['trash', 7], ['national', 11], ['local', 38], ['hoa', 3], ['tax', 2], ['civic', 1]];

function vendorWeight(v: VendorM): number {
  if (v.kind === 'local') return Math.pow(v.serves.length, 0.6) + 0.5;
  if (v.kind === 'national') return v.serves.length;
  return v.accts.length;
}

function target(rng: Rng, v: VendorM): Target {
  if (v.kind !== 'local' && v.kind !== 'national') {
    const acct = rng.pick(v.accts);
    return { p: acct.prop, u: acct.unit, acct };
  }
  const p = v.defaultProp && rng.chance(0.9) ? v.defaultProp : rng.pick(v.serves);
  const acct = v.accts.find((a) => a.prop === p) ?? null;
  const u = p.units.length > 0 && rng.chance(v.unitP) ? rng.pick(p.units) : null;
  return { p, u, acct };
}

function plan(rng: Rng, v: VendorM, t: Target, blind: boolean): Plan {
  const metered = v.style === 'utility' || v.style === 'telecom' || v.style === 'trash';
  const pl: Plan = { t, v, showAcct: false, showAddr: false, showProp: false, unitCue: 'none', extraAddr: null };
  const ex = rng.next();
  pl.extraAddr = ex < 0.04 && v.remitTo ? 'remit' : ex < 0.07 ? 'office' : null;
  if (blind) return pl;
  if (metered || v.style === 'tax') {
    pl.showAcct = rng.chance(0.93);
    pl.showAddr = !pl.showAcct || rng.chance(0.88);
    pl.showProp = rng.chance(0.07);
  } else if (v.style === 'hoa') {
    pl.showAcct = rng.chance(0.75);
    pl.showAddr = rng.chance(0.5);
    pl.showProp = rng.chance(0.4);
  } else {
    pl.showAcct = t.acct !== null && rng.chance(0.5);
    pl.showAddr = rng.chance(0.7);
    pl.showProp = rng.chance(0.65);
    if (!pl.showAcct && !pl.showAddr && !pl.showProp && v.defaultProp !== t.p) pl.showProp = true;
  }
  if (t.u) {
    const byAcct = t.acct?.unit === t.u && pl.showAcct;
    pl.unitCue = rng.weighted<UnitCue>(metered ? [['addr', 75], ['field', 17], ['none', byAcct ? 8 : 1]] : v.style === 'hoa' ? [['field', 60], ['addr', 32], ['none', byAcct ? 8 : 1]] : [['field', 36], ['addr', 25], ['item', 20], ['text', 14], ['none', 4]]);
    if ((pl.unitCue === 'addr' || t.u.needsSite) && !pl.showAddr) pl.showAddr = true;
  }
  return pl;
}

function draft(rng: Rng, pl: Plan): Draft {
  switch (pl.v.style) {
    case 'utility': case 'telecom': case 'trash': return utilityDraft(rng, pl);
    case 'hoa': return duesDraft(rng, pl);
    case 'tax': return taxDraft(rng, pl);
    case 'professional': return pl.v.trade === 'legal' ? legalDraft(rng, pl) : workDraft(rng, pl);
    default: return workDraft(rng, pl);
  }
}

function oneBill(rng: Rng, v: VendorM, blind: boolean): BillM {
  const t = target(rng, v);
  const pl = plan(rng, v, t, blind);
  const d = draft(rng, pl);
  const paper = v.sendsFrom.length === 0;
  const scanned = paper ? rng.chance(0.75) : rng.chance(0.07);
  const shown = payee(rng, v, scanned);
  let sender: string | null = null;
  let fwd: string[] = [];
  if (scanned) sender = rng.chance(0.3) ? `scans.${t.p.city.code.toLowerCase()}@${manager.domain}` : null;
  else if (!paper) {
    const orig = rng.pick(v.sendsFrom);
    const r = rng.next();
    if (r < 0.1) {
      sender = rng.chance(0.5) ? rng.pick(manager.apEmails) : `${rng.pick(firstNames).toLowerCase()}.${rng.pick(surnames).toLowerCase()}@${manager.domain}`;
      fwd = ['---------- Forwarded message ---------', ...(rng.chance(0.7) ? [`From: ${shown ?? v.name} <${orig}>`] : []), `Subject: ${rng.pick(['Invoice', 'Your bill is ready', 'Statement', 'Fw: invoice attached'])}`, ''];
    } else if (r < 0.18 && v.kind === 'local') {
      sender = 'quickbooks@notification.intuit.com';
      fwd = [`Invoice from ${shown ?? v.name}`, ...(rng.chance(0.5) ? [`Reply-To: ${orig}`] : []), ''];
    } else sender = orig;
  }
  const remit = v.remitTo && rng.chance(0.7) ? [`Please remit to: ${v.remitTo}`] : [];
  const headName = v.kind === 'utility' || v.kind === 'telecom' ? (shown ?? v.name).toUpperCase() : shown;
  const text = [...fwd, ...vendorHeader(rng, v, headName), ...d.head, '', ...d.body, '', ...renderAmounts(rng, d.items), ...remit].join('\n');
  const o = (s: string, p: number): string => (scanned ? ocr(rng, s, p) : s);
  const input: BillInput = {
    payee: shown,
    senderEmail: sender,
    accountNumbers: d.accts.map((a) => o(a, 0.15)),
    serviceAddresses: d.addrs.map((a) => o(a, 0.2)),
    propertyText: d.propText === null ? null : o(d.propText, 0.2),
    unitText: d.unitText === null ? null : o(d.unitText, 0.1),
    text: o(text, 0.3),
    lineItems: d.items.map((description) => ({ description: o(description, 0.2) })),
  };
  return { input, v, t };
}

export function buildBills(rng: Rng, vendors: VendorM[]): BillM[] {
  const pools = new Map<string, [VendorM, number][]>();
  for (const v of vendors) {
    const key = v.trade === 'civic' ? 'civic' : v.kind;
    const w = vendorWeight(v);
    if (w > 0 && (v.accts.length > 0 || v.serves.length > 0)) pools.set(key, [...(pools.get(key) ?? []), [v, w]]);
  }
  const out: BillM[] = [];
  for (let i = 0; i < BILL_COUNT; i++) {
    const kind = rng.weighted(SHARE);
    const pool = pools.get(kind);
    if (!pool) throw new Error(`no vendors of kind ${kind}`);
    const v = rng.weighted(pool);
    const blind = v.kind !== 'hoa' && v.kind !== 'tax' && rng.chance(0.03);
    out.push(oneBill(rng, v, blind));
  }
  return out;
}
