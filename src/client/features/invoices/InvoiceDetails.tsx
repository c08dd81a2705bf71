import { useMachine } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { DOCUMENT_KIND_LABELS } from '../../../shared/contract/documentKinds';
import type { InvoiceDetail } from '../../../shared/contract/invoices';
import { useUpdateInvoiceMutation } from '../../api/invoicesApi';
import { Banner } from '../../ui/Banner';
import { NOT_FOUND, UNKNOWN_PAYEE } from '../../ui/format';
import { usePageTitle } from '../../ui/PageTitle';
import { CommentEditor } from './CommentEditor';
import { FieldsEdit } from './FieldsEdit';
import { FieldsView } from './FieldsView';
import { HistoryPanel } from './history/HistoryPanel';
import { bodyFrom, draftErrors, draftFrom, type InvoiceDraft } from './invoiceDraft';
import { invoiceEditMachine } from './invoiceEditMachine';
import { InvoiceToolbar } from './InvoiceToolbar';
import { LineItemsEdit, LineItemsView } from './LineItems';
import { useFieldFocus } from './pdf/fieldFocus';
import { PdfViewer } from './PdfViewer';
import { PlaceChange } from './PlaceChange';
import { ReviewNavigation } from './review/ReviewNavigation';
import { useFindEmailAssociation } from './useFindEmailAssociation';
import { useInvoiceShortcuts } from './useInvoiceShortcuts';

export const SAVE_FAILED = 'Error updating invoice. Please check the server logs for more details.';
/** For an invoice flagged before the radar kept its reason. */
export const DUPLICATE_WARNING = 'Possible duplicate of an earlier invoice (same payee, number and total).';

/** One loaded invoice: fields on the left, its PDF on the right, so each value is checked against the page. */
export function InvoiceDetails({ invoice }: { invoice: InvoiceDetail }) {
  usePageTitle(invoice.invoiceNumber ? `Invoice ${invoice.invoiceNumber}` : 'Invoice Details');
  const [updateInvoice] = useUpdateInvoiceMutation();
  const machine = useMemo(
    () =>
      invoiceEditMachine.provide({
        actors: {
          // The endpoint writes the saved invoice into the page's cache entry.
          saveInvoice: fromPromise<unknown, { draft: InvoiceDraft }>(({ input }) => updateInvoice({ id: invoice.id, body: bodyFrom(input.draft) }).unwrap()),
        },
      }),
    [invoice.id, updateInvoice],
  );
  const [snapshot, send] = useMachine(machine);
  const association = useFindEmailAssociation(invoice);
  // Clicking a field's label or value shows where the PDF prints it.
  const { focus, showField } = useFieldFocus(invoice.id);

  const { draft, saveError } = snapshot.context;
  const editing = snapshot.hasTag('form') && draft !== null;
  const errors = draft ? draftErrors(draft) : {};
  const edit = () => send({ type: 'EDIT', draft: draftFrom(invoice) });
  const save = () => send({ type: 'SAVE' });
  const cancel = () => send({ type: 'CANCEL' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const change = (next: InvoiceDraft) => send({ type: 'CHANGE', draft: next });
  useInvoiceShortcuts({ editing, onEdit: edit, onSave: save, onCancel: cancel });

  return (
    <article className="invoice-page" data-shown-invoice={invoice.id}>
      <header className="invoice-head">
        <h1>
          {invoice.payee || UNKNOWN_PAYEE} <span className="muted">· Invoice {invoice.invoiceNumber || NOT_FOUND}</span>
        </h1>
        <span className={invoice.reviewed ? 'invoice-badge invoice-badge-reviewed' : 'invoice-badge'}>{invoice.reviewed ? 'Reviewed' : 'Unreviewed'}</span>
        {invoice.documentKind === 'credit_note' && <span className="invoice-badge invoice-badge-kind">{DOCUMENT_KIND_LABELS.credit_note}</span>}
        {invoice.currency && invoice.currency !== 'USD' && <span className="invoice-badge invoice-badge-kind" title="The amounts are in this currency">{invoice.currency}</span>}
        <ReviewNavigation invoice={invoice} editing={editing} />
      </header>
      <InvoiceToolbar
        invoice={invoice}
        editing={editing}
        saving={snapshot.hasTag('busy')}
        canSave={Object.keys(errors).length === 0}
        onEdit={edit}
        onSave={save}
        onCancel={cancel}
        finding={association.busy}
        onFindEmail={() => void association.find()}
      />
      {(invoice.duplicateOf || invoice.duplicateReason) && (
        <p className="invoice-warning" role="status">
          {invoice.duplicateReason ? `Possible duplicate. ${invoice.duplicateReason}` : DUPLICATE_WARNING}{' '}
          {invoice.duplicateOf && <Link to={`/view?id=${encodeURIComponent(invoice.duplicateOf)}`}>Open the earlier invoice</Link>}
        </p>
      )}
      {snapshot.hasTag('error') && (
        <Banner tone="error" title={SAVE_FAILED}>
          {saveError && <p>{saveError}</p>}
        </Banner>
      )}
      {association.outcome && (
        <Banner tone={association.outcome.tone} title={association.outcome.message}>
          {association.outcome.detail && <p>{association.outcome.detail}</p>}
        </Banner>
      )}
      <div className="invoice-split">
        <section className="invoice-data card" aria-label="Invoice fields">
          {editing && draft ? (
            <form onSubmit={submit} aria-label="Edit invoice">
              <FieldsEdit invoice={invoice} draft={draft} errors={errors} onChange={change} />
              <h2>Line Items</h2>
              <LineItemsEdit items={draft.lineItems} errors={errors} onChange={(lineItems) => change({ ...draft, lineItems })} />
            </form>
          ) : (
            <>
              <FieldsView invoice={invoice} onShowField={showField} placeChange={<PlaceChange invoice={invoice} />} />
              <h2>Line Items</h2>
              <LineItemsView items={invoice.lineItems} currency={invoice.currency} />
              <CommentEditor invoiceId={invoice.id} comment={invoice.comment} />
            </>
          )}
        </section>
        <section className="invoice-pdf card" aria-label="Invoice PDF">
          <PdfViewer
            base64={invoice.pdfFile}
            pageNumber={invoice.pageNumber}
            partId={invoice.pdfPartId}
            emailId={invoice.emailId}
            fieldBoxes={invoice.fieldBoxes}
            confidence={invoice.confidence}
            focus={focus}
          />
        </section>
      </div>
      <HistoryPanel invoice={invoice} />
    </article>
  );
}
