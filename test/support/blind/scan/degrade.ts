import { type Canvas, createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { type Rng } from '../core/rng';

export interface Degraded {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Lays the page on the glass a little crooked and off-centre, as a hurried scan does. */
function skew(page: Canvas, rng: Rng): Canvas {
  const out = createCanvas(page.width, page.height);
  const context = out.getContext('2d');
  context.fillStyle = rng.pick(['#ffffff', '#fbfaf5', '#f6f6f2']);
  context.fillRect(0, 0, out.width, out.height);
  const angle = (rng.pick([-1, 1]) * (1 + rng.next() * 2) * Math.PI) / 180;
  context.translate(out.width / 2 + rng.int(-12, 12), out.height / 2 + rng.int(-10, 18));
  context.rotate(angle);
  context.drawImage(page, -page.width / 2, -page.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  return out;
}

/** Toner specks, a few dust spots and, sometimes, the dark edge of the scanner lid. */
function dirty(canvas: Canvas, rng: Rng): void {
  const context = canvas.getContext('2d');
  const specks = rng.int(1500, 5000);
  for (let i = 0; i < specks; i += 1) {
    const shade = rng.int(40, 150);
    context.fillStyle = `rgba(${shade},${shade},${shade},${(0.3 + rng.next() * 0.6).toFixed(2)})`;
    const size = rng.chance(0.9) ? 1 : rng.int(2, 3);
    context.fillRect(rng.int(0, canvas.width), rng.int(0, canvas.height), size, size);
  }
  for (let i = rng.int(0, 6); i > 0; i -= 1) {
    context.fillStyle = 'rgba(60,60,60,0.5)';
    context.beginPath();
    context.arc(rng.int(0, canvas.width), rng.int(0, canvas.height), 2 + rng.next() * 4, 0, Math.PI * 2);
    context.fill();
  }
  if (rng.chance(0.4)) {
    const width = rng.int(8, 30);
    const gradient = context.createLinearGradient(canvas.width - width, 0, canvas.width, 0);
    gradient.addColorStop(0, 'rgba(80,80,80,0)');
    gradient.addColorStop(1, 'rgba(80,80,80,0.55)');
    context.fillStyle = gradient;
    context.fillRect(canvas.width - width, 0, width, canvas.height);
  }
}

/** A scanned-looking picture of the page: crooked, specked, a little soft and grey. */
export async function degrade(page: Canvas, rng: Rng, format: 'png' | 'jpeg'): Promise<Degraded> {
  const canvas = skew(page, rng);
  dirty(canvas, rng);
  const { width, height } = canvas;
  const raw = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  let image = sharp(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .blur(0.45 + rng.next() * 0.5)
    .linear(0.78 + rng.next() * 0.12, 18 + rng.int(0, 18));
  if (rng.chance(0.8)) image = image.greyscale().toColourspace('b-w');
  const bytes = format === 'png' ? await image.png({ compressionLevel: 6 }).toBuffer() : await image.jpeg({ quality: rng.int(55, 80) }).toBuffer();
  return { bytes: new Uint8Array(bytes), width, height };
}
