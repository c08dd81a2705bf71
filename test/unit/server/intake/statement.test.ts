/** @jest-environment node */
import { isStatementOfAccount } from '../../../../src/server/intake/extraction/statement';
import { textPage } from './textLayout';

describe('isStatementOfAccount', () => {
  it('knows a statement listing open invoices with aging buckets', () => {
    const page = textPage(`
^ Crystal Clear Maintenance                 STATEMENT OF ACCOUNT
                                            Statement Date     2023-07-25
Date          Invoice #     Reference     Charges     Payments     Balance
2023-04-12    15450         45916610      $1,185.50                $1,185.50
2023-06-30    15539         P39929        $1,403.25                $2,588.75
Current     1-30 Days     31-60 Days     61-90 Days     Over 90     Total Due
$1,403.25   $0.00         $0.00          $1,185.50      $0.00       $2,588.75
`);
    expect(isStatementOfAccount(page)).toBe(true);
  });

  it('does not take a utility bill titled Statement for one: it lists charges, not invoices', () => {
    const page = textPage(`
^ City of Riverton Water Department          STATEMENT
Account Number   2342-27512-16     Statement Date   Jul. 28, '22
Description            Usage       Amount
Water Base Charge                  $47.75
Amount Due                      $1,997.82
`);
    expect(isStatementOfAccount(page)).toBe(false);
  });

  it('does not take a row of boxes over one bill\'s fields for a list of invoices', () => {
    const page = textPage(`
^ Metro Water & Sewer District
Acct No.          Invoice Number     Statement Date     Due Date
3704-11981-22     118376251          24 Oct 2025        18 Nov 2025
Total Due                                              $392.13
`);
    expect(isStatementOfAccount(page)).toBe(false);
  });

  it('does not take an invoice that lists earlier invoices for one', () => {
    expect(isStatementOfAccount(textPage('^ INVOICE\nInvoice #   Date   Amount\n1042   3/4/24   $95.00'))).toBe(false);
  });
});
