import { type Paper, type Sheet } from '../pdf/paper';
import { type BlindExpected, type DocumentKind } from '../types';
import { type DateStyle } from './dates';
import { type MoneyStyle } from './money';
import { type Scenario, type ScenarioSpec, type Vendor } from './scenario';

/** What a layout draws with: its scenario, its vendor's way with money and dates, and the paper. */
export interface Drawing {
  paper: Paper;
  /** The first page, made when first asked for, so that layouts with their own pages can make them. */
  readonly sheet: Sheet;
  s: Scenario;
  $: (cents: number) => string;
  d: (iso: string) => string;
}

/** One vendor's document design; it makes one document per entry of `kinds`. */
export interface Layout {
  id: string;
  /** For counting: utility, trade, service, professional, public, credit, statement, reminder, quote, receipt, not_a_bill. */
  family: string;
  vendorKind: string;
  vendor: Vendor;
  kinds: readonly DocumentKind[];
  spec: ScenarioSpec;
  /** The attachment's name as the vendor's system would send it. */
  filename: (s: Scenario) => string;
  money: MoneyStyle;
  dates: DateStyle;
  /** Page size in points when not the region's usual one. */
  page?: [number, number];
  /** Draws the document and says what it printed. */
  draw: (drawing: Drawing) => BlindExpected;
}
