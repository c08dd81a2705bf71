/** @jest-environment node */
import { findBillDate, findDueDate } from '../../../../src/server/intake/extraction/billDates';
import { legalNamesIn, NOT_A_NAME, upToCompanyForm } from '../../../../src/server/intake/extraction/companyNames';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { headerFields } from './headerFields';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real set T (Bulgarian invoices in Cyrillic, Italian utility bills, a Romanian
 * web shop's, a Slovak scan, Spanish rent, US supply houses) after its blind measure, drawn in
 * our own layouts.
 */

const payeeOf = (drawing: string) => findPayee([textPage(drawing)])?.value;

describe('a Bulgarian invoice in Cyrillic', () => {
  const faktura = [
    'Получател:МИКРО ВИЖЪН ЕООД          Доставчик:МИСТРАЛ СОФТУЕР ЕООД',
    'Град: 1220 СОФИЯ                    Град: 1510 София',
    '                         ФАКТУРА',
    'Място:София        Дата:17.04.2025        Номер: 1000051795',
    '                          Сума за плащане:     576.00',
    'Словом:  петстотин седемдесет и шест лв. и 00 ст.',
    '                         Срок за плащане 16.05.2025',
  ].join('\n');

  it('reads its supplier, number, date, due date, amount and money', () => {
    expect(headerFields(faktura)).toEqual({ kind: 'invoice', payee: 'МИСТРАЛ СОФТУЕР ЕООД', invoiceNumber: '1000051795', billDate: '2025-04-17', dueDate: '2025-05-16', amountDue: 57600, currency: 'BGN' });
  });

  it('takes a name in another script for a name, never for punctuation', () => {
    expect(NOT_A_NAME.test('МИСТРАЛ СОФТУЕР ЕООД')).toBe(false);
    expect(NOT_A_NAME.test('— · —')).toBe(true);
    expect(NOT_A_NAME.test('Фактура')).toBe(true);
  });
});

describe('Italian utility bills', () => {
  it("ends a name at its SpA, and never takes a parent company the footer names", () => {
    expect(upToCompanyForm('Dolomiti Energia Mercato SpA Via Fersina 23, 38123 TRENTO')).toBe('Dolomiti Energia Mercato SpA');
    const footer = "Octopus Energy Italia Srl, società a socio unico soggetta all'attività di direzione e coordinamento di Octopus Energy Group Limited, con sede legale in Via dei Gorghi 9";
    expect(legalNamesIn(footer)).toEqual(['Octopus Energy Italia Srl']);
  });

  it('reads "Entro il" as the due date, never the offer\'s "data di scadenza"', () => {
    const lines = textLines("Questo mese dovrai pagare\n153,25€\nEntro il 30/03/2026\nDATA FATTURA: 10/03/2026\nDATA DI SCADENZA DELL'OFFERTA: 31/12/2026");
    expect(findDueDate(lines, '2026-03-10', true)?.value).toBe('2026-03-30');
    expect(findDueDate(textLines("DATA DI SCADENZA DELL'OFFERTA: 31/12/2026"), '2026-03-10', true)).toBeNull();
  });
});

describe('a Romanian web shop and a Slovak scan', () => {
  it('takes the "Vânzător" for the payee, never the "Cumpărător", and a code under the title beside the address for the number', () => {
    const factura = ['                                          VÂNZĂTOR', '                                          ANSWEAR.COM SPÓŁKA AKCYJNA', 'CUMPĂRĂTOR', 'Molnár Orsolya-Izabella                   FACTURA', 'Progresului 137                           FSU/ANS/RO/23/12/21216', 'VALOARE BRUTĂ [RON]   279,90'].join('\n');
    expect(payeeOf(factura)).not.toBe('Molnár Orsolya-Izabella');
    expect(findInvoiceNumber(textLines(factura))?.value).toBe('FSU/ANS/RO/23/12/21216');
    expect(readLocale(textLines(factura)).currency?.value).toBe('RON');
  });

  it('reads Slovak labels: the seller, the number after the title, the date and its due date', () => {
    const faktura = ['Faktúra- daňový doklad - 5112107602', 'Predávajúci: Alza.cz a. s.', 'Dátum                          11.05.2012', 'Dátum uskut. daň. plnenia:     10.05.2012', 'Dátum splatnosti:              25.05.2012'].join('\n');
    const lines = textLines(faktura);
    expect(findInvoiceNumber(lines)?.value).toBe('5112107602');
    expect(findBillDate(lines, true)?.value).toBe('2012-05-11');
    expect(findDueDate(lines, '2012-05-11', true)?.value).toBe('2012-05-25');
    expect(payeeOf(faktura)).toMatch(/^Alza\.cz a\. s\.?$/);
  });
});

describe('names as forms print them', () => {
  it('reads "SLU" written without full stops as a company form', () => {
    expect(legalNamesIn('Riveyan SLU B38310322 Inscrita en el Registro Mercantil de Santa Cruz de La Palma')).toEqual(['Riveyan SLU']);
  });

  it('takes the name under "Remit To" in a row of headers, never the header beside it, and drops a form\'s "Company:" label', () => {
    const row = ['Remit To                    Ship-To-Party               Ordered By', 'The Wasserstrom Company     SPRINGHILL SUITES MEDFORD   Larisa Cynar', 'PO Box 933469               AIRPORT'].join('\n');
    expect(payeeOf(row)).toBe('The Wasserstrom Company');
    expect(payeeOf('Tel: (626) 966-9959\n\n\n\nBalance Due                    Company: Matrix Document Imaging, Inc')).toBe('Matrix Document Imaging, Inc');
  });
});
