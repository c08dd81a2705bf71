/** @jest-environment node */
import { findLineItems } from '../../../../src/server/intake/extraction/lineItems';
import { textLines } from './textLayout';

const items = (drawing: string) => findLineItems(textLines(drawing)).map((item) => [item.description, item.amountCents, item.property, item.unit, item.glAccount]);

describe('findLineItems', () => {
  it('reads description and amount from a Qty / Rate / Amount table, stopping at the subtotal', () => {
    expect(
      items(`
Description                        Qty      Rate      Amount
Labor - replace condenser motor    2.0    $95.00     $190.00
Condenser fan motor 1/4 HP           1   $212.40     $212.40
Subtotal                                             $402.40
Total                                                $402.40
`),
    ).toEqual([
      ['Labor - replace condenser motor', 19000, null, null, null],
      ['Condenser fan motor 1/4 HP', 21240, null, null, null],
    ]);
  });

  it('takes the rightmost price column as the amount and ignores item codes', () => {
    expect(
      items(`
Item No.   Description             Qty   Unit Price   Ext. Price
PX-1042    1/2 in. PEX pipe 100 ft   3       $41.25      $123.75
`),
    ).toEqual([['1/2 in. PEX pipe 100 ft', 12375, null, null, null]]);
  });

  it('keeps property, unit and GL account columns per line', () => {
    expect(
      items(`
Property            Unit   Description        GL       Amount
Maple Court Apts    4B     Carpet cleaning    6420    $145.00
Riverside Lofts     12     Move-out clean     6425    $210.00
`),
    ).toEqual([
      ['Carpet cleaning', 14500, 'Maple Court Apts', '4B', '6420'],
      ['Move-out clean', 21000, 'Riverside Lofts', '12', '6425'],
    ]);
  });

  it('joins a description that runs on to the next line, and skips rows without an amount', () => {
    expect(
      items(`
Service                            Amount
Monthly grounds maintenance,       $450.00
includes mowing and edging
Leaf removal                       $120.00

Thank you                          Page 1
`),
    ).toEqual([
      ['Monthly grounds maintenance, includes mowing and edging', 45000, null, null, null],
      ['Leaf removal', 12000, null, null, null],
    ]);
  });

  it('reads credits as negative amounts', () => {
    expect(items('Description      Amount\nReturned filter   (12.50)')).toEqual([['Returned filter', -1250, null, null, null]]);
  });

  it('finds nothing without a header naming a description and an amount', () => {
    expect(items('Labor   $95.00\nParts   $12.00')).toEqual([]);
  });
});
