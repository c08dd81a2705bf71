import fc from 'fast-check';
import { fields, fieldValue, message } from './fieldValues';
import type { Body, FileContent, FormPart, Value } from './model';
import { junk } from './values';

/** Bytes of a lone surrogate as a careless UTF-8 encoder writes it (WTF-8), and an overlong slash. */
const BROKEN_UTF8 = [0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xff];

/**
 * Bodies no JSON encoder would write, each under the content type it is sent with: cut-off and
 * deeply nested JSON, prototype keys, broken UTF-8, forms and text where JSON belongs.
 */
function rawBodies(field: string): [string | undefined, string | number[]][] {
  const json = 'application/json';
  return [
    [json, '{'],
    [json, `{"${field}":`],
    [json, ''],
    [json, 'null'],
    [json, '[]'],
    [json, '"text"'],
    [json, '1e999'],
    [json, '{"__proto__":{"isAdmin":true}}'],
    [json, '{"constructor":{"prototype":{"isAdmin":true}}}'],
    [json, `{"${field}":1,"${field}":"twice"}`],
    [json, '\ufeff{}'],
    [json, `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    [json, `{"${field}":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`],
    [json, [...Buffer.from(`{"${field}":"`), ...BROKEN_UTF8, ...Buffer.from('"}')]],
    [json, `{"${field}":"${'x'.repeat(1024 * 1024)}"}`],
    ['application/json; charset=utf-16', '{}'],
    ['application/json; charset=latin1', `{"${field}":"caf\u00e9"}`],
    ['APPLICATION/JSON', '{}'],
    ['application/json, text/plain', '{}'],
    ['application/jsonp', '{}'],
    ['text/plain', `${field}=x`],
    ['application/x-www-form-urlencoded', `${field}=x&${field}=y`],
    ['application/xml', `<${field}>x</${field}>`],
    ['multipart/form-data', '{}'],
    ['multipart/form-data; boundary=XX', 'not multipart at all'],
    ['multipart/form-data; boundary=', ''],
    ['multipart/mixed; boundary=XX', '--XX\r\n\r\nx\r\n--XX--'],
    ['application/octet-stream', [0, 1, 2, 255]],
    [`application/${'x'.repeat(5000)}`, '{}'],
    ['', '{}'],
    [undefined, '{}'],
  ];
}

export const rawBody = (field: string): fc.Arbitrary<Body> =>
  fc.constantFrom(...rawBodies(field)).map(([contentType, payload]): Body => ({ kind: 'raw', contentType, payload }));

/** Junk as a part's name or file name: objects of null prototype have no String(). */
const asText = (value: Value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const FILE_CONTENTS: FileContent[] = ['pdf', 'pdfHeaderOnly', 'empty', 'text', 'mime', 'megabytePdf', 'binary'];

const part = (fields: string[], files: string[]): fc.Arbitrary<FormPart> =>
  fc.oneof(
    fc.constantFrom(...fields).chain((name) =>
      fc.oneof(
        fieldValue(name),
        // What a form's JSON field holds: an object of the route's fields, or a message.
        fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue(f)])), { requiredKeys: [] }).map((object) => JSON.stringify(object)),
        message(),
      ).map((value): FormPart => ({ kind: 'field', name, value })),
    ),
    fc
      .record({
        name: fc.constantFrom(...files, 'other'),
        filename: fc.oneof(fieldValue('filename').map(asText), fc.constant('invoice.pdf')),
        contentType: fc.constantFrom('application/pdf', 'message/rfc822', 'text/plain', 'application/octet-stream', ''),
        content: fc.constantFrom(...FILE_CONTENTS),
      })
      .map((file): FormPart => ({ kind: 'file', ...file })),
    junk().map((value): FormPart => ({ kind: 'field', name: asText(value), value })),
  );

/** The form the route expects, one field fuzzed (fields.ts), with a well-made file in each file part. */
const wellFormed = (inputs: { fields: string[]; files: string[] }): fc.Arbitrary<FormPart[]> =>
  fc.tuple(fields(inputs.fields), fc.subarray(inputs.files), fc.constantFrom<FileContent>('pdf', 'mime')).map(([values, files, content]) => [
    ...Object.entries(values).map(([name, value]): FormPart => ({ kind: 'field', name, value })),
    ...files.map((name): FormPart => ({ kind: 'file', name, filename: 'invoice.pdf', contentType: 'application/pdf', content })),
  ]);

/** A multipart/form-data body, sometimes under the wrong boundary or cut short. */
export const formBody = (inputs: { fields: string[]; files: string[] }): fc.Arbitrary<Body> =>
  fc.record({
    kind: fc.constant('form' as const),
    boundary: fc.constantFrom('----fuzzBoundary', 'XX', '"quoted"', 'a'.repeat(70)),
    declaredBoundary: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('other', '', 'b'.repeat(200)) }),
    parts: fc.oneof(wellFormed(inputs), fc.array(part(inputs.fields, inputs.files), { maxLength: 5 })),
    cutAt: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) }),
  });
