/**
 * The one place money changes unit: the database keeps integer cents (DESIGN.md section 3),
 * the API shows dollars as numbers (1234.56).
 */
export function toDollars(cents: number | null): number | null {
  return cents === null ? null : Number(cents) / 100;
}

/** Rounded through 15 significant digits first, so 1.005 dollars is 101 cents, not 100. */
export function toCents(dollars: number | null): number | null {
  return dollars === null ? null : Math.round(Number((dollars * 100).toPrecision(15)));
}
