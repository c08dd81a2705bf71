/** @jest-environment node */
import { cleanStrings, cleanText } from '../../../src/server/cleanText';

describe('cleanText', () => {
  it.each([
    ['a lone high surrogate', 'a\ud800b', 'a\ufffdb'],
    ['a lone low surrogate', '\udfffx', '\ufffdx'],
    ['a surrogate pair, kept', 'pay 😀', 'pay 😀'],
    ['NUL characters', 'A\0B\0', 'AB'],
    ['right-to-left marks, kept', '\u202eabc', '\u202eabc'],
  ])('%s', (_label, input, output) => {
    expect(cleanText(input)).toBe(output);
  });
});

describe('cleanStrings', () => {
  it('cleans every string of a JSON value in place, keys untouched', () => {
    const body = { subject: 'x\ud800', lines: [{ description: 'a\0' }, 'b\udc00'], n: 5, ok: true, none: null };
    expect(cleanStrings(body)).toEqual({ subject: 'x\ufffd', lines: [{ description: 'a' }, 'b\ufffd'], n: 5, ok: true, none: null });
  });

  it('walks a body nested deeper than the call stack goes', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? { a: deep } : [deep];
    cleanStrings(deep);
    let inner = deep;
    while (typeof inner !== 'string') inner = Array.isArray(inner) ? inner[0] : (inner as { a: unknown }).a;
    expect(inner).toBe('x');
  });
});
