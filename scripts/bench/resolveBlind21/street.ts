/** Street parts of a directory address and how they are written out. */

export interface StreetParts {
  number: number;
  fraction: string | null;
  dir: string | null;
  dirPos: 'pre' | 'post';
  /** "Las Vegas", "Paseo del Sol", "Hwy 1". */
  name: string;
  /** Abbreviated: "St", "Blvd"; null for "Broadway", "Hwy 1". */
  suffix: string | null;
}

export const SUFFIX_FULL: Readonly<Record<string, string>> = {
  St: 'Street', Ave: 'Avenue', Blvd: 'Boulevard', Dr: 'Drive', Rd: 'Road', Ln: 'Lane', Ct: 'Court', Pl: 'Place',
  Pkwy: 'Parkway', Hwy: 'Highway', Way: 'Way', Cir: 'Circle',
};
export const DIR_FULL: Readonly<Record<string, string>> = { N: 'North', S: 'South', E: 'East', W: 'West' };

export interface StreetStyle {
  dir: 'abbr' | 'full' | 'drop' | 'moved';
  suffix: 'abbr' | 'full' | 'drop' | 'dotted';
  number?: string;
}

/** Decodes a geo street "Name|Suffix|PostDir". */
export function streetFromSpec(spec: string, number: number, preDir: string | null): StreetParts {
  const [name = '', suffix = '', postDir = ''] = spec.split('|');
  if (postDir) return { number, fraction: null, dir: postDir, dirPos: 'post', name, suffix: suffix || null };
  return { number, fraction: null, dir: preDir, dirPos: 'pre', name, suffix: suffix || null };
}

export function formatStreet(p: StreetParts, style: StreetStyle = { dir: 'abbr', suffix: 'abbr' }): string {
  const parts: string[] = [style.number ?? String(p.number)];
  if (p.fraction) parts.push(p.fraction);
  const dirText = p.dir === null || style.dir === 'drop' ? null : style.dir === 'full' ? (DIR_FULL[p.dir] ?? p.dir) : p.dir;
  const pos = style.dir === 'moved' ? (p.dirPos === 'pre' ? 'post' : 'pre') : p.dirPos;
  if (dirText && pos === 'pre') parts.push(dirText);
  parts.push(p.name);
  if (p.suffix && style.suffix !== 'drop') {
    parts.push(style.suffix === 'full' ? (SUFFIX_FULL[p.suffix] ?? p.suffix) : style.suffix === 'dotted' && p.suffix !== 'Way' ? `${p.suffix}.` : p.suffix);
  }
  if (dirText && pos === 'post') parts.push(dirText);
  return parts.join(' ');
}

/** The key under which two directory addresses count as the same place. */
export function streetKey(p: StreetParts, city: string | null): string {
  return [p.number, p.fraction ?? '', p.dir ?? '', p.name.toLowerCase(), p.suffix ?? '', city ?? ''].join('|');
}
