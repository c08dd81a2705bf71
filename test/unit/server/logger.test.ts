/** @jest-environment node */
import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions, redactUrl } from '../../../src/server/logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const options = loggerOptions('info') as pino.LoggerOptions;
  return { log: pino(options, stream), lines };
}

describe('the log', () => {
  it('redacts passwords and tokens wherever they sit, and keeps an error code', () => {
    const { log, lines } = capture();
    const secrets = ['hunter2', 'new-secret', '123456', 'jwt-value', 'refresh-value', 'google-value'];
    log.info({ body: { email: 'a@b.c', password: secrets[0], newPassword: secrets[1], code: secrets[2] }, session: { token: secrets[3], refreshToken: secrets[4], idToken: secrets[5] } }, 'request');
    log.error({ err: Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }) }, 'storage fault');
    const text = JSON.stringify(lines);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ body: { email: 'a@b.c', password: '[redacted]' } });
    expect(lines[1]).toMatchObject({ err: { code: 'SQLITE_FULL' } });
  });

  it('redacts secrets in query strings', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc&x=1')).toBe('/api/auth/verify-email?token=[redacted]&x=1');
    expect(redactUrl('/reset-password-link?email=a%40b.c&code=123456')).toBe('/reset-password-link?email=a%40b.c&code=[redacted]');
  });
});
