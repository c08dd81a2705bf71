/**
 * The 10,000 bills: for each, a vendor, the property and unit it is truly for, and what the
 * extractor read from its PDF — payee, sender, account numbers, service addresses (with decoys),
 * property and unit text, line items and the whole text. About 1.5% carry no clue to the property.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import type { AccountDraft, PropDraft, UnitDraft, VendorDraft, VendorGroup } from './model';
import { type Rng, Picker, chance, int, pick, pickW, pattern, sample } from './rng';
import { accountVariant, acctKey, payeeVariant, printedName } from './noise';
import { category } from './categories';
import { type AddressBook, printPlace } from './places';
import { printUnit } from './units';
import { type BillParts, money, renderText } from './billText';
import { type Target, amountFor, billTo, nameVariant, pickTarget, remitBlock, senderEmail } from './billClues';

export const BILL_COUNT = 10000;
/** Every 67th bill (offset 23) carries no clue to its property: about 1.5%. */
export const isNoClue = (i: number): boolean => i % 67 === 23;

export interface BillCase {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

export interface World {
  props: readonly PropDraft[];
  units: readonly UnitDraft[];
  vendors: readonly VendorDraft[];
  book: AddressBook;
  expectedGl: ReadonlyMap<VendorDraft, string>;
}

type Mode = 'full' | 'street' | 'name' | 'none';

function modeFor(r: Rng, v: VendorDraft): Mode {
  const kind = category(v.cat).kind;
  if (kind === 'utility') return pickW(r, [['full', 80], ['street', 8], ['none', 8], ['name', 4]] as const);
  if (kind === 'tax') return pickW(r, [['full', 65], ['street', 15], ['none', 20]] as const);
  if (kind === 'hoa') return pickW(r, [['full', 30], ['none', 50], ['name', 20]] as const);
  if (v.group === 'gov') return pickW(r, [['full', 50], ['name', 30], ['none', 20]] as const);
  return pickW(r, [['full', 50], ['street', 13], ['name', 25], ['none', 12]] as const);
}

function acctLabel(r: Rng, v: VendorDraft, es: boolean, state: string): string {
  const kind = category(v.cat).kind;
  if (kind === 'tax') return es ? 'Número de Catastro' : state === 'HI' ? pick(r, ['TMK', 'Parcel (TMK)']) : state === 'NV' ? 'APN' : pick(r, ['Parcel Number', 'Schedule No.', 'Account', 'Parcel ID']);
  if (es) return pick(r, ['Número de cuenta', 'Cuenta', 'Núm. de cliente']);
  if (kind === 'hoa') return pick(r, ['Account #', 'Owner Account', 'Acct No', 'Homeowner ID']);
  if (kind === 'utility') return pick(r, ['Account Number', 'Account #', 'Acct No', 'ACCOUNT NUMBER', 'Account No.']);
  if (v.cat === 'insurance' || v.cat === 'flood' || v.cat === 'windstorm') return 'Policy Number';
  return pick(r, ['Customer #', 'Account', 'Cust No', 'Account #', 'Contract #', 'Customer ID']);
}

function vendorLines(r: Rng, v: VendorDraft, remit: string | null): string[] {
  const out: string[] = [];
  if (v.group === 'hoa') out.push(v.aliases.find((a) => a.startsWith('c/o ')) ?? '');
  if (remit && chance(r, 0.6)) out.push(...remit.split('\n'));
  out.push(`${v.spanish ? 'Tel.' : pick(r, ['Phone', 'Customer Service', 'Tel', 'Questions?'])} ${v.phone}`);
  if (v.web && chance(r, 0.6)) out.push(v.web);
  else if (v.senderEmails[0] && chance(r, 0.4)) out.push(v.senderEmails[0].startsWith('@') ? `billing${v.senderEmails[0]}` : v.senderEmails[0]);
  return out.filter((l) => l !== '');
}

function extraLines(r: Rng, v: VendorDraft, p: PropDraft, es: boolean, date: Date): string[] {
  const kind = category(v.cat).kind;
  const out: string[] = [];
  if (kind === 'utility') {
    const end = new Date(date.getTime() - int(r, 2, 6) * 86400000);
    const start = new Date(end.getTime() - int(r, 28, 33) * 86400000);
    const day = (d: Date): string => {
      const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
      const dd = String(d.getUTCDate()).padStart(2, '0');
      return es ? `${dd}/${mm}/${d.getUTCFullYear()}` : `${mm}/${dd}/${d.getUTCFullYear()}`;
    };
    out.push(`${es ? 'Periodo de servicio' : 'Service Period'}: ${day(start)} - ${day(end)}`);
    if (chance(r, 0.5)) out.push(`${es ? 'Contador' : 'Meter'} #: ${pattern(r, '########')}`);
  } else if (kind === 'tax') {
    if (p.metro.spanish) out.push(`Tasación: ${money(int(r, 20, 400) * 1000)}   Exoneración: ${money(0)}`);
    else out.push(`Legal: ${pick(r, ['LOT', 'LOT', 'TRACT'])} ${int(r, 1, 60)} ${'BLK'} ${int(r, 1, 12)} ${pick(r, p.metro.places).toUpperCase()} ${pick(r, ['SUB', 'ADDITION', 'FILING NO 2', 'CONDOS'])}`, `Tax Year 2025   Mill Levy ${int(r, 40, 140)}.${int(r, 100, 999)}`);
  } else if (kind === 'hoa') {
    out.push(`${es ? 'Titular' : 'Owner'}: ${p.owner ?? pick(r, ['Cordillera & Islands PM, Agent', 'Owner of Record'])}`);
  } else if (chance(r, 0.5)) {
    out.push(pick(r, [`PO #: ${pattern(r, 'CI-#####')}`, `Work Order: ${pattern(r, 'WO-######')}`, `Technician: ${pick(r, ['Mike R.', 'J. Alvarez', 'Keoni', 'Tech #14', 'Dustin', 'Carlos M.'])}`]));
  }
  if (v.taxId && chance(r, 0.05)) out.push(`${es ? 'Seguro Social Patronal' : 'Federal Tax ID'}: ${v.taxId}`);
  return out;
}

function makeBill(r: Rng, w: World, v: VendorDraft, t: Target, noClue: boolean, known: Set<string>): BillCase {
  const cat = category(v.cat);
  const p = t.p;
  const m = p.metro;
  const es = v.spanish && m.spanish && chance(r, v.group === 'utility' ? 0.9 : 0.7);
  const u = noClue ? null : t.u;
  const acct: AccountDraft | null = noClue && t.acct && t.acct.propIdx !== null ? null : t.acct;
  /** A site the directory knows: a unit's own address, or the property's when the directory has it. */
  const site = u?.place ?? (p.address !== null ? p.place : null);
  const acctClue = t.listed && acct !== null && acct.propIdx === p.idx;
  const acctUnitClue = acctClue && u !== null && acct.unitIdx === u.idx;
  const defaultClue = v.defaultPropIdx === p.idx;
  let mode: Mode = noClue ? 'none' : modeFor(r, v);
  if (mode === 'street' && !(site && w.book.unique(site))) mode = 'full';
  if ((mode === 'full' || mode === 'street') && !site) mode = (acctClue || defaultClue) && chance(r, 0.5) ? 'none' : 'name';
  if (mode === 'none' && !noClue && !acctClue && !defaultClue) mode = site && chance(r, 0.5) ? 'full' : 'name';
  const addressed = mode === 'full' || mode === 'street';

  let unitWord: string | null = null;
  let how: 'inline' | 'ownLine' | 'textOnly' | 'both' | 'hidden' | 'item' | 'address' = 'hidden';
  if (u) {
    unitWord = printUnit(r, u.label, u.kind, m.spanish);
    if (u.place && addressed) how = chance(r, 0.15) ? 'textOnly' : 'address';
    else {
      how = addressed ? pickW(r, [['inline', 38], ['ownLine', 20], ['textOnly', 17], ['both', 15], ['hidden', 10]] as const) : pickW(r, [['textOnly', 60], ['item', 25], ['hidden', 15]] as const);
      if (how === 'hidden' && !acctUnitClue) how = 'item';
      if (u.place && (how === 'inline' || how === 'ownLine' || how === 'both')) how = 'textOnly';
    }
  }

  let service: string | null = null;
  if (addressed && site) {
    const tail = mode === 'street' ? pickW(r, [['none', 6], ['city', 4]] as const) : pickW(r, [['full', 85], ['zip', 8], ['city', 7]] as const);
    service = printPlace(r, site, m.state, {
      unit: how === 'inline' || how === 'ownLine' || how === 'both' ? unitWord : null,
      unitOwnLine: how === 'ownLine',
      tail,
      multiline: chance(r, cat.kind === 'utility' ? 0.6 : 0.45),
      noisy: chance(r, 0.14),
    });
  }
  let propertyText: string | null = null;
  let propertyLine: string | null = null;
  const wantName = mode === 'name' || (!noClue && chance(r, cat.kind === 'invoice' ? 0.18 : cat.kind === 'hoa' ? 0.5 : cat.kind === 'utility' ? 0.03 : 0));
  if (wantName) {
    const nm = nameVariant(r, p);
    const label = es ? pick(r, ['Proyecto: ', 'Propiedad: ', 'Lugar: ', '']) : cat.kind === 'utility' ? 'Premise: ' : pick(r, ['Job site: ', 'Property: ', 'Location: ', 'Project: ', 'Site: ', 'Job: ', '']);
    const withUnit = u && unitWord && how === 'textOnly' && chance(r, 0.1);
    propertyLine = `${label || 'Property: '}${nm}${withUnit ? ` - ${unitWord}` : ''}`;
    propertyText = chance(r, 0.5) ? propertyLine : `${nm}${withUnit ? ` - ${unitWord}` : ''}`;
    if (withUnit) how = 'hidden';
    if (mode === 'name' && !service && chance(r, 0.3)) service = nm;
  }
  let unitText: string | null = null;
  let unitLine: string | null = null;
  if (unitWord && (how === 'textOnly' || how === 'both')) {
    unitText = chance(r, 0.1) ? `${es ? 'Unidad' : 'Unit'}: ${unitWord}` : unitWord;
    unitLine = `${es ? 'Unidad' : pick(r, ['Unit', 'Apt/Unit', 'Location', 'Space/Unit'])}: ${unitWord}`;
  }

  const descs = es && cat.es.length > 0 ? cat.es : cat.items;
  const nItems = cat.kind === 'utility' ? int(r, 2, 6) : cat.kind === 'invoice' ? int(r, 1, 5) : int(r, 1, 3);
  const items = sample(r, descs, nItems).map((desc) => ({ desc, amount: amountFor(r, v) / nItems }));
  if (how === 'item' && unitWord && items[0]) items[0] = { ...items[0], desc: chance(r, 0.5) ? `${items[0].desc} - ${unitWord}` : `${unitWord}: ${items[0].desc}` };
  for (const it of items) it.amount = Math.round(it.amount * 100) / 100;
  const subtotal = items.reduce((s, it) => s + it.amount, 0);
  const rate = cat.kind === 'invoice' && v.group !== 'gov' ? (m.style === 'hi' ? 0.04712 : m.spanish ? 0.115 : 0) : 0;
  const tax = Math.round(subtotal * rate * 100) / 100;
  const taxNote = rate === 0 ? null : m.style === 'hi' ? `Hawaii GET 4.712%: ${money(tax)}` : `IVU 11.5%: ${money(tax)}`;

  const accountNumbers: string[] = [];
  const accounts: BillParts['accounts'] = [];
  if (acct) {
    let printed = accountVariant(r, acct.accountNumber);
    if (mode === 'full' && !acctUnitClue && chance(r, 0.02)) printed = `XXXXXX${acct.accountNumber.replace(/[^0-9A-Za-z]/g, '').slice(-4)}`;
    accounts.push({ label: acctLabel(r, v, es, m.state), value: printed });
    accountNumbers.push(printed);
  }
  if (v.group === 'utility' && chance(r, 0.08)) {
    let extra = pattern(r, '#########');
    while (known.has(acctKey(extra))) extra = pattern(r, '#########');
    accounts.push({ label: es ? 'Núm. de cliente' : pick(r, ['Customer #', 'Premise #', 'Customer ID']), value: extra });
    accountNumbers.push(extra);
  }

  const bt = billTo(r, p, !noClue);
  const remit = remitBlock(r, v);
  const serviceAddresses: string[] = service ? [service] : [];
  if (remit && chance(r, 0.06)) serviceAddresses.splice(int(r, 0, serviceAddresses.length), 0, remit);
  if (chance(r, noClue ? 0.3 : 0.05)) serviceAddresses.splice(int(r, 0, serviceAddresses.length), 0, bt.join('\n'));

  const aliases = v.aliases.filter((a) => !a.startsWith('c/o '));
  const payee = payeeVariant(r, v.name, aliases);
  const date = new Date(Date.UTC(2025, 6, 1) + int(r, 0, 167) * 86400000);
  const parts: BillParts = {
    kind: cat.kind, spanish: es, metro: m,
    header: chance(r, 0.7) ? printedName(v.name) : payee ?? printedName(v.name),
    vendorLines: vendorLines(r, v, remit),
    date, due: new Date(date.getTime() + int(r, 14, 30) * 86400000),
    docNo: pattern(r, pick(r, ['INV-######', '#####', '2025-####', 'A######', '########'])),
    accounts, service: mode === 'name' ? null : service,
    serviceLabel: es ? pick(r, ['Dirección del servicio', 'Localización', 'Dirección física']) : cat.kind === 'tax' ? pick(r, ['Situs Address', 'Property Location', 'Property Address']) : cat.kind === 'utility' ? pick(r, ['Service Address', 'SERVICE ADDRESS', 'Service Location', 'Premises']) : pick(r, ['Job Site', 'Service Location', 'Job Address', 'Ship To', 'Work Performed At']),
    propertyLine, unitLine, billTo: bt, items, taxNote, tax, remit,
    payee: payee ?? printedName(v.name),
    extra: extraLines(r, v, p, es, date),
  };
  if (mode === 'name' && service) parts.service = service;
  const text = renderText(r, parts);
  const glAccount = w.expectedGl.get(v);
  if (!glAccount) throw new Error(`no GL for ${v.id}`);
  return {
    input: { payee, senderEmail: senderEmail(r, v), accountNumbers, serviceAddresses, propertyText, unitText, text, lineItems: items.map((it) => ({ description: it.desc })) },
    expected: { propertyId: p.id, unitId: u?.id ?? null, vendorId: v.id, glAccount },
  };
}

const GROUP_SHARE: readonly (readonly [VendorGroup, number])[] = [['utility', 38], ['gov', 5], ['hoa', 5], ['chain', 8], ['trade', 44]];

export function buildBills(r: Rng, w: World): BillCase[] {
  const known = new Set<string>();
  for (const v of w.vendors) for (const a of [...v.accounts, ...v.unlisted]) known.add(acctKey(a.accountNumber));
  const tradeWeight = new Map(w.vendors.map((v) => [v, 0.15 + 6 * r() ** 3] as const));
  const pickers = new Map<VendorGroup, Picker<VendorDraft>>(
    (['utility', 'gov', 'hoa', 'chain', 'trade'] as const).map((g) => [
      g,
      new Picker(w.vendors.filter((v) => v.group === g && v.territory.length > 0), (v) =>
        g === 'utility' ? v.accounts.length + v.unlisted.length : g === 'gov' ? 1 + Math.sqrt(v.accounts.length) : g === 'hoa' ? 1 + v.accounts.length / 4 : g === 'chain' ? 1 : tradeWeight.get(v) ?? 1),
    ]),
  );
  const bare = new Picker(w.vendors.filter((v) => (v.group === 'trade' || v.group === 'chain') && v.defaultPropIdx === null && v.territory.length > 0), () => 1);
  const out: BillCase[] = [];
  for (let i = 0; i < BILL_COUNT; i++) {
    const noClue = isNoClue(i);
    const g = pickW(r, GROUP_SHARE);
    const picker = noClue ? bare : pickers.get(g);
    if (!picker) throw new Error(`no vendors in ${g}`);
    const v = picker.next(r);
    const t = pickTarget(r, v, w.props, w.units, known);
    out.push(makeBill(r, w, v, t, noClue, known));
  }
  if (out.length !== BILL_COUNT) throw new Error('bill count');
  return out;
}
