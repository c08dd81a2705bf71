/** @jest-environment node */
import { collectAddresses, normaliseAddress, withoutPlusTag } from '../../../../src/server/intake/mime/addresses';
import { hasPdfSignature, safeFilename, typeFromFilename } from '../../../../src/server/intake/mime/attachments';
import { roughTextFromHtml } from '../../../../src/server/intake/mime/htmlText';
import { decodeTnef, isTnef } from '../../../../src/server/intake/mime/tnef';
import { pdfBytes, tnefFile } from './samples';

describe('addresses', () => {
  it('normalises case and brackets, and strips a plus tag', () => {
    expect(normaliseAddress(' <Bills@ACME.example> ')).toBe('bills@acme.example');
    expect(withoutPlusTag('bills+2024-03@acme.example')).toBe('bills@acme.example');
    expect(withoutPlusTag('bills@acme.example')).toBeNull();
    expect(withoutPlusTag('odd@plus+domain.example')).toBeNull();
  });

  it('collects addresses from objects, groups, lists and plain header strings', () => {
    const value = [
      { value: [{ address: 'A@x.example', name: 'A' }, { name: 'Team', group: [{ address: 'b@x.example', name: '' }] }] },
      'C <c@x.example>, d@x.example, not an address',
    ];
    expect(collectAddresses(value)).toEqual(['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example']);
  });
});

describe('attachment names and types', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\invoice.pdf', 'invoice.pdf'],
    ['line\r\nbreak.pdf', 'line break.pdf'],
    ['..', ''],
    ['   ', ''],
  ])('%j becomes %j', (name, safe) => expect(safeFilename(name)).toBe(safe));

  it('keeps the extension of a very long name', () => {
    const safe = safeFilename(`${'x'.repeat(300)}.pdf`);
    expect(safe.length).toBeLessThanOrEqual(200);
    expect(safe.endsWith('.pdf')).toBe(true);
  });

  it('types files by extension and PDFs by their leading signature only', () => {
    expect(typeFromFilename('NOTES.TXT')).toBe('text/plain');
    expect(typeFromFilename('noextension')).toBe('application/octet-stream');
    expect(hasPdfSignature(pdfBytes('x'))).toBe(true);
    expect(hasPdfSignature(Buffer.concat([Buffer.alloc(100), pdfBytes('deep')]))).toBe(false);
  });
});

describe('roughTextFromHtml', () => {
  it('drops scripts and styles, breaks blocks into lines and decodes entities', () => {
    const html = '<style>p{}</style><script>alert(1)</script><p>Total:&nbsp;&#36;1,200.00</p><div>Due&amp;payable</div>&unknown;';
    expect(roughTextFromHtml(html)).toBe('Total: $1,200.00\nDue&payable\n&unknown;');
  });
});

describe('decodeTnef', () => {
  it('keeps what it read before a truncation, and refuses what is not TNEF', () => {
    const whole = tnefFile([
      { title: 'ONE.PDF', data: pdfBytes('one') },
      { title: 'TWO.PDF', data: pdfBytes('two') },
    ]);
    expect(isTnef(whole)).toBe(true);
    expect(decodeTnef(whole).map((f) => f.filename)).toEqual(['ONE.PDF', 'TWO.PDF']);
    expect(decodeTnef(whole.subarray(0, whole.length - 10)).map((f) => f.filename)).toEqual(['ONE.PDF']);
    expect(decodeTnef(Buffer.from('not tnef'))).toEqual([]);
  });

  it('falls back to the short title when the MAPI properties are damaged', () => {
    const file = tnefFile([{ title: 'INVOIC~1.PDF', longName: 'invoice.pdf', data: pdfBytes('x') }]);
    // Give the first property a type nobody can size: the list cannot be read past it.
    const at = file.lastIndexOf(Buffer.from([0x03, 0x00, 0x20, 0x0e]));
    file.writeUInt16LE(0x0099, at);
    const [only] = decodeTnef(file);
    expect(only?.filename).toBe('INVOIC~1.PDF');
  });
});
