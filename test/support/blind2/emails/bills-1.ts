import { addDays } from '../../blind/core/dates';
import { formatDate, formatMoney, money } from '../core/format';
import { a, amountBox, button, facts, footer, items, p, page, tracked } from './html';
import { type EmailTemplate, billDay, cents, party, site, token } from './kit';

/** A water authority's "your bill is ready": amount box, due date, service address with a unit, view and pay buttons. */
const harborWater: EmailTemplate = {
  id: 'email-water-harborcity',
  count: 3,
  build(rng) {
    const { to } = party(rng, 'US');
    const where = site(rng, ['Harborview Plaza']);
    const unit = rng.chance(0.6) ? rng.pick(where.units) : undefined;
    const { day, sent } = billDay(rng);
    const due = addDays(day, 21);
    const amount = cents(rng, 18000, 240000);
    const acct = `${rng.digits(7)}-${rng.digits(6)}`;
    const $ = (c: number): string => formatMoney(c, money.usd);
    const d = (iso: string): string => formatDate(iso, 'long');
    const view = `https://myaccount.harborcitywater.example/billing/view?acct=${acct.replace('-', '')}&stmt=${day.replace(/-/g, '')}`;
    const pay = `https://myaccount.harborcitywater.example/pay?acct=${acct.replace('-', '')}`;
    const service = `${where.street.toUpperCase()}${unit ? ` UNIT ${unit}` : ''}, ${where.locality.toUpperCase()}`;
    const body = [
      p('Dear Customer,'),
      p(`Your water and sewer bill dated ${d(day)} is ready. Here is a summary:`),
      amountBox('Amount due', $(amount), `Due by ${d(due)}`, '#e3eef8'),
      facts([['Account number', acct], ['Service address', service], ['Bill date', d(day)], ['Due date', d(due)]]),
      button(view, 'View your bill', '#1d5fa7'),
      button(pay, 'Pay now', '#2e7d32'),
      p('If you are enrolled in AutoPay, no action is needed; your payment will be drafted on the due date.', 'font-size:13px;color:#555555;'),
      p(`Water-saving tip: ${a('https://www.harborcitywater.example/conserve', 'check your irrigation controller for leaks')} before summer.`, 'font-size:13px;'),
    ].join('\n');
    const foot = footer(['Harbor City Water & Sewer Authority', '200 N Holliday St, Baltimore, MD 21202', 'This is an automated message; replies are not monitored.'], [['https://myaccount.harborcitywater.example/preferences/unsubscribe', 'Manage e-mail preferences'], ['https://www.harborcitywater.example/privacy', 'Privacy policy']]);
    return {
      mail: { alternative: true, from: 'Harbor City Water <noreply@harborcitywater.example>', to, subject: 'Your Harbor City Water bill is ready', date: sent(), html: page({ name: 'Harbor City Water & Sewer Authority', color: '#1d5fa7' }, `Amount due ${$(amount)} by ${d(due)}`, body, foot) },
      expected: { documentKind: 'invoice', payee: 'Harbor City Water & Sewer Authority', billDate: day, dueDate: due, totalAmountCents: amount, currency: 'USD', ...(unit ? { unit } : {}) },
      portalLinks: [view, pay],
    };
  },
};

