import type { OutboundMail } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const withQuery = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params).toString()}`;

function layout(heading: string, paragraphs: string[], links: { label: string; href: string }[]): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  const buttons = links.map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`).join('\n');
  return `<!doctype html><html><body style="font-family:sans-serif"><h2>${escapeHtml(heading)}</h2>\n${body}\n${buttons}</body></html>`;
}

const codeBlock = (code: string) => `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong>`;

/**
 * The code and three ways to use it: the link token (/verify-email/{token}), a link that
 * fills in the code, and a magic link that verifies at once (SPEC.md section 2 routes).
 */
export function verificationMail(appUrl: string, to: string, code: string, linkToken: string, ttlMinutes: number): OutboundMail {
  const links = [
    { label: 'Verify my e-mail', href: `${appUrl}/verify-email/${encodeURIComponent(linkToken)}` },
    { label: 'Enter the code for me', href: withQuery(`${appUrl}/verify-code-link`, { email: to, code }) },
    { label: 'One-click verification', href: withQuery(`${appUrl}/verify-magic`, { email: to, code }) },
  ];
  const text = [
    `Your Smart Bill Entry verification code is ${code}.`,
    `It expires in ${ttlMinutes} minutes. You can also open one of these links:`,
    ...links.map((l) => `${l.label}: ${l.href}`),
    'If you did not register, ignore this e-mail.',
  ].join('\n\n');
  const html = layout(
    'Verify your e-mail',
    [`Your verification code is ${codeBlock(code)}`, `It expires in ${ttlMinutes} minutes. You can also use one of these links:`],
    links,
  );
  return { to, subject: 'Your Smart Bill Entry verification code', text, html, logHint: `verification code for ${to}: ${code}` };
}

export function resetMail(appUrl: string, to: string, code: string, ttlMinutes: number): OutboundMail {
  const link = { label: 'Choose a new password', href: withQuery(`${appUrl}/reset-password-link`, { email: to, code }) };
  const text = [
    `Your Smart Bill Entry password reset code is ${code}.`,
    `It expires in ${ttlMinutes} minutes. Or open this link: ${link.href}`,
    'If you did not ask for a reset, ignore this e-mail; your password stays the same.',
  ].join('\n\n');
  const html = layout('Reset your password', [`Your password reset code is ${codeBlock(code)}`, `It expires in ${ttlMinutes} minutes.`], [link]);
  return { to, subject: 'Your Smart Bill Entry password reset code', text, html, logHint: `password reset code for ${to}: ${code}` };
}
