import { useMemo } from 'react';
import type { FieldBoxes, FieldConfidence } from '../../../../shared/contract/invoices';
import { DocumentFrame } from './DocumentFrame';
import { imageDrawer, pdfDrawer } from './drawers';
import type { FieldFocus } from './fieldFocus';
import { PDF_FAILED, usePdfDocument } from './usePdfDocument';
import { fileShape, useImageDocument } from './useImageDocument';

export const PICTURE_FAILED = 'This file could not be displayed here.';
export const OPEN_FULL_SCREEN_HINT = 'Use "Open PDF full screen" below to see it.';

interface Props {
  base64: string;
  startPage: number;
  boxes?: FieldBoxes | undefined;
  confidence?: FieldConfidence | undefined;
  focus?: FieldFocus | null | undefined;
  /** Whether the full-screen link is shown under the viewer, for a file the viewer cannot show. */
  canOpenFullScreen: boolean;
}

function Unavailable({ message, canOpenFullScreen }: { message: string; canOpenFullScreen: boolean }) {
  return (
    <div className="invoice-pdf-frame pdf-unavailable">
      <p>{message}</p>
      {canOpenFullScreen && <p className="muted">{OPEN_FULL_SCREEN_HINT}</p>}
    </div>
  );
}

const Loading = () => <div className="invoice-pdf-frame skeleton" aria-hidden />;

function PdfPages({ base64, startPage, boxes, confidence, focus, canOpenFullScreen }: Props) {
  const state = usePdfDocument(base64);
  const doc = state.status === 'ready' ? state.doc : null;
  const draw = useMemo(() => doc && pdfDrawer(doc), [doc]);
  if (state.status === 'failed') return <Unavailable message={state.message} canOpenFullScreen={canOpenFullScreen} />;
  if (state.status !== 'ready' || !draw) return <Loading />;
  return <DocumentFrame sizes={state.sizes} draw={draw} documentKey={doc} startPage={startPage} boxes={boxes} confidence={confidence} focus={focus} />;
}

function Picture({ base64, contentType, boxes, confidence, focus, canOpenFullScreen }: Props & { contentType: string }) {
  const state = useImageDocument(base64, contentType);
  const url = state.status === 'ready' ? state.url : null;
  const draw = useMemo(() => url && imageDrawer(url), [url]);
  if (state.status === 'failed') return <Unavailable message={PICTURE_FAILED} canOpenFullScreen={canOpenFullScreen} />;
  if (state.status !== 'ready' || !draw) return <Loading />;
  return <DocumentFrame sizes={state.sizes} draw={draw} documentKey={url} startPage={1} boxes={boxes} confidence={confidence} focus={focus} />;
}

/**
 * The invoice's file as pages: a PDF drawn by pdf.js, or a picture of a bill (intake reads scans
 * sent as PNG or JPEG too). What the browser cannot show says so; the full-screen link opens it.
 */
export function InvoiceFile(props: Props) {
  const shape = useMemo(() => fileShape(props.base64), [props.base64]);
  if (shape.kind === 'image') return <Picture {...props} contentType={shape.contentType} />;
  if (shape.kind === 'unsupported') return <Unavailable message={PDF_FAILED} canOpenFullScreen={props.canOpenFullScreen} />;
  return <PdfPages {...props} />;
}
