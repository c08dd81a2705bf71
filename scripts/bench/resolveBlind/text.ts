/** A bill's whole text in one of several layouts (utility statement, two-column invoice, plain e-mail-style), from what the draft says it shows. */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { type Rng } from './core';
import { type VendorMeta } from './vendors';
import { MANAGER } from './words';

export interface Draft {
  vm: VendorMeta;
  /** The payee as extraction read it, and as the header prints it; null when the header is a logo. */
  payee: string | null;
  senderEmail: string | null;
  /** Account numbers as printed, each in the accountNumbers field. */
  accounts: string[];
  /** Other numbers (customer, meter, work order) known to no vendor; some extraction took for account numbers. */
  extraNumbers: { label: string; value: string; inField: boolean }[];
  /** The service address's lines as printed. */
  service: string[] | null;
  /** Extraction took the remit-to PO box for a service address. */
  remitAsService: boolean;
  propertyText: string | null;
  propertyLabel: string;
  unitText: string | null;
  /** The unit phrase is part of the printed service address (so unitText needs no line of its own). */
  unitInService: boolean;
  /** A unit phrase found only in a line item ("Apt 204 - replace faucet"). */
  unitInItem: string | null;
  billToProperty: boolean;
}

const money = (r: Rng) => r.int(1500, 250000) / 100;
/** "1,234.56" (toLocaleString is slow enough to matter at 10,000 bills). */
const fmt = (n: number) => {
  const [whole = '0', cents = '00'] = n.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};
const date = (r: Rng, month: number, day?: number) => `${String(month).padStart(2, '0')}/${String(day ?? r.int(1, 28)).padStart(2, '0')}/2025`;
const SERVICE_LABELS = ['Service Address:', 'SERVICE ADDRESS', 'Service Location:', 'Job Site:', 'Premises:', 'Location:', 'Site Address:', 'Work Location:', 'Ship To:'];

