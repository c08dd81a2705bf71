/** Writes the whole set to a folder with index.json, for a person to look through: `npx tsx test/support/blind/preview.ts /tmp/blind`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateBlindSet } from './index';

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? 'blind-preview');
  const scans = !process.argv.includes('--no-scans');
  mkdirSync(folder, { recursive: true });
  const started = Date.now();
  const docs = await generateBlindSet({ scans });
  const index = docs.map((doc) => {
    const file = `${doc.id}${path.extname(doc.file.filename)}`;
    writeFileSync(path.join(folder, file), doc.file.bytes);
    return { id: doc.id, file, sentAs: doc.file.filename, layout: doc.layout, vendorKind: doc.vendorKind, rendering: doc.rendering, expected: doc.expected };
  });
  writeFileSync(path.join(folder, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  console.log(`${docs.length} documents in ${folder} (${Date.now() - started} ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
