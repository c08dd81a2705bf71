import { type BlindExpected, type DocumentKind } from '../types';
import { catalog } from './catalog';
import { addDays, endOfMonth, firstOfMonth, isoDay } from './dates';
import { type Manager, type Property, type Region, type RegionInfo, managers, properties, regions, sameMarket } from './places';
import { type Rng } from './rng';

export interface Vendor {
  /** The name as the vendor prints it in full: this is the expected payee. */
  name: string;
  street: string;
  locality: string;
  region: Region;
  phone: string;
  email: string;
  web?: string;
  /** "GST/HST No. 81234 5678 RT0001", "VAT Reg. No. GB 284 1937 52", "ABN 53 004 085 616". */
  taxId?: string;
}

export interface ScenarioSpec {
  catalog: keyof typeof catalog;
  items?: [min: number, max: number];
  /** A rate, or 'region' for the vendor's usual sales tax; absent means no tax. */
  tax?: number | 'region';
  terms?: readonly number[];
  number: (rng: Rng, issued: string) => string;
  /** How likely the bill names a unit. */
  unit?: number;
  /** 'balance': previous balance and payments carried; 'deposit': a deposit or credit taken off. */
  carry?: 'balance' | 'deposit';
  /** Bill only these properties (by name), for vendors that serve one site. */
  sites?: readonly string[];
}

export interface LineItem {
  description: string;
  qty: number;
  unitCents: number;
  amountCents: number;
  date: string;
}

export interface PastInvoice {
  number: string;
  date: string;
  due: string;
  amountCents: number;
  paidCents: number;
}

export interface Scenario {
  kind: DocumentKind;
  rng: Rng;
  vendor: Vendor;
  info: RegionInfo;
  customer: Manager;
  property: Property;
  unit: string | undefined;
  number: string;
  account: string;
  issued: string;
  due: string;
  terms: number;
  periodStart: string;
  periodEnd: string;
  items: LineItem[];
  subtotal: number;
  taxRate: number;
  tax: number;
  /** This document's own total; negative for a credit note. */
  total: number;
  previous: number;
  /** Payments received against the previous balance. */
  paid: number;
  deposit: number;
  /** What the reader must pay now: total + previous - paid - deposit. */
  amountDue: number;
  history: PastInvoice[];
}

function lineItems(rng: Rng, spec: ScenarioSpec, start: string, end: string): LineItem[] {
  const [min, max] = spec.items ?? [1, 3];
  const span = Math.max(1, Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000));
  return rng.sample(catalog[spec.catalog] ?? [], rng.int(min, max)).map(([description, low, high, maxQty]) => {
    const qty = rng.int(1, maxQty);
    const unitCents = Math.round(rng.int(low, high) / 5) * 5;
    return { description, qty, unitCents, amountCents: qty * unitCents, date: addDays(start, rng.int(0, span)) };
  });
}

function carried(rng: Rng, spec: ScenarioSpec, total: number): { previous: number; paid: number; deposit: number } {
  if (spec.carry === 'deposit' && rng.chance(0.7)) return { previous: 0, paid: 0, deposit: Math.round((total * rng.int(20, 50)) / 100) };
  if (spec.carry !== 'balance') return { previous: 0, paid: 0, deposit: 0 };
  const previous = Math.round(total * (0.6 + rng.next() * 0.8));
  const paid = rng.pick([previous, previous, 0, Math.round(previous / 2)]);
  return { previous, paid, deposit: 0 };
}

function history(rng: Rng, spec: ScenarioSpec, issued: string, terms: number): PastInvoice[] {
  const count = rng.int(3, 6);
  const out: PastInvoice[] = [];
  for (let i = count; i >= 1; i -= 1) {
    const date = addDays(issued, -i * rng.int(26, 34));
    const amountCents = rng.int(4000, 260000);
    const settled = i > 2 && rng.chance(0.7);
    out.push({ number: spec.number(rng, date), date, due: addDays(date, terms), amountCents, paidCents: settled ? amountCents : 0 });
  }
  return out;
}

export function buildScenario(rng: Rng, vendor: Vendor, spec: ScenarioSpec, kind: DocumentKind): Scenario {
  const info = regions[vendor.region];
  const sites = properties.filter((p) => (spec.sites ? spec.sites.includes(p.name) : sameMarket(vendor.region, p.region)));
  const property = rng.pick(sites);
  const customer = rng.pick(managers.filter((m) => sameMarket(property.region, m.region)));
  const issued = isoDay(rng.pick([2024, 2025]), rng.int(1, 12), rng.int(1, 28));
  const terms = rng.pick(spec.terms ?? [30]);
  const periodStart = firstOfMonth(addDays(issued, -20));
  const periodEnd = endOfMonth(periodStart);
  const items = lineItems(rng, spec, periodStart, periodEnd);
  const subtotal = items.reduce((sum, item) => sum + item.amountCents, 0);
  const taxRate = spec.tax === 'region' ? info.tax.rate : (spec.tax ?? 0);
  const tax = Math.round(subtotal * taxRate);
  const sign = kind === 'credit_note' ? -1 : 1;
  const total = sign * (subtotal + tax);
  const carry = kind === 'credit_note' ? { previous: 0, paid: 0, deposit: 0 } : carried(rng, spec, total);
  return {
    kind,
    rng,
    vendor,
    info,
    customer,
    property,
    unit: rng.chance(spec.unit ?? 0) ? rng.pick(property.units) : undefined,
    number: spec.number(rng, issued),
    account: `${rng.digits(3)}-${rng.digits(5)}-${rng.digits(2)}`,
    issued,
    due: addDays(issued, terms),
    terms,
    periodStart,
    periodEnd,
    items,
    subtotal,
    taxRate,
    tax,
    total,
    ...carry,
    amountDue: total + carry.previous - carry.paid - carry.deposit,
    history: history(rng, spec, issued, terms),
  };
}

export type Printed = 'payee' | 'invoiceNumber' | 'billDate' | 'dueDate' | 'total' | 'currency' | 'property' | 'unit';

/** The expectation for what a layout printed: a field it did not print stays absent. */
export function expected(s: Scenario, printed: readonly Printed[], overrides: Partial<BlindExpected> = {}): BlindExpected {
  const has = (field: Printed): boolean => printed.includes(field);
  const out: BlindExpected = { documentKind: s.kind };
  if (has('payee')) out.payee = s.vendor.name;
  if (has('invoiceNumber')) out.invoiceNumber = s.number;
  if (has('billDate')) out.billDate = s.issued;
  if (has('dueDate')) out.dueDate = s.due;
  if (has('total')) out.totalAmountCents = s.amountDue;
  if (has('currency')) out.currency = s.info.currency;
  if (has('property')) out.property = s.property.name;
  if (has('unit') && s.unit !== undefined) out.unit = s.unit;
  return { ...out, ...overrides };
}
