import { PDFDocument } from 'pdf-lib';
import { type Rng } from '../core/rng';
import { type BlindDocument } from '../types';
import { degrade } from './degrade';
import { rasterize } from './rasterize';

const DPI = 200;

type ScannedFile = BlindDocument['file'];

/**
 * The text PDF as a scanner would send it back: an image-only PDF, or a bare PNG or JPEG
 * when the document has one page.
 */
export async function scan(pdf: Uint8Array, rng: Rng, baseName: string): Promise<ScannedFile> {
  const pages = await rasterize(pdf, DPI);
  const output = pages.length > 1 ? 'pdf' : rng.pick(['pdf', 'pdf', 'png', 'jpeg'] as const);
  const first = pages[0];
  if (output !== 'pdf' && first) {
    const image = await degrade(first, rng, output);
    return output === 'png'
      ? { bytes: image.bytes, filename: `${baseName}.png`, contentType: 'image/png' }
      : { bytes: image.bytes, filename: `${baseName}.jpg`, contentType: 'image/jpeg' };
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  const usePng = rng.chance(0.25);
  for (const page of pages) {
    const image = await degrade(page, rng, usePng ? 'png' : 'jpeg');
    const embedded = usePng ? await doc.embedPng(image.bytes) : await doc.embedJpg(image.bytes);
    const [w, h] = [(image.width * 72) / DPI, (image.height * 72) / DPI];
    doc.addPage([w, h]).drawImage(embedded, { x: 0, y: 0, width: w, height: h });
  }
  return { bytes: await doc.save(), filename: `${baseName}.pdf`, contentType: 'application/pdf' };
}
