/** What a file is, by its first bytes: names and declared types are whatever a sender typed. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'gif' | 'webp' | 'bmp';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

export function fileKindOf(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26) return 'bmp';
  // A PDF may carry junk before its header; readers accept it within the first kilobyte.
  if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).includes('%PDF-')) return 'pdf';
  return null;
}

/** Pictures OCR can read: what a phone or a scanner sends as a bill. */
export const isImageKind = (kind: FileKind | null): kind is Exclude<FileKind, 'pdf'> => kind !== null && kind !== 'pdf';
