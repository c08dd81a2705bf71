import { crc32, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument as LibDocument, StandardFonts } from 'pdf-lib';
import PdfKitDocument from 'pdfkit';
import { createRandom } from './random';

/** PDFs that are not ordinary invoices: encrypted, scanned, garbage, and an e-invoice with XML. */

const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

/** An invoice that opens only with a password (pdfkit encrypts; pdf-lib cannot). */
export function encryptedPdf(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PdfKitDocument({ userPassword: 'tenant-secret', ownerPassword: 'owner-secret', pdfVersion: '1.7', info: { CreationDate: FIXED_DATE } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.fontSize(14).text('Invoice #: 50231');
    doc.text('Amount Due: $1,250.00');
    doc.end();
  });
}

/** A page that is only a picture, as a scanner makes: no text layer at all. */
export async function scannedPdf(textPagesAfter: string[][] = []): Promise<Uint8Array> {
  const doc = await LibDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const image = await doc.embedPng(grayPng(200, 260));
  doc.addPage([612, 792]).drawImage(image, { x: 36, y: 36, width: 540, height: 720 });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of textPagesAfter) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, index) => page.drawText(line, { x: 40, y: 740 - index * 16, size: 11, font }));
  }
  return doc.save();
}

/** A vendor's bill whose name is only its logo, a picture at the top; the text layer prints the rest (and the customer). */
export async function logoBill(logo: string | null): Promise<Uint8Array> {
  const doc = await LibDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const page = doc.addPage([612, 792]);
  if (logo) {
    const canvas = createCanvas(900, 140);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 900, 140);
    context.fillStyle = '#1f4e79';
    context.font = 'bold 84px sans-serif';
    context.fillText(logo, 20, 105);
    page.drawImage(await doc.embedPng(canvas.toBuffer('image/png')), { x: 40, y: 700, width: 270, height: 42 });
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('INVOICE', { x: 440, y: 716, size: 20, font });
  const lines = ['Invoice Number: 88412', 'Invoice Date: 03/02/2026', 'Due Date: 03/30/2026', 'Bill To:', 'Harbor View Apartments', '12 Dock Street, Portland, ME 04101', 'Drain cleaning, unit 4B    $240.00', 'Amount Due: $240.00'];
  lines.forEach((line, index) => page.drawText(line, { x: 40, y: 660 - index * 18, size: 11, font }));
  return doc.save();
}

/** Random bytes behind a PDF header: what a truncated or mangled attachment looks like. */
export function byteSoup(seed: number, length = 4096): Uint8Array {
  const random = createRandom(seed);
  const bytes = Uint8Array.from({ length }, () => random.int(0, 255));
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
  return bytes;
}

/** A Factur-X invoice: a visible page plus the CII XML embedded as factur-x.xml. */
export async function facturXPdf(values: { seller: string; number: string; issued: string; total: string; due: string; lineName: string }): Promise<Uint8Array> {
  const doc = await LibDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(`${values.seller} - Invoice ${values.number}`, { x: 40, y: 740, size: 12, font });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument><ram:ID>${values.number}</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">${values.issued.replace(/-/g, '')}</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem><ram:SpecifiedTradeProduct><ram:Name>${values.lineName}</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${values.total}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>${values.seller}</ram:Name></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>USD</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">${values.due.replace(/-/g, '')}</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:GrandTotalAmount>${values.total}</ram:GrandTotalAmount><ram:DuePayableAmount>${values.total}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
  await doc.attach(new TextEncoder().encode(xml), 'factur-x.xml', { mimeType: 'text/xml', creationDate: FIXED_DATE, modificationDate: FIXED_DATE });
  return doc.save();
}

/** A grey gradient as an 8-bit greyscale PNG, built by hand to need no image library. */
function grayPng(width: number, height: number): Uint8Array {
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (x * 3 + y * 5) % 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]));
}
