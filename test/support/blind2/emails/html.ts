/** The table-and-inline-style HTML that billing systems send, built from a few pieces. */

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface Brand {
  name: string;
  color: string;
  /** Shown in the header bar; the brand name when absent. */
  logo?: string;
}

/** A complete HTML e-mail: hidden preheader, coloured header, a white card with the body, grey footer. */
export function page(brand: Brand, preheader: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(brand.name)}</title></head>
<body style="margin:0;padding:0;background-color:#f2f3f5;font-family:Arial,Helvetica,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${esc(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f2f3f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background-color:#ffffff;">
<tr><td style="background-color:${brand.color};padding:18px 28px;font-size:22px;font-weight:bold;color:#ffffff;">${esc(brand.logo ?? brand.name)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:22px;color:#222222;">
${body}
</td></tr>
<tr><td style="background-color:#e9eaec;padding:18px 28px;font-size:11px;line-height:16px;color:#666666;">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body></html>
`;
}

export function p(html: string, style = ''): string {
  return `<p style="margin:0 0 14px 0;${style}">${html}</p>`;
}

export function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 18px 0;"><tr><td style="background-color:${color};border-radius:4px;"><a href="${esc(href)}" target="_blank" style="display:inline-block;padding:12px 26px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${esc(label)}</a></td></tr></table>`;
}

export function a(href: string, label: string, color = '#1a5fb4'): string {
  return `<a href="${esc(href)}" target="_blank" style="color:${color};text-decoration:underline;">${esc(label)}</a>`;
}

/** Label and value rows, the label in grey on the left and the value bold on the right. */
export function facts(rows: readonly (readonly [string, string])[], emphasise?: string): string {
  const tr = rows.map(([label, value]) => {
    const big = label === emphasise;
    return `<tr><td style="padding:6px 0;border-bottom:1px solid #e5e5e5;color:#666666;font-size:14px;">${esc(label)}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e5e5e5;font-size:${big ? '20px' : '14px'};font-weight:bold;color:#111111;">${esc(value)}</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px 0;">${tr.join('')}</table>`;
}

/** A line-item table with a header row; the last column right-aligned. */
export function items(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const th = head.map((h, i) => `<th align="${i === head.length - 1 ? 'right' : 'left'}" style="padding:6px 4px;border-bottom:2px solid #333333;font-size:13px;">${esc(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c, i) => `<td align="${i === r.length - 1 ? 'right' : 'left'}" style="padding:6px 4px;border-bottom:1px solid #e5e5e5;font-size:13px;">${esc(c)}</td>`).join('')}</tr>`).join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px 0;border-collapse:collapse;"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A big figure in a tinted box: "Amount due / $123.45 / Due March 4, 2025". */
export function amountBox(label: string, amount: string, under: string, tint: string): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px 0;background-color:${tint};"><tr><td align="center" style="padding:18px;"><div style="font-size:13px;color:#555555;text-transform:uppercase;letter-spacing:1px;">${esc(label)}</div><div style="font-size:32px;font-weight:bold;color:#111111;padding:6px 0;">${esc(amount)}</div><div style="font-size:14px;color:#333333;">${esc(under)}</div></td></tr></table>`;
}

/** The footer every bulk sender has: address, why you got this, unsubscribe and privacy links. */
export function footer(lines: readonly string[], links: readonly (readonly [string, string])[]): string {
  const linkHtml = links.map(([href, label]) => a(href, label, '#666666')).join(' &nbsp;|&nbsp; ');
  return `${lines.map((l) => esc(l)).join('<br>')}${links.length ? `<br><br>${linkHtml}` : ''}`;
}

/** A click-tracking redirect, as marketing platforms rewrite links. */
export function tracked(host: string, target: string, token: string): string {
  return `https://${host}/ls/click?upn=${token}&u=${encodeURIComponent(target)}`;
}

/** The text part an e-mail platform derives from the HTML: tags gone, links as "label [url]". */
export function plainText(html: string): string {
  return html
    .replace(/<head>.*?<\/head>/s, '')
    .replace(/<div style="display:none[^>]*>.*?<\/div>/s, '')
    .replace(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g, (_, href: string, label: string) => `${label} [${href}]`)
    .replace(/<(br|\/p|\/tr|\/h\d|\/div)[^>]*>/g, '\n')
    .replace(/<\/t[dh]>/g, '  ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&middot;/g, '\u00b7').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
    .split('\n').map((line) => line.replace(/[ \t]+/g, ' ').trim()).filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
    .join('\n')
    .trim();
}
