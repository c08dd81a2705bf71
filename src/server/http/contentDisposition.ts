/**
 * RFC 6266 with the RFC 5987 form for names that are not plain ASCII: `inline` opens a file in
 * the browser, `attachment` saves it.
 */
export function contentDisposition(filename: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const safe = [...filename].map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || '"\\/'.includes(c) ? '_' : c)).join('').trim() || 'attachment';
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const header = `${disposition}; filename="${ascii}"`;
  if (ascii === safe) return header;
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${header}; filename*=UTF-8''${encoded}`;
}
