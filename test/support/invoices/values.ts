import { type DateFormat, isoDate, type MoneyFormat, pickDateFormat, pickMoneyFormat } from './formats';
import type { Random } from './random';
import { CITIES, MANAGERS, PROPERTIES, STREETS, type Trade, TRADES, UNIT_FORMS } from './vocabulary';

export interface Site {
  /** What the property field should read: the property's name, or its street address if unnamed. */
  property: string;
  unit: string | null;
  /** The printed lines of the site block, e.g. name, "1450 Oak St, Unit 4B", "Austin, TX 78701". */
  lines: string[];
}

export interface Item {
  description: string;
  quantity: number;
  rateCents: number;
  amountCents: number;
}

/** The values one invoice prints; each layout shows a subset, in its own arrangement. */
export interface InvoiceValues {
  payee: string;
  vendorLines: string[];
  phone: string;
  fax: string;
  customer: string[];
  customerNumber: string;
  accountNumber: string;
  site: Site;
  invoiceNumber: string;
  billDate: string;
  purchaseOrder: string;
  workOrder: string;
  reference: string;
  items: Item[];
  date: DateFormat;
  money: MoneyFormat;
}

export function phoneNumber(random: Random): string {
  return `(${random.int(201, 989)}) ${random.digits(3)}-${random.digits(4)}`;
}

function cityLine(random: Random): string {
  const [city, state, zip] = random.pick(CITIES);
  return `${city}, ${state} ${zip}${random.digits(2)}`;
}

function street(random: Random): string {
  return `${random.int(100, 9899)} ${random.pick(STREETS)}`;
}

export function address(random: Random): string[] {
  return [street(random), cityLine(random)];
}

export function site(random: Random, named = random.chance(0.7), withUnit = random.chance(0.75)): Site {
  const unit = withUnit ? `${random.int(1, 4)}${random.pick(['', '0', '1'])}${random.pick(['', 'A', 'B', '2', '4'])}` : null;
  const form = random.pick(UNIT_FORMS);
  const unitText = unit ? (form === '#' ? `#${unit}` : `${form} ${unit}`) : '';
  const streetText = street(random);
  const city = cityLine(random);
  if (named) {
    const name = random.pick(PROPERTIES);
    return { property: name, unit, lines: [name, unit ? `${streetText}, ${unitText}` : streetText, city] };
  }
  return { property: streetText, unit, lines: [unit ? `${streetText} ${unitText}` : streetText, city] };
}

const INVOICE_NUMBER_FORMS: ((random: Random, year: number) => string)[] = [
  (random) => random.digits(5),
  (random, year) => `INV-${year}-${random.digits(4)}`,
  (random) => `${random.pick(['A', 'S', 'T'])}-${random.digits(5)}`,
  (random, year) => `${String(year).slice(2)}-${random.digits(4)}`,
  (random) => random.digits(7),
  (random) => `SI${random.digits(6)}`,
];

export function invoiceValues(random: Random, trade: Trade, itemCount: number): InvoiceValues {
  const vocabulary = TRADES[trade];
  const suffix = random.pick(vocabulary.suffixes);
  const year = random.int(2022, 2026);
  const billDate = isoDate(year, random.int(1, 12), random.int(1, 28));
  const items = Array.from({ length: itemCount }, () => {
    const quantity = random.pick([1, 1, 2, 3, 4, 1.5, 6, 10]);
    const rateCents = random.int(8, 650) * 25;
    return { description: random.pick(vocabulary.work), quantity, rateCents, amountCents: Math.round(quantity * rateCents) };
  });
  return {
    payee: suffix ? `${random.pick(vocabulary.names)} ${suffix}` : random.pick(vocabulary.names),
    vendorLines: address(random),
    phone: phoneNumber(random),
    fax: phoneNumber(random),
    customer: [random.pick(MANAGERS), ...address(random)],
    customerNumber: `${random.pick(['C', 'CUST', ''])}${random.digits(5)}`,
    accountNumber: `${random.digits(4)}-${random.digits(5)}-${random.digits(2)}`,
    site: site(random),
    invoiceNumber: random.pick(INVOICE_NUMBER_FORMS)(random, year),
    billDate,
    purchaseOrder: random.pick([`PO-${random.digits(5)}`, `45${random.digits(6)}`, `P${random.digits(5)}`]),
    workOrder: random.pick([`WO-${random.digits(4)}`, `${random.digits(6)}`, `W${random.digits(5)}`]),
    reference: random.pick([`REF-${random.digits(4)}`, `J${random.digits(5)}`, `${random.digits(6)}`]),
    items,
    date: pickDateFormat(random),
    money: pickMoneyFormat(random),
  };
}

export function sumCents(items: Item[]): number {
  return items.reduce((sum, item) => sum + item.amountCents, 0);
}

export function taxCents(amount: number, ratePercent: number): number {
  return Math.round((amount * ratePercent) / 100);
}

