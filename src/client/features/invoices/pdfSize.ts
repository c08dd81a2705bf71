import { PDF_WARNING_BYTES } from '../../../shared/constants';
import { base64ToBlob } from '../../ui/attachmentFiles';

/** The decoded size of base64 text without decoding it: four characters carry three bytes. */
export function base64ByteSize(base64: string): number {
  const text = base64.replace(/\s/g, '');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((text.length * 3) / 4) - padding);
}

/** SPEC.md section 9: a PDF above 2 MB may be slow to show, so the reviewer is told. */
export const isLargePdf = (bytes: number): boolean => bytes > PDF_WARNING_BYTES;

export const pdfBlob = (base64: string): Blob => base64ToBlob(base64, 'application/pdf');
