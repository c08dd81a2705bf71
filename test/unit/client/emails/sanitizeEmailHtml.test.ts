import { ALLOWED_ATTR, ALLOWED_TAGS, sanitizeEmailHtml } from '../../../../src/client/features/emails/sanitizeEmailHtml';

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeEmailHtml(html);
  return holder;
}

describe('sanitizeEmailHtml', () => {
  it('keeps the formatting an e-mail needs', () => {
    const html = '<table border="1" cellpadding="4"><tr><td colspan="2" bgcolor="#eee"><b>Total</b> <i>due</i></td></tr></table><ul><li>one</li></ul><p style="color: red">Hi</p>';
    expect(sanitizeEmailHtml(html)).toBe(
      '<table border="1" cellpadding="4"><tbody><tr><td colspan="2" bgcolor="#eee"><b>Total</b> <i>due</i></td></tr></tbody></table><ul><li>one</li></ul><p style="color: red">Hi</p>',
    );
  });

  it('opens every link in a new tab without handing over the opener', () => {
    const link = parse('<a href="https://pay.example.com/bill?id=1" target="_self" rel="opener">Pay</a>').querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://pay.example.com/bill?id=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto and tel links but drops other schemes and relative links', () => {
    const links = [...parse('<a href="mailto:ap@example.com">m</a><a href="tel:+15551234">t</a><a href="ftp://x">f</a><a href="/members">r</a>').querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['mailto:ap@example.com', 'tel:+15551234', null, null]);
  });

  it('drops data attributes, ids, names and anything outside the allow-list', () => {
    const p = parse('<p data-track="1" data-x="y" id="main" name="n" aria-hidden="true" contenteditable="true" tabindex="1">x</p>').querySelector('p')!;
    expect(p.getAttributeNames()).toEqual([]);
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeEmailHtml(
      '<script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="vbscript:msgbox(1)">c</a><p onclick="alert(1)" onmouseover="alert(2)">p</p>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|onmouseover|alert/i);
    expect(out).toContain('<p>p</p>');
  });

  it.each([
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['<object data="x.swf"></object>', 'object'],
    ['<embed src="x.swf">', 'embed'],
    ['<form action="https://evil.example"><input name="password"><button>Go</button></form>', 'form'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', 'meta'],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', 'link'],
    ['<base href="https://evil.example/">', 'base'],
    ['<svg onload="alert(1)"><circle r="4"/></svg>', 'svg'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'math'],
    ['<p srcdoc="<script>alert(1)</script>">x</p>', 'srcdoc'],
  ])('removes %s', (html, what) => {
    expect(sanitizeEmailHtml(html).toLowerCase()).not.toContain(what);
  });

  it('keeps remote, cid and raster data images, capped to the container width', () => {
    const images = [...parse('<img src="https://cdn.example/logo.png" width="900" alt="Logo"><img src="cid:part1"><img src="data:image/png;base64,iVBORw0KGgo=">').querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['https://cdn.example/logo.png', 'cid:part1', 'data:image/png;base64,iVBORw0KGgo=']);
    for (const img of images) {
      expect(img.style.getPropertyValue('max-width')).toBe('100%');
      expect(img.style.getPropertyPriority('max-width')).toBe('important');
    }
    expect(images[0]!.getAttribute('alt')).toBe('Logo');
  });

  it('drops image sources that are not pictures from the web or the message', () => {
    const images = [...parse('<img src="javascript:alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="data:text/html,<b>x</b>"><img src="file:///etc/passwd">').querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([null, null, null, null]);
  });

  it('keeps an image\'s own style before the cap', () => {
    const img = parse('<img src="https://a.example/x.png" style="border: 0">').querySelector('img')!;
    expect(img.getAttribute('style')).toBe('border: 0;max-width:100% !important;height:auto !important');
  });

  it.each([
    'background: url(javascript:alert(1))',
    'width: expression(alert(1))',
    'behavior: url(x.htc)',
    '-moz-binding: url(x.xml#xss)',
    'background-image: url("vbscript:msgbox(1)")',
    'width: ex/**/pression(alert(1))',
  ])('drops a style attribute that could run script: %s', (style) => {
    expect(parse(`<div style="${style.replace(/"/g, '&quot;')}">x</div>`).querySelector('div')!.hasAttribute('style')).toBe(false);
  });

  it('keeps a <style> element for the frame, but empties one that imports or runs', () => {
    expect(sanitizeEmailHtml('<style>p { color: red }</style><p>x</p>')).toBe('<style>p { color: red }</style><p>x</p>');
    expect(sanitizeEmailHtml('<style>@import url(https://evil.example/x.css);</style><p>x</p>')).toBe('<style></style><p>x</p>');
  });

  it('has an explicit allow-list without forms, frames, scripts or event handlers', () => {
    for (const tag of ['script', 'iframe', 'object', 'embed', 'form', 'input', 'meta', 'link', 'base', 'svg']) expect(ALLOWED_TAGS).not.toContain(tag);
    expect(ALLOWED_ATTR.filter((name) => /^on|^data-|srcdoc|formaction/.test(name))).toEqual([]);
  });
});
