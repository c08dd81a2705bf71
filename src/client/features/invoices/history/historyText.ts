import { LOW_CONFIDENCE } from '../../../../shared/constants';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../../shared/contract/documentKinds';
import type { HistoryEntry } from '../../../../shared/contract/reviewWorkspace';
import { formatDate, formatDateTime, formatMoney } from '../../../ui/format';
import { EDITABLE_FIELDS, type FieldKind } from '../invoiceFields';

export const INTAKE = 'Intake';
export const DELETED_USER = 'a deleted user';
export const EMPTY_VALUE = '(empty)';

/** Who made a change: intake has no user; a user deleted since keeps the entry but not the name. */
export function whoOf({ userId, userName }: Pick<HistoryEntry, 'userId' | 'userName'>): string {
  if (userId === null) return INTAKE;
  return userName?.trim() || DELETED_USER;
}

const OTHER_FIELDS: Record<string, { label: string; kind?: FieldKind }> = {
  markedAsPaid: { label: 'Marked as Paid' },
  lineItems: { label: 'Line Items' },
  currency: { label: 'Currency' },
  documentKind: { label: 'Document Kind' },
};

const FIELDS = new Map<string, { label: string; kind?: FieldKind }>([
  ...EDITABLE_FIELDS.map((field) => [field.name, { label: field.label, kind: field.kind }] as const),
  ...Object.entries(OTHER_FIELDS),
]);

/** The label the fields panel shows; a field this client does not know yet reads as words ("glCode" → "Gl code"). */
export function fieldLabel(field: string): string {
  const known = FIELDS.get(field);
  if (known) return known.label;
  const words = field.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as the fields panel would show it: money and dates in their usual form, anything else as written. */
export function valueText(field: string | null, value: string | null, currency: string | null): string {
  if (value === null || value.trim() === '') return EMPTY_VALUE;
  const kind = field ? FIELDS.get(field)?.kind : undefined;
  if (kind === 'money' && Number.isFinite(Number(value))) return formatMoney(Number(value), currency) ?? value;
  if (kind === 'date') return formatDate(value) ?? value;
  if (field === 'documentKind') return DOCUMENT_KIND_LABELS[value as DocumentKind] ?? value;
  if (value === 'true' || value === 'false') return value === 'true' ? 'Yes' : 'No';
  return value;
}

export interface Confidence {
  percent: number;
  low: boolean;
}

/** One line of the panel: what changed, and for intake's values how sure it was. */
export interface ChangeLine {
  text: string;
  confidence: Confidence | null;
  /** The e-mail a link names, to open it. */
  emailId: string | null;
}

const confidenceOf = (score: number | null): Confidence | null =>
  typeof score === 'number' && Number.isFinite(score) ? { percent: Math.round(score * 100), low: score < LOW_CONFIDENCE } : null;

const FIRST_WRITTEN: Partial<Record<HistoryEntry['action'], string>> = {
  extracted: 'Read the invoice from its e-mail',
  uploaded: 'Uploaded the invoice',
  created: 'Created the invoice',
};

/** What one entry says, in words an auditor reads without the data model: "Payee: Acme → ACME Corp". */
export function describe(entry: HistoryEntry, currency: string | null): ChangeLine {
  const { action, field, from, to } = entry;
  const line = (text: string): ChangeLine => ({ text, confidence: null, emailId: null });
  const label = field ? fieldLabel(field) : null;
  switch (action) {
    case 'extracted':
    case 'uploaded':
    case 'created':
      if (!label) return line(FIRST_WRITTEN[action] ?? action);
      return { text: `${label}: ${valueText(field, to, currency)}`, confidence: confidenceOf(entry.confidence), emailId: null };
    case 'edited':
      return line(`${label ?? 'Fields'}: ${valueText(field, from, currency)} → ${valueText(field, to, currency)}`);
    case 'reviewed':
      return line('Marked reviewed');
    case 'unreviewed':
      return line('Marked unreviewed');
    case 'commented':
      return line(to?.trim() ? `Commented: “${to.trim()}”` : 'Removed the comment');
    case 'linked':
      return { text: 'Linked to its e-mail', confidence: null, emailId: to?.trim() || null };
    case 'unlinked':
      return line('Unlinked from its e-mail');
    case 'exported':
      return line('Exported to the property-management system');
  }
}

/** Consecutive changes by one person within one minute: one save of several fields reads as one event. */
export interface HistoryGroup {
  key: string;
  who: string;
  at: string;
  entries: HistoryEntry[];
}

export function groupHistory(history: readonly HistoryEntry[]): HistoryGroup[] {
  const groups: HistoryGroup[] = [];
  for (const entry of history) {
    const who = whoOf(entry);
    const last = groups[groups.length - 1];
    const sameMoment = last && last.entries[0]?.userId === entry.userId && last.who === who && formatDateTime(last.at) === formatDateTime(entry.at);
    if (sameMoment) last.entries.push(entry);
    else groups.push({ key: `${groups.length}-${entry.at}`, who, at: entry.at, entries: [entry] });
  }
  return groups;
}
