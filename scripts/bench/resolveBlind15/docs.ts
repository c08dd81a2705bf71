/** The whole text of a bill: the document, and the e-mail or portal notice that carried it. */
import { MANAGER, officeFor } from './geo';
import type { PropMeta } from './properties';
import type { Rng } from './rng';
import type { VendorMeta } from './vendors';

export type Channel = 'email' | 'portal' | 'forward' | 'apinbox' | 'scan';

export interface DocCtx {
  vm: VendorMeta;
  pm: PropMeta;
  payee: string | null;
  acct: string | null;
  site: string | null;
  siteLabel: string;
  propText: string | null;
  unitText: string | null;
  lines: readonly { description: string; amount: number }[];
  meter: string | null;
  tenant: string | null;
  po: string | null;
  invoiceNo: string;
  date: string;
  due: string;
  showOwner: boolean;
}

const money = (n: number): string => `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

function billTo(c: DocCtx, rng: Rng): string {
  const o = MANAGER.offices[officeFor(c.pm.city.metro, c.pm.city.region)];
  const head = c.showOwner ? `${c.pm.owner}\nc/o ${MANAGER.short}` : rng.pick([MANAGER.name, MANAGER.short, 'Harbor and Magnolia Prop Grp', 'HARBOR & MAGNOLIA PROPERTY GROUP']);
  const attn = rng.chance(0.5) ? '\nAttn: Accounts Payable' : '';
  return `${head}${attn}\n${o.line1}\n${o.city}, ${o.state} ${o.zip}`;
}

function total(c: DocCtx): number {
  return c.lines.reduce((s, l) => s + l.amount, 0);
}

function itemTable(c: DocCtx): string {
  return c.lines.map((l) => `${l.description.padEnd(46, ' ')} ${money(l.amount)}`).join('\n');
}

/** A utility statement: account, owner c/o manager, service address, meter, charges. */
export function utilityDoc(c: DocCtx, rng: Rng): string {
  const head = (c.payee ?? c.vm.v.name).toUpperCase();
  const parts = [
    `${head}\nCustomer Service ${c.vm.phone ?? ''}`,
    `Statement Date: ${c.date}    ${c.acct ? `Account Number: ${c.acct}` : ''}`.trim(),
    billTo(c, rng),
    c.site ? `${c.siteLabel}:\n${c.site}` : '',
    c.meter ? `Meter ${c.meter}   Read type: ${rng.pick(['Actual', 'Estimated', 'AMR'])}   Days: ${rng.int(28, 33)}` : '',
    c.propText ? `Premise: ${c.propText}` : '',
    c.unitText ? `Unit: ${c.unitText}` : '',
    itemTable(c),
    `Total Amount Due ${money(total(c))}   Due by ${c.due}`,
    `Please make checks payable to ${c.vm.v.name} and mail to:\n${c.vm.v.remitTo ?? ''}`,
  ];
  return parts.filter((p) => p !== '').join('\n\n');
}

/** A contractor's or a national's invoice. */
export function invoiceDoc(c: DocCtx, rng: Rng): string {
  const head = c.payee ?? c.vm.v.name;
  const contact = [c.vm.letterhead, c.vm.phone, c.vm.sendFrom[0]].filter((x): x is string => !!x).join('  |  ');
  const parts = [
    `${head}\n${contact}`,
    `${rng.pick(['INVOICE', 'Invoice', 'SERVICE INVOICE', 'Statement / Invoice'])}\nInvoice #: ${c.invoiceNo}    Date: ${c.date}    Terms: ${rng.pick(['Net 30', 'Due on receipt', 'Net 15', 'Net 45'])}`,
    c.acct ? `${rng.pick(['Customer #', 'Account', 'Acct No.', 'Cust ID', 'Contract #'])}: ${c.acct}` : '',
    `Bill To:\n${billTo(c, rng)}`,
    c.site ? `${c.siteLabel}:\n${c.site}` : '',
    c.propText ? `${rng.pick(['Property', 'Job Name', 'Location', 'Site', 'Customer'])}: ${c.propText}` : '',
    c.unitText ? `${rng.pick(['Unit', 'Apt', 'Suite/Unit', 'Area'])}: ${c.unitText}` : '',
    c.tenant ? c.tenant : '',
    c.po ? `PO/WO: ${c.po}` : '',
    `Description${' '.repeat(36)}Amount\n${itemTable(c)}`,
    `Subtotal ${money(total(c))}\nTotal Due ${money(total(c))}`,
    c.vm.v.remitTo ? `Please remit to: ${c.vm.v.remitTo}` : 'Thank you for your business!',
  ];
  return parts.filter((p) => p !== '').join('\n\n');
}

