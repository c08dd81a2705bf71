/**
 * A bill's whole text as extraction returns it: letterhead, remit-to, dates, account, the service
 * block, the bill-to block naming the manager, line items and totals, the payment stub; utility
 * statements, tax notices, association statements and invoices, in English or Spanish, and
 * sometimes two columns run together.
 */
import type { BillKind } from './categories';
import type { Metro } from './model';
import { type Rng, chance, pick, pickW } from './rng';

export interface BillParts {
  kind: BillKind;
  spanish: boolean;
  metro: Metro;
  header: string;
  vendorLines: string[];
  date: Date;
  due: Date;
  docNo: string;
  accounts: { label: string; value: string }[];
  service: string | null;
  serviceLabel: string;
  propertyLine: string | null;
  unitLine: string | null;
  billTo: string[];
  items: { desc: string; amount: number }[];
  taxNote: string | null;
  tax: number;
  remit: string | null;
  payee: string;
  extra: string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

export function money(n: number): string {
  const cents = Math.round(n * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

export function fmtDate(r: Rng, d: Date, spanish: boolean): string {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  const mm = String(m + 1).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  if (spanish && chance(r, 0.6)) return pick(r, [`${dd}/${mm}/${y}`, `${day} de ${MESES[m] ?? ''} de ${y}`, `${dd}-${(MESES[m] ?? '').toUpperCase()}-${y}`]);
  return pick(r, [`${mm}/${dd}/${y}`, `${MONTHS[m] ?? ''} ${day}, ${y}`, `${mm}/${dd}/${String(y).slice(2)}`, `${y}-${mm}-${dd}`]);
}

/** "PO Box 9477, Minneapolis, MN 55484" → ["PO Box 9477", "Minneapolis, MN 55484"]. */
export function splitAddress(a: string): string[] {
  const parts = a.split(', ');
  return parts.length >= 3 ? [parts.slice(0, -2).join(', '), parts.slice(-2).join(', ')] : [a];
}

function columns(left: string[], right: string[]): string[] {
  const n = Math.max(left.length, right.length);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = left[i] ?? '';
    const b = right[i] ?? '';
    out.push(b ? `${a.padEnd(38)}${b}` : a);
  }
  return out;
}

function itemLines(r: Rng, items: BillParts['items'], invoice: boolean): string[] {
  return items.map((it) => {
    const amt = money(it.amount);
    return pickW(r, [[`${it.desc} ${'.'.repeat(Math.max(2, 44 - it.desc.length))} ${amt}`, 3], [`${it.desc}    ${amt}`, 3], [`1  ${it.desc}  ${amt}  ${amt}`, invoice ? 1 : 0]] as const);
  });
}

export function renderText(r: Rng, b: BillParts): string {
  const es = b.spanish;
  const total = b.items.reduce((s, it) => s + it.amount, 0) + b.tax;
  const L: string[] = [];
  L.push(b.header, ...b.vendorLines);
  const title = {
    utility: es ? pick(r, ['FACTURA DE SERVICIO', 'Factura']) : pick(r, ['STATEMENT', 'Your Monthly Statement', 'UTILITY BILL', 'Service Statement']),
    tax: es ? 'NOTIFICACIÓN DE CONTRIBUCIÓN SOBRE LA PROPIEDAD INMUEBLE' : pick(r, ['PROPERTY TAX STATEMENT', 'Real Property Tax Bill', 'NOTICE OF TAXES DUE', '2025 Tax Notice']),
    hoa: es ? 'ESTADO DE CUENTA - CUOTAS DE MANTENIMIENTO' : pick(r, ['ASSESSMENT STATEMENT', 'Monthly Statement', 'Owner Statement', 'Coupon / Statement']),
    invoice: es ? pick(r, ['FACTURA', 'Factura / Invoice']) : pick(r, ['INVOICE', 'Invoice', 'SERVICE INVOICE', 'Work Order Invoice']),
  }[b.kind];
  L.push('', title);
  const dateLbl = es ? 'Fecha' : b.kind === 'invoice' ? 'Invoice Date' : 'Statement Date';
  const noLbl = es ? 'Factura núm.' : b.kind === 'invoice' ? 'Invoice #' : 'Bill No.';
  L.push(`${dateLbl}: ${fmtDate(r, b.date, es)}    ${noLbl} ${b.docNo}`);
  for (const a of b.accounts) L.push(`${a.label}: ${a.value}`);
  const svc: string[] = [];
  if (b.service) svc.push(`${b.serviceLabel}:`, ...b.service.split('\n'));
  if (b.propertyLine) svc.push(b.propertyLine);
  if (b.unitLine) svc.push(b.unitLine);
  const bill = [es ? 'Facturar a:' : pick(r, ['Bill To:', 'BILL TO', 'Sold To:', 'Customer:', 'Mailing Address:']), ...b.billTo];
  L.push('');
  if (svc.length > 0 && chance(r, b.kind === 'invoice' ? 0.4 : 0.2)) L.push(...columns(bill, svc));
  else if (chance(r, 0.5)) L.push(...bill, '', ...svc);
  else L.push(...svc, '', ...bill);
  L.push(...b.extra);
  L.push('', es ? 'Descripción                                   Importe' : 'Description                                   Amount');
  L.push(...itemLines(r, b.items, b.kind === 'invoice'));
  if (b.taxNote) L.push(b.taxNote);
  const due = fmtDate(r, b.due, es);
  if (es) L.push(`Total a pagar: ${money(total)}`, `Fecha de vencimiento: ${due}`);
  else L.push(`${pick(r, ['Total Amount Due', 'TOTAL DUE', 'Balance Due', 'Amount Due'])}: ${money(total)}`, `${pick(r, ['Due Date', 'Please Pay By', 'Due'])}: ${due}`);
  if (b.kind === 'invoice' && !es) L.push(pick(r, ['Terms: Net 30', 'Terms: Due on receipt', 'Net 15', 'Thank you for your business!']));
  L.push('', es ? '--- Favor de desprender y enviar este talonario con su pago ---' : '--- Please detach and return this portion with your payment ---');
  L.push(`${es ? 'Pagadero a' : 'Make checks payable to'}: ${b.payee}`);
  const acct = b.accounts[0];
  if (acct) L.push(`${acct.label}: ${acct.value}    ${es ? 'Cantidad' : 'Amount Enclosed'}: ________`);
  if (b.remit) L.push(es ? 'Remitir a:' : 'Remit to:', ...b.remit.split('\n'));
  return L.filter((l, i, a) => !(l === '' && a[i - 1] === '')).join('\n');
}
