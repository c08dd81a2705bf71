/**
 * Blind set 2's e-mails (test/support/blind2, written without reading the extractor): each
 * message parsed as intake parses it; a bill attached is read from the attachment, else the
 * body is read for one, as the pipeline does. Scored per field the bill prints; a body that holds
 * no bill (a covering note, a receipt, a notice) is right when it is not read as one, whatever is
 * attached; and the portal links found against those expected.
 */
import type { BodyReading } from '../../src/server/intake/body/analyzeBody';
import { parseMessage } from '../../src/server/intake/mime/parseMessage';
import { fileKindOf } from '../../src/server/intake/ocr/fileKind';
import type { PdfOutcome } from '../../src/server/intake/pdf/types';
import { generateBlindEmails } from '../../test/support/blind2';
import { scoreBlind } from '../../test/support/blind/score';
import { blindActual } from './blindSet';

export interface EmailReaders {
  attachment(bytes: Uint8Array): Promise<PdfOutcome>;
  body(body: { html: string | null; text: string | null; senderName: string | null }): Promise<BodyReading>;
}

export async function benchBlindEmails(read: EmailReaders): Promise<void> {
  const emails = await generateBlindEmails();
  let right = 0;
  let total = 0;
  let billsRight = 0;
  let noBills = 0;
  let noBillsRight = 0;
  let linksExpected = 0;
  let linksFound = 0;
  let linksRight = 0;
  const wrongAtConfidence: string[] = [];
  for (const email of emails) {
    const parsed = await parseMessage(email.raw);
    const attached = parsed.attachments.find((attachment) => fileKindOf(attachment.content) !== null);
    const reading = await read.body({ html: parsed.html, text: parsed.text, senderName: parsed.from?.name ?? null });
    const outcome = attached ? await read.attachment(new Uint8Array(attached.content)) : reading.outcome;
    const actual = blindActual(outcome);
    linksExpected += email.portalLinks.length;
    linksFound += reading.links.length;
    linksRight += reading.links.filter((link) => email.portalLinks.includes(link)).length;
    if (!email.expected) {
      // Whatever is attached, the body itself must not read as a bill (a covering note, a receipt, a notice).
      noBills += 1;
      if (reading.outcome.kind !== 'invoices') noBillsRight += 1;
      continue;
    }
    const rows = scoreBlind(email.expected, actual).filter((row) => row.field !== 'documentKind' && row.field !== 'payable');
    total += rows.length;
    right += rows.filter((row) => row.right).length;
    if (rows.every((row) => row.right)) billsRight += 1;
    for (const row of rows) if (row.confidentAndWrong) wrongAtConfidence.push(`${email.id}.${row.field}`);
  }
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
  const bills = emails.filter((email) => email.expected).length;
  console.log(`\nBlind set 2 e-mails: ${emails.length} (${bills} with a bill, in the body or attached; ${noBills} with none)`);
  console.log(`  bill fields ${right}/${total} (${pct(right, total)}); bills with every field right ${billsRight}/${bills}; bodies without a bill not read as one ${noBillsRight}/${noBills}`);
  console.log(`  portal links: ${linksRight} of ${linksExpected} expected found (${pct(linksRight, linksExpected)}), ${linksFound - linksRight} listed that were not expected`);
  console.log(`  wrong at confidence >= 0.9: ${wrongAtConfidence.length}${wrongAtConfidence.length ? ` (${wrongAtConfidence.join(', ')})` : ''}`);
}
