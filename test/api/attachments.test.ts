import { reviewFixture } from './helpers/fixtures';
import { seedAttachment, seedEmail } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';
import type { TestAccount } from './helpers/accounts';

describe.each(databaseKinds)('attachments API on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);

  const get = (partId: string, as?: TestAccount) => call('GET', `/api/attachments/${encodeURIComponent(partId)}`, as);
  const attach = async (filename: string, contentType: string, content = Buffer.from('bytes')) =>
    seedAttachment(t, w.client.id, { email_id: (await seedEmail(t, w.client.id)).id, filename, content_type: contentType, content });

  it('answers the bytes with their type, length, a safe inline name and nosniff', async () => {
    const pdf = await attach('invoice 12.pdf', 'application/pdf', Buffer.from('%PDF-1.4 data'));
    for (const as of [w.member, w.admin]) {
      const res = await get(pdf.id, as);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(Buffer.from('%PDF-1.4 data'));
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': '13',
        'content-disposition': 'inline; filename="invoice 12.pdf"',
        'x-content-type-options': 'nosniff',
      });
      // The API's own policy (nothing loads), not the sandbox that HTML, SVG and XML files get.
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none';/);
    }
  });

  it('refuses an anonymous caller, and hides the file of another client as a missing one', async () => {
    const pdf = await attach('a.pdf', 'application/pdf');
    expect((await get(pdf.id)).statusCode).toBe(401);
    for (const res of [await get(pdf.id, w.outsider), await get('no-such-part', w.admin)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Attachment not found' });
    }
    expect((await get('x'.repeat(65), w.admin)).statusCode).toBe(400);
  });

  it.each([
    ['scan.PDF', 'ATTACHMENT', 'application/pdf'],
    ['photo.jpeg', 'application/octet-stream', 'image/jpeg'],
    ['photo.png', 'attachment', 'image/png'],
    ['notes.txt', '', 'text/plain'],
    ['rows.csv', 'ATTACHMENT', 'text/csv'],
    ['sheet.xlsx', 'ATTACHMENT', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['letter.doc', 'ATTACHMENT', 'application/msword'],
    ['clip.mp4', 'ATTACHMENT', 'video/mp4'],
    ['song.mp3', 'ATTACHMENT', 'audio/mpeg'],
    ['voice.wav', 'ATTACHMENT', 'audio/wav'],
    ['data.json', 'ATTACHMENT', 'application/json'],
    ['feed.xml', 'ATTACHMENT', 'application/xml'],
    ['mystery.bin', 'ATTACHMENT', 'application/octet-stream'],
    ['noextension', 'ATTACHMENT', 'application/octet-stream'],
    ['kept.pdf', 'image/png', 'image/png'],
    ['bad.pdf', 'text/html\r\nX-Evil: 1', 'application/pdf'],
  ])('serves %s stored as %j as %s', async (filename, stored, expected) => {
    const res = await get((await attach(filename, stored)).id, w.member);
    expect(res.headers['content-type']).toBe(expected);
    expect(res.headers['x-evil']).toBeUndefined();
  });

  it.each([
    ['page.html', 'text/html'],
    ['page.htm', 'ATTACHMENT'],
    ['icon.svg', 'image/svg+xml'],
  ])('sandboxes %s so it can never run script on this origin', async (filename, stored) => {
    const res = await get((await attach(filename, stored, Buffer.from('<script>alert(1)</script>'))).id, w.member);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('names a non-ASCII or hostile file safely, with the RFC 5987 form', async () => {
    const res = await get((await attach('Rechnung März "final".pdf', 'application/pdf')).id, w.member);
    expect(res.headers['content-disposition']).toBe(`inline; filename="Rechnung M_rz _final_.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz%20_final_.pdf`);
    const slashes = await get((await attach('..\\..//etc\npasswd', 'text/plain')).id, w.member);
    expect(slashes.headers['content-disposition']).toBe('inline; filename=".._..__etc_passwd"');
  });
});
