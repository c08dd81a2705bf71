/** @jest-environment node */
import { findDescription } from '../../../../src/server/intake/extraction/description';
import type { ExtractedLineItem } from '../../../../src/server/intake/pdf/types';
import { textLines } from './textLayout';

const item = (description: string): ExtractedLineItem => ({ description, amountCents: 100, property: null, unit: null, glAccount: null });

describe('findDescription', () => {
  it.each(['Work Performed:', 'Job Description:', 'Re:', 'Scope of Work', 'Description:'])('takes the text after "%s"', (label) => {
    expect(findDescription(textLines(`${label}   Cleared main sewer line`), [item('Labor')])).toMatchObject({ value: 'Cleared main sewer line', confidence: 0.9 });
  });

  it.each(['Reason:', 'Reason for Credit:'])('takes a credit memo\'s "%s" as its description, but not a "Reason Code" cell', (label) => {
    expect(findDescription(textLines(`${label}   Damaged in shipment`), [item('Faucet')])?.value).toBe('Damaged in shipment');
    expect(findDescription(textLines('Reason Code - text: 64 - SPECIAL'), [item('Faucet')])?.value).toBe('Faucet');
  });

  it('falls back to the first line item, with less confidence', () => {
    const found = findDescription(textLines('Description     Amount\nFilter change   $20.00'), [item('Filter change')]);
    expect(found?.value).toBe('Filter change');
    expect(found!.confidence).toBeLessThan(0.9);
  });

  it('is missing when nothing describes the work', () => {
    expect(findDescription(textLines('Invoice #: 1042'), [])).toBeNull();
  });
});
