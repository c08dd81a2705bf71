import { base64ToBlob, previewDecision, previewPath } from '../../../../src/client/ui/attachmentFiles';

describe('previewDecision', () => {
  it.each([
    ['ATTACHMENT', 'bill.pdf', 'pdf', 'application/pdf'],
    ['application/octet-stream', 'photo.JPG', 'image', 'image/jpeg'],
    ['attachment', 'scan.png', 'image', 'image/png'],
    ['ATTACHMENT', 'notes.txt', 'text', 'text/plain'],
    ['ATTACHMENT', 'ledger.csv', 'text', 'text/csv'],
    ['ATTACHMENT', 'page.html', 'text', 'text/html'],
    ['ATTACHMENT', 'data.json', 'text', 'application/json'],
    ['ATTACHMENT', 'feed.xml', 'text', 'application/xml'],
    ['ATTACHMENT', 'clip.mp4', 'video', 'video/mp4'],
    ['ATTACHMENT', 'memo.mp3', 'audio', 'audio/mpeg'],
    ['ATTACHMENT', 'memo.wav', 'audio', 'audio/wav'],
    ['ATTACHMENT', 'letter.docx', 'office', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['ATTACHMENT', 'sheet.xls', 'office', 'application/vnd.ms-excel'],
    ['ATTACHMENT', 'deck.pptx', 'office', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['ATTACHMENT', 'archive.zip', 'unavailable', 'application/octet-stream'],
    ['ATTACHMENT', 'no-extension', 'unavailable', 'application/octet-stream'],
    ['', 'bill.pdf', 'pdf', 'application/pdf'],
  ])('%s named %s is previewed as %s (%s)', (stored, filename, kind, contentType) => {
    expect(previewDecision(stored, filename)).toEqual({ kind, contentType });
  });

  it('trusts a specific stored type over the extension', () => {
    expect(previewDecision('application/pdf', 'scan.bin')).toEqual({ kind: 'pdf', contentType: 'application/pdf' });
    expect(previewDecision('text/plain; charset=utf-8', 'x.dat')).toEqual({ kind: 'text', contentType: 'text/plain' });
  });

  it('never renders a type that can run script: SVG and HTML are shown as text', () => {
    expect(previewDecision('image/svg+xml', 'logo.svg').kind).toBe('text');
    expect(previewDecision('text/html', 'x.htm').kind).toBe('text');
    expect(previewDecision('application/xhtml+xml', 'x.xhtml').kind).toBe('text');
  });

  it('recognises an Office file by its extension when the stored type is some other binary', () => {
    expect(previewDecision('application/zip', 'report.xlsx').kind).toBe('office');
  });
});

describe('previewPath', () => {
  it('carries the part id and the file name, encoded', () => {
    expect(previewPath('42', 'Bill #3 & co.pdf')).toBe('/preview?partId=42&name=Bill+%233+%26+co.pdf');
  });
});

describe('base64ToBlob', () => {
  it('decodes base64 (line breaks allowed) into a typed blob', async () => {
    const blob = base64ToBlob('SGVs\nbG8=', 'text/plain');
    expect(blob.type).toBe('text/plain');
    expect(blob.size).toBe(5);
  });

  it('throws on text that is not base64', () => {
    expect(() => base64ToBlob('not base64!', 'text/plain')).toThrow();
  });
});
