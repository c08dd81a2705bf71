const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234.56, as accounts-payable staff read amounts. */
export const formatMoney = (amount: number): string => dollars.format(amount);

/** ISO dates read as the US form the invoice list uses (01/31/2024); anything else as it is. */
export function formatDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value;
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * An amount as a person types it ("$1,234.56", "1234.5", "-20"): the number, null when blank,
 * undefined when it is not an amount. The server accepts the same forms.
 */
export function parseMoney(text: string): number | null | undefined {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return null;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : undefined;
}
