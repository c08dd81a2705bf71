import { TRADE_BY_KEY } from './trades';

const WATER = ['Water Service Charge', 'Water Usage', 'Meter Charge', 'Fire Service Charge'];
const SEWER = ['Sewer Service Charge', 'Wastewater Usage', 'Stormwater Management Service Charge', 'Impervious Area Charge'];

const FIXED: Readonly<Record<string, readonly string[]>> = {
  electric: ['Distribution Charge', 'Generation Charge', 'Customer Charge', 'Transmission Charge', 'State Tax Adjustment', 'Late Payment Charge'],
  gas: ['Gas Supply Charge', 'Distribution Charge', 'Customer Charge', 'Gas Cost Rate', 'Gross Receipts Tax'],
  water: WATER,
  sewer: SEWER,
  waterSewer: [...WATER, ...SEWER],
  tax: ['Real Estate Tax - 1st Half', 'Real Estate Tax - 2nd Half', 'City Portion', 'School District Portion', 'Penalty & Interest', 'Special Benefits District Assessment'],
  license: ['Rental License Fee', 'Housing Inspection Fee', 'Lead Safe Certificate Filing', 'Late Fee', 'Re-inspection Fee'],
  uniforms: ['Mat service', 'Uniform rental', 'Shop towels'],
  telecom: ['Business Internet 300 Mbps', 'Static IP', 'Equipment fee', 'Voice line'],
  advertising: ['Premium listing', 'Featured placement'],
  screening: ['Tenant screening report', 'Criminal background add-on'],
  office: ['Copy paper case', 'Toner', 'Envelopes'],
  printing: ['Lease packet printing', 'Door hangers'],
};

/** What a vendor's invoice lines say, by trade or service. */
export function linesFor(cat: string): readonly string[] {
  return FIXED[cat] ?? TRADE_BY_KEY.get(cat)?.lines ?? ['Services rendered'];
}
