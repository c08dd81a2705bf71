import { printedBy } from '../helpers/outsideJest';

/**
 * pdf.js's legacy build swaps Array.prototype.push for core-js's slower one on Node 20; loading
 * it through loadPdfJs must leave the engine's own in place, for pdf.js and for the extractor,
 * and pdf.js must still read a document afterwards (its worker half loaded ahead, not by itself).
 * In a fresh process, as a worker thread loads it.
 */
it('loads pdf.js with the native Array.prototype.push kept and reads a PDF after it', () => {
  const script = `
    const { loadPdfJs } = require('./src/server/intake/pdf/pdfjs');
    const { generateInvoiceSet } = require('./test/support/invoices');
    (async () => {
      const native = Array.prototype.push;
      const pdfjs = await loadPdfJs();
      const [generated] = await generateInvoiceSet({ seed: 5, count: 1 });
      const doc = await pdfjs.getDocument({ data: generated.pdf, isEvalSupported: false, verbosity: 0 }).promise;
      const text = await (await doc.getPage(1)).getTextContent();
      console.log(JSON.stringify({
        same: Array.prototype.push === native,
        items: text.items.length,
      }));
    })();
  `;
  const result = printedBy<{ same: boolean; items: number }>(script);
  // core-js dresses its functions as native code, so only identity tells them apart.
  expect(result.same).toBe(true);
  expect(result.items).toBeGreaterThan(10);
});
