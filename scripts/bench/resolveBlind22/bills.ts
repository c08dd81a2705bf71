/** 10,000 bills with known answers; each one settled by the clerk, or reprinted plainly until it is. */
import { type BillInput } from '../../../src/server/directory/resolver/types';
import { type Clerk, type Clues } from './clerk';
import { MANAGER, OFFICES } from './geo';
import { type PropInfo, type Site } from './properties';
import { printAccount, printPayee, printSite, type UnitMode, unitForms } from './print';
import { type Rng } from './rng';
import { parseStreet } from './street';
import { type VendorInfo } from './vendors';

export type BillKind = 'utility' | 'tax' | 'registration' | 'national' | 'trade' | 'noclue';
export const KIND_COUNTS: Record<BillKind, number> = { utility: 3900, tax: 1000, registration: 400, national: 1200, trade: 3460, noclue: 40 };

export interface Bill {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}
export interface BillStats { byKind: Record<BillKind, number>; reprinted: number; noClue: number; withUnit: number }

interface Target { kind: BillKind; vi: VendorInfo; p: PropInfo; unit: PropInfo['units'][number] | null; acct: string | null }

const money = (r: Rng): string => `$${r.int(12, 2400)}.${String(r.int(0, 99)).padStart(2, '0')}`;

export function buildBills(rng: Rng, props: readonly PropInfo[], vendors: readonly VendorInfo[], gls: Map<string, string | null>, clerk: Clerk): { bills: Bill[]; stats: BillStats } {
  const byId = new Map(props.map((p) => [p.prop.id, p]));
  const ties = (k: VendorInfo['kind']): [VendorInfo, { accountNumber: string; propertyId: string | null; unitId: string | null }][] =>
    vendors.filter((v) => v.kind === k).flatMap((v) => v.v.accounts.map((a) => [v, a] as [VendorInfo, typeof a]));
  const pools = { utility: ties('utility'), tax: ties('tax'), registration: ties('reg') };
  const nationals = vendors.filter((v) => v.kind === 'national');
  const locals = vendors.filter((v) => v.kind === 'local');
  const dedicated = locals.filter((v) => v.v.defaultPropertyId);
  const kinds = rng.shuffle(Object.entries(KIND_COUNTS).flatMap(([k, n]) => Array<BillKind>(n).fill(k as BillKind)));
  const stats: BillStats = { byKind: { utility: 0, tax: 0, registration: 0, national: 0, trade: 0, noclue: 0 }, reprinted: 0, noClue: 0, withUnit: 0 };
  const bills: Bill[] = [];
  kinds.forEach((kind, i) => {
    const r = rng.fork(`bill-${i}`);
    const t = pickTarget(r, kind, pools, nationals, locals, dedicated, byId, props);
    let made = printBill(r, t, false, clerk);
    let settled = settleOk(clerk, made.clues, t);
    if (!settled) {
      stats.reprinted++;
      made = printBill(r, t, true, clerk);
      settled = settleOk(clerk, made.clues, t);
      if (!settled) throw new Error(`bill ${i}: a plain reprint does not single out ${t.p.prop.id} for ${t.vi.v.id}: ${JSON.stringify(made.clues)} vendors=${JSON.stringify([...(clerk.vendorOf(made.clues) ?? [])])} settle=${JSON.stringify(clerk.settle(made.clues, t.vi.v.id))}`);
    }
    const gl = gls.get(t.vi.v.id);
    if (!gl) throw new Error(`no GL for ${t.vi.v.id}`);
    stats.byKind[kind]++;
    if (settled.noClue) stats.noClue++;
    if (settled.unitId) stats.withUnit++;
    bills.push({ input: made.input, expected: { propertyId: t.p.prop.id, unitId: settled.unitId, vendorId: t.vi.v.id, glAccount: gl } });
  });
  return { bills, stats };
}

function settleOk(clerk: Clerk, c: Clues, t: Target): { unitId: string | null; noClue: boolean } | null {
  const v = clerk.vendorOf(c);
  if (!v || v.size !== 1 || !v.has(t.vi.v.id)) return null;
  const s = clerk.settle(c, t.vi.v.id);
  if (!s || s.propertyId !== t.p.prop.id) return null;
  if (s.unitId && s.unitId !== t.unit?.unit.id) return null;
  if (s.noClue && t.kind !== 'noclue') return null;
  if (t.kind === 'noclue' && !s.noClue) return null;
  return s;
}

