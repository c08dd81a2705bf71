import { addDays } from '../../blind/core/dates';
import { formatDate, formatMoney, formatPlain, money } from '../core/format';
import { a, amountBox, button, esc, facts, footer, items, p, page } from './html';
import { type EmailTemplate, billDay, cents, party, site, token } from './kit';

/** An Irish waste company's e-invoice: invoice number and day-first dates, euro amounts, a collection address with the property. */
const liffey: EmailTemplate = {
  id: 'email-waste-liffey-ie',
  count: 2,
  build(rng) {
    const { to } = party(rng, 'IE');
    const where = site(rng, ['Grand Canal Residences', 'Shandon Court']);
    const { day, sent } = billDay(rng);
    const due = addDays(day, 14);
    const lifts = rng.int(8, 16);
    const rate = cents(rng, 1800, 3200);
    const net = lifts * rate;
    const vat = Math.round(net * 0.135);
    const total = net + vat;
    const number = `LWS-${rng.digits(6)}`;
    const pay = `https://portal.liffeywaste.example/invoices/${number}/pay`;
    const $ = (c: number): string => formatMoney(c, money.eur);
    const d = (iso: string): string => formatDate(iso, 'dmy');
    const body = [
      p('Dear Customer,'),
      p(`Please find below your invoice for bin collections at ${esc(where.name)}.`),
      facts([['Invoice no.', number], ['Invoice date', d(day)], ['Collection address', `${where.name}, ${where.street}, ${where.locality}`], ['Due date', d(due)]]),
      items(['Service', 'Lifts', 'Amount'], [['1100L general waste lift', String(lifts), $(net)], ['VAT @ 13.5%', '', $(vat)], ['Total due', '', $(total)]]),
      button(pay, 'Pay online', '#2e7d32'),
      p('Bank transfer: IBAN IE64 BOFI 9000 1712 3456 78, quoting the invoice number.', 'font-size:13px;'),
    ].join('\n');
    const foot = footer(['Liffey Waste Services Ltd, Unit 12 Ballyfermot Industrial Estate, Dublin 10. VAT No. IE 8234567P.', 'Permit No. NWCPO-14-11234-02.'], [['https://www.liffeywaste.example/unsubscribe', 'Unsubscribe from e-invoicing']]);
    return {
      mail: { alternative: true, from: 'Liffey Waste Accounts <accounts@liffeywaste.example>', to, subject: `Invoice ${number} from Liffey Waste Services`, date: sent(), html: page({ name: 'Liffey Waste Services', color: '#2e7d32' }, `Invoice ${number}: ${$(total)}`, body, foot) },
      expected: { documentKind: 'invoice', payee: 'Liffey Waste Services Ltd', invoiceNumber: number, billDate: day, dueDate: due, totalAmountCents: total, currency: 'EUR', property: where.name },
      portalLinks: [pay],
    };
  },
};