export function render(r: Rng, d: Draft): BillInput {
  const vm = d.vm;
  const utility = vm.utility !== null;
  const L: string[] = [];
  const month = r.int(7, 9);
  if (d.payee) L.push(utility || r.chance(0.3) ? d.payee.toUpperCase() : d.payee);
  else L.push(r.pick(['[logo]', '', 'INVOICE']));
  if (vm.v.remitTo && r.chance(0.5)) L.push(...vm.v.remitTo.split(', ').slice(0, 1), vm.v.remitTo.split(', ').slice(1).join(', '));
  L.push(r.pick([`Customer Service: (800) 555-0${r.int(100, 199)}`, `Tel (${r.int(201, 989)}) 555-${r.digits(4)}`, '']));
  if (vm.domain && vm.emailKind !== 'none' && r.chance(0.4)) L.push(`www.${vm.domain}`);
  if (vm.v.taxId && !utility && r.chance(0.5)) L.push(`Fed Tax ID ${vm.v.taxId}`);
  L.push('');
  const items = pickItems(r, vm.items, d.unitInItem);
  const total = items.reduce((s, [, a]) => s + a, 0);
  const due = date(r, month + 1, r.int(1, 28));
  const accountLines = d.accounts.map((a) => `${r.pick(['Account Number:', 'Account #', 'Acct No.', 'ACCOUNT NUMBER', 'Account:'])} ${a}`);
  const extraLines = d.extraNumbers.map((x) => `${x.label} ${x.value}`);
  const billTo = d.billToProperty && d.propertyText ? [d.propertyText, `c/o ${MANAGER.name}`, ...MANAGER.lines] : [r.pick([MANAGER.name, MANAGER.name.toUpperCase(), `${MANAGER.name} - Accounts Payable`]), ...MANAGER.lines];
  const service = d.service ? [r.pick(SERVICE_LABELS), ...d.service] : [];
  const unitShown = d.unitText !== null && !d.unitInService;
  const propertyLine = d.propertyText && !d.billToProperty ? `${d.propertyLabel} ${d.propertyText}` : null;
  const layout = utility ? r.pick(['statement', 'statement', 'plain'] as const) : r.pick(['columns', 'stacked', 'plain'] as const);
  if (layout === 'statement') {
    L.push(r.pick(['STATEMENT', 'UTILITY BILL', 'Your Monthly Bill']), `Statement Date: ${date(r, month)}    ${accountLines[0] ?? ''}`, ...accountLines.slice(1), ...extraLines);
    if (service.length) L.push(r.chance(0.4) ? `${service[0] ?? ''} ${service.slice(1).join(', ')}` : service.join('\n'));
    if (propertyLine) L.push(propertyLine);
    if (unitShown) L.push(unitLine('Unit:', d.unitText));
    L.push(`Billing Period ${date(r, month - 1, 1)} - ${date(r, month - 1, 28)}`, '', ...items.map(([t, a]) => `${t.padEnd(44)}${fmt(a).padStart(10)}`), '', `TOTAL AMOUNT DUE  $${fmt(total)}   DUE BY ${due}`, '', '- - - - - - - - Please return this portion with your payment - - - - - - - -');
    if (d.accounts[0]) L.push(`Account Number ${d.accounts[0]}    Amount Due $${fmt(total)}`);
    L.push(...billTo);
  } else {
    L.push(r.pick(['INVOICE', 'Invoice', 'SERVICE INVOICE', 'Bill']), `Invoice ${r.pick(['#', 'No.', 'Number:'])} ${r.pick(['INV-', '', 'W'])}${r.int(1000, 999999)}    Date: ${date(r, month)}`, ...accountLines, ...extraLines, '');
    if (layout === 'columns' && service.length) {
      const left = ['BILL TO', ...billTo];
      const rows = Math.max(left.length, service.length);
      for (let i = 0; i < rows; i++) L.push(`${(left[i] ?? '').padEnd(42)}${service[i] ?? ''}`.trimEnd());
    } else {
      L.push(r.pick(['Bill To:', 'BILL TO', 'Sold To:']), ...billTo, '');
      if (service.length) L.push(...service);
    }
    if (propertyLine) L.push(propertyLine);
    if (unitShown) L.push(unitLine(r.pick(['Unit:', 'Apt/Unit:', 'Unit #']), d.unitText));
    L.push('', `${'Description'.padEnd(44)}${'Amount'.padStart(10)}`, ...items.map(([t, a]) => `${t.padEnd(44)}${fmt(a).padStart(10)}`), '', `Total Due: $${fmt(total)}`, `Terms: ${r.pick(['Net 30', 'Due on receipt', 'Net 15'])}   Due ${due}`);
  }
  if (vm.v.remitTo) L.push(`${r.pick(['Please remit to:', 'Remit payment to:', 'Mail payments to:', 'REMIT TO'])} ${vm.v.remitTo}`);
  if (d.payee && r.chance(0.5)) L.push(`Make checks payable to ${d.payee}`);
  const serviceAddresses = d.service ? [d.service.join('\n')] : [];
  if (d.remitAsService && vm.v.remitTo) serviceAddresses.push(vm.v.remitTo);
  return {
    payee: d.payee,
    senderEmail: d.senderEmail,
    accountNumbers: [...d.accounts, ...d.extraNumbers.filter((x) => x.inField).map((x) => x.value)],
    serviceAddresses,
    propertyText: d.propertyText,
    unitText: d.unitText,
    text: L.join('\n'),
    lineItems: items.map(([t]) => ({ description: t })),
  };
}

/** A bare unit ("204") gets a label; a phrase ("Apt 204", "Ste. 300") prints as it is. */
const unitLine = (label: string, unit: string | null) => (unit !== null && /^[0-9A-Z]{1,5}$/.test(unit) ? `${label} ${unit}` : (unit ?? ''));

function pickItems(r: Rng, pool: readonly string[], unit: string | null): [string, number][] {
  const n = Math.min(pool.length, r.int(1, 4));
  const items = r.shuffle([...pool]).slice(0, n).map((t): [string, number] => [t, money(r)]);
  const first = items[0];
  if (unit && first) first[0] = r.pick([`${unit} - ${first[0]}`, `${first[0]} (${unit})`, `${first[0]} at ${unit}`]);
  return items;
}
