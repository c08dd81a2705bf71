/** @jest-environment node */
import { findTotals } from '../../../../src/server/intake/extraction/amounts';
import { findBillDate, findDueDate } from '../../../../src/server/intake/extraction/billDates';
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { parseMoney } from '../../../../src/server/intake/extraction/money';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { vendorDomains } from '../../../../src/server/intake/extraction/webAddresses';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real set P (two Brazilian card bills, a vendor's W-9, a scanned sample invoice
 * and a cheque) after its blind measure, drawn in our own layouts.
 */

const kindOf = (drawing: string) => classifyDocument([textPage(drawing)]).value;

describe('card bills in Portuguese and Spanish', () => {
  it('knows a card bill asking for its minimum payment against a credit limit for a statement', () => {
    expect(kindOf('Olá, Maria!\nEsta é a sua fatura de julho\nData do vencimento: 23 JUL 2023\nLimite total: R$ 8.900,00\nPagamento mínimo para não ficar em atraso   R$ 513,37')).toBe('statement');
    expect(kindOf('PAGAMENTO MÍNIMO   R$ 177,63\nLIMITE DE CRÉDITO   R$ 1.300,00')).toBe('statement');
    expect(kindOf('Estado de cuenta\nPago mínimo   $ 450.00\nLímite de crédito   $ 20,000.00')).toBe('statement');
  });

  it('leaves a bill that asks for a minimum payment without a credit limit an invoice', () => {
    expect(kindOf('FATURA\nNº 2023/118\nPagamento mínimo   R$ 513,37')).toBe('invoice');
  });

  it('reads the due date after "vencimento" and the issue date after "emissão", never the due date for the issue date', () => {
    const lines = textLines('Olá, Maria!\nData do vencimento: 23 JUL 2023\nLimite total: R$ 8.900,00\n\nFATURA 23 JUL 2023 EMISSÃO E ENVIO 16 JUL 2023');
    expect(findBillDate(lines, true)?.value).toBe('2023-07-16');
    expect(findDueDate(lines, '2023-07-16', true)?.value).toBe('2023-07-23');
    expect(findBillDate(textLines('Data do vencimento: 23 JUL 2023\nTotal a pagar   R$ 10,00'), true)?.value).not.toBe('2023-07-23');
    expect(findBillDate(textLines('Data de emissão: 02/08/2023\nVencimento: 15/08/2023'), true)?.value).toBe('2023-08-02');
  });
});

describe('amounts a card bill prints', () => {
  it('reads amounts in reais and other dollars', () => {
    expect(parseMoney('R$ 1.184,18')).toBe(118418);
    expect(parseMoney('A$12.00')).toBe(1200);
    expect(parseMoney('NZ$ 1,250.50')).toBe(125050);
  });

  it('reads "TOTAL DESSA FATURA" from under its box, past a line another column prints between them', () => {
    const drawn = textLines(
      [
        '                                                            TOTAL DESSA FATURA',
        '                                       R$ 1.300,17',
        'Valor da fatura anterior   R$ 1.062,66                      R$ 1.184,18',
      ].join('\n'),
    );
    // Set in small type, the three rows stand closer than textLines draws them.
    const lines = drawn.map((line, index) => ({ ...line, y: 130 + 6 * index, height: 7 }));
    expect(findTotals(lines).due?.value).toBe(118418);
  });

  it('takes no amount from a table of instalment plans, each with its own "Total a pagar"', () => {
    const plans = ['Total a pagar: R$ 1.253,84   Total a pagar: R$ 1.478,15   Total a pagar: R$ 1.724,88', 'Total a pagar: R$ 2.482,24   Total a pagar: R$ 3.472,00'];
    const lines = textLines(['VENCIMENTO 07/07/2023', 'Valor a pagar   R$ 1.184,18', 'Confira mais opções de parcelamento:', ...plans].join('\n'));
    expect(findTotals(lines).due?.value).toBe(118418);
    // The same label printed twice is no table: the last one still names the amount, doubted.
    expect(findTotals(textLines('Total a pagar   R$ 10,00\nTotal a pagar   R$ 12,00')).due?.value).toBe(1200);
  });
});

describe('payees real set P printed', () => {
  it('never takes a greeting to the customer or a question for a name', () => {
    expect(findPayee([textPage('^ Olá, Natanael!\nEsta é a sua fatura de julho\n^ deste mês?')])?.value ?? '').not.toMatch(/Natanael|mês/);
    expect(findPayee([textPage('^ Hi Jane,\nYour bill is ready')])?.value ?? '').not.toMatch(/Jane/);
  });

  it("takes a vendor's W-9 name from under its line 1", () => {
    const w9 = [
      '^ Request for Taxpayer            Give Form to the',
      'Form W-9      Identification Number and Certification',
      '1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank.',
      'Summit Crest Roofing LLC',
      '2 Business name/disregarded entity name, if different from above',
    ].join('\n');
    expect(findPayee([textPage(w9)])?.value).toBe('Summit Crest Roofing LLC');
  });

  it('names a web address by the label before its public suffix, not its subdomain', () => {
    const domains = vendorDomains(textPage('Ajuda: ajuda.inter.co/cartao\nwww.bancointer.com.br\nPay at myaccount.xcelenergy.com'), undefined, new Set());
    expect([...domains.keys()].sort()).toEqual(['bancointer', 'inter', 'xcelenergy']);
  });
});
