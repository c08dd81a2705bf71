/** Vendor name normalisation (as a clerk compares payees) and the book that keeps names apart. */
export function normVendor(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\b(inc|llc|co|corp|corporation|company|ltd|the|pa|pllc)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Upper-case letters and digits of an account number. */
export function normAccount(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export class VendorNameBook {
  /** normalised name or alias -> vendor indexes. */
  readonly byName = new Map<string, Set<number>>();

  taken(text: string): boolean {
    return this.byName.has(normVendor(text));
  }

  add(text: string, vendorIdx: number): void {
    const k = normVendor(text);
    const set = this.byName.get(k) ?? new Set<number>();
    set.add(vendorIdx);
    this.byName.set(k, set);
  }

  /** Vendors whose name or alias reads as the text. */
  lookup(text: string): ReadonlySet<number> {
    return this.byName.get(normVendor(text)) ?? new Set<number>();
  }
}

/** "Rodriguez Pool Service" -> "rodriguezpoolservice" for e-mail domains. */
export function slug(text: string): string {
  return text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '').slice(0, 24);
}
