/** @jest-environment node */
import { findLooseItems } from '../../../../src/server/intake/extraction/looseItems';
import { textLines } from './textLayout';

const items = (drawing: string) => findLooseItems(textLines(drawing)).map((item) => [item.description, item.amountCents]);

describe('findLooseItems', () => {
  it('reads the lines above the total that pair words with an amount, leaving hours and rate out', () => {
    expect(
      items(`
Date: 8/3/23                              Invoice No. 2098
Bill to:   Harbor Residential LLC
Location: Maple Court Apartments, 2769 Cherry Lane, Unit 414

Rehung closet doors and adjusted          2 hrs @ $45         $90.00
Patched drywall in hallway and painted    7 hrs @ $45        $315.00
Materials (receipt attached)                                 $148.42

                                          Total Due:         $553.42
`),
    ).toEqual([
      ['Rehung closet doors and adjusted', 9000],
      ['Patched drywall in hallway and painted', 31500],
      ['Materials (receipt attached)', 14842],
    ]);
  });

  it('stops at a label or a date line above the items', () => {
    expect(items('Invoice:   1043\nDate 3/4/24   $0.00\nLabor   $95.00\nTOTAL   $95.00')).toEqual([['Labor', 9500]]);
  });

  it('finds nothing without a totals line, or with only labels above it', () => {
    expect(items('Labor   $95.00\nParts   $12.00')).toEqual([]);
    expect(items('Invoice #:   1042\nTotal   $95.00')).toEqual([]);
  });
});
