/** Helpers the layouts share: printed lines for the parties, line-item rows, and tables that run over pages. */
import { type Column, type TableOptions, table } from '../../blind/pdf/blocks';
import { type Paper, type Sheet } from '../../blind/pdf/paper';
import { type DateStyle, formatDate } from '../core/format';
import { regions } from '../core/places';
import { type Scenario, type Vendor } from '../core/scenario';

export type Fmt = (cents: number) => string;

export function vendorLines(v: Vendor, country = false): string[] {
  return [v.street, v.locality, ...(country ? [regions[v.region].country] : [])];
}

export function customerLines(s: Scenario, attention = false): string[] {
  const c = s.customer;
  return [c.name, ...(attention ? [`Attn: ${c.attention}`] : []), c.street, c.locality];
}

/** The site block: name, the unit with the vendor's word for it, street, locality. */
export function siteLines(s: Scenario, unitWord = 'Unit', withName = true): string[] {
  const unit = s.unit === undefined ? [] : [`${unitWord} ${s.unit}`];
  return [...(withName ? [s.property.name] : []), ...unit, s.property.street, s.property.locality];
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

/** "#" becomes a digit and "@" a letter. */
export function reference(s: Scenario, shape: string): string {
  return shape.replace(/#/g, () => String(s.rng.int(0, 9))).replace(/@/g, () => s.rng.letter());
}

export function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(3))}%`;
}

export interface Flowed {
  sheet: Sheet;
  y: number;
  pages: number;
}

/**
 * A table that carries on over new pages: `head` draws each continuation page's running head
 * and gives back where its table starts; rows never go below `bottom`, and
 * groups of `keep` rows stay together.
 */
export function flowTable(
  paper: Paper, first: Sheet, x: number, y: number, cols: readonly Column[], rows: readonly (readonly string[])[],
  o: TableOptions & { bottom: number; head: (sheet: Sheet, page: number) => number; keep?: number },
): Flowed {
  const rh = o.rowHeight ?? (o.size ?? 8.5) * 2;
  let sheet = first;
  let top = y;
  let rest = rows;
  let pages = 1;
  for (;;) {
    const keep = o.keep ?? 1;
    const fit = Math.max(keep, Math.floor((Math.floor((o.bottom - top) / rh) - 1) / keep) * keep);
    const chunk = rest.slice(0, fit);
    const bottom = table(sheet, x, top, cols, chunk, o);
    rest = rest.slice(fit);
    if (rest.length === 0) return { sheet, y: bottom, pages };
    sheet.text('Continued on next page', sheet.width - 40, bottom + 14, { size: 7.5, font: 'sansItalic', align: 'right' });
    sheet = paper.page();
    pages += 1;
    top = o.head(sheet, pages);
  }
}
