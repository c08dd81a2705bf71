/*
 * A utility statement: account number (in the directory, or a new one), service address with the
 * unit inline, on its own line or left to the account, customer name, meter and remit stub.
 */
import { acctVariant, digitsOf, payeeFor, senderFor, streetAndCity, type BillCase, type Ctx } from './billCommon';
import { amount, billTo, date, managerName, money, remitVariant, thousands } from './docs';
import type { UnitGen } from './properties';
import { nameVariant, unitPhrase } from './printing';
import type { Rng } from './random';
import { UTILITY_LINE_NAMES, type VendorGen } from './vendors';

const USAGE: Readonly<Record<string, string>> = { electric: 'kWh', gas: 'CCF', water: 'Gallons', trash: '', internet: '', phone: '' };

const takenNumbers = new WeakMap<VendorGen, Set<string>>();
const unitsWithAccount = new WeakMap<VendorGen, Set<UnitGen>>();

function freshAccount(rng: Rng, v: VendorGen): string {
  let taken = takenNumbers.get(v);
  if (!taken) {
    taken = new Set(v.accounts.map((a) => digitsOf(a.printed)));
    takenNumbers.set(v, taken);
  }
  for (;;) {
    let s = '';
    let first = true;
    for (const ch of v.acctPattern) {
      if (ch === '#') {
        s += String(first ? rng.int(1, 9) : rng.int(0, 9));
        first = false;
      } else s += ch;
    }
    if (!taken.has(digitsOf(s))) {
      taken.add(digitsOf(s));
      return s;
    }
  }
}

