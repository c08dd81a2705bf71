import fc from 'fast-check';
import { ACTIVITY_TYPES } from '../../../src/shared/contract/activity';
import { BULK_ACTIONS, INVOICE_SORTS } from '../../../src/shared/contract/reviewWorkspace';
import { type Role, SignedIdToken, type Value, WorldRef } from './model';
import { date, junk, number, numericText, text, timeZone, validDate, validTimeZone } from './values';

/*
 * What each field name the contract knows is tried with: values near what it accepts (a real
 * id, a date at the edge of the range, a zone with a half-hour offset) and, as often, any junk.
 * A name not listed here gets junk only.
 */

const ref = (...roles: Role[]) => fc.constantFrom(...roles).map((role) => new WorldRef(role));

export const USER_IDS: Role[] = ['admin', 'member', 'outsider', 'newestUser'];
export const CLIENT_IDS: Role[] = ['client', 'otherClient', 'newestClient'];
export const EMAIL_IDS: Role[] = ['email', 'intakeEmail', 'otherEmail', 'newestEmail'];
export const INVOICE_IDS: Role[] = ['invoice', 'linkedInvoice', 'otherInvoice', 'newestInvoice'];

const flag = () => fc.constantFrom<Value>('true', 'false', 'TRUE', ' False ', '1', '0', 'yes', true, false);

const address = () =>
  fc.oneof(
    ref('adminAddress', 'memberAddress', 'clientAddress'),
    fc.constantFrom(
      'billing@vendor.example',
      'NEW.PERSON@EXAMPLE.COM',
      'a@b',
      '@example.com',
      'a@b.c, d@e.f',
      'Vendor <billing@vendor.example>',
      '"quoted name"@example.com',
      'üser@exämple.com',
      'a@[127.0.0.1]',
      `${'a'.repeat(250)}@example.com`,
      `${'a'.repeat(64)}@${'b'.repeat(190)}.com`,
    ),
  );

const password = () => fc.constantFrom('Password-1!', 'short', 'alllowercase1', 'A'.repeat(1024), 'Aa1!'.repeat(257), '\ud800\ud800Aa1!xyz', 'Pass word 1!');

const code = () => fc.oneof(fc.stringMatching(/^\d{6}$/), fc.constantFrom('000000', '12345', '1234567', ' 123456 ', '12345a', '１２３４５６'));

const money = () => fc.oneof(number(), numericText(), fc.constantFrom('$1,234.56', '(5.00)', '$', '1,2,3', '10000000000.01'));

const url = () =>
  fc.constantFrom(
    'https://maple.appfolio.com',
    'http://a',
    'javascript:alert(1)',
    'ftp://example.com',
    `https://example.com/${'a'.repeat(2100)}`,
    'https://exa mple.com',
    'https://[::1]:99999',
    'https://例え.jp',
  );

