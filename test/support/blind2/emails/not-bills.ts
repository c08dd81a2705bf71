import { addDays } from '../../blind/core/dates';
import { formatDate, formatMoney, money } from '../core/format';
import { drawDocument } from '../draw';
import { layouts } from '../layouts';
import { a, amountBox, button, esc, facts, footer, p, page } from './html';
import { type Built, type EmailTemplate, billDay, cents, party, token } from './kit';

interface Cover {
  layout: string;
  variant: number;
  from: string;
  signer: string;
  /** The body, from what the attached invoice prints. */
  text: (number: string, site: string, amount: string, due: string) => string;
  portal?: string;
}

const COVERS: readonly Cover[] = [
  { layout: 'plumbing-calder-gb', variant: 0, from: 'Sarah Calder <accounts@calderandsons.example>', signer: 'Sarah Calder\nCalder & Sons Plumbing and Heating Ltd', text: (n, site) => `Good afternoon,\n\nPlease find attached invoice ${n} for the works carried out at ${site}.\n\nAny questions, please give me a ring.` },
  { layout: 'hvac-desertair-ticket', variant: 1, from: 'Desert Air Service <service@desertairmech.example>', signer: 'Office - Desert Air Mechanical', text: (n) => `Invoice ${n} attached. Thank you for your business!` },
  { layout: 'roofing-obriain-ie', variant: 2, from: 'Aoife O Briain <info@obriainroofing.example>', signer: 'Aoife\nO\u2019Briain Roofing Contractors Ltd', text: (n, site, amount, due) => `Hi,\n\nAttached is our invoice ${n} for the roof repairs at ${site}. The balance of ${amount} is due by ${due}; bank details are on the invoice.\n\nThanks a million.` },
  { layout: 'saas-ledgerly-annual', variant: 0, from: 'Ledgerly Billing <billing@ledgerly.example>', signer: 'The Ledgerly team', text: (n) => `Hello,\n\nYour invoice ${n} is attached to this e-mail as a PDF.`, portal: 'https://pay.ledgerly.example/invoices/open' },
];

/** Covering notes: "please find attached" with the invoice as a PDF from this set; the body is not the bill. */
const covering: EmailTemplate = {
  id: 'email-cover-note-attached',
  count: COVERS.length,
  async build(rng, n, seed) {
    const cover = COVERS[n] ?? COVERS[0];
    const layout = layouts.find((l) => l.id === cover?.layout);
    if (!cover || !layout) throw new Error('cover note without its layout');
    const doc = await drawDocument(layout, cover.variant, seed);
    const e = doc.expected;
    const amount = e.totalAmountCents === undefined ? '' : formatMoney(e.totalAmountCents, layout.money);
    const due = e.dueDate ? formatDate(e.dueDate, layout.dates) : '';
    const main = cover.text(e.invoiceNumber ?? '', e.property ?? 'your property', amount, due).split('\n');
    const signer = cover.signer.split('\n');
    const portal = cover.portal ? [`You can also view and pay it online: ${cover.portal}`] : [];
    const text = [...main, ...(portal.length ? ['', ...portal] : []), '', ...signer].join('\n');
    const para = (l: string): string => `<p style="margin:0 0 10px 0;">${esc(l) || '&nbsp;'}</p>`;
    const html = cover.portal
      ? `<div style="font-family:Arial,sans-serif;font-size:14px;">${[...main.map(para), `<p>You can also ${a(cover.portal, 'view and pay it online')}.</p>`, ...signer.map(para)].join('')}</div>`
      : undefined;
    const { to } = party(rng, layout.vendor.region);
    return {
      mail: {
        from: cover.from, to, subject: `Invoice ${e.invoiceNumber ?? ''}`.trim(), date: `${e.billDate ?? '2025-03-04'}T${String(rng.int(8, 17)).padStart(2, '0')}:${rng.int(10, 59)}:00Z`,
        text, html, attachments: [{ filename: doc.name, content: Buffer.from(doc.pdf), contentType: 'application/pdf' }],
      },
      expected: null,
      portalLinks: cover.portal ? [cover.portal] : [],
    };
  },
};

/** Payment confirmations: an amount paid and a confirmation number, nothing owed. */
const confirmations: EmailTemplate = {
  id: 'email-payment-confirmation',
  count: 3,
  build(rng, n) {
    const { to } = party(rng, n === 2 ? 'AU' : 'US');
    const { day, sent } = billDay(rng);
    const paid = cents(rng, 9000, 240000);
    const conf = `${rng.letter()}${rng.letter()}${rng.digits(9)}`;
    const senders = [
      { from: 'Harbor City Water <noreply@harborcitywater.example>', brand: 'Harbor City Water & Sewer Authority', color: '#1d5fa7', $: money.usd, d: 'long' as const, link: ['https://myaccount.harborcitywater.example/payments/history', 'View payment history'] },
      { from: 'Keyroom, Inc. <receipts@keyroom.example>', brand: 'Keyroom', color: '#6c4ee3', $: money.usd, d: 'long' as const, link: [`https://billing.keyroom.example/receipts/rcpt_${token(rng, 16)}`, 'Download receipt'] },
      { from: 'Brightwater Energy <payments@brightwater.example>', brand: 'Brightwater Energy', color: '#f39c12', $: money.aud, d: 'dmyShort' as const, link: ['https://my.brightwater.example/account', 'Go to My Account'] },
    ] as const;
    const s = senders[n] ?? senders[0];
    const amount = formatMoney(paid, s.$);
    const body = [
      p('Thank you! We have received your payment.'),
      amountBox('Payment received', amount, `on ${formatDate(day, s.d)}`, '#e8f5e9'),
      facts([['Confirmation number', conf], ['Payment method', `${rng.pick(['Visa', 'Mastercard', 'Bank account'])} ending ${rng.digits(4)}`], ['Account balance after payment', formatMoney(0, s.$)]]),
      p(`${a(s.link[0], s.link[1])}`),
      p('Please keep this e-mail for your records. It can take up to two business days for the payment to show on your account.', 'font-size:12px;color:#555555;'),
    ].join('\n');
    const built: Built = {
      mail: { from: s.from, to, subject: n === 1 ? `Your receipt from Keyroom, Inc. [#${conf}]` : 'Payment received - thank you', date: sent(), html: page({ name: s.brand, color: s.color }, `We received ${amount}`, body, footer([s.brand], [])) },
      expected: null,
      portalLinks: [],
    };
    return built;
  },
};

