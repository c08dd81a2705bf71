/** @jest-environment node */
import { readHeaderFields } from '../../../../src/server/intake/mime/headerFields';
import { parseMessage } from '../../../../src/server/intake/mime/parseMessage';
import { mime, pdfBytes, tnefFile } from './samples';

describe('parseMessage', () => {
  it('decodes encoded headers and a windows-1252 body, and collects every recipient header', async () => {
    const parsed = await parseMessage(
      mime(`From: =?ISO-8859-1?Q?Jos=E9_P=E9rez?= <Jose@Vendor.Example>
To: "AP" <ap@client.example>, other@client.example
Cc: copy@client.example
Delivered-To: bills+march@sbe.example
X-Original-To: Bills@SBE.example
Subject: =?UTF-8?B?RmFjdHVyZSDigJQgbWFycw==?=
Message-ID: <abc@vendor.example>
Date: Tue, 05 Mar 2024 09:30:00 -0500
Content-Type: text/plain; charset=windows-1252
Content-Transfer-Encoding: quoted-printable

Montant d=FB : 120 =80
`),
    );
    expect(parsed).toMatchObject({
      readable: true,
      messageId: '<abc@vendor.example>',
      subject: 'Facture — mars',
      from: { address: 'jose@vendor.example', name: 'José Pérez' },
      sentAt: '2024-03-05T14:30:00.000Z',
      problems: [],
    });
    expect(parsed.recipients).toEqual(['ap@client.example', 'other@client.example', 'copy@client.example', 'bills+march@sbe.example', 'bills@sbe.example']);
    expect(parsed.text?.trim()).toBe('Montant dû : 120 €');
  });

  it('derives text from an HTML-only body and leaves an unreadable Date unset', async () => {
    const parsed = await parseMessage(
      mime(`From: a@b.example
Subject: html
Date: sometime last week
Content-Type: text/html; charset=utf-8

<html><body><p>Amount due: <b>$45.00</b></p><p>Thanks</p></body></html>
`),
    );
    expect(parsed.sentAt).toBeNull();
    expect(parsed.html).toContain('<b>$45.00</b>');
    expect(parsed.text).toMatch(/Amount due: \$45\.00[\s\S]*Thanks/);
  });

  it('finds PDFs by type, by name and by signature, and invents missing names', async () => {
    const parsed = await parseMessage(
      mime(`From: a@b.example
Subject: parts
Content-Type: multipart/mixed; boundary="XX"

--XX
Content-Type: text/plain

body
--XX
Content-Type: application/octet-stream; name="Invoice 7.PDF"
Content-Disposition: attachment; filename="Invoice 7.PDF"
Content-Transfer-Encoding: base64

${pdfBytes('seven').toString('base64')}
--XX
Content-Type: image/jpeg
Content-Transfer-Encoding: base64

${pdfBytes('mistyped').toString('base64')}
--XX
Content-Type: application/octet-stream
Content-Disposition: attachment; filename="renamed.pdf"

not a pdf at all
--XX
Content-Type: image/png
Content-Disposition: inline
Content-ID: <logo@vendor>
Content-Transfer-Encoding: base64

iVBORw0KGgo=
--XX
Content-Type: text/plain; name="../../etc/pass\twd.txt"
Content-Disposition: attachment; filename="../../etc/pass\twd.txt"

notes
--XX--
`),
    );
    expect(parsed.attachments.map((a) => [a.filename, a.contentType, a.isPdf, a.inline])).toEqual([
      ['Invoice 7.PDF', 'application/pdf', true, false],
      ['attachment-2.pdf', 'application/pdf', true, false],
      // mailparser itself types an octet-stream by its name.
      ['renamed.pdf', 'application/pdf', true, false],
      ['attachment-4.png', 'image/png', false, true],
      ['pass wd.txt', 'text/plain', false, false],
    ]);
    expect(parsed.attachments[3]!.contentId).toBe('logo@vendor');
    expect(parsed.attachments[1]!.content.equals(pdfBytes('mistyped'))).toBe(true);
  });

  it('keeps an attached message and lifts out the PDFs inside it, however forwarded', async () => {
    const inner = mime(`From: vendor@x.example
Subject: original
Content-Type: multipart/mixed; boundary="IN"

--IN
Content-Type: text/plain

see pdf
--IN
Content-Type: application/pdf; name="bill.pdf"
Content-Transfer-Encoding: base64

${pdfBytes('bill').toString('base64')}
--IN
Content-Type: image/gif; name="spacer.gif"

GIF89a
--IN--
`);
    const parsed = await parseMessage(
      mime(`From: forwarder@client.example
Subject: Fwd: original
Content-Type: multipart/mixed; boundary="OUT"

--OUT
Content-Type: text/plain

forwarding
--OUT
Content-Type: message/rfc822; name="Original.eml"
Content-Disposition: attachment; filename="Original.eml"

${inner.toString()}
--OUT--
`),
    );
    expect(parsed.attachments.map((a) => [a.filename, a.contentType, a.extractedFrom])).toEqual([
      ['Original.eml', 'message/rfc822', null],
      ['bill.pdf', 'application/pdf', 'Original.eml'],
    ]);
    expect(parsed.attachments[1]!.content.equals(pdfBytes('bill'))).toBe(true);
  });

  it('opens attached messages only a few levels deep', async () => {
    let message = mime(`From: a@b.example
Subject: level 0
Content-Type: application/pdf; name="deep.pdf"
Content-Transfer-Encoding: base64

${pdfBytes('deep').toString('base64')}
`);
    for (let level = 1; level <= 5; level++) {
      message = mime(`From: a@b.example
Subject: level ${level}
Content-Type: multipart/mixed; boundary="L${level}"

--L${level}
Content-Type: message/rfc822; name="level${level}.eml"

${message.toString()}
--L${level}--
`);
    }
    const parsed = await parseMessage(message);
    expect(parsed.attachments.some((a) => a.filename === 'deep.pdf')).toBe(false);
    expect(parsed.problems.join('\n')).toMatch(/nested deeper than 3 levels were not opened/);
  });

  it('extracts the files of an Outlook winmail.dat, by their long names', async () => {
    const dat = tnefFile([
      { title: 'INVOIC~1.PDF', longName: 'invoice-2024-03.pdf', data: pdfBytes('tnef') },
      { title: 'NOTES.TXT', data: Buffer.from('hello') },
    ]);
    const parsed = await parseMessage(
      mime(`From: outlook@vendor.example
Subject: rich text
Content-Type: multipart/mixed; boundary="T"

--T
Content-Type: text/plain

see attached
--T
Content-Type: application/ms-tnef; name="winmail.dat"
Content-Transfer-Encoding: base64

${dat.toString('base64')}
--T--
`),
    );
    expect(parsed.attachments.map((a) => [a.filename, a.contentType, a.isPdf, a.extractedFrom])).toEqual([
      ['winmail.dat', 'application/ms-tnef', false, null],
      ['invoice-2024-03.pdf', 'application/pdf', true, 'winmail.dat'],
      ['NOTES.TXT', 'text/plain', false, 'winmail.dat'],
    ]);
  });

  it('reports a winmail.dat that is not TNEF instead of failing', async () => {
    const parsed = await parseMessage(
      mime(`From: a@b.example
Subject: bad tnef
Content-Type: application/ms-tnef; name="winmail.dat"

garbage
`),
    );
    expect(parsed.readable).toBe(true);
    expect(parsed.problems).toEqual(['winmail.dat: not a readable winmail.dat.']);
  });

  it('copes with a truncated multipart and a missing header/body separator', async () => {
    const truncated = await parseMessage(mime(`From: a@b.example\nSubject: cut\nContent-Type: multipart/mixed; boundary="Z"\n\n--Z\nContent-Type: application/pdf; name="x.pdf"\nContent-Transfer-Encoding: base64\n\nJVBERi0xLjQK`));
    expect(truncated.attachments.map((a) => a.filename)).toEqual(['x.pdf']);
    const headless = await parseMessage(Buffer.from('Subject: only headers\r\nX-Whatever: yes'));
    expect(headless).toMatchObject({ readable: true, subject: 'only headers', attachments: [] });
  });
});

describe('readHeaderFields', () => {
  it('reads the header block only, never the body', async () => {
    const fields = await readHeaderFields(mime(`From: Vendor <billing@vendor.example>\nTo: bills@sbe.example\nSubject: quick\nMessage-ID: <q@v>\n\n${'x'.repeat(1_000_000)}\n`));
    expect(fields).toEqual({ messageId: '<q@v>', subject: 'quick', from: { address: 'billing@vendor.example', name: 'Vendor' }, recipients: ['bills@sbe.example'], sentAt: null });
  });
});
