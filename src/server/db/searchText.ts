/**
 * The lower-cased text each list's search matches (SPEC.md section 2), stored beside the row
 * so a search is one indexed column scan instead of many OR-ed LIKEs. Whoever writes one of
 * these rows recomputes it with these functions.
 */

const join = (parts: (string | null | undefined)[]) =>
  parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' \u2022 ')
    .toLowerCase();

/** Amounts match as typed on screen: 1234.56, 1,234.56 and $1,234.56. */
function moneyForms(cents: number | null | undefined): string[] {
  if (cents === null || cents === undefined) return [];
  const plain = (cents / 100).toFixed(2);
  // Grouped by hand: Intl formatting is slow enough to show in the intake profile.
  const [whole = '', fraction = ''] = plain.replace('-', '').split('.');
  const grouped = `${plain.startsWith('-') ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
  return [plain, `$${grouped}`];
}

/** Dates match as ISO (2024-01-31) and as US (01/31/2024). */
function dateForms(iso: string | null | undefined): string[] {
  if (!iso) return [];
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? [iso, `${m[2]}/${m[3]}/${m[1]}`] : [iso];
}

export function invoiceSearchText(i: {
  payee: string | null;
  invoice_number: string | null;
  total_amount_cents: number | null;
  bill_date: string | null;
  description: string | null;
  property: string | null;
}): string {
  return join([i.payee, i.invoice_number, ...moneyForms(i.total_amount_cents), ...dateForms(i.bill_date), i.description, i.property]);
}

/** Bodies are capped: a search over the first 20,000 characters finds what people look for. */
export function emailSearchText(e: { sender_email: string; subject: string; text_body: string | null; comment: string }): string {
  return join([e.sender_email, e.subject, e.text_body?.slice(0, 20_000), e.comment]);
}

export function reportSearchText(r: { report_text: string; sender_email: string }): string {
  return join([r.report_text, r.sender_email]);
}

/** A user's search term as the stored texts hold it. */
export function searchTerm(term: string): string {
  return term.trim().toLowerCase();
}

/** A user's search term, ready for LIKE with `escape '\\'`. */
export function likePattern(term: string): string {
  return `%${searchTerm(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
