/** Amounts are integer cents; a MoneyStyle is how one vendor prints them. */
export interface MoneyStyle {
  /** Printed before the number ("$", "US$", "£", "EUR ") or after it (" $", " NZD"). */
  prefix: string;
  suffix: string;
  thousands: ',' | ' ' | '.' | '';
  decimal: '.' | ',';
  negative: 'minus' | 'parens' | 'cr' | 'trailing';
}

const base = { prefix: '', suffix: '', thousands: ',', decimal: '.', negative: 'minus' } as const;

export const money = {
  usd: { ...base, prefix: '$' },
  usdPrefixed: { ...base, prefix: 'US$' },
  usdCode: { ...base, suffix: ' USD' },
  usdBoth: { ...base, prefix: '$', suffix: ' USD' },
  usdParens: { ...base, prefix: '$', negative: 'parens' },
  plain: { ...base },
  cad: { ...base, prefix: '$' },
  cadPrefixed: { ...base, prefix: 'CA$' },
  cadCode: { ...base, prefix: 'CAD ' },
  cadFrench: { ...base, suffix: ' $', thousands: ' ', decimal: ',' },
  gbp: { ...base, prefix: '£' },
  gbpCode: { ...base, prefix: 'GBP ' },
  eur: { ...base, prefix: '€' },
  eurCode: { ...base, suffix: ' EUR', negative: 'trailing' },
  nzd: { ...base, prefix: '$' },
  nzdCode: { ...base, prefix: 'NZD ', negative: 'cr' },
  aud: { ...base, prefix: '$' },
  audPrefixed: { ...base, prefix: 'A$' },
} satisfies Record<string, MoneyStyle>;

function groups(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The number alone, as the style groups it ("1,234.56"). */
export function formatNumber(cents: number, style: MoneyStyle = money.plain): string {
  const abs = Math.abs(cents);
  const whole = groups(String(Math.floor(abs / 100)), style.thousands);
  return `${whole}${style.decimal}${String(abs % 100).padStart(2, '0')}`;
}

export function formatMoney(cents: number, style: MoneyStyle): string {
  const body = `${style.prefix}${formatNumber(cents, style)}${style.suffix}`;
  if (cents >= 0) return body;
  switch (style.negative) {
    case 'minus':
      return `-${body}`;
    case 'parens':
      return `(${body})`;
    case 'cr':
      return `${body} CR`;
    case 'trailing':
      return `${body}-`;
  }
}

/** Shares of a total in whole cents that add back up to it exactly. */
export function percentOf(cents: number, rate: number): number {
  return Math.round(cents * rate);
}