/** Marketing newsletters that quote prices and have "book now" links, but bill nobody. */
const newsletters: EmailTemplate = {
  id: 'email-newsletter-prices',
  count: 2,
  build(rng, n) {
    const { to } = party(rng, 'US');
    const { sent } = billDay(rng);
    const roofing = n === 0;
    const book = roofing ? 'https://www.peakperformanceroofing.example/book?utm_source=newsletter' : 'https://keyroom.example/pricing?utm_campaign=spring';
    const body = roofing
      ? [
        p('<strong>Spring is here - is your roof ready?</strong>'),
        p('For property managers only this month: gutter and downspout cleaning from <strong>$149</strong> per building, roof tune-ups at <strong>$299</strong>, and 10% off any membrane repair booked before May 31.'),
        button(book, 'Book your spring inspection', '#c62828'),
        p(`Read our guide: ${a('https://www.peakperformanceroofing.example/blog/ice-dams', '5 signs your flat roof needs attention')}`),
      ]
      : [
        p('<strong>What\u2019s new at Keyroom</strong>'),
        p('Mobile credentials are now included on every plan. From July 1, new plans start at <strong>$2.50 per door per month</strong>; your current pricing stays the same until renewal.'),
        button(book, 'Compare plans', '#6c4ee3'),
        p(`Join the webinar on ${formatDate(addDays(sent().slice(0, 10), 12), 'long')}: ${a('https://keyroom.example/webinars/mobile-credentials', 'register here')}.`),
      ];
    const brand = roofing ? { name: 'Peak Performance Roofing', color: '#c62828' } : { name: 'Keyroom', color: '#6c4ee3' };
    return {
      mail: { from: roofing ? 'Peak Performance Roofing <news@peakperformanceroofing.example>' : 'Keyroom <news@keyroom.example>', to, subject: roofing ? 'Spring roof specials for property managers' : 'New: mobile credentials on every plan', date: sent(), html: page(brand, 'Specials inside', body.join('\n'), footer([`${brand.name} \u00b7 You are receiving this because you are a customer.`], [[`https://${roofing ? 'www.peakperformanceroofing.example' : 'keyroom.example'}/unsubscribe?e=${token(rng, 12)}`, 'Unsubscribe']])) },
      expected: null,
      portalLinks: [],
    };
  },
};

/** "Your statement is available online": a link to it and no amount in the body. */
const statementNotices: EmailTemplate = {
  id: 'email-statement-available',
  count: 3,
  build(rng, n) {
    const region = n === 1 ? 'GB' : 'US';
    const { to } = party(rng, region);
    const { day, sent } = billDay(rng);
    const senders = [
      { from: 'Harbor City Water <noreply@harborcitywater.example>', brand: 'Harbor City Water & Sewer Authority', color: '#1d5fa7', link: `https://myaccount.harborcitywater.example/statements/${day.replace(/-/g, '')}`, label: 'View statement', text: 'Your latest statement is now available in your online account. Log in to see your balance and payment options.' },
      { from: 'Albion Fibre <mybill@albionfibre.example>', brand: 'Albion Fibre', color: '#c2185b', link: 'https://myaccount.albionfibre.example/bills', label: 'View my bill', text: 'Your new bill is ready to view in My Account. We\u2019ll take your payment by Direct Debit as usual.' },
      { from: 'Allied Maintenance Supply <statements@alliedmro.example>', brand: 'Allied Maintenance Supply', color: '#bf360c', link: `https://www.alliedmro.example/account/statements?period=${day.slice(0, 7)}`, label: 'View your statement', text: `Your statement for ${formatDate(day, 'long').replace(/ \d+,/, '')} is ready. Sign in to review open invoices and pay online.` },
    ];
    const s = senders[n] ?? senders[0];
    if (!s) throw new Error('no sender');
    const body = [p('Hello,'), p(esc(s.text)), button(s.link, s.label, s.color), n === 2 ? p(a('https://www.alliedmro.example/deals', 'This month\u2019s deals on HVAC filters')) : ''].join('\n');
    return {
      mail: { from: s.from, to, subject: n === 1 ? 'Your bill is ready to view' : 'Your statement is available online', date: sent(), html: page({ name: s.brand, color: s.color }, s.label, body, footer([s.brand, 'Please do not reply to this e-mail.'], [['https://www.example.com/privacy', 'Privacy']])) },
      expected: null,
      portalLinks: [s.link],
    };
  },
};

export const notBillTemplates: EmailTemplate[] = [covering, confirmations, newsletters, statementNotices];
