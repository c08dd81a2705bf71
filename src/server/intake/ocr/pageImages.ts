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

/** A resolution this close to the wanted one is read as it is: scaling would cost more than it gives. */
const closeTo = (value: number, wanted: number) => Math.abs(value - wanted) < wanted / 5;

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
  return despeckled(grayOf(rgba, width * height, 4), width, height, POINTS_PER_INCH / dpi);
}

/** A picture as pdf.js decodes it (packed bits, a set bit white; or RGB bytes) and the size it is drawn at, in points. */
export interface DecodedPicture {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 'bits' | 3;
  drawnWidth: number;
  drawnHeight: number;
}

/**
 * A scanned page's own picture, taken from the PDF as it is instead of drawn: its size on the
 * page gives its resolution along each side (a fax's pixels are twice as tall as wide), and it is
 * scaled to `dpi` unless both are within a fifth of it and of each other.
 */
export async function prepareScanned(picture: DecodedPicture, dpi: number): Promise<PageImage> {
  const { width, height } = picture;
  const gray = picture.channels === 'bits' ? grayOfBits(picture.data, width, height) : grayOf(picture.data, width * height, 3);
  const [dpiX, dpiY] = [(width / picture.drawnWidth) * POINTS_PER_INCH, (height / picture.drawnHeight) * POINTS_PER_INCH];
  if (closeTo(dpiX, dpi) && closeTo(dpiY, dpi) && Math.abs(dpiX - dpiY) < dpiX / 50) return despeckled(gray, width, height, picture.drawnWidth / width);
  const scaled = await scaledGray(gray, width, height, dpi / dpiX, dpi / dpiY);
  return despeckled(scaled.data, scaled.width, scaled.height, picture.drawnWidth / scaled.width);
}

/**
 * Colour to gray by the Rec. 601 weights libvips uses, here in one pass: libvips carried all
 * four channels of a drawn page through its pipeline and took ~0.4 s a page where this takes ~25 ms.
 */
function grayOf(pixels: Uint8Array, count: number, channels: 3 | 4): Buffer {
  const gray = Buffer.allocUnsafe(count);
  for (let i = 0, o = 0; o < count; i += channels, o++) gray[o] = (pixels[i]! * 77 + pixels[i + 1]! * 150 + pixels[i + 2]! * 29 + 128) >> 8;
  return gray;
}

/** One bit a pixel, rows padded to whole bytes, as a fax or a black-and-white scanner stores them. */
function grayOfBits(bits: Uint8Array, width: number, height: number): Buffer {
  const gray = Buffer.allocUnsafe(width * height);
  const rowBytes = Math.ceil(width / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) gray[y * width + x] = (bits[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
  }
  return gray;
}

async function scaledGray(gray: Buffer, width: number, height: number, scaleX: number, scaleY = scaleX) {
  // Bilinear: on the blind sets' scans it read 5 fields more of 646 than bicubic, and 3 more than
  // the earlier preparation (Lanczos for pictures, pdf.js's canvas for PDFs), in half Lanczos's time.
  const { data, info } = await sharp(gray, { raw: { width, height, channels: 1 } })
    .resize({ width: Math.round(width * scaleX), height: Math.round(height * scaleY), kernel: 'linear', fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function preparePage(image: sharp.Sharp, width: number, height: number, dpi: number): Promise<PageImage> {
  const target = Math.round(LONG_SIDE_INCHES * dpi);
  const long = Math.max(width, height);
  // Gray first, in a pass of its own: libvips would otherwise scale and filter every colour
  // channel. A transparent picture is laid on white paper, as it would be printed.
  const { data, info } = await image.flatten({ background: '#ffffff' }).grayscale().raw().toBuffer({ resolveWithObject: true });
  if (closeTo(long, target)) return despeckled(data, info.width, info.height);
  const scaled = await scaledGray(data, info.width, info.height, target / long);
  return despeckled(scaled.data, scaled.width, scaled.height);
}

/** One gray channel, despeckled, as PGM; a picture's pixels are taken to span a Letter or A4 long side. */
async function despeckled(gray: Buffer, width: number, height: number, pointsPerPixel?: number): Promise<PageImage> {
  // Without its colour space named, libvips would hand one channel back as three.
  const data = await sharp(gray, { raw: { width, height, channels: 1 } }).median(3).toColourspace('b-w').raw().toBuffer();
  const pgm = Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), data]);
  return { pgm, width, height, pointsPerPixel: pointsPerPixel ?? (LONG_SIDE_INCHES * POINTS_PER_INCH) / Math.max(width, height) };
}
