import { useEffect, useState } from 'react';
import { base64ToBlob } from '../../../ui/attachmentFiles';
import type { PageSize } from './pageLayout';

/** What an invoice's file is, by its first bytes: intake reads bills sent as pictures too. */
export type FileShape = { kind: 'pdf' } | { kind: 'image'; contentType: string } | { kind: 'unsupported' };

const PICTURES: [prefix: string, contentType: string][] = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
  ['Qk', 'image/bmp'],
];
/** TIFF (a fax, a multi-page scan): most browsers cannot show it; the full-screen link downloads it. */
const TIFF = ['SUkq', 'TU0AK'];

export function fileShape(base64: string): FileShape {
  const head = base64.trimStart().slice(0, 16);
  const picture = PICTURES.find(([prefix]) => head.startsWith(prefix));
  if (picture) return { kind: 'image', contentType: picture[1] };
  if (TIFF.some((prefix) => head.startsWith(prefix))) return { kind: 'unsupported' };
  return { kind: 'pdf' };
}

export type ImageDocumentState = { status: 'loading' } | { status: 'ready'; url: string; sizes: PageSize[] } | { status: 'failed' };

/** A picture from a blob: URL freed on unmount, with its size once decoded. */
export function useImageDocument(base64: string, contentType: string): ImageDocumentState {
  const [state, setState] = useState<{ source: string; value: ImageDocumentState } | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    try {
      url = URL.createObjectURL(base64ToBlob(base64, contentType));
    } catch {
      setState({ source: base64, value: { status: 'failed' } });
      return;
    }
    const shown = url;
    const image = new Image();
    image.onload = () => {
      if (!cancelled) setState({ source: base64, value: { status: 'ready', url: shown, sizes: [{ width: image.naturalWidth, height: image.naturalHeight }] } });
    };
    image.onerror = () => {
      if (!cancelled) setState({ source: base64, value: { status: 'failed' } });
    };
    image.src = shown;
    return () => {
      cancelled = true;
      URL.revokeObjectURL(shown);
    };
  }, [base64, contentType]);
  return state && state.source === base64 ? state.value : { status: 'loading' };
}
