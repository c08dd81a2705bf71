/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SAVE_FAILED } from '../../../../src/client/features/invoices/InvoiceDetails';
import type { InvoiceDetail } from '../../../../src/shared/contract/invoices';
import type { Call } from '../harness';
import { invoiceFixture, renderInvoice } from './fixtures';

type Answer = { status: number; body?: unknown };

/** The server of these tests: PUT stores what was sent (or fails with `failure`), GET answers what is stored. */
function server(invoice: InvoiceDetail, failure?: Answer) {
  let stored = invoice;
  return {
    get: () => ({ status: 200, body: { invoice: stored } }),
    other: (call: Call) => {
      if (call.method !== 'PUT') return { status: 500 };
      if (failure) return failure;
      const body = call.body as Partial<InvoiceDetail> & { lineItems: object[] };
      stored = { ...stored, ...body, lineItems: body.lineItems.map((item, i) => ({ ...item, id: `saved-${i}` })) } as InvoiceDetail;
      return { status: 200, body: { invoice: stored } };
    },
  };
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

async function startEditing(invoice = invoiceFixture(), failure?: Answer) {
  const rendered = renderInvoice(invoice, server(invoice, failure));
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Invoice' }));
  return rendered;
}

describe('invoice details, edit mode', () => {
  it('labels an input for every field, with the page number at least 1', async () => {
    await startEditing();
    for (const label of ['Payee', 'Invoice Number', 'Total Amount', 'Total', 'Bill Date', 'Due Date', 'Description', 'Property', 'Unit', 'Purchase Order', 'Work Order', 'Reference', 'Remarks', 'Cash Account', 'Memo for Check', 'GL Account', 'Comment']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Marked as Paid')).not.toBeChecked();
    expect(screen.getByLabelText('Page Number')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Total Amount')).toHaveValue('1234.50');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('saves the changes with PUT (no pdfFile, line items added and removed) and returns to view mode', async () => {
    const { user, calls } = await startEditing();
    const payee = screen.getByLabelText('Payee');
    await user.clear(payee);
    await user.type(payee, 'Acme Plumbing LLC');
    await user.clear(screen.getByLabelText('Total Amount'));
    await user.type(screen.getByLabelText('Total Amount'), '$2,500.75');
    await user.click(screen.getByLabelText('Marked as Paid'));
    await user.click(screen.getByRole('button', { name: 'Add Line Item' }));
    await user.type(screen.getByLabelText('Line 2 Description'), 'Parts');
    await user.type(screen.getByLabelText('Line 2 Amount'), '99.5');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Edit Invoice' })).toBeInTheDocument();
    const [put] = puts(calls);
    expect(put?.path).toBe('/api/invoices/inv-1');
    expect(put?.body).not.toHaveProperty('pdfFile');
    expect(put?.body).toMatchObject({ payee: 'Acme Plumbing LLC', totalAmount: 2500.75, markedAsPaid: true, pageNumber: 2 });
    expect((put?.body as { lineItems: unknown }).lineItems).toEqual([{ description: 'Parts', amount: 99.5, property: null, unit: null, glAccount: null }]);
    expect(screen.getByText('Acme Plumbing LLC', { selector: 'dd span' })).toBeInTheDocument();
    expect(screen.getByText('$2,500.75', { selector: 'dd span' })).toBeInTheDocument();
  });

  it('Cancel discards the changes', async () => {
    const { user, calls } = await startEditing();
    await user.clear(screen.getByLabelText('Payee'));
    await user.type(screen.getByLabelText('Payee'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Acme Plumbing', { selector: 'dd span' })).toBeInTheDocument();
    expect(screen.queryByText('Someone Else')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Invoice' }));
    expect(screen.getByLabelText('Payee')).toHaveValue('Acme Plumbing');
    expect(puts(calls)).toEqual([]);
  });

  it('says the save failed, with the server reason, and keeps the edits', async () => {
    const { user } = await startEditing(invoiceFixture(), { status: 400, body: { message: 'dueDate must be a date (YYYY-MM-DD)' } });
    await user.type(screen.getByLabelText('Remarks'), ' again');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_FAILED);
    expect(alert).toHaveTextContent('dueDate must be a date (YYYY-MM-DD)');
    expect(screen.getByLabelText('Remarks')).toHaveValue('Paid by check again');
  });

  it('says only the save failed when the server gave no reason', async () => {
    const { user } = await startEditing(invoiceFixture(), { status: 500, body: {} });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${SAVE_FAILED.replace(/\./g, '\\.')}$`));
  });

  it('will not save a page number below 1', async () => {
    const { user, calls } = await startEditing();
    fireEvent.change(screen.getByLabelText('Page Number'), { target: { value: '0' } });
    expect(screen.getByText('Page Number must be a whole number of at least 1.')).toBeInTheDocument();
    expect(screen.getByLabelText('Page Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.keyboard('{Control>}s{/Control}');
    expect(puts(calls)).toEqual([]);
  });

  it('flags an amount that is not one, in a line item', async () => {
    const { user } = await startEditing();
    const amount = screen.getByLabelText('Line 1 Amount');
    await user.clear(amount);
    await user.type(amount, 'ten');
    expect(amount).toHaveAccessibleDescription('Enter an amount, e.g. 1,234.56.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('keeps the weak-field flag on the input', async () => {
    await startEditing(invoiceFixture({ confidence: { dueDate: 0.2 } }));
    expect(screen.getByLabelText('Due Date').closest('.field')).toHaveAttribute('title', 'Low extraction confidence — check this field');
  });

  it('flags a missing key field on its input, and leaves a missing optional one alone', async () => {
    await startEditing(invoiceFixture({ billDate: null, workOrder: null, confidence: { workOrder: 0 } }));
    expect(screen.getByLabelText('Bill Date').closest('.field')).toHaveClass('invoice-field-weak');
    expect(screen.getByLabelText('Work Order').closest('.field')).not.toHaveClass('invoice-field-weak');
  });

  it('answers the keyboard: e edits, Escape cancels, Ctrl+S saves', async () => {
    const invoice = invoiceFixture();
    const { user, calls } = renderInvoice(invoice, server(invoice));
    await screen.findByRole('button', { name: 'Edit Invoice' });
    await user.keyboard('e');
    expect(screen.getByLabelText('Payee')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Payee')).toBeNull();

    await user.keyboard('e');
    await user.type(screen.getByLabelText('Unit'), 'X');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({ unit: '4BX' });
    expect(await screen.findByRole('button', { name: 'Edit Invoice' })).toBeInTheDocument();
  });

  it('typing "e" in the comment box does not switch to edit mode', async () => {
    const { user } = renderInvoice(invoiceFixture());
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Comment'), 'see email');
    expect(screen.getByRole('button', { name: 'Edit Invoice' })).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('see email');
  });
});
