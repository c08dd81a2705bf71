/** @jest-environment node */
import { simpleParser } from 'mailparser';
import { type BlindDocument2, type BlindEmail, type BlindExpected, generateBlindEmails, generateBlindSet2, layouts, planBlindSet2 } from '../../support/blind2';

/** Checks only blind set 2's own integrity: it is deterministic, big enough, and its expectations are well formed. */

const KINDS = ['invoice', 'credit_note', 'statement', 'reminder', 'quote', 'receipt', 'not_a_bill'];
const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'NZD', 'INR'];
const FIELDS = ['documentKind', 'payee', 'invoiceNumber', 'billDate', 'dueDate', 'totalAmountCents', 'currency', 'property', 'unit'];

function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

function problems(e: BlindExpected): string[] {
  const out: string[] = [];
  if (!KINDS.includes(e.documentKind)) out.push(`kind ${e.documentKind}`);
  for (const key of Object.keys(e)) if (!FIELDS.includes(key)) out.push(`unknown field ${key}`);
  for (const key of ['billDate', 'dueDate'] as const) {
    const value = e[key];
    if (value !== undefined && !isIsoDay(value)) out.push(`${key} ${value}`);
  }
  if (e.billDate && e.dueDate && e.dueDate < e.billDate) out.push('due before issue');
  if (e.totalAmountCents !== undefined && !Number.isInteger(e.totalAmountCents)) out.push(`cents ${e.totalAmountCents}`);
  if (e.currency !== undefined && !CURRENCIES.includes(e.currency)) out.push(`currency ${e.currency}`);
  for (const key of ['payee', 'invoiceNumber', 'property', 'unit'] as const) {
    const value = e[key];
    if (value !== undefined && value.trim() === '') out.push(`empty ${key}`);
  }
  if (e.documentKind === 'credit_note' && !((e.totalAmountCents ?? -1) < 0)) out.push('credit note not negative');
  if (e.documentKind === 'invoice' && (e.totalAmountCents ?? 1) <= 0) out.push('invoice not positive');
  if (e.documentKind === 'receipt' && e.totalAmountCents !== undefined && e.totalAmountCents !== 0) out.push('receipt owes money');
  if (e.documentKind === 'not_a_bill' && Object.keys(e).length !== 1) out.push('not-a-bill expects more than its kind');
  return out;
}

describe('blind set 2', () => {
  let first: BlindDocument2[];
  let second: BlindDocument2[];
  let emails: BlindEmail[];
  let emailsAgain: BlindEmail[];

  beforeAll(async () => {
    first = await generateBlindSet2({ scans: false });
    second = await generateBlindSet2({ scans: false });
    emails = await generateBlindEmails();
    emailsAgain = await generateBlindEmails();
  }, 60_000);

  it('is deterministic', () => {
    expect(second.map((d) => d.id)).toEqual(first.map((d) => d.id));
    first.forEach((doc, i) => {
      const other = second[i];
      expect(other?.expected).toEqual(doc.expected);
      expect(Buffer.from(other?.file.bytes ?? []).equals(Buffer.from(doc.file.bytes))).toBe(true);
    });
    expect(emailsAgain.map((e) => e.id)).toEqual(emails.map((e) => e.id));
    emails.forEach((mail, i) => expect(emailsAgain[i]?.raw.equals(mail.raw)).toBe(true));
  });

  it('has enough layouts, documents, scans and non-bills', () => {
    const plan = planBlindSet2();
    expect(layouts.length).toBeGreaterThanOrEqual(45);
    expect(new Set(layouts.map((l) => l.id)).size).toBe(layouts.length);
    expect(plan.length).toBeGreaterThanOrEqual(135);
    expect(plan.filter((p) => p.scanned).length * 3).toBe(plan.length);
    for (const layout of layouts) expect(plan.filter((p) => p.layout === layout.id)).toHaveLength(3);
    expect(first).toHaveLength(plan.filter((p) => !p.scanned).length);
    expect(first.every((d) => d.rendering === 'text' && d.file.contentType === 'application/pdf')).toBe(true);
    expect(new Set(plan.map((p) => p.id)).size).toBe(plan.length);
    const payable = ['invoice', 'credit_note'];
    expect(plan.filter((p) => !payable.includes(p.kind)).length).toBeGreaterThanOrEqual(12);
    expect(plan.filter((p) => p.kind === 'credit_note').length).toBeGreaterThanOrEqual(3);
  });

  it('writes well-formed expectations for every document', () => {
    for (const doc of first) {
      expect({ id: doc.id, problems: problems(doc.expected) }).toEqual({ id: doc.id, problems: [] });
      expect(Buffer.from(doc.file.bytes.slice(0, 5)).toString()).toBe('%PDF-');
      for (const group of doc.invoices ?? []) {
        expect(group.pages[0]).toBeGreaterThanOrEqual(1);
        expect(group.pages[1]).toBeGreaterThanOrEqual(group.pages[0]);
        expect(problems(group.expected)).toEqual([]);
      }
    }
    expect(first.some((d) => (d.invoices?.length ?? 0) > 1)).toBe(true);
  });

  it('has enough e-mails, with and without a bill in the body, all well formed', async () => {
    expect(emails.length).toBeGreaterThanOrEqual(30);
    expect(emails.filter((e) => e.expected !== null).length).toBeGreaterThanOrEqual(20);
    expect(emails.filter((e) => e.expected === null).length).toBeGreaterThanOrEqual(10);
    expect(new Set(emails.map((e) => e.id)).size).toBe(emails.length);
    for (const mail of emails) {
      const head = mail.raw.subarray(0, mail.raw.indexOf('\r\n\r\n')).toString('utf8');
      expect(head).toMatch(/^From: /m);
      expect(head).toMatch(/^Message-ID:\s+</m);
      expect(head).toMatch(/^Date: /m);
      if (mail.expected) expect({ id: mail.id, problems: problems(mail.expected) }).toEqual({ id: mail.id, problems: [] });
      const parsed = await simpleParser(mail.raw);
      const body = `${typeof parsed.html === 'string' ? parsed.html.replace(/&amp;/g, '&') : ''}\n${parsed.text ?? ''}`;
      for (const link of mail.portalLinks) {
        expect(link).toMatch(/^https:\/\//);
        expect({ id: mail.id, link, found: body.includes(link) }).toEqual({ id: mail.id, link, found: true });
      }
    }
  });
});
