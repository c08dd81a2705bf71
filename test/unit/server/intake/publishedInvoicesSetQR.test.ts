/** @jest-environment node */
import { findTotals } from '../../../../src/server/intake/extraction/amounts';
import { findBillDate, findDueDate } from '../../../../src/server/intake/extraction/billDates';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { isEntity } from '../../../../src/server/intake/extraction/companyNames';
import { findAmounts, parseMoney } from '../../../../src/server/intake/extraction/money';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { vendorDomains } from '../../../../src/server/intake/extraction/webAddresses';
import { buildLines } from '../../../../src/server/intake/pdf/lines';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real sets Q and R (European suppliers' invoices: French, Belgian, Dutch, Polish,
 * Italian and Hungarian web shops, wholesalers and an Italian utility) after their blind measure,
 * drawn in our own layouts.
 */

const payeeOf = (drawing: string) => findPayee([textPage(drawing)])?.value;

describe('French labels', () => {
  it('takes the "Émetteur" for the payee and never the block "Adressé à" names', () => {
    const page = ['                     Facture FA2507-1140', 'Émetteur                     Adressé à', 'Maïavie                      Essential Supp', '455, Promenade des Anglais   229 Rue Saint-Honoré'].join('\n');
    expect(payeeOf(page)).toBe('Maïavie');
  });

  it('reads "Date échéance" as the due date, never as the issue date, and no order date for the issue date', () => {
    const lines = textLines('Date facturation : 08/07/2025\nDate échéance : 10/07/2025');
    expect(findBillDate(lines, true)?.value).toBe('2025-07-08');
    expect(findDueDate(lines, '2025-07-08', true)?.value).toBe('2025-07-10');
    expect(findBillDate(textLines('Date commande   10 sept. 2024\nNum. Facture   F03-98157477\nDate Facture   11 sept. 2024'), true)?.value).toBe('2024-09-11');
  });

  it('reads a number after "Facture", "Num. Facture", "nr" and the Italian e-invoice label', () => {
    expect(findInvoiceNumber(textLines('                     Facture FA2507-1140'))?.value).toBe('FA2507-1140');
    expect(findInvoiceNumber(textLines('Num. client    553139\nNum. Facture   F03-98157477'))?.value).toBe('F03-98157477');
    expect(findInvoiceNumber(textLines('VAT Invoice Number\nnr FA/31975/05/2024/MAG'))?.value).toBe('FA/31975/05/2024/MAG');
    expect(findInvoiceNumber(textLines('Numero fattura elettronica valida ai fini fiscali 412519410499'))?.value).toBe('412519410499');
  });
});

describe('payees European suppliers print', () => {
  it("never takes the PDF program's web address, a label or a column header for the vendor", () => {
    const domains = vendorDomains(textPage('Powered by TCPDF (www.tcpdf.org)\nQuantity/   Disc.%/   Disc.Up/   Net Amount/'), undefined, new Set());
    expect([...domains.keys()]).toEqual([]);
    expect(payeeOf('Num. client   553139      Adresse de livraison\nNum. commande 1152851')).not.toBe('Num. client');
    expect(payeeOf('^ Riepilogo\nTotale da pagare 143,08 €')).not.toBe('Riepilogo');
  });

  it("takes the name a web shop prints beside its address in the footer, first or last", () => {
    const items = 'Réf.   Produit   Total TTC\n8489   Barebells Protein Bar   44,29 €\n'.repeat(3);
    const footer = (line: string) => textPage(`${items}${'\n'.repeat(44)}${line}`);
    expect(findPayee([footer("Nutrimeo - 36, Avenue de l'Annonciade - 98000 Monaco")])?.value).toBe('Nutrimeo');
    expect(findPayee([footer('Rue Saint Denis, 112 - 1190 Bruxelles - Belgique - Nutrimea')])?.value).toBe('Nutrimea');
  });

  it('keeps a French name whose company form comes first, and no weight for a form', () => {
    expect(payeeOf('SAS D2AD\n5 D Chemin de la Claou\n31790 Saint Jory')).toBe('SAS D2AD');
    expect(isEntity('ANABOLIC WHEY COMPLEX 2 KG')).toBe(false);
    expect(isEntity('Johannes J. Matthies GmbH & Co. KG')).toBe(true);
  });

  it('takes the "Società emittente", and a Polish legal name that runs on to the next line', () => {
    expect(payeeOf('Società emittente                Società di distribuzione:\nHERA COMM S.p.A. INRETE          SpA')).toBe('HERA COMM S.p.A.');
    expect(payeeOf('Seller\nOSTROVIT SPÓŁKA Z OGRANICZONĄ\nODPOWIEDZIALNOŚCIĄ\nSitarska 16')).toBe('OSTROVIT SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ');
  });
});

