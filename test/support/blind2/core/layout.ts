import { type Paper, type Sheet } from '../../blind/pdf/paper';
import { type BlindExpected, type DocumentKind } from '../types';
import { type DateStyle, type MoneyStyle } from './format';
import { type Scenario, type Spec, type Vendor } from './scenario';

/** What a layout draws with: its scenario, its vendor's way with money and dates, and the paper. */
export interface Drawing {
  paper: Paper;
  /** The first page, made when first asked for, so that layouts with their own pages can make them. */
  readonly sheet: Sheet;
  s: Scenario;
  $: (cents: number) => string;
  d: (iso: string) => string;
  /** Another scenario from the same vendor and kind, for a PDF that holds several invoices. */
  another: (label: string, avoid?: readonly string[]) => Scenario;
  /** Records that pages first..last (1-based) are one invoice of a PDF holding several. */
  group: (first: number, last: number, expected: BlindExpected) => void;
}

/** One vendor's document design; it makes one document per entry of `kinds`. */
export interface Layout {
  id: string;
  /** utility, trade, service, professional, public, supplier, credit, statement, reminder, quote, receipt, not_a_bill. */
  family: string;
  vendorKind: string;
  vendor: Vendor;
  kinds: readonly DocumentKind[];
  spec: Spec;
  /** The attachment's name as the vendor's system would send it. */
  filename: (s: Scenario) => string;
  money: MoneyStyle;
  dates: DateStyle;
  /** Page size in points when not the market's usual one. */
  page?: [number, number];
  /** Draws the document and says what it printed. */
  draw: (drawing: Drawing) => BlindExpected;
}
