/**
 * Attachments out of an Outlook winmail.dat (TNEF, MS-OXTNEF). Written here rather than taken
 * from node-tnef, which patches String.prototype.replaceAll process-wide, logs to stdout, and
 * copies the rest of the file for every attribute (quadratic on the main thread).
 * One linear pass over a Buffer; a malformed file yields what was read before the damage.
 */

export interface TnefAttachment {
  filename: string;
  contentType: string | null;
  content: Buffer;
}

const SIGNATURE = 0x223e9f78;
const LEVEL_ATTACHMENT = 0x02;
const ATT_ATTACH_DATA = 0x800f;
const ATT_ATTACH_TITLE = 0x8010;
const ATT_ATTACH_REND_DATA = 0x9002;
const ATT_ATTACHMENT = 0x9005;

const PR_ATTACH_LONG_FILENAME = 0x3707;
const PR_ATTACH_MIME_TAG = 0x370e;
const PT_STRING8 = 0x001e;
const PT_UNICODE = 0x001f;
const PT_BINARY = 0x0102;
const PT_OBJECT = 0x000d;
const MV_FLAG = 0x1000;
/** Bytes of one fixed-size value by property type; variable-size types are handled apart. */
const FIXED_SIZES: Record<number, number> = {
  0x0001: 4, 0x0002: 4, 0x0003: 4, 0x0004: 4, 0x0005: 8, 0x0006: 8, 0x0007: 8,
  0x000a: 4, 0x000b: 4, 0x0014: 8, 0x0040: 8, 0x0048: 16,
};

export function isTnef(content: Buffer): boolean {
  return content.length >= 6 && content.readUInt32LE(0) === SIGNATURE;
}

interface Draft {
  title: string | null;
  longName: string | null;
  mimeTag: string | null;
  data: Buffer | null;
}

export function decodeTnef(content: Buffer): TnefAttachment[] {
  if (!isTnef(content)) return [];
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  let offset = 6;
  while (offset + 9 <= content.length) {
    const level = content.readUInt8(offset);
    const name = content.readUInt16LE(offset + 1);
    const length = content.readUInt32LE(offset + 5);
    const start = offset + 9;
    const end = start + length;
    if (end + 2 > content.length) break;
    const data = content.subarray(start, end);
    offset = end + 2;
    if (level !== LEVEL_ATTACHMENT) continue;
    if (name === ATT_ATTACH_REND_DATA) {
      current = { title: null, longName: null, mimeTag: null, data: null };
      drafts.push(current);
    } else if (current && name === ATT_ATTACH_TITLE) {
      current.title = cString(data.toString('latin1'));
    } else if (current && name === ATT_ATTACH_DATA) {
      current.data = data;
    } else if (current && name === ATT_ATTACHMENT) {
      const props = readMapiStrings(data);
      current.longName = props.get(PR_ATTACH_LONG_FILENAME) ?? null;
      current.mimeTag = props.get(PR_ATTACH_MIME_TAG) ?? null;
    }
  }
  return drafts
    .filter((d): d is Draft & { data: Buffer } => d.data !== null && d.data.length > 0)
    .map((d) => ({ filename: d.longName || d.title || '', contentType: d.mimeTag, content: d.data }));
}

const cString = (value: string) => value.replace(/\0[\s\S]*$/, '').trim();

/**
 * The string properties of a MAPI property list (MS-OXTNEF 2.1.3.4). Reading stops at the
 * first value it cannot size, keeping what came before: the long file name is early.
 */
function readMapiStrings(data: Buffer): Map<number, string> {
  const found = new Map<number, string>();
  const pad4 = (n: number) => (n + 3) & ~3;
  try {
    const count = data.readUInt32LE(0);
    let at = 4;
    for (let i = 0; i < count && at + 4 <= data.length; i++) {
      const type = data.readUInt16LE(at);
      const id = data.readUInt16LE(at + 2);
      at += 4;
      if (id >= 0x8000) {
        at += 16;
        const kind = data.readUInt32LE(at);
        at += 4;
        at += kind === 0 ? 4 : 4 + pad4(data.readUInt32LE(at));
      }
      const base = type & ~MV_FLAG;
      const variable = base === PT_STRING8 || base === PT_UNICODE || base === PT_BINARY || base === PT_OBJECT;
      const values = variable || type & MV_FLAG ? data.readUInt32LE(at) : 1;
      if (variable || type & MV_FLAG) at += 4;
      for (let v = 0; v < values; v++) {
        if (variable) {
          const size = data.readUInt32LE(at);
          const bytes = data.subarray(at + 4, at + 4 + size);
          if (v === 0 && base === PT_STRING8) found.set(id, cString(bytes.toString('latin1')));
          if (v === 0 && base === PT_UNICODE) found.set(id, cString(bytes.toString('utf16le')));
          at += 4 + pad4(size);
        } else {
          const size = FIXED_SIZES[base];
          if (size === undefined) return found;
          at += size;
        }
      }
    }
  } catch {
    // A RangeError from a truncated list: the properties read so far stand.
  }
  return found;
}