function pickTarget(r: Rng, kind: BillKind, pools: Record<'utility' | 'tax' | 'registration', [VendorInfo, { accountNumber: string; propertyId: string | null; unitId: string | null }][]>, nationals: VendorInfo[], locals: VendorInfo[], dedicated: VendorInfo[], byId: Map<string, PropInfo>, props: readonly PropInfo[]): Target {
  if (kind === 'utility' || kind === 'tax' || kind === 'registration') {
    const [vi, a] = r.pick(pools[kind]);
    const p = byId.get(a.propertyId as string) as PropInfo;
    return { kind, vi, p, unit: p.units.find((u) => u.unit.id === a.unitId) ?? null, acct: a.accountNumber };
  }
  const vi = kind === 'noclue' ? r.pick(dedicated) : kind === 'national' ? r.pick(nationals) : r.pick(locals);
  let p: PropInfo;
  let acct: string | null = null;
  if (vi.v.defaultPropertyId && (kind === 'noclue' || r.chance(0.7))) p = byId.get(vi.v.defaultPropertyId) as PropInfo;
  else if (vi.v.accounts.length > 0 && r.chance(0.5)) {
    const a = r.pick(vi.v.accounts);
    p = byId.get(a.propertyId as string) as PropInfo;
    acct = a.accountNumber;
  } else p = r.pick(props.filter((x) => vi.metros.includes(x.metro)));
  const withAcct = acct ?? vi.v.accounts.find((a) => a.propertyId === p.prop.id)?.accountNumber ?? null;
  const unit = kind !== 'noclue' && r.chance(kind === 'national' ? 0.3 : 0.55) ? r.pick(p.units) : null;
  return { kind, vi, p, unit, acct: withAcct };
}

