import { bodyFrom, draftErrors, draftFrom, emptyLineItem, isDraftValid, parseMoney } from '../../../../src/client/features/invoices/invoiceDraft';
import { bulkInvoicingUrl, offersBulkInvoicing, PROPERTY_MANAGEMENT_LOGIN_URL, propertyManagementUrl } from '../../../../src/client/features/invoices/externalLinks';
import { invoiceFieldsBody } from '../../../../src/shared/contract/invoices';
import { invoiceFixture } from './fixtures';

describe('typed money', () => {
  it.each([
    ['$1,234.56', 1234.56],
    [' 1234.5 ', 1234.5],
    ['-20', -20],
    ['', null],
    ['12.3.4', undefined],
    ['abc', undefined],
  ])('reads %p as %p', (text, amount) => expect(parseMoney(text)).toBe(amount));
});

describe('the edit draft', () => {
  it('holds what the form shows and goes back to a PUT body without pdfFile or reviewed', () => {
    const draft = draftFrom(invoiceFixture({ description: null }));
    expect(draft).toMatchObject({ payee: 'Acme Plumbing', totalAmount: '1234.50', billDate: '2024-01-31', pageNumber: '2', description: '', markedAsPaid: false });
    const body = bodyFrom({ ...draft, totalAmount: '$2,000.10', pageNumber: ' ', lineItems: [...draft.lineItems, { ...emptyLineItem(), description: 'Parts', amount: '15' }] });
    expect(body).not.toHaveProperty('pdfFile');
    expect(body).not.toHaveProperty('reviewed');
    expect(body).toMatchObject({ totalAmount: 2000.1, pageNumber: null, description: null, comment: '' });
    expect(body.lineItems).toEqual([
      { description: 'Labor', amount: 1000, property: 'Maple Court', unit: '4B', glAccount: '6100' },
      { description: 'Parts', amount: 15, property: null, unit: null, glAccount: null },
    ]);
    // The server's own schema accepts it as sent.
    expect(invoiceFieldsBody.safeParse(body).success).toBe(true);
  });

  it.each(['0', '-1', '1.5', 'two'])('refuses page number %p', (pageNumber) => {
    const draft = { ...draftFrom(invoiceFixture()), pageNumber };
    expect(draftErrors(draft).pageNumber).toMatch(/at least 1/);
    expect(isDraftValid(draft)).toBe(false);
  });

  it('refuses amounts that are not amounts, in fields and line items', () => {
    const draft = draftFrom(invoiceFixture());
    expect(isDraftValid(draft)).toBe(true);
    const errors = draftErrors({ ...draft, total: 'lots', lineItems: [{ ...emptyLineItem(), amount: '1,2x' }] });
    expect(Object.keys(errors)).toEqual(['total', 'lineItems.0.amount']);
  });
});

describe('property-management links', () => {
  it('opens the client site, or the generic login page when it has none', () => {
    expect(propertyManagementUrl('https://acme.appfolio.com/')).toBe('https://acme.appfolio.com');
    expect(propertyManagementUrl('acme.appfolio.com')).toBe('https://acme.appfolio.com');
    expect(propertyManagementUrl(null)).toBe(PROPERTY_MANAGEMENT_LOGIN_URL);
    expect(propertyManagementUrl('  ')).toBe(PROPERTY_MANAGEMENT_LOGIN_URL);
    expect(bulkInvoicingUrl('https://reno.appfolio.com')).toBe('https://reno.appfolio.com/accounting/bills/bulk');
  });

  it.each([
    ['Reno Property Group', true],
    ['RENO', true],
    ['Sirenova Homes', true],
    ['Lakeside Management', false],
  ])('offers bulk invoicing to %p: %p', (name, offered) => expect(offersBulkInvoicing(name)).toBe(offered));
});