const lineItems = () =>
  fc.oneof(
    fc.array(
      fc.record(
        { description: fieldValue('text'), amount: fieldValue('totalAmount'), property: fieldValue('text'), unit: fieldValue('text'), glAccount: fieldValue('text') },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
    fc.constant(Array.from({ length: 501 }, () => ({ description: 'Item', amount: 1 }))),
  );

const base64 = () => fc.constantFrom('JVBERi0xLjQKJSVFT0YK', 'data:application/pdf;base64,JVBERi0xLjQK', 'not base64!', '', '====', 'A'.repeat(4096));

const attachments = () =>
  fc.array(
    fc.record(
      { filename: fieldValue('filename'), contentType: fc.oneof(fc.constantFrom('application/pdf', 'text/html', 'a/b; x="\u0000"'), junk()), content: fc.oneof(base64(), junk()), base64: base64() },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  );

/** Raw RFC 822 messages: plain, with hostile headers, and not a message at all. */
export const message = () =>
  fc.constantFrom(
    'From: billing@vendor.example\r\nTo: bills@maple.example\r\nSubject: Invoice\r\nMessage-ID: <fuzz-1@vendor.example>\r\n\r\nHello',
    'From: billing@vendor.example\r\nTo: bills@maple.example\r\nSubject: =?UTF-16BE?B?2AAAeA==?=\r\n\r\nA subject that decodes to a lone surrogate',
    'From: billing@vendor.example\r\nTo: bills@maple.example\r\nSubject: =?UTF-8?B?AA==?= \u202e\r\n\r\nNUL and RTL in the subject',
    `From: billing@vendor.example\r\nSubject: ${'S'.repeat(100_000)}\r\n\r\nA long subject`,
    'From: \r\nTo: \r\nDate: yesterday\r\n\r\n',
    'Content-Type: multipart/mixed; boundary=X\r\n\r\n--X\r\nContent-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!\r\n',
    'not a message at all',
    '\r\n\r\n',
  );

const filename = () => fc.constantFrom('invoice.pdf', '', '../../etc/passwd', 'a"b\r\nX-Injected: 1', '\u202Efdp.exe', `${'n'.repeat(300)}.pdf`, '😀.pdf', 'CON', '\ud800.pdf');

/** Claims of a signed Google credential: the account it names may be new, existing or odd. */
const idToken = () =>
  fc.oneof(
    text(),
    fc
      .record(
        { email: fc.oneof(address(), junk()), email_verified: fc.oneof(fc.constant(true), junk()), name: fc.oneof(text(), junk()), picture: fc.oneof(url(), junk()), sub: fc.oneof(text(), fc.constant('uid-1')) },
        { requiredKeys: ['email'] },
      )
      .map((claims) => new SignedIdToken(claims)),
  );

const KINDS: Record<string, () => fc.Arbitrary<Value>> = {
  page: () => fc.oneof(numericText(), number()),
  limit: () => fc.oneof(numericText(), number()),
  pageNumber: () => fc.oneof(numericText(), number()),
  search: text,
  text,
  reviewed: flag,
  isReviewed: flag,
  pagination: flag,
  detailed: flag,
  dryRun: flag,
  markedAsPaid: flag,
  isAdmin: flag,
  userId: () => ref(...USER_IDS),
  targetUserId: () => ref(...USER_IDS),
  clientId: () => ref(...CLIENT_IDS),
  clientIds: () => fc.oneof(ref(...CLIENT_IDS), fc.array(fc.oneof(ref(...CLIENT_IDS), text()), { maxLength: 3 }), fc.constant(Array.from({ length: 1001 }, (_, i) => `c${i}`))),
  emailId: () => ref(...EMAIL_IDS),
  invoiceId: () => ref(...INVOICE_IDS),
  startDate: date,
  endDate: date,
  date,
  billDate: date,
  dueDate: date,
  timeZone,
  itemType: () => fc.constantFrom(...ACTIVITY_TYPES, 'INVOICE', 'invoice ', 'all'),
  email: address,
  forwardEmail: address,
  smartBillEntry: address,
  from: address,
  to: () => fc.oneof(address(), fc.array(address(), { maxLength: 3 })),
  cc: () => fc.oneof(address(), fc.array(address(), { maxLength: 3 })),
  password,
  newPassword: password,
  code,
  totalAmount: money,
  total: money,
  appfolioUrl: url,
  photoURL: url,
  lineItems,
  attachments,
  raw: message,
  filename,
  idToken,
  sort: () => fc.constantFrom(...INVOICE_SORTS, 'PAYEE', 'payee ', 'id', '__proto__'),
  order: () => fc.constantFrom('asc', 'desc', 'ASC', 'up', ''),
  action: () => fc.constantFrom(...BULK_ACTIONS, 'approve', 'REVIEW'),
  // A list in a JSON body (bulk), comma-separated text in a query (export).
  ids: () =>
    fc.oneof(
      fc.array(fc.oneof(ref(...INVOICE_IDS), text()), { maxLength: 4 }),
      fc.constant(Array.from({ length: 501 }, (_, i) => `i${i}`)),
      fc.constantFrom(',', ' , ,', 'a'.repeat(70)),
    ),
  match: () => fc.record({ clientId: fc.oneof(ref(...CLIENT_IDS), junk()), search: fc.oneof(text(), junk()), reviewed: fc.oneof(flag(), junk()) }, { requiredKeys: [] }),
};

/** Values each field accepts, so a request gets past validation to the code behind it. */
const VALID: Record<string, () => fc.Arbitrary<Value>> = {
  page: () => fc.constantFrom('1', '2', 1),
  limit: () => fc.constantFrom('1', '10', '50', 20),
  pageNumber: () => fc.constantFrom(1, '2'),
  search: () => fc.constantFrom('Acme', 'invoice', 'maple'),
  reviewed: () => fc.constantFrom('true', 'false'),
  isReviewed: () => fc.constantFrom('true', 'false', true, false),
  pagination: () => fc.constantFrom('true', 'false'),
  detailed: () => fc.constantFrom('true', 'false'),
  dryRun: () => fc.constantFrom('true', 'false'),
  startDate: validDate,
  endDate: validDate,
  date: validDate,
  billDate: validDate,
  dueDate: validDate,
  timeZone: validTimeZone,
  itemType: () => fc.constantFrom(...ACTIVITY_TYPES),
  comment: () => fc.constantFrom('Checked', 'Looks right 👍'),
  subject: () => fc.constantFrom('Renamed', 'Invoice 42'),
  name: () => fc.constantFrom('Birch Lane HOA', 'Gina Google'),
  username: () => fc.constantFrom('newbie', 'Zoë'),
  payee: () => fc.constantFrom('Acme Plumbing', 'Zoë & Co'),
  description: () => fc.constantFrom('Repair', 'Pipe'),
  sort: () => fc.constantFrom(...INVOICE_SORTS),
  order: () => fc.constantFrom('asc', 'desc'),
  action: () => fc.constantFrom(...BULK_ACTIONS),
  ids: () => fc.array(ref(...INVOICE_IDS), { minLength: 1, maxLength: 3 }),
  match: () => fc.record({ clientId: ref(...CLIENT_IDS), search: fc.constantFrom('Acme', 'maple'), reviewed: fc.boolean() }, { requiredKeys: ['clientId'] }),
  // The upload form's invoice fields as one JSON text.
  data: () => fc.constantFrom('{"payee":"Acme Plumbing","totalAmount":"$12.50","lineItems":[{"description":"Pipe","amount":12.5}]}', '{}'),
};

const has = <T>(table: Record<string, T>, name: string): T | undefined => (Object.hasOwn(table, name) ? table[name] : undefined);

/** A value for the field `name`: one it accepts, one near the edge of what it accepts, or junk. */
export function fieldValue(name: string): fc.Arbitrary<Value> {
  const valid = has(VALID, name);
  const near = has(KINDS, name);
  return fc.oneof(
    ...(valid ? [{ weight: 4, arbitrary: valid() }] : []),
    ...(near ? [{ weight: 3, arbitrary: near() }] : []),
    { weight: 2, arbitrary: junk() },
  );
}

/** A value the field accepts, or the nearest thing there is for a field without such a list. */
const acceptedValue = (name: string): fc.Arbitrary<Value> => (has(VALID, name) ?? has(KINDS, name) ?? junk)();

const someOf = (names: string[], value: (name: string) => fc.Arbitrary<Value>, requiredKeys: string[]) =>
  fc
    .record(Object.fromEntries(names.map((name) => [name, value(name)])), { requiredKeys })
    .map((object) => Object.fromEntries(Object.entries(object).filter((entry): entry is [string, Value] => entry[1] !== undefined)));

/**
 * The fields of a query or body. Mostly a request the route would accept with one field
 * fuzzed, so the fuzzed value reaches the code behind validation; else every field fuzzed and
 * any of them left out.
 */
export function fields(names: string[]): fc.Arbitrary<Record<string, Value>> {
  if (names.length === 0) return fc.constant({});
  const oneOff = fc.constantFrom(...names).chain((odd) => someOf(names, (name) => (name === odd ? fieldValue(name) : acceptedValue(name)), names));
  return fc.oneof({ weight: 2, arbitrary: oneOff }, { weight: 1, arbitrary: someOf(names, fieldValue, []) });
}
