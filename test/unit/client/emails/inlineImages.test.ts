import type { ListedAttachment } from '../../../../src/client/features/emails/AttachmentList';
import { contentIdOfSource, inlineImageParts, normalContentId } from '../../../../src/client/features/emails/inlineImages';
import { isEmbeddableImage, sanitizeEmailHtml } from '../../../../src/client/features/emails/sanitizeEmailHtml';

const logo: ListedAttachment = { partId: 'p1', filename: 'logo.png', contentType: 'image/png', size: 10, contentId: 'logo@vendor.example', documentKind: null };
const pdf: ListedAttachment = { partId: 'p2', filename: 'bill.pdf', contentType: 'application/pdf', size: 10, contentId: null, documentKind: null };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('Content-IDs', () => {
  it('reads a cid: reference as the Content-ID it names', () => {
    expect(contentIdOfSource('cid:logo%40vendor.example')).toBe('logo@vendor.example');
    expect(contentIdOfSource(' CID:<Logo@Vendor.example>')).toBe('logo@vendor.example');
    expect(contentIdOfSource('cid:50%off@x')).toBe('50%off@x');
  });

  it('reads a header Content-ID as written: only references are %-encoded', () => {
    expect(normalContentId(' <A%40B@x> ')).toBe('a%40b@x');
    expect(contentIdOfSource('cid:a%2540b@x')).toBe(normalContentId('<a%40b@x>'));
  });
});

describe('inlineImageParts', () => {
  it('finds the attachments an HTML body shows by cid:, once each, whatever the case or encoding', () => {
    const html = '<p><img alt="Logo" src="cid:logo%40vendor.example"> <img src=\'cid:LOGO@vendor.example\'><img src="cid:missing@x"></p>';
    expect(inlineImageParts(html, [logo, pdf])).toEqual([{ contentId: 'logo@vendor.example', attachment: logo }]);
    expect(inlineImageParts('<IMG SRC="CID:logo@vendor.example">', [logo])).toEqual([{ contentId: 'logo@vendor.example', attachment: logo }]);
    expect(inlineImageParts('<img/src="cid:logo&#64;vendor.example">', [logo])).toEqual([{ contentId: 'logo@vendor.example', attachment: logo }]);
  });

  it('finds nothing without HTML, without cid: sources, or when no attachment has the id', () => {
    expect(inlineImageParts(null, [logo])).toEqual([]);
    expect(inlineImageParts('<p>cid:logo@vendor.example is text, not a picture</p>', [logo])).toEqual([]);
    expect(inlineImageParts('<img src="cid:logo@vendor.example">', [pdf])).toEqual([]);
  });
});

describe('sanitizeEmailHtml with the message pictures', () => {
  const img = (html: string, pictures: Map<string, string>) => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeEmailHtml(html, pictures);
    return holder.querySelector('img')!;
  };

  it('shows a cid: picture as its data: URL, capped like every image', () => {
    const shown = img('<img alt="Logo" src="cid:Logo%40vendor.example">', new Map([['logo@vendor.example', PNG]]));
    expect(shown.getAttribute('src')).toBe(PNG);
    expect(shown.getAttribute('style')).toContain('max-width:100%');
  });

  it('leaves a picture it does not have as its cid: name', () => {
    expect(img('<img src="cid:other@x">', new Map([['logo@vendor.example', PNG]])).getAttribute('src')).toBe('cid:other@x');
  });

  it('still applies the image rule to what replaces the name', () => {
    expect(img('<img src="cid:logo@vendor.example">', new Map([['logo@vendor.example', 'data:text/html;base64,PHNjcmlwdD4=']])).hasAttribute('src')).toBe(false);
    expect(img('<img src="cid:logo@vendor.example">', new Map([['logo@vendor.example', 'data:image/svg+xml;base64,PHN2Zz4=']])).hasAttribute('src')).toBe(false);
  });

  it('embeds raster pictures only', () => {
    expect(['image/png', 'image/JPEG', 'image/jpg', 'image/gif', 'image/webp', 'image/bmp'].every(isEmbeddableImage)).toBe(true);
    expect(['image/svg+xml', 'image/tiff', 'text/html', 'image/png; x=1', ''].some(isEmbeddableImage)).toBe(false);
  });
});
