/** A hand-written message: written with LF for readability, sent with CRLF as on the wire. */
export const mime = (text: string) => Buffer.from(text.replace(/\r?\n/g, '\r\n'), 'utf8');

/** Enough of a PDF for the signature checks: the analyzer is not involved here. */
export const pdfBytes = (name: string) => Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`, 'latin1');

/**
 * A winmail.dat as Outlook writes one (MS-OXTNEF): signature, key, then per attachment its
 * rendering data, title, data and MAPI properties with the long file name.
 */
export function tnefFile(files: { title: string; longName?: string; data: Buffer }[]): Buffer {
  const attribute = (level: number, id: number, type: number, data: Buffer) => {
    const head = Buffer.alloc(9);
    head.writeUInt8(level, 0);
    head.writeUInt16LE(id, 1);
    head.writeUInt16LE(type, 3);
    head.writeUInt32LE(data.length, 5);
    const checksum = Buffer.alloc(2);
    checksum.writeUInt16LE(data.reduce((sum, byte) => (sum + byte) & 0xffff, 0), 0);
    return Buffer.concat([head, data, checksum]);
  };
  const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n, 0);
    return b;
  };
  const longNameProps = (name: string) => {
    const value = Buffer.from(`${name}\0`, 'utf16le');
    // One property: PT_LONG 0x0E20 (size) first, to prove fixed-size values are skipped, then PT_UNICODE 0x3707.
    return Buffer.concat([u32(2), u32(0x0e200003), u32(1234), u32(0x3707001f), u32(1), u32(value.length), padded(value)]);
  };
  const signature = Buffer.alloc(6);
  signature.writeUInt32LE(0x223e9f78, 0);
  signature.writeUInt16LE(0x0001, 4);
  const parts = [signature, attribute(1, 0x9006, 0x0008, u32(0x00010000))];
  for (const file of files) {
    parts.push(attribute(2, 0x9002, 0x0006, Buffer.alloc(14)));
    parts.push(attribute(2, 0x8010, 0x0001, Buffer.from(`${file.title}\0`, 'latin1')));
    parts.push(attribute(2, 0x800f, 0x0006, file.data));
    if (file.longName) parts.push(attribute(2, 0x9005, 0x0006, longNameProps(file.longName)));
  }
  return Buffer.concat(parts);
}