/** An Indian broadband provider's bill e-mail in rupees with the symbol, lakh grouping, GST, and a flat number in the installation address. */
const swiftlink: EmailTemplate = {
  id: 'email-internet-swiftlink-in',
  count: 2,
  build(rng) {
    const { to } = party(rng, 'IN');
    const where = site(rng, ['Palm Grove Towers', 'Lotus Residency']);
    const unit = rng.pick(where.units);
    const { day, sent } = billDay(rng);
    const due = addDays(day, 15);
    const plan = rng.pick([499900, 799900, 1199900]);
    const gst = Math.round(plan * 0.18);
    const total = plan + gst;
    const billNo = `SLB${rng.digits(10)}`;
    const pay = `https://selfcare.swiftlink.example/quickpay?acc=${rng.digits(9)}&bill=${billNo}`;
    const view = `https://selfcare.swiftlink.example/bills/${billNo}.pdf`;
    const r = (c: number): string => `\u20b9${formatPlain(c, money.inrPlain)}`;
    const d = (iso: string): string => formatDate(iso, 'dMonY');
    const body = [
      p('Dear Customer,'),
      p('Thank you for choosing SwiftLink Business Broadband. Your bill for the period is generated.'),
      facts([['Bill No.', billNo], ['Bill Date', d(day)], ['Installation Address', `${where.name}, Flat ${unit}, ${where.street}, ${where.locality}`], ['Due Date', d(due)], ['Amount Payable', r(total)]], 'Amount Payable'),
      items(['Particulars', 'Amount'], [['Business Fibre 1 Gbps - monthly rental', r(plan)], ['CGST @ 9%', r(Math.round(gst / 2))], ['SGST @ 9%', r(gst - Math.round(gst / 2))], ['Total', r(total)]]),
      `<table role="presentation"><tr><td>${button(pay, 'Pay Now', '#e65100')}</td><td style="padding-left:12px;">${a(view, 'Download bill (PDF)')}</td></tr></table>`,
      p('Pay before the due date to avoid late payment charges of \u20b9100 and service interruption.', 'font-size:12px;color:#555555;'),
    ].join('\n');
    const foot = footer(['SwiftLink Broadband Pvt. Ltd. | CIN U64200MH2011PTC221234 | GSTIN 27AAKCS9921L1ZD', 'Regd. Office: 6th Floor, Kalpataru Square, Andheri (E), Mumbai 400059'], [['https://www.swiftlink.example/refer', 'Refer a friend and get 1 month free'], ['https://www.swiftlink.example/unsubscribe', 'Unsubscribe']]);
    return {
      mail: { from: 'SwiftLink Billing <ebill@swiftlink.example>', to, subject: `SwiftLink bill ${billNo} - Amount payable ${r(total)}`, date: sent(), html: page({ name: 'SwiftLink Broadband', color: '#e65100' }, `Amount payable ${r(total)} by ${d(due)}`, body, foot) },
      expected: { documentKind: 'invoice', payee: 'SwiftLink Broadband Pvt. Ltd.', invoiceNumber: billNo, billDate: day, dueDate: due, totalAmountCents: total, currency: 'INR', property: where.name, unit },
      portalLinks: [pay, view],
    };
  },
};

/** A one-man landscaper's plain-text e-mail bill: the work, the total and "due by", checks payable to the LLC. */
const reyes: EmailTemplate = {
  id: 'email-plaintext-reyes-lawn',
  count: 2,
  build(rng) {
    const { payer, to } = party(rng, 'US');
    const where = site(rng, ['Prairie Rose Townhomes', 'Silverleaf Commons']);
    const { day, sent } = billDay(rng, [5, 6, 7, 8, 9, 10]);
    const due = addDays(day, 15);
    const visits = rng.int(3, 5);
    const mow = cents(rng, 14500, 22000);
    const extra = cents(rng, 6000, 18000);
    const total = visits * mow + extra;
    const number = String(rng.int(1000, 1999));
    const $ = (c: number): string => formatMoney(c, money.usd);
    const text = [
      `Hi ${payer.attention},`,
      '',
      `Here is invoice #${number} for ${formatDate(day, 'long').replace(/ \d+,/, '')} lawn service at ${where.name}.`,
      '',
      `Invoice date: ${formatDate(day, 'mdyShort')}`,
      `  Mowing, edging, blowing - ${visits} visits @ ${$(mow)} = ${$(visits * mow)}`,
      `  Shrub trimming along the front entrance = ${$(extra)}`,
      `  TOTAL DUE: ${$(total)}`,
      '',
      `Due by ${formatDate(due, 'long')}. Checks payable to Reyes Lawn & Garden LLC, 418 W 3rd St, Overland Park KS 66212, or Zelle to this e-mail.`,
      '',
      'Thanks for the business!',
      'Tom Reyes',
      'Reyes Lawn & Garden LLC',
      '(913) 555-0135',
    ].join('\n');
    return {
      mail: { from: 'Tom Reyes <tom.reyeslawn@mail.example>', to, subject: `Invoice ${number} - ${where.name}`, date: sent(1), text },
      expected: { documentKind: 'invoice', payee: 'Reyes Lawn & Garden LLC', invoiceNumber: number, billDate: day, dueDate: due, totalAmountCents: total, currency: 'USD', property: where.name },
      portalLinks: [],
    };
  },
};

