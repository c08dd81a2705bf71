import { z } from 'zod';
import type { BillInput } from './resolver/types';

/*
 * What a bill printed that the resolver read (issue 16), kept with the invoice (bill_clues,
 * migration 0024) so that a reviewer's later choice of another place can be learnt from: intake
 * overwrites the invoice's property and unit with the directory's names. The whole text is left
 * out: it is the attachment's, and learning reads only the fields.
 */

export type BillClues = Omit<BillInput, 'text'>;

const texts = z.array(z.string()).catch([]);
const text = z.string().nullable().catch(null);
const stored = z.object({
  payee: text,
  senderEmail: text,
  accountNumbers: texts,
  serviceAddresses: texts,
  propertyText: text,
  unitText: text,
  lineItems: z.array(z.object({ description: z.string() })).catch([]),
});

export function cluesJson({ payee, senderEmail, accountNumbers, serviceAddresses, propertyText, unitText, lineItems }: BillInput): string {
  const clues: BillClues = { payee, senderEmail, accountNumbers, serviceAddresses, propertyText, unitText, lineItems: lineItems.map(({ description }) => ({ description })) };
  return JSON.stringify(clues);
}

/** The stored clues as the resolver's input, with no text; null for none or unreadable JSON. */
export function readClues(json: string | null): BillInput | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = stored.safeParse(value);
  return parsed.success ? { ...parsed.data, text: '' } : null;
}
