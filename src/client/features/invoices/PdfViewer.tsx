import { Link } from 'react-router';
import type { FieldBoxes, FieldConfidence } from '../../../shared/contract/invoices';
import { formatMegabytes } from '../../ui/format';
import type { FieldFocus } from './pdf/fieldFocus';
import { InvoiceFile } from './pdf/InvoiceFile';
import { base64ByteSize, isLargePdf } from './pdfSize';

interface Props {
  base64: string | null;
  /** The page of the PDF this invoice is on; the viewer opens there. */
  pageNumber: number | null;
  partId: string | null;
  /** The e-mail the invoice came from: a bill written in its body has no PDF, the e-mail shows it. */
  emailId?: string | null;
  /** Where each field's value was read on the PDF: outlined on its page. */
  fieldBoxes?: FieldBoxes;
  /** Extraction's confidence per field: a doubtful field's outline is in the warning colour. */
  confidence?: FieldConfidence;
  /** The field the fields beside the PDF asked to see: its box scrolls into view and pulses. */
  focus?: FieldFocus | null;
}

/**
 * The invoice's PDF beside its fields (SPEC.md section 9: 600 high), drawn by pdf.js fit to the
 * width, open at the page the invoice starts on, with the extracted fields' boxes outlined. No
 * thumbnails: the pages scroll. The full-screen link opens the browser's own viewer.
 */
export function PdfViewer({ base64, pageNumber, partId, emailId = null, fieldBoxes, confidence, focus = null }: Props) {
  if (!base64 && emailId) {
    return (
      <p className="invoice-pdf-empty muted">
        This bill was written in the e-mail itself, not in a PDF. <Link to={`/email/${encodeURIComponent(emailId)}`}>Open the e-mail</Link>
      </p>
    );
  }
  if (!base64) return <p className="invoice-pdf-empty muted">No PDF available.</p>;
  const bytes = base64ByteSize(base64);
  return (
    <>
      {isLargePdf(bytes) && (
        <p className="invoice-warning" role="status">
          This PDF is large ({formatMegabytes(bytes)}) and may take a moment to show.
        </p>
      )}
      <InvoiceFile base64={base64} startPage={pageNumber && pageNumber >= 1 ? pageNumber : 1} boxes={fieldBoxes} confidence={confidence} focus={focus} canOpenFullScreen={partId !== null} />
      {partId && (
        <Link className="invoice-pdf-open" to={`/preview?partId=${encodeURIComponent(partId)}`} target="_blank" rel="noopener">
          Open PDF full screen
        </Link>
      )}
    </>
  );
}
