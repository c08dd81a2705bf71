/** Writes all of set 2 to a folder with index.json, for a person to look through: `npx tsx test/support/blind2/preview.ts /tmp/blind2`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BLIND2_SEED, generateBlindEmails, generateBlindSet2 } from './index';

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? 'blind2-preview');
  const scans = !process.argv.includes('--no-scans');
  mkdirSync(folder, { recursive: true });
  const started = Date.now();
  const docs = await generateBlindSet2({ scans });
  const documents = docs.map((doc) => {
    const file = `${doc.id}${path.extname(doc.file.filename)}`;
    writeFileSync(path.join(folder, file), doc.file.bytes);
    return { id: doc.id, file, sentAs: doc.file.filename, layout: doc.layout, family: doc.family, vendorKind: doc.vendorKind, rendering: doc.rendering, expected: doc.expected, ...(doc.invoices ? { invoices: doc.invoices } : {}) };
  });
  const mails = await generateBlindEmails();
  const emails = mails.map((mail) => {
    const file = `${mail.id}.eml`;
    writeFileSync(path.join(folder, file), mail.raw);
    return { id: mail.id, file, layout: mail.layout, expected: mail.expected, portalLinks: mail.portalLinks };
  });
  writeFileSync(path.join(folder, 'index.json'), `${JSON.stringify({ seed: BLIND2_SEED, documents, emails }, null, 2)}\n`);
  console.log(`${docs.length} documents and ${mails.length} e-mails in ${folder} (${Date.now() - started} ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
