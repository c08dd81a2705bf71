import { type DateStyle, formatDate } from '../core/dates';
import { type MoneyStyle, formatMoney, formatNumber } from '../core/money';
import { type Place, regions } from '../core/places';
import { type Scenario, type Vendor } from '../core/scenario';

/** Helpers every layout uses to turn a scenario into printed strings. */
export type Fmt = (cents: number) => string;

export const fmt = (style: MoneyStyle): Fmt => (cents) => formatMoney(cents, style);
export const num = (style?: MoneyStyle): Fmt => (cents) => formatNumber(cents, style);
export const day = (style: DateStyle): ((iso: string) => string) => (iso) => formatDate(iso, style);

export function vendorLines(v: Vendor, country = false): string[] {
  return [v.street, v.locality, ...(country ? [regions[v.region].country] : [])];
}

export function placeLines(p: Place): string[] {
  return [p.name, p.street, p.locality];
}

export function customerLines(s: Scenario, attention = false): string[] {
  const c = s.customer;
  return [c.name, ...(attention ? [`Attn: ${c.attention}`] : []), c.street, c.locality];
}

/** "Unit 204", "Suite 310", "Apt 5B", or nothing when the bill names no unit. */
export function unitText(s: Scenario, word = 'Unit'): string | undefined {
  return s.unit === undefined ? undefined : `${word} ${s.unit}`;
}

export function propertyLines(s: Scenario, unitWord?: string): string[] {
  const unit = unitWord ? unitText(s, unitWord) : undefined;
  return [s.property.name, ...(unit ? [unit] : []), s.property.street, s.property.locality];
}

export type ItemField = 'description' | 'qty' | 'rate' | 'amount' | 'date';

export function itemRows(s: Scenario, money: Fmt, fields: readonly ItemField[], dates: DateStyle = 'mdy'): string[][] {
  const sign = s.kind === 'credit_note' ? -1 : 1;
  return s.items.map((item) =>
    fields.map((field) => {
      switch (field) {
        case 'description':
          return item.description;
        case 'qty':
          return String(item.qty);
        case 'rate':
          return money(item.unitCents);
        case 'amount':
          return money(sign * item.amountCents);
        case 'date':
          return formatDate(item.date, dates);
      }
    }),
  );
}

export function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(3))}%`;
}

/** A plausible phone-style account or reference number. */
export function reference(s: Scenario, shape: string): string {
  return shape.replace(/#/g, () => String(s.rng.int(0, 9))).replace(/@/g, () => s.rng.letter());
}
