/** One document's made-up facts: who bills whom for what, when, and what is owed now. */
import { addDays, endOfMonth, firstOfMonth, isoDay } from '../../blind/core/dates';
import { type LineItem, type PastInvoice } from '../../blind/core/scenario';
import { type Rng } from '../../blind/core/rng';
import { type BlindExpected, type DocumentKind } from '../../blind/types';
import { catalog } from './catalog';
import { type NumberShape } from './numbers';
import { type Payer, type Region, type Site, payers, regions, sameMarket, sites } from './places';
import { type RegionInfo } from '../../blind/core/places';

export type { LineItem, PastInvoice } from '../../blind/core/scenario';

export interface Vendor {
  /** The legal or remit-to name: the expected payee. */
  name: string;
  /** A trading name the letterhead shows when it differs from `name`. */
  brand?: string;
  street: string;
  locality: string;
  region: Region;
  phone: string;
  email: string;
  web?: string;
  taxId?: string;
}

export interface Spec {
  catalog: keyof typeof catalog;
  items?: [min: number, max: number];
  /** A rate, or 'region' for the market's usual tax; absent means none. */
  tax?: number | 'region';
  terms?: readonly number[];
  number: NumberShape;
  /** How likely the document names a unit. */
  unit?: number;
  /** 'balance' carries a previous balance and payments; 'deposit' takes a deposit or credit off. */
  carry?: 'balance' | 'deposit';
  /** Only these sites (by name). */
  sites?: readonly string[];
  /** Issue only in these months (1-12), for seasonal work. */
  months?: readonly number[];
}

export interface Scenario {
  kind: DocumentKind;
  rng: Rng;
  vendor: Vendor;
  info: RegionInfo;
  customer: Payer;
  property: Site;
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
  paid: number;
  deposit: number;
  /** What is owed now: total + previous - paid - deposit. */
  amountDue: number;
  history: PastInvoice[];
}

function lineItems(rng: Rng, spec: Spec, start: string, end: string): LineItem[] {
  const [min, max] = spec.items ?? [1, 3];
  const span = Math.max(1, Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000));
  return rng.sample(catalog[spec.catalog] ?? [], rng.int(min, max)).map(([description, low, high, maxQty]) => {
    const qty = rng.int(1, maxQty);
    const unitCents = Math.round(rng.int(low, high) / 5) * 5;
    return { description, qty, unitCents, amountCents: qty * unitCents, date: addDays(start, rng.int(0, span)) };
  });
}

function carried(rng: Rng, spec: Spec, total: number): { previous: number; paid: number; deposit: number } {
  if (spec.carry === 'deposit') return { previous: 0, paid: 0, deposit: Math.round((total * rng.int(25, 50)) / 100) };
  if (spec.carry !== 'balance') return { previous: 0, paid: 0, deposit: 0 };
  const previous = Math.round(total * (0.5 + rng.next() * 0.9));
  const paid = rng.pick([previous, 0, Math.round(previous * 0.4), previous]);
  return { previous, paid, deposit: 0 };
}

function history(rng: Rng, spec: Spec, issued: string, terms: number): PastInvoice[] {
  const out: PastInvoice[] = [];
  for (let i = rng.int(3, 6); i >= 1; i -= 1) {
    const date = addDays(issued, -i * rng.int(25, 35));
    const amountCents = rng.int(5000, 240000);
    out.push({ number: spec.number(rng, date), date, due: addDays(date, terms), amountCents, paidCents: i > 2 && rng.chance(0.65) ? amountCents : 0 });
  }
  return out;
}

export interface BuildOptions {
  /** Sites not to pick, so that the invoices of one PDF name different buildings. */
  avoid?: readonly string[];
}

export function buildScenario(rng: Rng, vendor: Vendor, spec: Spec, kind: DocumentKind, options: BuildOptions = {}): Scenario {
  const info = regions[vendor.region];
  const market = sites.filter((p) => (spec.sites ? spec.sites.includes(p.name) : sameMarket(vendor.region, p.region)));
  const fresh = market.filter((p) => !(options.avoid ?? []).includes(p.name));
  const property = rng.pick(fresh.length > 0 ? fresh : market);
  const customer = rng.pick(payers.filter((m) => sameMarket(property.region, m.region)));
  const issued = isoDay(rng.pick([2024, 2025, 2025]), spec.months ? rng.pick(spec.months) : rng.int(1, 12), rng.int(1, 28));
  const terms = rng.pick(spec.terms ?? [30]);
  const periodStart = firstOfMonth(addDays(issued, -20));
  const periodEnd = endOfMonth(periodStart);
  const items = lineItems(rng, spec, periodStart, periodEnd);
  const subtotal = items.reduce((sum, item) => sum + item.amountCents, 0);
  const taxRate = spec.tax === 'region' ? info.tax.rate : (spec.tax ?? 0);
  const tax = Math.round(subtotal * taxRate);
  const total = (kind === 'credit_note' ? -1 : 1) * (subtotal + tax);
  const carry = kind === 'credit_note' ? { previous: 0, paid: 0, deposit: 0 } : carried(rng, spec, total);
  return {
    kind, rng, vendor, info, customer, property,
    unit: rng.chance(spec.unit ?? 0) ? rng.pick(property.units) : undefined,
    number: spec.number(rng, issued),
    account: `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`,
    issued, due: addDays(issued, terms), terms, periodStart, periodEnd,
    items, subtotal, taxRate, tax, total, ...carry,
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