export function utilityBill(ctx: Ctx, v: VendorGen): BillCase {
  const { rng, tally } = ctx;
  const acct = rng.pick(v.accounts);
  const p = acct.prop;
  if (!p) throw new Error('utility account without a property');
  let u = acct.unit;
  let inDirectory = v.brand ? true : rng.chance(0.9);
  if (!inDirectory && !p.addr && !(u && u.addr)) inDirectory = true;
  let printedAcct: string;
  if (inDirectory) printedAcct = acctVariant(rng, acct);
  else {
    printedAcct = freshAccount(rng, v);
    // A new service: the site itself, or a unit that just went vacant.
    let withAccount = unitsWithAccount.get(v);
    if (!withAccount) {
      withAccount = new Set(v.accounts.flatMap((a) => (a.unit ? [a.unit] : [])));
      unitsWithAccount.set(v, withAccount);
    }
    const has = withAccount;
    // A scattered home across town has other utilities: stay in the city of the account's home.
    const sameCity = (x: UnitGen) => !acct.unit?.addr || x.addr?.city === acct.unit.addr.city;
    const open = p.units.filter((x) => !has.has(x) && sameCity(x));
    u = p.addr && (p.kind === 'scattered' ? false : rng.chance(0.5)) ? null : open.length > 0 ? rng.pick(open) : u;
    if (!p.addr && !(u && u.addr)) u = acct.unit;
  }
  tally.add(inDirectory ? 'utility:accountInDirectory' : 'utility:newAccount');
  tally.add(`kind:${p.kind}`);
  const kind = acct.kind ?? 'electric';

  let svc: string | null = null;
  let unitText: string | null = null;
  const omitAddress = inDirectory && rng.chance(0.06);
  let missingUnit = false;
  let svcIsName = false;
  if (!omitAddress) {
    const upper = rng.chance(0.7);
    if (u?.addr) {
      const { street, city } = streetAndCity(ctx, u.addr, upper);
      svc = [street, city].filter(Boolean).join(rng.chance(0.65) ? ' ' : '\n');
      tally.add(`unitAddress:${p.kind}`);
    } else if (p.addr) {
      const { street, city } = streetAndCity(ctx, p.addr, upper, p);
      let first = street;
      let unitLine: string | null = null;
      if (u) {
        missingUnit = inDirectory && rng.chance(0.12);
        if (!missingUnit) {
          const ph = unitPhrase(rng, u);
          const text = upper ? ph.text.toUpperCase() : ph.text;
          if (rng.chance(0.8)) first = `${street} ${text}`;
          else unitLine = text;
          if (rng.chance(0.45)) unitText = ph.text;
          tally.add(`unitKind:${u.kind}${u.bldg ? '+bldg' : ''}`);
        } else tally.add('utility:unitOnlyFromAccount');
      } else if (acct.service && rng.chance(0.6)) first = `${street} ${upper ? acct.service : acct.service.toLowerCase()}`;
      const parts = [first, ...(unitLine ? [unitLine] : []), city].filter(Boolean);
      svc = parts.join(unitLine || rng.chance(0.35) ? '\n' : ' ');
    } else {
      svc = `${p.name.base.toUpperCase()} ${acct.service || 'COMMON AREA'}`;
      svcIsName = true;
      tally.add('utility:siteNamedNotAddressed');
    }
  } else tally.add('utility:noServiceAddress');

  const pay = payeeFor(ctx, v);
  tally.add(`payee:${pay.form}`);
  const sender = senderFor(ctx, v);
  tally.add(`sender:${sender.kind}`);
  const careName = !p.nameIsAddress && rng.chance(0.12) ? nameVariant(rng, p).text.toUpperCase() : null;
  const customer = careName ? `${careName} C/O ${managerName(rng).toUpperCase()}` : u && rng.chance(0.1) ? `VACANT - ${managerName(rng).toUpperCase()}` : managerName(rng).toUpperCase();
  const bt = billTo(rng, p.metro, null);
  const day = rng.int(0, 540);
  const lines = [...(UTILITY_LINE_NAMES[kind] ?? ['Service'])].filter(() => rng.chance(0.6));
  if (lines.length === 0) lines.push(UTILITY_LINE_NAMES[kind]?.[0] ?? 'Service');
  const amounts = lines.map(() => amount(rng, 4, p.kind === 'apartment' && !u ? 2400 : 260));
  const total = amounts.reduce((s, a) => s + a, 0);
  const accountNumbers = [printedAcct];
  const meter = rng.chance(0.5) ? String(rng.int(10000000, 999999999)) : null;
  if (meter && rng.chance(0.1)) {
    accountNumbers.push(meter);
    tally.add('slip:meterAsAccount');
  }

  const doc: string[] = [];
  if (sender.kind === 'staffForward') doc.push('---------- Forwarded message ---------', `From: ${sender.forwardedFrom ?? v.name}`, '');
  if (sender.kind === 'platform') doc.push(rng.pick([`Your ${pay.printed} bill is ready`, `New bill from ${pay.printed}`, `eBill notification - ${pay.printed}`]), '');
  doc.push(pay.printed);
  if (v.domain) doc.push(`${rng.chance(0.5) ? 'www.' : ''}${v.domain}   Customer Service ${v.phone}`);
  doc.push('', `Statement Date: ${date(rng, day)}    Due Date: ${date(rng, day + 21)}`);
  doc.push(`${rng.pick(['Account Number:', 'Account #:', 'ACCOUNT NO.', 'Acct:', 'Customer Account:'])} ${printedAcct}`);
  doc.push(`${rng.pick(['Customer Name:', 'Name:', 'Account Name:'])} ${customer}`);
  if (svc) doc.push(`${rng.pick(['Service Address:', 'Service Location:', 'SERVICE ADDRESS', 'Premise Address:', 'Service At:'])} ${svc}`);
  doc.push(`Service Period: ${date(rng, day - 31)} - ${date(rng, day - 1)}`);
  if (meter && USAGE[kind]) doc.push(`Meter ${meter}   Usage ${thousands(rng.int(20, 40000))} ${USAGE[kind]}`);
  doc.push('', 'Current Charges');
  lines.forEach((l, i) => doc.push(`${l}    ${money(amounts[i] ?? 0)}`));
  doc.push(`Total Amount Due    ${money(total)}`, '', '- - - - - Please return this portion with your payment - - - - -');
  doc.push(`Account ${printedAcct}    Amount Due ${money(total)}`);
  doc.push(...bt.lines.map((l) => l.toUpperCase()));
  if (v.remitTo) doc.push(`Make checks payable to ${v.brand ?? v.name}`, remitVariant(rng, v.remitTo));

  let serviceAddresses = svc && !svcIsName ? [svc] : [];
  if (serviceAddresses.length > 0 && rng.chance(0.03)) {
    serviceAddresses = [...serviceAddresses, bt.address.toUpperCase()];
    tally.add('slip:billToInServiceAddresses');
  }
  let propertyText: string | null = careName && rng.chance(0.5) ? careName : null;
  if (svc && svcIsName) propertyText = svc;
  if (missingUnit) unitText = null;

  return {
    input: {
      payee: pay.payee,
      senderEmail: sender.email,
      accountNumbers,
      serviceAddresses,
      propertyText,
      unitText,
      text: doc.join('\n'),
      lineItems: lines.map((description) => ({ description })),
    },
    expected: { propertyId: p.id, unitId: u?.id ?? null, vendorId: v.id, glAccount: v.expectedGl },
  };
}

