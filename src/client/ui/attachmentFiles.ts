import { effectiveContentType } from '../../shared/contract/attachments';

export type PreviewKind = 'pdf' | 'image' | 'video' | 'audio' | 'text' | 'office' | 'unavailable';

const OFFICE_TYPES = /^application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint|vnd\.openxmlformats-officedocument\.[\w.]+)$/;
const OFFICE_EXTENSIONS = /\.(docx?|xlsx?|pptx?)$/i;
const TEXT_TYPES = /^(text\/[\w.+-]+|application\/(json|xml|[\w.-]+\+(json|xml)))$/;

export interface PreviewDecision {
  kind: PreviewKind;
  /** The type the preview uses, after a generic stored type gave way to the extension's. */
  contentType: string;
}

/**
 * How the preview window shows an attachment. Types a browser could run script in (HTML, XML,
 * SVG) are shown as their text, never rendered in our origin.
 */
export function previewDecision(storedType: string | null | undefined, filename: string): PreviewDecision {
  const contentType = effectiveContentType(storedType, filename);
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const decide = (kind: PreviewKind) => ({ kind, contentType: type });
  if (type === 'application/pdf') return decide('pdf');
  if (type === 'image/svg+xml') return decide('text');
  if (type.startsWith('image/')) return decide('image');
  if (type.startsWith('video/')) return decide('video');
  if (type.startsWith('audio/')) return decide('audio');
  if (TEXT_TYPES.test(type)) return decide('text');
  if (OFFICE_TYPES.test(type) || OFFICE_EXTENSIONS.test(filename.trim())) return decide('office');
  return decide('unavailable');
}

/** The preview window's address (SPEC.md section 2: /preview?partId=…&name=…). */
export function previewPath(partId: string, filename: string): string {
  return `/preview?${new URLSearchParams({ partId, name: filename }).toString()}`;
}

/** Decodes an attachment's base64; throws on text that is not base64, so the caller can say so. */
export function base64ToBlob(base64: string, contentType: string): Blob {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}

/** Hands a file to the browser's download, naming it as the sender did. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, filename);
  // Some browsers read the URL after the click returns; a few seconds later nothing needs it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function saveUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename || 'attachment';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
