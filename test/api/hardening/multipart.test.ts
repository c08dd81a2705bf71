import { reviewFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';

/** Bodies that claim to be multipart/form-data and are not, each answered 400 with what to do. */
const MALFORMED: Array<[string, string, string]> = [
  ['a body that is not multipart at all', 'multipart/form-data; boundary=XX', 'not multipart at all'],
  ['no boundary', 'multipart/form-data', '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nhello'],
  ['a file part cut short', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc'],
  ['a field part cut short', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="clientId"\r\n\r\nabc'],
  ['an empty body', 'multipart/form-data; boundary=XX', ''],
];

describe.each(databaseKinds)('malformed multipart on %s', (kind) => {
  const { t, w } = reviewFixture(kind);
  const send = (url: string, contentType: string, payload: string) => t.app.inject({ method: 'POST', url, headers: { ...w.admin.auth, 'content-type': contentType }, payload });

  describe.each(['/api/invoices', '/api/emails/receive'])('%s', (url) => {
    it.each(MALFORMED)('answers %s with 400 and a message', async (_label, contentType, payload) => {
      const res = await send(url, contentType, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      expect(res.body).not.toMatch(/\n\s+at /);
    });

    it('answers a body that is not a form at all with 400', async () => {
      const res = await send(url, 'application/json', '{"clientId":"x"}');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/multipart\/form-data/);
    });
  });
});
