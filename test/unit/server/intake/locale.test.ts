/** @jest-environment node */
import { parseDate } from '../../../../src/server/intake/extraction/dates';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { textLines } from './textLayout';

describe('readLocale', () => {
  it.each<[string, string, boolean, string | null]>([
    ['a US vendor in dollars', 'Acme Plumbing, Austin, TX 78701\nTotal Due   $125.00', false, 'USD'],
    ['a UK vendor with a postcode and pounds', 'Greenbin Recycling Ltd, Leeds LS1 2NE\nTotal   £95.00', true, 'GBP'],
    ['an Irish vendor in euro', 'Dunmore Heating, Galway H91 X2C4, Ireland\nTotal €410.00', true, 'EUR'],
    ['a New Zealand vendor whose dollars are NZ dollars', 'Harbourside Water Limited, Wellington, New Zealand\nAmount due $157.41', true, 'NZD'],
    ['an Australian company', 'Southern Grid Energy Pty Ltd ABN 12 345 678 901\nTotal $1,149.61', true, 'AUD'],
    ['a Canadian vendor with a postal code', 'Whiteout Snow Services Inc., Calgary AB T2P 1J9\nGST 5%   Total $880.00', false, 'CAD'],
    ['an explicit code over the country', 'Leeds LS1 2NE\nAmount (USD) 120.00', true, 'USD'],
    ['no money at all', 'Newsletter for our customers', false, null],
    ['a New Zealand GST registration number', 'Clayton Property Maintenance\nGST Reg No. 80-023-882\nDisposal $17.39', true, 'NZD'],
    ['an Auckland vendor without a postcode', 'Recreational Services\nAuckland\nTOTAL: $2,290.98', true, 'NZD'],
    ['a dollar bill that mentions GST, which Canada is not alone in levying', 'May include estimated US sales tax, VAT, GST and CT\nTotal $4.11', false, 'USD'],
    ['rupees written Rs without a full stop', 'Grand Total   Rs 1939', true, 'INR'],
    ['amounts with no mark from a country that says where it is', 'Warehouse Address: Bangalore, Karnataka, India - 560067\nTotal   1,299.00', true, 'INR'],
    ['a Swiss bill in francs, whose amounts carry no mark', 'Services Industriels de Genève\nTotal en CHF, inclus TVA\nTotal Eau   367.62', true, 'CHF'],
    ['a Singapore utility whose dollars are Singapore dollars', 'SP Services Ltd, 2 Kallang Sector, Singapore 349277\nTotal Amount Payable: $96.27', true, 'SGD'],
    ['a Malaysian bill in ringgit', 'Syarikat Air Melaka Berhad\nJumlah   RM 72.07', true, 'MYR'],
    ['a Japanese quotation in yen', '御見積金額 ¥712,000', false, 'JPY'],
    ['an Argentine invoice, whose "$" is pesos', 'AUTO RADIO AMENABAR S.R.L.\nCUIT: 30-12345678-9   IVA Responsable Inscripto\nTotal   $ 12.100,00', true, 'ARS'],
    ['a Mexican invoice in pesos', 'Ferretería del Centro\nCiudad de México\nTotal $1,160.00', true, 'MXN'],
    ['a Czech invoice in koruna, whose "plnění" is no zloty', 'Datum vystavení   10. 02. 2015\nDatum zdan. plnění   10. 02. 2015\nCelkem   1 210,00 Kč', true, 'CZK'],
    ['a Polish invoice in złoty printed after the amount', 'Razem do zapłaty: 1 230,00 zł\nData wystawienia 2024-03-05', false, 'PLN'],
    ['a Bulgarian invoice in leva', 'Общо BGN вкл. ДДС   212,40\nСловом: Двеста и дванадесет лв. и 40 ст.', false, 'BGN'],
  ])('%s', (_label, drawing, dayFirst, currency) => {
    const locale = readLocale(textLines(drawing));
    expect([locale.dayFirst, locale.currency?.value ?? null]).toEqual([dayFirst, currency]);
  });

  it('takes the order of its dates from a date that can only be read one way', () => {
    expect(readLocale(textLines('Invoice date 04/12/2024\nService 28/11/2024')).dayFirst).toBe(true);
    expect(readLocale(textLines('Leeds LS1 2NE\nInvoice date 04/12/2024\nService 11/28/2024')).dayFirst).toBe(false);
  });

  it('reads "R$" as the Brazilian real', () => {
    expect(readLocale(textLines('CEMIG Distribuição S.A.\nValor a pagar (R$)\nTotal a pagar   R$125,26')).currency).toMatchObject({ value: 'BRL' });
  });

  it('is least sure of a currency that no amount names', () => {
    expect(readLocale(textLines('Auckland Glass Holdings Ltd, Auckland 1061, New Zealand\nTotal  410.00')).currency).toMatchObject({ value: 'NZD', confidence: 0.7 });
  });

  it('is surer of a named currency than of a bare dollar sign', () => {
    expect(readLocale(textLines('Total USD 10.00')).currency!.confidence).toBeGreaterThan(readLocale(textLines('Total $10.00')).currency!.confidence);
    expect(readLocale(textLines('Total $10.00')).currency!.confidence).toBeLessThan(0.9);
  });
});

describe('parseDate', () => {
  it.each<[string, boolean, string | null]>([
    ['04/12/19', false, '2019-04-12'],
    ['04/12/19', true, '2019-12-04'],
    ['28/11/2024', false, '2024-11-28'],
    ['11/28/2024', true, '2024-11-28'],
    ['31.12.2023', false, '2023-12-31'],
    ['2 Mar 2025', true, '2025-03-02'],
  ])('reads %s (day first: %s) as %s', (text, dayFirst, iso) => {
    expect(parseDate(text, dayFirst)).toBe(iso);
  });
});

it('takes no invoice number for an Irish postcode', () => {
  expect(readLocale(textLines('Invoice #   T188403\nDate   09/07/2026')).dayFirst).toBe(false);
  expect(readLocale(textLines('Galway, H91 E2C7\nDate   09/07/2026')).dayFirst).toBe(true);
});

describe('dates of European suppliers', () => {
  it.each([
    ['7. Mai 2014', '2014-05-07'],
    ['02 Juillet 2015', '2015-07-02'],
    ['1er août 2024', '2024-08-01'],
    ['29 maart 2014', '2014-03-29'],
    ['3 de marzo de 2025', '2025-03-03'],
    ['Alquiler enero 2025', null],
    ['Monday, July 15, 2024', '2024-07-15'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });
});
