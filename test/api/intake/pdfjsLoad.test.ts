import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * pdf.js's legacy build swaps Array.prototype.push for core-js's slower one on Node 20; loading
 * it through loadPdfJs must leave the engine's own in place, for pdf.js and for the extractor,
 * and pdf.js must still read a document afterwards (its worker half loaded ahead, not by itself).
 * A fresh process: jest's module system would not show what a worker thread sees.
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
  const out = execFileSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], { cwd: ROOT, encoding: 'utf8' });
  const result = JSON.parse(out.trim().split('\n').pop()!) as { same: boolean; items: number };
  // core-js dresses its functions as native code, so only identity tells them apart.
  expect(result.same).toBe(true);
  expect(result.items).toBeGreaterThan(10);
});
