import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatMegabytes } from '../../ui/format';
import { base64ByteSize, isLargePdf, pdfBlob } from './pdfSize';

interface Props {
  base64: string | null;
  /** The page of the PDF this invoice is on; the viewer opens there. */
  pageNumber: number | null;
  partId: string | null;
  /** The e-mail the invoice came from: a bill written in its body has no PDF, the e-mail shows it. */
  emailId?: string | null;
}

/** The invoice's PDF beside its fields, 600 high (SPEC.md section 9), from a blob: URL freed on unmount. */
export function PdfViewer({ base64, pageNumber, partId, emailId = null }: Props) {
  const [pdf, setPdf] = useState<{ source: string; url: string } | null>(null);
  useEffect(() => {
    if (!base64) return;
    const url = URL.createObjectURL(pdfBlob(base64));
    setPdf({ source: base64, url });
    return () => URL.revokeObjectURL(url);
  }, [base64]);

  if (!base64 && emailId) {
    return (
      <p className="invoice-pdf-empty muted">
        This bill was written in the e-mail itself, not in a PDF. <Link to={`/email/${encodeURIComponent(emailId)}`}>Open the e-mail</Link>
      </p>
    );
  }
  if (!base64) return <p className="invoice-pdf-empty muted">No PDF available.</p>;
  const bytes = base64ByteSize(base64);
  // A URL made for an earlier PDF is already revoked: wait for this one's.
  const url = pdf?.source === base64 ? pdf.url : null;
  const page = pageNumber && pageNumber >= 1 ? pageNumber : 1;
  return (
    <>
      {isLargePdf(bytes) && (
        <p className="invoice-warning" role="status">
          This PDF is large ({formatMegabytes(bytes)}) and may take a moment to show.
        </p>
      )}
      {url ? <iframe className="invoice-pdf-frame" title="Invoice PDF" src={`${url}#page=${page}`} height={600} /> : <div className="invoice-pdf-frame skeleton" aria-hidden />}
      {partId && (
        <Link className="invoice-pdf-open" to={`/preview?partId=${encodeURIComponent(partId)}`} target="_blank" rel="noopener">
          Open PDF full screen
        </Link>
      )}
    </>
  );
}
