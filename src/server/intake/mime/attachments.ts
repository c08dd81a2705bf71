import path from 'node:path';
import { cleanText } from '../../cleanText';
import type { ParsedAttachment } from './types';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/ms-tnef': 'dat',
  'application/vnd.ms-tnef': 'dat',
  'application/zip': 'zip',
  'application/msword': 'doc',
  'application/pkcs7-signature': 'p7s',
  'application/pgp-signature': 'asc',
  'message/rfc822': 'eml',
  'message/delivery-status': 'txt',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/calendar': 'ics',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
};

const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', 'application/acrobat']);

/**
 * Readers accept the signature anywhere in the first kilobyte, but a container (a
 * winmail.dat) holds a PDF there too: only a signature at the very start (after at most a
 * BOM or some blank lines) makes a part a PDF whatever its declared type.
 */
export function hasPdfSignature(content: Buffer): boolean {
  return content.subarray(0, 16).includes('%PDF-');
}

export function isTnefPart(contentType: string, filename: string): boolean {
  return contentType === 'application/ms-tnef' || contentType === 'application/vnd.ms-tnef' || /^winmail\.dat$/i.test(filename);
}

export function isMessagePart(contentType: string, filename: string): boolean {
  return contentType === 'message/rfc822' || contentType === 'message/global' || /\.eml$/i.test(filename);
}

/**
 * A name safe to show and to offer as a download: no folders (`1234/../../1234.txt`),
 * no control characters, not empty, not endless.
 */
export function safeFilename(name: string | null | undefined): string {
  const base = path.posix.basename((name ?? '').replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean === '' || clean === '.' || clean === '..') return '';
  // Cleaned after shortening, which may cut a surrogate pair in two.
  return cleanText(clean.length <= 200 ? clean : clean.slice(0, 190) + clean.slice(clean.lastIndexOf('.')).slice(0, 10));
}

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  htm: 'text/html',
  html: 'text/html',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  eml: 'message/rfc822',
};

/** For files that arrive without a type (out of a winmail.dat), from their extension. */
export function typeFromFilename(filename: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}

export function inventedFilename(index: number, contentType: string): string {
  return `attachment-${index}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

/**
 * Names invented by position, and a part with the PDF signature typed as a PDF whatever it
 * claimed, so it is previewed and analysed like any other. A part only named or typed as a
 * PDF still goes to analysis, which says whether it is broken.
 */
export function finishAttachment(a: Omit<ParsedAttachment, 'isPdf'>, position: number): ParsedAttachment {
  const signed = hasPdfSignature(a.content);
  const contentType = signed ? 'application/pdf' : a.contentType;
  const filename = safeFilename(a.filename) || inventedFilename(position, contentType);
  const isPdf = signed || PDF_TYPES.has(a.contentType) || /\.pdf$/i.test(filename);
  return { ...a, filename, contentType, isPdf };
}