/** A tax or registration bill: parcel number, owner of record, property location. */
export function taxDoc(c: DocCtx, rng: Rng): string {
  const reg = c.vm.spec?.svcs.includes('registration') ?? false;
  const parts = [
    `${(c.payee ?? c.vm.v.name).toUpperCase()}\n${rng.pick(reg ? ['RENTAL REGISTRATION INVOICE', 'NOTICE OF AMOUNT DUE', 'CERTIFICATE OF OCCUPANCY FEE'] : ['2025 SUMMER TAX BILL', 'REAL PROPERTY TAX STATEMENT', 'NOTICE OF AMOUNT DUE', '2025 CITY & SCHOOL TAX'])}`,
    c.acct ? `${rng.pick(reg ? ['Registration #', 'License No.', 'Case #', 'Account'] : ['Parcel ID', 'Parcel No.', 'Tax Map #', 'SBL', 'Account'])}: ${c.acct}` : '',
    `Owner of record:\n${billTo({ ...c, showOwner: true }, rng)}`,
    c.site ? `Property Location: ${c.site.replace(/\n/g, ', ')}` : '',
    c.propText ? `Description: ${c.propText}` : '',
    itemTable(c),
    `TOTAL DUE ${money(total(c))}  Pay by ${c.due} to avoid penalty`,
    `Remit to: ${c.vm.v.remitTo ?? ''}`,
  ];
  return parts.filter((p) => p !== '').join('\n\n');
}

const PORTALS = ['quickbooks@notification.intuit.com', 'no-reply@invoicing.servicetitan.com', 'notifications@getjobber.com', 'no-reply@housecallpro.com', 'noreply@bill.com'];
const NAT_PORTALS = ['noreply@billtrust.com', 'notifications@servicechannel.com', 'no-reply@corrigo.com', 'ebill@invoicegateway.net'];
const STAFF = ['kdaniels', 'mreyes', 'tjohnson', 'lnowak', 'bwhitfield', 'spatel', 'jkowalczyk', 'dthompson', 'amurphy', 'cgaines'];

export function portalSender(vm: VendorMeta, rng: Rng): string {
  if (vm.spec?.portal) return vm.spec.portal;
  if (vm.cls === 'utility' || vm.cls === 'gov') return rng.pick(['donotreply@paymentus.com', 'no-reply@invoicecloud.net']);
  return vm.cls === 'trade' ? rng.pick(PORTALS) : rng.pick(NAT_PORTALS);
}

export function staffSender(rng: Rng): string {
  return `${rng.pick(STAFF)}@${MANAGER.domain}`;
}

/** Wrap the document in what carried it, and say who the sender was. */
export function wrap(channel: Channel, c: DocCtx, doc: string, note: string | null, rng: Rng): { text: string; sender: string | null } {
  const vendorFrom = c.vm.sendFrom.length > 0 ? rng.pick(c.vm.sendFrom) : null;
  const display = c.payee ?? c.vm.v.name;
  const fromLine = vendorFrom ? `${display} <${vendorFrom}>` : display;
  const subject = rng.pick([`Invoice ${c.invoiceNo} from ${display}`, `Your ${display} bill is ready`, `${display} - Invoice ${c.invoiceNo}`, `Statement ${c.date}`, `New invoice`]);
  switch (channel) {
    case 'email':
      return { sender: vendorFrom, text: `From: ${fromLine}\nTo: ${MANAGER.apEmail}\nSubject: ${subject}\n\nPlease find your invoice attached.\n\n--- invoice_${c.invoiceNo}.pdf ---\n${doc}` };
    case 'portal': {
      const sender = portalSender(c.vm, rng);
      const body = `You have a new bill from ${display}.\nAmount due: ${money(total(c))}    Due: ${c.due}\n${c.acct ? `Account: ${c.acct}\n` : ''}View and pay online: https://portal.example/${c.invoiceNo}`;
      return { sender, text: `From: ${sender}\nSubject: ${subject}\n\n${body}\n\n--- ${c.invoiceNo}.pdf ---\n${doc}` };
    }
    case 'forward':
    case 'apinbox': {
      const sender = channel === 'apinbox' ? MANAGER.apEmail : staffSender(rng);
      const fwd = `---------- Forwarded message ---------\nFrom: ${fromLine}\nDate: ${c.date}\nSubject: ${subject}\nTo: ${channel === 'apinbox' ? MANAGER.apEmail : staffSender(rng)}`;
      return { sender, text: `${note ?? 'Please process.'}\n\n${fwd}\n\n${doc}` };
    }
    case 'scan':
      return { sender: rng.pick([null, null, `scanner@${MANAGER.domain}`, `mailroom@${MANAGER.domain}`]), text: doc };
  }
}
