/** The 10,000 bills as extraction reads them, each with its true answer. */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { lineItems, payeeVariant, pickChannel } from './billLines';
import { type Truth, TruthDrawer } from './billTruth';
import { type Channel, type DocCtx, invoiceDoc, taxDoc, utilityDoc, wrap } from './docs';
import { MANAGER, officeFor } from './geo';
import { accountVariant, ocr } from './noise';
import type { PropMeta } from './properties';
import { addressBlock, propertyPhrase, siteLine, unitPhrase } from './render';
import { Rng } from './rng';
import type { VClass, VendorMeta } from './vendors';

export const N_BILLS = 10000;

export interface BillRow {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

interface Clues { acct: number; site: number; prop: number; unitField: number; unitInAddr: number; unitInLines: number }

const CLUES: Record<VClass, Clues> = {
  utility: { acct: 0.97, site: 0.92, prop: 0.08, unitField: 0.4, unitInAddr: 0.75, unitInLines: 0.1 },
  national: { acct: 0.75, site: 0.85, prop: 0.35, unitField: 0.6, unitInAddr: 0.4, unitInLines: 0.4 },
  supply: { acct: 0.7, site: 0.25, prop: 0.85, unitField: 0.4, unitInAddr: 0.3, unitInLines: 0.6 },
  gov: { acct: 0.95, site: 0.9, prop: 0.15, unitField: 0.1, unitInAddr: 0.1, unitInLines: 0 },
  trade: { acct: 0.7, site: 0.72, prop: 0.5, unitField: 0.55, unitInAddr: 0.35, unitInLines: 0.55 },
};

const FIRST = ['Latoya', 'Maria', 'James', 'Kevin', 'Ashley', 'DeShawn', 'Emily', 'Jose', 'Brittany', 'Tyrone', 'Megan', 'Ahmed', 'Ngoc', 'Olga', 'Patrick', 'Keisha', 'Hannah', 'Luis', 'Shanice', 'Mohammed'];
const LAST = ['Harris', 'Lopez', 'Kowalczyk', 'Nguyen', 'Washington', 'Miller', 'Jaber', 'Sullivan', 'Thompson', 'Vang', 'Robinson', 'Garcia', 'Petrov', 'Williams', 'Olson', 'Bryant'];
const SITE_LABEL: Record<VClass, readonly string[]> = {
  utility: ['Service Address', 'SERVICE LOCATION', 'Premises Address', 'Service At'], national: ['Service Location', 'Site', 'Service Address'],
  supply: ['Ship To', 'Job Address', 'Deliver To'], gov: ['Property Location'], trade: ['Job Site', 'Service Address', 'Job Location', 'Work performed at', 'Location'],
};

function date(rng: Rng, dayOffset = 0): string {
  const d = new Date(Date.UTC(2025, 4, 1) + (rng.int(0, 110) + dayOffset) * 86400000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

function officeBlock(pm: PropMeta): string {
  const o = MANAGER.offices[officeFor(pm.city.metro, pm.city.region)];
  return `${o.line1}\n${o.city}, ${o.state} ${o.zip}`;
}

function oneBill(t: Truth, expectedGl: string, rng: Rng): BillRow {
  const { vm, pm, um, acct } = t;
  const cls = vm.cls;
  const c = CLUES[cls];
  const blind = rng.chance(0.03);
  const channel: Channel = pickChannel(vm, rng);
  const ocrRate = channel === 'scan' ? rng.pickW([[0, 3], [0.01, 4], [0.025, 3]] as const) : 0;
  const seed = Math.floor(rng.next() * 4294967296);
  const noisy = (s: string | null): string | null => (s === null || ocrRate === 0 ? s : ocr(s, new Rng(seed), ocrRate));
  const upper = cls === 'utility' || cls === 'gov' ? 0.6 : 0.15;
  const uPhrase = um ? unitPhrase(um, rng) : null;
  const ownAddr = um?.shape.t === 'house';
  const showAcct = acct !== null && rng.chance(c.acct);
  let showSite = !blind && rng.chance(c.site) && (pm.p.address !== null || ownAddr);
  let showProp = !blind && (rng.chance(c.prop) || (pm.scattered && !um));
  if (pm.scattered && !um) showSite = false;
  let unitInAddr = !!um && !ownAddr && rng.chance(c.unitInAddr);
  let unitField = !!um && rng.chance(c.unitField);
  const unitInLines = !!um && !ownAddr && rng.chance(c.unitInLines);
  if (um && !ownAddr && !unitInAddr && !unitField && !unitInLines && rng.chance(0.95)) unitField = true;
  if (blind) { unitInAddr = false; unitField = false; }
  if (!blind && !showSite && !showProp && !(showAcct && acct?.prop)) {
    if (pm.p.address !== null || ownAddr) showSite = true;
    else showProp = true;
  }
  let site: string | null = null;
  if (showSite) {
    const sl = siteLine(pm, um, rng);
    let unitStr = unitInAddr && uPhrase ? uPhrase : null;
    if (!unitStr && acct?.building && rng.chance(0.6)) unitStr = rng.pick([acct.building.toUpperCase(), acct.building, acct.building.replace('Building', 'Bldg')]);
    if (!unitStr && !um && ['walkup', 'senior', 'garden', 'student'].includes(pm.kind) && cls === 'utility' && rng.chance(0.12)) unitStr = rng.pick(['HSE', 'COMMON', 'HOUSE METER', 'BSMT', 'LAUNDRY', 'HALL LTS']);
    site = addressBlock(pm, {
      num: sl.num, street: sl.street, unit: unitStr, unitPos: rng.pickW([['inline', 6], ['line', 3], ['before', 1]] as const), upper,
      withCity: rng.chance(0.75), plus4: rng.chance(0.3) ? (rng.chance(0.8) ? pm.plus4 : rng.digits(4)) : null, typo: rng.chance(0.07), level: 0.5,
    }, rng);
  }
  const propText = showProp ? propertyPhrase(pm, rng) : null;
  const unitText = unitField && um ? (ownAddr && rng.chance(0.5) ? um.u.unit : unitPhrase(um, rng)) : null;
  let acctPrinted: string | null = null;
  if (showAcct && acct) acctPrinted = blind && acct.prop ? `****${acct.accountNumber.replace(/[^0-9A-Za-z]/g, '').slice(-4)}` : accountVariant(acct.accountNumber, rng);
  const payee = payeeVariant(vm, rng);
  const items = lineItems(t, uPhrase, unitInLines, blind, rng);
  const residential = ['walkup', 'flats', 'garden', 'student', 'senior'].includes(pm.kind);
  const tenant = cls === 'trade' && um && residential && !blind && rng.chance(0.35)
    ? `${rng.pick(['Tenant', 'Resident', 'Contact', 'Occupant'])}: ${rng.pick(FIRST)} ${rng.pick(LAST)}${rng.chance(0.4) && uPhrase ? ` (${uPhrase})` : ''}  Ph (${rng.pick(pm.city.area)}) ${rng.int(200, 989)}-${rng.digits(4)}`
    : null;
  let po: string | null = null;
  if (cls === 'supply' && !blind && rng.chance(0.6)) po = `${pm.code}${um && rng.chance(0.6) ? `-${um.u.unit.replace(/\s+/g, '')}` : ''}`;
  else if (cls === 'trade' && rng.chance(0.3)) po = rng.chance(0.3) && !blind ? `${pm.code} WO ${rng.digits(5)}` : `WO# ${rng.digits(6)}`;
  const ctx: DocCtx = {
    vm, pm, payee: noisy(payee), acct: noisy(acctPrinted), site: noisy(site), siteLabel: rng.pick(SITE_LABEL[cls]), propText: noisy(propText), unitText: noisy(unitText),
    lines: items.map((l) => ({ description: noisy(l.description) ?? l.description, amount: l.amount })), meter: acct?.meter ?? null, tenant, po,
    invoiceNo: `${rng.pick(['', 'INV-', 'S', ''])}${rng.digits(rng.int(5, 8))}`, date: date(rng), due: date(rng, 25), showOwner: cls === 'utility' ? rng.chance(0.6) : rng.chance(0.1),
  };
  const doc = cls === 'gov' ? taxDoc(ctx, rng) : cls === 'utility' ? utilityDoc(ctx, rng) : invoiceDoc(ctx, rng);
  const note = blind || !rng.chance(0.55) ? rng.pick(['Please process.', 'See attached, pls pay', 'FYI - received today', null])
    : `Please pay - ${propertyPhrase(pm, rng)}${um && uPhrase && rng.chance(0.4) ? ` ${uPhrase}` : ''}. Thanks`;
  const wrapped = wrap(channel, ctx, ocrRate > 0 ? ocr(doc, new Rng(seed ^ 0x5bd1e995), ocrRate / 3) : doc, note, rng);
  const serviceAddresses: string[] = [];
  if (!blind && rng.chance(0.03)) serviceAddresses.push(officeBlock(pm));
  if (ctx.site) serviceAddresses.push(ctx.site);
  if (vm.v.remitTo && /PO Box|Drawer|Annex|Dept/.test(vm.v.remitTo) && rng.chance(0.04)) serviceAddresses.push(vm.v.remitTo);
  if (vm.letterhead && rng.chance(0.02)) serviceAddresses.push(vm.letterhead);
  const accountNumbers = ctx.acct ? [ctx.acct] : [];
  if (rng.chance(0.05)) accountNumbers.push(ctx.invoiceNo);
  return {
    input: {
      payee: ctx.payee, senderEmail: wrapped.sender, accountNumbers, serviceAddresses,
      propertyText: ctx.propText ?? (cls === 'supply' && po && rng.chance(0.5) ? po : null), unitText: ctx.unitText,
      text: wrapped.text, lineItems: ctx.lines.map((l) => ({ description: l.description })),
    },
    expected: { propertyId: pm.p.id, unitId: um ? um.u.id : null, vendorId: vm.v.id, glAccount: expectedGl },
  };
}

export function buildBills(props: readonly PropMeta[], vendors: readonly VendorMeta[], expectedGl: ReadonlyMap<string, string>, rng: Rng): BillRow[] {
  const drawer = new TruthDrawer(vendors, props);
  const out: BillRow[] = [];
  for (let i = 0; i < N_BILLS; i++) {
    const t = drawer.draw(rng);
    const gl = expectedGl.get(t.vm.v.id);
    if (gl === undefined) throw new Error(`no expected GL for ${t.vm.v.id}`);
    out.push(oneBill(t, gl, rng));
  }
  return out;
}