describe('bilingual and other headers', () => {
  it('takes a bilingual "Supplier/ Szállító:" for the payee label, and no "Page/ Oldal" for a name', () => {
    const page = ['                                     Page/ Oldal   1/2', 'Supplier/ Szállító:                  Customer/ Vevő:', 'BioTechUSA Kft.                      Fitness World Nutrition', 'Huszti út 60.                        9 rue des colonnes'].join('\n');
    expect(payeeOf(page)).toMatch(/^BioTechUSA Kft\.?$/);
  });

  it('reads a date under a label printed in two languages, one under the other', () => {
    const lines = textLines(['Delivery Date/          Invoice Date/          Due Date/', 'Teljesítés dátuma       Számla dátuma          Fizetési határidő', '6/27/25                 6/30/25                7/15/25'].join('\n'));
    expect(findBillDate(lines, false)?.value).toBe('2025-06-30');
    expect(findDueDate(lines, '2025-06-30', false)?.value).toBe('2025-07-15');
  });

  it('reads "Expiration date" on an invoice as its due date, and "Rechnung / Invoice Nr." as its number label', () => {
    const lines = textLines('Invoice date        Expiration date     Invoicenumber\n10 april 2025       24 april 2025       25800137');
    expect(findDueDate(lines, '2025-04-10', true)?.value).toBe('2025-04-24');
    expect(findInvoiceNumber(textLines('Rechnung / Invoice Nr.:        240018\nKunden Nr.:        10249'))?.value).toBe('240018');
  });
});

describe('amounts European suppliers print', () => {
  it('reads "€5 725.80" after its symbol, but no quantity beside a price as one amount', () => {
    expect(parseMoney('€5 725.80')).toBe(572580);
    expect(findAmounts('2 100.00').map((amount) => amount.cents)).toEqual([200, 10000]);
    expect(findAmounts('5 hrs @ $45\t$225.00').map((amount) => amount.cents)).toEqual([500, 4500, 22500]);
  });

  it('takes the total with tax, never the one without, nor a French tax summary\'s total row', () => {
    expect(findTotals(textLines('TOTAL H.T.   5010,77\nTVA   275,59\nTTC EUR   5286,36')).total?.value).toBe(528636);
    const summary = ['Sous-total HT   274,87 €', 'Total de la commande   310,92 €', 'Taux   Base HT   TVA', '5.5%   274,87 €   15,12 €', '20%   17,44 €   3,49 €', 'Total   292,31 €   18,61 €'].join('\n');
    expect(findTotals(textLines(summary)).total?.value).toBe(31092);
    expect(findTotals(textLines('Total   €5 725.80\nRemise   -€3 490.42\nSomme finale   €2 251.38')).total?.value).toBe(225138);
  });

  it('splits a label from the amount set right-aligned over its end', () => {
    const [line] = buildLines([{ text: 'Totale da pagare', x: 28, y: 260, width: 200, height: 20 }, { text: '201,01€', x: 220, y: 260, width: 70, height: 20 }], 1);
    expect(line!.tokens.map((token) => token.text)).toEqual(['Totale da pagare 201,01€']);
    expect(findTotals([line!]).due?.value).toBe(20101);
  });
});
