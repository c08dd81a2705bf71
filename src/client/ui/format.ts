/** How every screen writes money, dates and sizes (SPEC.md sections 2 and 3), and its defaults for missing values. */

export const NOT_FOUND = 'Not Found';
export const UNKNOWN_PAYEE = 'Unknown Payee';
export const NO_DESCRIPTION = 'No Description';

const currencies = new Map<string, Intl.NumberFormat>();

/** en-US for every currency, so a pound reads £1,234.56 and a Canadian dollar CA$1,234.56 beside a US $. */
function currencyFormat(code: string): Intl.NumberFormat {
  let format = currencies.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    } catch {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    currencies.set(code, format);
  }
  return format;
}
// en-US, not the browser's locale: reviewers compare these against US bills and each other's screens.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * $1,234.56, or in the invoice's currency (€1,234.56, CA$1,234.56), or null when there is no
 * amount. A document that named no currency is shown in dollars, as US vendors' bills are.
 */
export function formatMoney(amount: number | null | undefined, currency?: string | null): string | null {
  return typeof amount === 'number' && Number.isFinite(amount) ? currencyFormat(currency || 'USD').format(amount) : null;
}

/**
 * ISO dates in the US form (01/31/2024), read from the text so no time zone can move the day;
 * text that is not an ISO date is shown as it is.
 */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value;
}

/** A stored timestamp as lists show it (Feb 1, 2024, 10:00 AM); text that is not a date is shown as it is. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

const sizeIn = (bytes: number, unit: number) => ((Number.isFinite(bytes) && bytes > 0 ? bytes : 0) / unit).toFixed(2);

/** Attachment sizes: KB with two decimals (SPEC.md section 2). */
export const formatKb = (bytes: number): string => `${sizeIn(bytes, 1024)} KB`;

/** PDF sizes in the large-PDF warning. */
export const formatMegabytes = (bytes: number): string => `${sizeIn(bytes, 1024 * 1024)} MB`;
