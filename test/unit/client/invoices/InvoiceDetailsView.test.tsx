/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, within } from '@testing-library/react';
import { PROPERTY_MANAGEMENT_LOGIN_URL } from '../../../../src/client/features/invoices/externalLinks';
import { WEAK_FIELD_TITLE } from '../../../../src/client/ui/confidence';
import { invoiceFixture, renderInvoice } from './fixtures';

const field = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

describe('invoice details, view mode', () => {
  it('shows every field, money as $1,234.56, dates in the US form, the line items and the read-only facts', async () => {
    renderInvoice(invoiceFixture());
    expect(await screen.findByRole('button', { name: 'Edit Invoice' })).toBeInTheDocument();
    const expected: Record<string, string> = {
      Payee: 'Acme Plumbing',
      'Invoice Number': 'INV-1001',
      'Total Amount': '$1,234.50',
      Total: '$1,300.00',
      'Bill Date': '01/31/2024',
      'Due Date': '02/29/2024',
      Description: 'Kitchen sink repair',
      Property: 'Maple Court',
      Unit: '4B',
      'Purchase Order': 'PO-77',
      'Work Order': 'WO-12',
      Reference: 'REF-9',
      Remarks: 'Paid by check',
      'Cash Account': '1000',
      'Memo for Check': 'Sink',
      'GL Account': '6100',
      'Page Number': '2',
      'Marked as Paid': 'No',
      Client: 'Lakeside Management',
      'Sender Email': 'billing@acme.test',
    };
    for (const [label, value] of Object.entries(expected)) expect(field(label)).toHaveTextContent(value);
    expect(field('Created')).toHaveTextContent('2024');

    const lines = screen.getByRole('table');
    expect(within(lines).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Property', 'Unit', 'GL Account', 'Description', 'Amount']);
    expect(within(lines).getByText('Labor').closest('tr')).toHaveTextContent('Maple Court4B6100Labor$1,000.00');
    expect(screen.getByText('No comment yet.')).toBeInTheDocument();
  });

  it('shows the defaults for empty fields, with nothing to copy', async () => {
    renderInvoice(invoiceFixture({ payee: null, description: null, purchaseOrder: null, totalAmount: null, lineItems: [] }));
    await screen.findByRole('button', { name: 'Edit Invoice' });
    expect(field('Payee')).toHaveTextContent('Unknown Payee');
    expect(field('Description')).toHaveTextContent('No Description');
    expect(field('Purchase Order')).toHaveTextContent('Not Found');
    expect(field('Total Amount')).toHaveTextContent('Not Found');
    expect(within(field('Purchase Order')).queryByRole('button')).toBeNull();
    expect(screen.getByText('No line items.')).toBeInTheDocument();
  });

  it('copies a field with its Copy button', async () => {
    const { user } = renderInvoice(invoiceFixture());
    await user.click(await screen.findByRole('button', { name: 'Copy Total Amount' }));
    expect(await navigator.clipboard.readText()).toBe('$1,234.50');
    expect(screen.getByRole('button', { name: 'Copy Total Amount' })).toHaveTextContent('Copied');
  });

  it('flags fields extraction was unsure of, and only those', async () => {
    renderInvoice(invoiceFixture({ confidence: { payee: 0.4, totalAmount: 0.59, billDate: 0.6, invoiceNumber: 0.95 } }));
    await screen.findByRole('button', { name: 'Edit Invoice' });
    const weak = screen.getAllByTitle(WEAK_FIELD_TITLE).map((row) => row.querySelector('dt')?.textContent);
    expect(weak).toEqual(['Payee', 'Total Amount']);
    expect(field('Payee')).toHaveClass('invoice-field-weak');
  });

  it('flags a missing key field, but not a missing optional one, whatever their confidence', async () => {
    renderInvoice(invoiceFixture({ invoiceNumber: null, purchaseOrder: null, unit: '', confidence: { invoiceNumber: 1, purchaseOrder: 0, unit: 0 } }));
    await screen.findByRole('button', { name: 'Edit Invoice' });
    const weak = screen.getAllByTitle(WEAK_FIELD_TITLE).map((row) => row.querySelector('dt')?.textContent);
    expect(weak).toEqual(['Invoice Number']);
  });

  it('says why under a doubtful field, and names a credit note and a foreign currency', async () => {
    renderInvoice(
      invoiceFixture({
        documentKind: 'credit_note',
        currency: 'EUR',
        totalAmount: -80,
        confidence: { payee: 0.4 },
        fieldReasons: { payee: 'guessed from where it stands on the page (no label found): check it', invoiceNumber: 'printed beside its label "Invoice #"' },
      }),
    );
    await screen.findByRole('button', { name: 'Edit Invoice' });
    expect(field('Payee')).toHaveTextContent('guessed from where it stands on the page (no label found): check it');
    expect(field('Invoice Number')).toHaveAttribute('title', 'Why: printed beside its label "Invoice #"');
    expect(field('Invoice Number')).not.toHaveTextContent('printed beside');
    expect(field('Total Amount')).toHaveTextContent('-€80.00');
    expect(screen.getByText('Credit note')).toBeInTheDocument();
    expect(screen.getByText('EUR')).toBeInTheDocument();
  });

  it('warns of a likely duplicate with a link to the earlier invoice', async () => {
    renderInvoice(invoiceFixture({ duplicateOf: 'inv-0' }));
    const banner = await screen.findByText(/Possible duplicate of an earlier invoice \(same payee, number and total\)\./);
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/view?id=inv-0');
  });

  it('has no duplicate warning for an original', async () => {
    renderInvoice(invoiceFixture());
    await screen.findByRole('button', { name: 'Edit Invoice' });
    expect(screen.queryByText(/Possible duplicate/)).toBeNull();
  });

  it('opens the client site in a new tab; no bulk link for a client without "reno"', async () => {
    renderInvoice(invoiceFixture());
    const link = await screen.findByRole('link', { name: 'Open AppFolio' });
    expect(link).toHaveAttribute('href', 'https://lakeside.appfolio.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Bulk Invoicing' })).toBeNull();
  });

  it('falls back to the generic login page, and shows the bulk link to a Reno client', async () => {
    renderInvoice(invoiceFixture({ appfolioUrl: null, clientName: 'RENO Rentals' }));
    expect(await screen.findByRole('link', { name: 'Open AppFolio' })).toHaveAttribute('href', PROPERTY_MANAGEMENT_LOGIN_URL);
    expect(screen.getByRole('link', { name: 'Bulk Invoicing' })).toHaveAttribute('href', `${PROPERTY_MANAGEMENT_LOGIN_URL}/accounting/bills/bulk`);
  });

  it('opens the e-mail in a new tab, and disables that without an e-mail', async () => {
    renderInvoice(invoiceFixture());
    const link = await screen.findByRole('link', { name: 'Open Email Details' });
    expect(link).toHaveAttribute('href', '/email/email-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Find Email Association' })).toBeDisabled();
  });

  it('without an e-mail: Open Email Details is disabled and says why', async () => {
    renderInvoice(invoiceFixture({ emailId: null }));
    const button = await screen.findByRole('button', { name: 'Open Email Details' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'This invoice is not linked to an email yet');
    expect(screen.getByRole('button', { name: 'Find Email Association' })).toBeEnabled();
  });
});
