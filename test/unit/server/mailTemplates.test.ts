/** @jest-environment node */
import { resetMail, verificationMail } from '../../../src/server/mail/templates';

describe('mail templates', () => {
  it('put the code and the three verification links in text and html, escaped in html', () => {
    const to = 'o\'brien+<x>@example.com';
    const mail = verificationMail('https://app.example.com', to, '012345', 'tok_-en', 15);
    expect(mail.to).toBe(to);
    expect(mail.text).toContain('012345');
    expect(mail.text).toContain('https://app.example.com/verify-email/tok_-en');
    expect(mail.text).toContain('https://app.example.com/verify-code-link?email=o%27brien%2B%3Cx%3E%40example.com&code=012345');
    expect(mail.text).toContain('https://app.example.com/verify-magic?email=o%27brien%2B%3Cx%3E%40example.com&code=012345');
    expect(mail.text).toContain('15 minutes');
    expect(mail.html).toContain('012345');
    expect(mail.html).toContain('verify-magic?email=o%27brien%2B%3Cx%3E%40example.com&amp;code=012345');
    expect(mail.html).not.toMatch(/<x>/);
    expect(mail.logHint).toBe(`verification code for ${to}: 012345`);
  });

  it('give the reset code and its link', () => {
    const mail = resetMail('http://localhost:3000', 'a@example.com', '999999', 1);
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toContain('http://localhost:3000/reset-password-link?email=a%40example.com&code=999999');
    expect(mail.html).toContain('999999');
    expect(mail.logHint).toBe('password reset code for a@example.com: 999999');
  });
});
