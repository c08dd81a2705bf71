/** @jest-environment node */
import { isWeak, KEY_FIELDS } from '../../../../src/client/ui/confidence';

describe('isWeak', () => {
  it('flags a value extraction was unsure of, below 0.6 only', () => {
    expect(isWeak({ payee: 0.59 }, 'payee', 'Acme')).toBe(true);
    expect(isWeak({ payee: 0.6 }, 'payee', 'Acme')).toBe(false);
    expect(isWeak({ unit: 0.1 }, 'unit', '4B')).toBe(true);
    expect(isWeak({ totalAmount: 0.2 }, 'totalAmount', 0)).toBe(true);
  });

  it('takes a field without a recorded confidence as certain', () => {
    expect(isWeak({}, 'payee', 'Acme')).toBe(false);
    expect(isWeak(undefined, 'unit', '4B')).toBe(false);
  });

  it.each(KEY_FIELDS)('flags the key field %s when it has no value, whatever its confidence', (field) => {
    for (const value of [null, undefined, '', '   ', Number.NaN]) expect(isWeak({ [field]: 1 }, field, value)).toBe(true);
  });

  it('leaves a missing optional field alone, even with a low confidence', () => {
    expect(isWeak({ purchaseOrder: 0 }, 'purchaseOrder', null)).toBe(false);
    expect(isWeak({ property: 0.1 }, 'property', '')).toBe(false);
  });
});
