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

  it('reads a distributor table with ordered, shipped and back-ordered quantities and a unit of measure', () => {
    expect(
      items(`
Item #    Description                   Qty Ord   Qty Shp   B/O   U/M   Unit Price   Extension
CH46325   Multifold towel white 4000/cs      10         8     2    DZ       $80.65     $645.20
SF11160   Neutral floor cleaner 4x1 gal       8         0     8    EA       $50.47       $0.00
`),
    ).toEqual([
      ['Multifold towel white 4000/cs', 64520, null, null, null],
      ['Neutral floor cleaner 4x1 gal', 0, null, null, null],
    ]);
  });

  it('reads a credit memo table: Qty Returned and Credit Amount', () => {
    expect(
      items(`
Item No.   Description            Qty Returned   Unit Price   Credit Amount
EL-4360    Nitrile gloves 100/bx             4      $117.75         $471.00
`),
    ).toEqual([['Nitrile gloves 100/bx', 47100, null, null, null]]);
  });

  it('runs a line on only into the item right above it, not past rows that were no items', () => {
    expect(
      items(`
Service                         Target Pests                Amount
Bed bug inspection              Ants                       $115.00

Material Applied                EPA Reg. No.   Area
Advion Gel Bait                 352-652        Kitchen
Customer Signature: ________
`),
    ).toEqual([['Bed bug inspection', 11500, null, null, null]]);
  });

  it('reads credits as negative amounts', () => {
    expect(items('Description      Amount\nReturned filter   (12.50)')).toEqual([['Returned filter', -1250, null, null, null]]);
  });

  it('finds nothing without a header naming a description and an amount', () => {
    expect(items('Labor   $95.00\nParts   $12.00')).toEqual([]);
  });
});
