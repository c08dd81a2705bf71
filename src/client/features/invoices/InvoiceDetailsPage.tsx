import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Notifications } from '../../app/notifications/Notifications';
import { errorStatus } from '../../api/errors';
import { useGetInvoiceQuery } from '../../api/invoicesApi';
import { Banner } from '../../ui/Banner';
import { usePageTitle } from '../../ui/PageTitle';
import { InvoiceDetails } from './InvoiceDetails';
import { InvoiceSkeleton } from './InvoiceSkeleton';
import { VIEW_AREA } from './review/messages';
import { sendHandedOverMark } from './review/pendingMark';
import './InvoiceDetails.css';

export const INVOICE_MESSAGES = {
  missingId: 'Invoice ID is missing.',
  notFound: 'Invoice not found.',
  fetchFailed: 'Error fetching invoice details.',
} as const;

function Problem({ message, next, onRetry }: { message: string; next: string; onRetry?: () => void }) {
  return (
    <section className="invoice-problem">
      <h1>Invoice Details</h1>
      <Banner tone="error" title={message}>
        <p>{next}</p>
      </Banner>
      <div className="invoice-buttons">
        <Link className="btn" to="/members">
          Back to Invoices
        </Link>
        {onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try Again
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * /view?id={id} (SPEC.md section 2 "Invoice details"). Its notifications sit above whichever
 * invoice shows: a review sent from one invoice may fail after the next one opened.
 */
export default function InvoiceDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  // A review "Mark reviewed & next" handed over: sent after InvoiceView's effects (a child's run
  // first) have let go of the invoice left behind, so its answer does not download that one again.
  useEffect(sendHandedOverMark, [id]);
  return (
    <>
      <Notifications area={VIEW_AREA} />
      <InvoiceView id={id} />
    </>
  );
}

function InvoiceView({ id }: { id: string }) {
  usePageTitle('Invoice Details');
  // currentData, not data: after following a duplicate link the previous invoice must not linger.
  const { currentData, error, refetch } = useGetInvoiceQuery(id, { skip: !id });

  if (!id) return <Problem message={INVOICE_MESSAGES.missingId} next="Open the invoice from the invoice list." />;
  if (currentData) return <InvoiceDetails key={currentData.id} invoice={currentData} />;
  if (error && errorStatus(error) === 404) return <Problem message={INVOICE_MESSAGES.notFound} next="It may have been deleted, or the link is wrong." />;
  if (error) return <Problem message={INVOICE_MESSAGES.fetchFailed} next="Check your connection and try again." onRetry={() => void refetch()} />;
  return <InvoiceSkeleton />;
}
