import sharp from 'sharp';
import type { OcrLimits } from './limits';

/** One page ready for recognition: a grayscale PGM, and how many PDF points one of its pixels is. */
export interface PageImage {
  /**
   * Binary PGM (P5): a header and the raw gray bytes. Tesseract's Leptonica reads it with no
   * decoding, where a PNG cost an encode here and an inflate in WebAssembly there.
   */
  pgm: Buffer;
  width: number;
  height: number;
  pointsPerPixel: number;
}

export type ImagePages = { kind: 'pages'; pageCount: number; pages: PageImage[] } | { kind: 'refused'; reason: string };

/** A page is taken to be Letter or A4 (long side about 11 inches): its pixels are scaled to `dpi`. */
const LONG_SIDE_INCHES = 11;
const POINTS_PER_INCH = 72;

/**
 * Decodes a picture of a bill (PNG, JPEG, TIFF with its pages, GIF, WebP, BMP) into pages for
 * OCR: grayscale, scaled so the text is about `dpi` (phone photos are large, faxes small), and
 * despeckled with a 3-pixel median, which removes scanner dust without thinning the strokes.
 */
export async function imagePages(bytes: Uint8Array, limits: OcrLimits): Promise<ImagePages> {
  let meta: sharp.Metadata;
  try {
    // The header alone: nothing is decoded before its size is known.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { kind: 'refused', reason: `not a readable picture (${error instanceof Error ? error.message : String(error)})` };
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width === 0 || height === 0) return { kind: 'refused', reason: 'the picture is empty' };
  if (width * height > limits.maxPixels) {
    return { kind: 'refused', reason: `the picture is ${width} x ${height} pixels, more than the ${Math.round(limits.maxPixels / 1e6)} megapixels OCR reads` };
  }
  const pageCount = meta.pages ?? 1;
  const pages: PageImage[] = [];
  for (let page = 0; page < Math.min(pageCount, limits.maxPages); page++) {
    pages.push(await preparePage(sharp(bytes, { page, limitInputPixels: limits.maxPixels }), width, height, limits.dpi));
  }
  return { kind: 'pages', pageCount, pages };
}

/** The same preparation for a page pdf.js drew (raw RGBA) at `dpi`. */
export function prepareRendered(rgba: Uint8Array, width: number, height: number, dpi: number): Promise<PageImage> {
  return preparePage(sharp(rgba, { raw: { width, height, channels: 4 } }), width, height, dpi, POINTS_PER_INCH / dpi);
}

async function preparePage(image: sharp.Sharp, width: number, height: number, dpi: number, pointsPerPixel?: number): Promise<PageImage> {
  const target = Math.round(LONG_SIDE_INCHES * dpi);
  const long = Math.max(width, height);
  // Rendered pages are already at `dpi`; pictures are scaled to it unless within a fifth of it.
  const scale = pointsPerPixel !== undefined || Math.abs(long - target) < target / 5 ? 1 : target / long;
  const resized = scale === 1 ? image : image.resize({ width: Math.round(width * scale), height: Math.round(height * scale), kernel: 'lanczos3' });
  const { data, info } = await resized.grayscale().median(3).raw().toBuffer({ resolveWithObject: true });
  const pgm = Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`, 'ascii'), data]);
  return { pgm, width: info.width, height: info.height, pointsPerPixel: pointsPerPixel ?? (LONG_SIDE_INCHES * POINTS_PER_INCH) / Math.max(info.width, info.height) };
}