function printBill(r: Rng, t: Target, plain: boolean, clerk: Clerk): { input: BillInput; clues: Clues } {
  const v = t.vi.v;
  const clues: Clues = { addrs: [], names: [], accounts: [], units: [], payee: null, email: null, remit: null };
  const payee = printPayee(r, t.vi, plain);
  clues.payee = payee.text;
  const vague = payee.mode !== 'exact' && payee.mode !== 'bare' && payee.mode !== 'caps' || t.vi.shared.size > 0;
  const domain = v.senderEmails[0];
  let senderEmail: string | null = null;
  if (domain && (r.chance(0.3) || (vague && r.chance(0.5)))) senderEmail = domain.startsWith('@') ? `${r.pick(['billing', 'noreply', 'ar', 'invoices', 'ebill'])}${domain}` : domain;
  else if (payee.mode === 'platform' && r.chance(0.5)) senderEmail = `noreply@${(payee.text ?? '').toLowerCase().replace(/[^a-z]/g, '')}.com`;
  clues.email = senderEmail;
  const remitShown = v.remitTo && (plain || r.chance(0.45) || vague);
  if (remitShown) clues.remit = v.remitTo;
  const accountNumbers: string[] = [];
  if (t.acct && (t.kind !== 'noclue')) {
    const a = printAccount(r, t.acct, plain);
    if (a.text) {
      accountNumbers.push(a.text);
      clues.accounts.push({ printed: a.text, mode: a.mode === 'masked' ? 'masked' : a.mode === 'extra' ? 'extra' : 'full' });
    }
  }
  const serviceAddresses: string[] = [];
  let propertyText: string | null = null;
  let unitText: string | null = null;
  let unitLine: string | null = null;
  const label = t.unit?.unit.unit ?? null;
  const site: Site = t.unit?.site ?? t.p.site;
  const ownSite = !!t.unit?.site;
  const showAddr = t.kind !== 'noclue' && (plain || r.chance({ utility: 0.9, tax: 0.85, registration: 0.9, national: 0.6, trade: 0.65, noclue: 0 }[t.kind]));
  const printUnit = label && !ownSite && label !== 'House' ? label : null;
  let mode: UnitMode = plain ? 'field' : r.weighted<UnitMode>([['inline', 30], ['line', 20], ['field', 25], ['fused', label && /^([A-F]|\d{1,3})$/.test(label) ? 10 : 0], ['missing', t.acct ? 15 : 8]]);
  if (!printUnit) mode = 'missing';
  if (showAddr) {
    const s = printSite(r, site, printUnit, showAddr ? mode : 'field', plain);
    serviceAddresses.push(s.text);
    clues.addrs.push(s.clue);
    unitText = s.unitField;
  } else if (printUnit && mode !== 'missing') unitLine = plain ? (unitForms(printUnit)[0] as string) : r.pick(unitForms(printUnit));
  if (printUnit && mode !== 'missing') clues.units.push(printUnit);
  if (!plain && !showAddr && unitLine && r.chance(0.5)) { unitText = unitLine; unitLine = null; }
  const nameP = t.kind === 'noclue' ? 0 : plain ? 1 : { utility: 0.05, tax: 0.05, registration: 0.15, national: 0.45, trade: 0.5, noclue: 0 }[t.kind];
  let textName: string | null = null;
  if (r.chance(nameP) || (!showAddr && !t.acct && t.kind !== 'noclue')) {
    const n = plain ? t.p.prop.name : r.pick([t.p.prop.name, ...t.p.prop.aliases]);
    clues.names.push(n);
    if (plain || r.chance(0.8)) propertyText = plain ? n : `${r.pick(['', '', 'Job site: ', 'Property: ', 'Location: '])}${n}`;
    else textName = n;
  }
  if (!plain && t.kind !== 'noclue' && r.chance(0.08)) {
    const o = r.pick(OFFICES);
    const useRemit = r.chance(0.5) && v.remitTo;
    const decoy = useRemit ? (v.remitTo as string).replace(', ', '\n') : `${MANAGER}\n${o.line}\n${o.city}, ${o.state} ${o.zip}`;
    const m = /^(\d+) (.+?)(?: (?:Ste|Fl|Rm) .*)?$/.exec(useRemit ? ((v.remitTo as string).split(',')[0] as string) : o.line);
    const st = m ? parseStreet(m[2] as string) : null;
    const clue = m && st ? { houseKey: m[1] as string, street: { dir: st.pre ?? st.post, core: st.core.toLowerCase(), suffix: st.suffix, route: null }, city: null, state: null, zip5: null } : null;
    if (!clue || !clerk.touches(clue)) {
      if (r.chance(0.5)) serviceAddresses.push(decoy);
      else serviceAddresses.unshift(decoy);
      if (clue) clues.addrs.push(clue);
    }
  }
  const lineItems = Array.from({ length: r.int(1, 4) }, () => ({ description: r.pick(t.vi.lines) }));
  const office = OFFICES[t.p.metro === 'NJS' ? 2 : t.p.site.town.state === 'PA' ? 1 : 0];
  const text = [
    payee.text ?? '',
    payee.mode === 'platform' ? `Payment processed on behalf of your service provider` : '',
    remitShown ? `Remit to: ${v.remitTo}` : '',
    `Bill to: ${MANAGER}, ${office?.line}, ${office?.city}, ${office?.state} ${office?.zip}`,
    `Statement date: 2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
    ...accountNumbers.map((a) => `${t.kind === 'tax' ? { NY: r.pick(['SBL', 'S/B/L', 'Tax Map #']), PA: r.pick(['Parcel ID', 'Lot & Block', 'UPI']), NJ: r.pick(['Block/Lot', 'Blk/Lot/Qual']) }[t.p.site.town.state] : r.pick(['Account Number', 'Account #', 'Acct No.', 'Customer #'])}: ${a}`),
    ...serviceAddresses.map((s) => `${t.kind === 'tax' ? 'Property Location' : t.kind === 'trade' || t.kind === 'national' ? 'Job Site' : 'Service Address'}:\n${s}`),
    unitText ? `Unit: ${unitText}` : unitLine ?? '',
    propertyText ?? (textName ? `RE: ${textName}` : ''),
    ...lineItems.map((l) => `${l.description}    ${money(r)}`),
    `Amount Due: ${money(r)}`,
    senderEmail ? `Questions? ${senderEmail}` : '',
  ].filter(Boolean).join('\n');
  return { input: { payee: payee.text, senderEmail, accountNumbers, serviceAddresses, propertyText, unitText, text, lineItems }, clues };
}
