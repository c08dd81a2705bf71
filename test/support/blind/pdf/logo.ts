import { type FontKey, type Sheet } from './paper';

/** Simple marks vendors put beside their names; drawn as 24x24 SVG paths. */
const EMBLEMS = {
  drop: 'M12 1 C12 1 3 11 3 16 A9 9 0 0 0 21 16 C21 11 12 1 12 1 Z',
  bolt: 'M14 0 L3 14 L11 14 L9 24 L21 9 L13 9 Z',
  flame: 'M12 0 C16 6 20 9 20 15 A8 8 0 0 1 4 15 C4 11 7 9 8 5 C9 9 11 10 12 11 C13 7 12 3 12 0 Z',
  leaf: 'M2 22 C2 8 10 2 22 2 C22 14 16 22 2 22 Z',
  shield: 'M12 0 L22 4 L22 11 C22 18 17 22 12 24 C7 22 2 18 2 11 L2 4 Z',
  house: 'M12 1 L23 11 L20 11 L20 23 L4 23 L4 11 L1 11 Z',
  snowflake: 'M11 0 L13 0 L13 10 L21 5 L22 7 L14 12 L22 17 L21 19 L13 14 L13 24 L11 24 L11 14 L3 19 L2 17 L10 12 L2 7 L3 5 L11 10 Z',
  key: 'M7 3 A7 7 0 1 0 11 15 L14 15 L14 19 L17 19 L17 15 L19 15 L19 19 L22 19 L22 12 L11 12 A7 7 0 0 0 7 3 Z',
  gear: 'M10 0 L14 0 L15 4 L19 2 L22 5 L20 9 L24 10 L24 14 L20 15 L22 19 L19 22 L15 20 L14 24 L10 24 L9 20 L5 22 L2 19 L4 15 L0 14 L0 10 L4 9 L2 5 L5 2 L9 4 Z',
  tree: 'M12 0 L22 14 L15 14 L15 24 L9 24 L9 14 L2 14 Z',
  wave: 'M0 10 C4 4 8 4 12 10 C16 16 20 16 24 10 L24 18 C20 24 16 24 12 18 C8 12 4 12 0 18 Z',
  check: 'M0 13 L4 9 L9 14 L20 2 L24 6 L9 22 Z',
} as const;

export type Emblem = keyof typeof EMBLEMS;

export function emblem(sheet: Sheet, kind: Emblem, x: number, y: number, size: number, fill: string): void {
  sheet.path(EMBLEMS[kind], x, y, { scale: size / 24, fill });
}

/** A big name, optionally with an emblem before it and a tagline under it; gives back the y below. */
export function wordmark(
  sheet: Sheet, name: string, x: number, y: number,
  o: { size?: number; font?: FontKey; color?: string; emblem?: Emblem; tagline?: string; align?: 'left' | 'right' | 'center' } = {},
): number {
  const size = o.size ?? 20;
  let left = x;
  if (o.emblem && o.align !== 'right' && o.align !== 'center') {
    emblem(sheet, o.emblem, x, y - size * 0.95, size * 1.2, o.color ?? '#1f4e79');
    left += size * 1.5;
  }
  sheet.text(name, left, y, { font: o.font ?? 'sansBold', size, color: o.color ?? '#1f4e79', align: o.align });
  if (!o.tagline) return y + size * 0.5;
  sheet.text(o.tagline, left, y + size * 0.5 + 8, { font: 'sansItalic', size: 8, color: '#555555', align: o.align });
  return y + size * 0.5 + 14;
}

/** A full-width coloured band with the name in white. */
export function band(sheet: Sheet, name: string, o: { color: string; height?: number; size?: number; font?: FontKey; right?: string }): number {
  const height = o.height ?? 54;
  sheet.rect(0, 0, sheet.width, height, { fill: o.color });
  sheet.text(name, 36, height / 2 + (o.size ?? 20) * 0.35, { font: o.font ?? 'sansBold', size: o.size ?? 20, color: '#ffffff' });
  if (o.right) sheet.text(o.right, sheet.width - 36, height / 2 + 5, { font: 'sansBold', size: 14, color: '#ffffff', align: 'right' });
  return height;
}

/** Initials in a filled square or circle, the way small firms make a logo. */
export function monogram(sheet: Sheet, letters: string, x: number, y: number, size: number, fill: string, round = false): void {
  if (round) sheet.circle(x + size / 2, y + size / 2, size / 2, { fill });
  else sheet.rect(x, y, size, size, { fill });
  sheet.text(letters, x + size / 2, y + size * 0.66, { font: 'serifBold', size: size * 0.5, color: '#ffffff', align: 'center' });
}