/** An Australian electricity retailer: tracked links, a supply address with a unit, the legal name only in the footer. */
const brightwater: EmailTemplate = {
  id: 'email-electric-brightwater-au',
  count: 3,
  build(rng) {
    const { to } = party(rng, 'AU');
    const where = site(rng, ['Southbank Quarter', 'Jacaranda Court', 'Karri Grove Apartments']);
    const unit = rng.pick(where.units);
    const { day, sent } = billDay(rng);
    const due = addDays(day, 14);
    const amount = cents(rng, 9000, 180000);
    const acct = `${rng.digits(4)} ${rng.digits(3)} ${rng.digits(3)}`;
    const $ = (c: number): string => formatMoney(c, money.aud);
    const d = (iso: string): string => formatDate(iso, 'dmyShort');
    const view = tracked('click.brightwater.example', `https://my.brightwater.example/bills/${rng.digits(9)}`, token(rng, 24));
    const pay = tracked('click.brightwater.example', 'https://my.brightwater.example/pay', token(rng, 24));
    const body = [
      p('Hi there,'),
      p(`Your electricity bill for ${where.name} is ready.`),
      amountBox('Total due', $(amount), `Due ${d(due)}`, '#fff4d6'),
      facts([['Account number', acct], ['Supply address', `Unit ${unit}, ${where.street}, ${where.locality}`], ['Issue date', d(day)], ['Billing period', `${d(addDays(day, -35))} - ${d(addDays(day, -5))}`]]),
      `<table role="presentation"><tr><td>${button(view, 'View bill', '#f39c12')}</td><td style="padding-left:12px;">${button(pay, 'Pay now', '#333333')}</td></tr></table>`,
      p(`Want to stop paper bills for good? ${a(tracked('click.brightwater.example', 'https://my.brightwater.example/settings/direct-debit', token(rng, 24)), 'Set up direct debit')}.`, 'font-size:13px;'),
    ].join('\n');
    const foot = footer(['Brightwater Energy Retail Pty Ltd ABN 48 612 330 917', 'Locked Bag 4400, Melbourne VIC 3001', 'Faults and emergencies: call your distributor on 13 19 98.'], [[tracked('click.brightwater.example', 'https://my.brightwater.example/unsubscribe', token(rng, 24)), 'Unsubscribe'], ['https://www.brightwater.example/privacy', 'Privacy']]);
    return {
      mail: { from: 'Brightwater Energy <bills@brightwater.example>', to, subject: `Your Brightwater bill for ${where.name}`, date: sent(), html: page({ name: 'Brightwater Energy', color: '#f39c12', logo: 'brightwater' }, `${$(amount)} due ${d(due)}`, body, foot) },
      expected: { documentKind: 'invoice', payee: 'Brightwater Energy Retail Pty Ltd', billDate: day, dueDate: due, totalAmountCents: amount, currency: 'AUD', property: where.name, unit },
      portalLinks: [view, pay],
    };
  },
};

/** A SaaS invoice e-mail: invoice number, date of issue, line items, "Pay this invoice" and "Download invoice". */
const keyroom: EmailTemplate = {
  id: 'email-saas-keyroom-invoice',
  count: 3,
  build(rng) {
    const { payer, to } = party(rng, 'US');
    const { day, sent } = billDay(rng);
    const due = addDays(day, rng.pick([15, 30]));
    const seats = rng.int(40, 400);
    const price = rng.pick([250, 300, 350]);
    const addon = cents(rng, 4900, 19900);
    const lines: [string, string, string][] = [[`Keyroom Access Control - per door (${seats})`, String(seats), formatMoney(seats * price, money.usd)], ['Cloud video retention add-on', '1', formatMoney(addon, money.usd)]];
    const subtotal = seats * price + addon;
    const tax = Math.round(subtotal * 0.0625);
    const total = subtotal + tax;
    const number = `KR-${rng.digits(4)}-${String(rng.int(1, 40)).padStart(4, '0')}`;
    const inv = `inv_${token(rng, 20)}`;
    const payUrl = `https://billing.keyroom.example/i/${inv}`;
    const pdfUrl = `https://billing.keyroom.example/i/${inv}/pdf`;
    const $ = (c: number): string => formatMoney(c, money.usd);
    const d = (iso: string): string => formatDate(iso, 'long');
    const body = [
      p(`<span style="font-size:13px;color:#666666;">Invoice from Keyroom, Inc.</span><br><span style="font-size:30px;font-weight:bold;">${$(total)}</span><br><span style="color:#666666;">Due ${d(due)}</span>`),
      button(payUrl, 'Pay this invoice', '#6c4ee3'),
      facts([['Invoice number', number], ['Date of issue', d(day)], ['Date due', d(due)], ['Billed to', payer.name]]),
      items(['Description', 'Qty', 'Amount'], [...lines, ['Sales tax (6.25%)', '', $(tax)], ['Amount due', '', $(total)]]),
      p(`${a(pdfUrl, 'Download invoice')} &nbsp;&middot;&nbsp; ${a('https://keyroom.example/help/billing', 'Billing help')}`, 'font-size:13px;'),
    ].join('\n');
    const foot = footer(['Keyroom, Inc. \u00b7 1 Marina Blvd, Suite 400 \u00b7 San Francisco, CA 94123', 'Questions? Contact billing@keyroom.example.'], []);
    return {
      mail: { alternative: true, from: 'Keyroom, Inc. <invoice+statements@keyroom.example>', to, subject: `Your Keyroom invoice ${number}`, date: sent(), html: page({ name: 'Keyroom', color: '#6c4ee3', logo: 'keyroom' }, `Invoice ${number} - ${$(total)} due ${d(due)}`, body, foot) },
      expected: { documentKind: 'invoice', payee: 'Keyroom, Inc.', invoiceNumber: number, billDate: day, dueDate: due, totalAmountCents: total, currency: 'USD' },
      portalLinks: [payUrl, pdfUrl],
    };
  },
};

