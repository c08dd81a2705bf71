/** @jest-environment node */
import { blockAfter, findLabels, valueCandidates } from '../../../../src/server/intake/extraction/labels';
import { textLines } from './textLayout';

describe('findLabels', () => {
  const lines = textLines(`
Invoice #: 1042        PO Number  7781
Invoice Date  1/2/24   Invoiced amount
`);

  it('matches at the start of a token and at a word boundary, with the rest of the token', () => {
    const hits = findLabels(lines, /invoice\s*#/);
    expect(hits.map((hit) => [hit.lineIndex, hit.tokenIndex, hit.rest])).toEqual([[0, 0, '1042']]);
  });

  it('never matches inside a longer word or label', () => {
    expect(findLabels(lines, /number/)).toEqual([]);
    expect(findLabels(lines, /invoice/).map((hit) => hit.token.text)).toEqual(['Invoice #: 1042', 'Invoice Date']);
  });
});

describe('valueCandidates', () => {
  it('offers the token text after the label, the token to its right, then the token under it', () => {
    const lines = textLines(`
Invoice No.   Date        Terms
A-1001        3/4/2024    Net 30
`);
    const [hit] = findLabels(lines, /date/);
    expect(valueCandidates(hit!, lines).map((candidate) => candidate.text)).toEqual(['Terms', '3/4/2024']);
  });

  it('ranks the label’s own token highest', () => {
    const lines = textLines('PO #: 5521');
    expect(valueCandidates(findLabels(lines, /po\s*#/)[0]!, lines)).toMatchObject([{ text: '5521', confidence: 0.95, where: 'with', at: { token: { text: 'PO #: 5521' } } }]);
  });
});

describe('blockAfter', () => {
  it('reads the lines under a block title in the same column, until a gap', () => {
    const lines = textLines(`
Bill To:                 Service Location:
Harbor Residential       Maple Court Apartments
12 Elm St                1450 Oak St, Unit 4B
Austin, TX 78701         Austin, TX 78702


Thank you
`);
    const [service] = findLabels(lines, /service\s*location/);
    expect(blockAfter(service!, lines)).toEqual(['Maple Court Apartments', '1450 Oak St, Unit 4B', 'Austin, TX 78702']);
  });

  it('starts with the text beside the label when there is some', () => {
    const lines = textLines(`
Service Address:   1450 Oak St Apt 12
                   Austin, TX 78702
`);
    expect(blockAfter(findLabels(lines, /service\s*address/)[0]!, lines)).toEqual(['1450 Oak St Apt 12', 'Austin, TX 78702']);
  });
});
