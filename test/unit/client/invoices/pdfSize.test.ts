import { PDF_WARNING_BYTES } from '../../../../src/shared/constants';
import { base64ByteSize, isLargePdf, pdfBlob } from '../../../../src/client/features/invoices/pdfSize';

const encode = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

describe('base64ByteSize', () => {
  it.each([0, 1, 2, 3, 4, 5, 1000, 1001, 1002])('is exact for %i bytes (padding subtracted)', (bytes) => {
    expect(base64ByteSize(encode(bytes))).toBe(bytes);
  });

  it('ignores line breaks of wrapped base64', () => {
    const wrapped = encode(300).replace(/(.{76})/g, '$1\r\n');
    expect(base64ByteSize(wrapped)).toBe(300);
  });

  it('is zero for empty text', () => {
    expect(base64ByteSize('')).toBe(0);
  });
});

describe('the 2 MB warning', () => {
  it('starts above 2 MB, not at it', () => {
    expect(isLargePdf(PDF_WARNING_BYTES)).toBe(false);
    expect(isLargePdf(PDF_WARNING_BYTES + 1)).toBe(true);
    expect(isLargePdf(base64ByteSize(encode(3 * 1024 * 1024)))).toBe(true);
  });
});

describe('pdfBlob', () => {
  it('decodes to a PDF blob of the estimated size', () => {
    const base64 = encode(1001);
    const blob = pdfBlob(base64);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(base64ByteSize(base64));
  });
});