/** A British broadband bill e-mail: the amount and the Direct Debit date in a sentence, "View my bill", legal name in the footer. */
const albion: EmailTemplate = {
  id: 'email-broadband-albion-gb',
  count: 3,
  build(rng) {
    const { payer, to } = party(rng, 'GB');
    const where = site(rng, ['Canalside House', 'Clarendon Court', 'Belgrave Gardens']);
    const { day, sent } = billDay(rng);
    const collect = addDays(day, 14);
    const amount = cents(rng, 4500, 32000);
    const acct = `AB${rng.digits(8)}`;
    const view = `https://myaccount.albionfibre.example/bills/latest?ref=${acct}`;
    const $ = (c: number): string => formatMoney(c, money.gbp);
    const d = (iso: string): string => formatDate(iso, 'dmyLong');
    const body = [
      p(`Hello ${payer.attention},`),
      p(`Your Albion Fibre bill dated ${d(day)} for the landlord line at ${where.name}, ${where.street} is ready to view.`),
      p(`Your bill this month is <strong>${$(amount)}</strong>. We'll collect this by Direct Debit on or just after <strong>${d(collect)}</strong>.`),
      facts([['Account number', acct], ['Bill date', d(day)], ['Amount', $(amount)]]),
      button(view, 'View my bill', '#c2185b'),
      p(`Moving or upgrading? ${a('https://www.albionfibre.example/business/upgrade', 'See our business plans')}.`, 'font-size:13px;'),
    ].join('\n');
    const foot = footer(['Albion Fibre is a trading name of Albion Broadband Ltd, registered in England No. 09871234, 8 Brindley Place, Birmingham B1 2JB. VAT No. GB 221 4419 07.'], [['https://www.albionfibre.example/email-preferences', 'Email preferences'], ['https://www.albionfibre.example/privacy', 'Privacy notice']]);
    return {
      mail: { alternative: true, from: 'Albion Fibre <mybill@albionfibre.example>', to, subject: 'Your Albion Fibre bill is ready', date: sent(), html: page({ name: 'Albion Fibre', color: '#c2185b' }, `Your bill: ${$(amount)}`, body, foot) },
      expected: { documentKind: 'invoice', payee: 'Albion Broadband Ltd', billDate: day, dueDate: collect, totalAmountCents: amount, currency: 'GBP', property: where.name },
      portalLinks: [view],
    };
  },
};

/** An Ontario gas distributor's e-bill notice with a short French line, "View and pay your bill", a property in the service address. */
const laurentian: EmailTemplate = {
  id: 'email-gas-laurentian-ca',
  count: 2,
  build(rng) {
    const { to } = party(rng, 'CA');
    const where = site(rng, ['Rideau Gardens']);
    const { day, sent } = billDay(rng);
    const due = addDays(day, 20);
    const amount = cents(rng, 30000, 420000);
    const acct = `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`;
    const view = `https://ebill.laurentiangas.example/account/${acct.replace(/ /g, '')}/bill`;
    const $ = (c: number): string => formatMoney(c, money.cadSuffix);
    const d = (iso: string): string => formatDate(iso, 'long');
    const body = [
      p('Your Laurentian Gas e-bill is now available. / Votre facture \u00e9lectronique est maintenant disponible.', 'font-size:13px;color:#555555;'),
      facts([['Account number', acct], ['Service address', `${where.name}, ${where.street}, ${where.locality}`], ['Bill date', d(day)], ['Amount due', $(amount)], ['Due date', d(due)]], 'Amount due'),
      button(view, 'View and pay your bill', '#00558b'),
      p('A late payment charge of 1.5% per month applies to balances not paid by the due date.', 'font-size:12px;color:#555555;'),
    ].join('\n');
    const foot = footer(['Laurentian Gas Distribution Inc. \u00b7 PO Box 650, Station Main, Ottawa ON K1P 5P6', 'Gas leak? Leave the building and call 1-866-555-0199.'], [['https://www.laurentiangas.example/unsubscribe', 'Unsubscribe'], ['https://www.laurentiangas.example/fr', 'Fran\u00e7ais']]);
    return {
      mail: { from: 'Laurentian Gas <ebill@laurentiangas.example>', to, subject: `Your e-bill is ready - account ending ${acct.slice(-4)}`, date: sent(), html: page({ name: 'Laurentian Gas', color: '#00558b' }, `${$(amount)} due ${d(due)}`, body, foot) },
      expected: { documentKind: 'invoice', payee: 'Laurentian Gas Distribution Inc.', billDate: day, dueDate: due, totalAmountCents: amount, currency: 'CAD', property: where.name },
      portalLinks: [view],
    };
  },
};

export const billTemplates1: EmailTemplate[] = [harborWater, brightwater, keyroom, albion, laurentian];