/** A New Zealand plumber's plain-text bill: amount plus GST in a sentence, a unit, bank account, "please pay by". */
const doyle: EmailTemplate = {
  id: 'email-plaintext-doyle-plumbing-nz',
  count: 2,
  build(rng) {
    const { to } = party(rng, 'NZ');
    const where = site(rng, ['Harakeke House', 'Pohutukawa Apartments']);
    const unit = rng.pick(where.units);
    const { day, sent } = billDay(rng);
    const due = addDays(day, 20);
    const net = cents(rng, 18000, 120000);
    const gst = Math.round(net * 0.15);
    const number = String(rng.int(2000, 2999));
    const $ = (c: number): string => formatMoney(c, money.nzd);
    const text = [
      'Kia ora,',
      '',
      `Invoice ${number} dated ${formatDate(day, 'dmy')} for the job at ${where.name}, unit ${unit} (${where.street}):`,
      'Replaced leaking mixer cartridge in the ensuite and checked the hot water cylinder valve.',
      '',
      `Labour and parts: ${$(net)} + GST ${$(gst)} = ${$(net + gst)} incl GST`,
      '',
      `Please pay by ${formatDate(due, 'dmy')} to Doyle Plumbing Ltd, 12-3140-0123456-00, ref ${number}.`,
      '',
      'Cheers,',
      'Hamish Doyle',
      'Doyle Plumbing Ltd | GST 118-442-901 | 021 555 0144',
    ].join('\n');
    return {
      mail: { from: 'Doyle Plumbing <hamish@doyleplumbing.example>', to, subject: `Invoice ${number}`, date: sent(), text },
      expected: { documentKind: 'invoice', payee: 'Doyle Plumbing Ltd', invoiceNumber: number, billDate: day, dueDate: due, totalAmountCents: net + gst, currency: 'NZD', property: where.name, unit },
      portalLinks: [],
    };
  },
};

/** An accounting-package invoice e-mail from a small alarm company: "Here's your invoice!", the amount and due date, "Review and pay". */
const sentryPoint: EmailTemplate = {
  id: 'email-accounting-app-sentrypoint',
  count: 2,
  build(rng) {
    const { to } = party(rng, 'US');
    const where = site(rng, ['Canyon Ridge Business Center', 'Elm Street Medical Offices']);
    const { day, sent } = billDay(rng);
    const due = addDays(day, 30);
    const total = cents(rng, 9500, 68000);
    const number = String(rng.int(1000, 1999));
    const review = `https://connect.ledgerbooks.example/portal/app/CommerceNetwork/view/scs-v1-${token(rng, 32)}`;
    const $ = (c: number): string => formatMoney(c, money.usd);
    const body = [
      p('Dear Customer,'),
      p('Here\u2019s your invoice! We appreciate your prompt payment.'),
      amountBox(`Invoice ${number} details`, $(total), `DUE ${formatDate(due, 'mdy')}`, '#eef3f8'),
      button(review, 'Review and pay', '#2ca01c'),
      p(`Alarm monitoring and inspection - ${esc(where.name)}, ${esc(where.street)}.`),
      p('Have a great day,<br>Sentry Point Alarm Co.'),
    ].join('\n');
    const foot = footer(['Sentry Point Alarm Co. \u00b7 2901 W Charleston Blvd, Las Vegas, NV 89102 \u00b7 (702) 555-0183', 'If you receive an e-mail that seems fraudulent, please check with the business owner before paying.'], [['https://www.ledgerbooks.example/privacy', 'Privacy'], ['https://www.ledgerbooks.example/security', 'Security']]);
    return {
      mail: { alternative: true, from: 'Sentry Point Alarm Co. <quickbilling@notification.ledgerbooks.example>', replyTo: 'office@sentrypointalarm.example', to, subject: `Invoice ${number} from Sentry Point Alarm Co.`, date: sent(), html: page({ name: 'Sentry Point Alarm Co.', color: '#393a3d' }, `Invoice ${number} - ${$(total)} due ${formatDate(due, 'mdy')}`, body, foot) },
      expected: { documentKind: 'invoice', payee: 'Sentry Point Alarm Co.', invoiceNumber: number, dueDate: due, totalAmountCents: total, currency: 'USD', property: where.name },
      portalLinks: [review],
    };
  },
};

export const billTemplates2: EmailTemplate[] = [liffey, swiftlink, reyes, doyle, sentryPoint];
