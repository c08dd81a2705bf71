import type { Report } from '../../../shared/contract/reports';
import { NOT_FOUND } from '../../ui/format';

const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A report the card can show; anything else reads "Invalid report data" instead of crashing. */
export function isValidReport(value: unknown): value is Report {
  if (!value || typeof value !== 'object') return false;
  const r = value as Partial<Record<keyof Report, unknown>>;
  return (
    typeof r.id === 'string' &&
    typeof r.success === 'boolean' &&
    isCount(r.processedCount) &&
    isCount(r.invoiceCount) &&
    isCount(r.errorCount) &&
    (r.details === undefined || r.details === null || Array.isArray(r.details))
  );
}

const show = (value: unknown): string => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * One readable line per details entry. Intake's entries (filename, outcome, message) read as
 * "invoice.pdf — invoices: 1 invoice extracted"; other shapes list their fields.
 */
export function detailLines(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details.map((entry) => {
    if (entry === null || typeof entry !== 'object') return show(entry);
    const { filename, outcome, message, ...rest } = entry as Record<string, unknown>;
    if (typeof filename === 'string' && typeof message === 'string') return `${filename} — ${typeof outcome === 'string' ? `${outcome}: ` : ''}${message}`;
    const fields = Object.entries({ filename, outcome, message, ...rest }).filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0));
    return fields.map(([key, v]) => `${key}: ${Array.isArray(v) ? v.map(show).join(', ') : show(v)}`).join('; ');
  });
}

/** The portal links an intake entry lists (the vendor's "view your bill" pages), http(s) only. */
export function entryLinks(entry: unknown): string[] {
  if (entry === null || typeof entry !== 'object') return [];
  const { links } = entry as { links?: unknown };
  return Array.isArray(links) ? links.filter((link): link is string => typeof link === 'string' && /^https?:\/\//i.test(link)) : [];
}

const STATUS_WORDS: Record<string, string> = { processed: 'Processed', partial: 'Partly processed', no_invoices: 'No invoices found', failed: 'Failed' };

export const statusWord = (status: unknown): string => (typeof status === 'string' ? (STATUS_WORDS[status] ?? status) : NOT_FOUND);
