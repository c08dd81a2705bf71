import fc from 'fast-check';
import { RawUrlText, type Value } from './model';

/*
 * The values every field is tried with: the edges where parsers, databases and date code
 * break, beside a little random text. Each pool is a constant list, so a failure shrinks to a
 * value a person recognises.
 */

const MEGABYTE = 1024 * 1024;

export const TEXTS: string[] = [
  '',
  ' ',
  '\t\r\n',
  'a',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udfff\ud800',
  '\u0000',
  'a\u0000b',
  '\u202Efdp.exe',
  '\u200f\u200e\u061c',
  '😀',
  '👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  '\ufeff',
  '\ufffd',
  "O'Brien\"; DROP TABLE users;--",
  '%00',
  '%',
  '../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  'a'.repeat(64),
  'a'.repeat(65),
  'a'.repeat(201),
  'a'.repeat(1001),
  'a'.repeat(5001),
  'x'.repeat(MEGABYTE),
  '😀'.repeat(MEGABYTE / 4),
];

export const NUMBERS: number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  -1.5,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 64,
  1e21,
  1e10 + 0.01,
  -1e10 - 1,
  100_001,
  1_000_001,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Numbers as a query string or a form sends them. */
export const NUMERIC_TEXTS: string[] = [
  '0',
  '-0',
  '1',
  '2',
  '-1',
  '0.5',
  '-1.5',
  '1.0',
  '01',
  '+1',
  ' 3 ',
  '1e3',
  '1e309',
  '-1e309',
  '0x10',
  '0b11',
  '1_000',
  '9007199254740992',
  '9007199254740993',
  '18446744073709551616',
  '1000000',
  '1000001',
  'NaN',
  'Infinity',
  '-Infinity',
  '٣',
  '1,5',
  '$1,234.56',
];

export const DATES: string[] = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '1969-12-31',
  '1970-01-01',
  '2024-02-29',
  '2024-02-30',
  '2023-02-29',
  '2024-03-10',
  '2024-11-03',
  '2024-12-31',
  '2025-01-01',
  '2024-13-01',
  '2024-00-10',
  '2024-1-1',
  '2200-12-31',
  '2201-01-01',
  '9999-12-31',
  '+275760-09-13',
  '-000001-01-01',
  '2024-01-15T00:00:00.000Z',
  '2024-01-15T23:59:59+14:00',
  '2024-01-15T99:99:99Z',
  '2024-01-15T',
  '01/31/2024',
  '02/30/2024',
  '2024-02-29\u0000',
  '２０２４-０１-０１',
];

export const TIME_ZONES: string[] = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Santiago',
  'America/St_Johns',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Pacific/Apia',
  'Antarctica/Troll',
  'Africa/Casablanca',
  'Europe/Dublin',
  'Etc/GMT-14',
  'Etc/GMT+12',
  'Etc/GMT+14',
  'EST5EDT',
  '+05:30',
  '-23:59',
  '+14:00',
  'Z',
  'utc',
  'america/new_york',
  'Mars/Olympus_Mons',
  'local',
  '../../etc/localtime',
  `America/${'A'.repeat(57)}`,
  'America/New_York'.repeat(64),
];

/** A little random text beside the pools: what nobody thought of. */
const randomText = fc.string({ unit: 'binary', maxLength: 24 });

export const text = (): fc.Arbitrary<string> => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TEXTS) }, { weight: 1, arbitrary: randomText });

export const number = (): fc.Arbitrary<number> =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NUMBERS) }, { weight: 1, arbitrary: fc.double() }, { weight: 1, arbitrary: fc.integer() });

export const numericText = () => fc.constantFrom(...NUMERIC_TEXTS);
export const date = () => fc.constantFrom(...DATES);
export const timeZone = () => fc.constantFrom(...TIME_ZONES);

/** Dates the contract accepts, near enough to each other to make a range. */
export const validDate = () => fc.constantFrom('2024-01-01', '2024-02-29', '2024-03-10', '2024-11-03', '2024-12-31', '2025-01-01', '1900-01-01', '2200-12-31');
/** Zones that exist, with their odd offsets and daylight-saving jumps. */
export const validTimeZone = () => fc.constantFrom(...TIME_ZONES.slice(0, 17));

/** Text a URL carries without escaping it: what a client with a broken encoder sends. */
export const rawUrlText = () => fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '%2e%2e%2f', '%C0%AF', '..', '%%').map((raw) => new RawUrlText(raw));

const scalar = (): fc.Arbitrary<Value> =>
  fc.oneof(
    { weight: 5, arbitrary: text() },
    { weight: 3, arbitrary: number() },
    { weight: 2, arbitrary: numericText() },
    { weight: 2, arbitrary: date() },
    { weight: 1, arbitrary: timeZone() },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.constant(null) },
  );

/** Any value of the wrong type: scalars, lists and objects of them, a list where text belongs. */
export const junk = (): fc.Arbitrary<Value> =>
  fc.oneof(
    { weight: 6, arbitrary: scalar() },
    { weight: 1, arbitrary: fc.array(scalar(), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'toString', ''), scalar(), { maxKeys: 2 }) },
  );
