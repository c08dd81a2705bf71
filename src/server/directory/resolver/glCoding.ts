import type { Decision } from './evidence';
import { nameKey, similarity } from './text';
import type { DirectoryData, PastCoding } from './types';

/*
 * A GL account for a bill and each of its lines: how the same vendor's bills were coded before
 * (the most recent coding of a whole bill wins: a reviewer's latest choice is the policy now),
 * else the vendor's default account, else its newest line's coding.
 */

interface VendorCodings {
  /** Whole-bill codings, newest first. */
  bills: PastCoding[];
  /** The newest coding of each line description (by its name key). */
  lines: Map<string, PastCoding>;
}

/** A line described nearly as a coded one ("Water - March" / "Water - April") is coded like it. */
const NEAR_DESCRIPTION = 0.8;

export interface GlSuggestion {
  bill: Decision<string> | null;
  lines: (string | null)[];
}

export class GlCoder {
  private readonly byVendor = new Map<string, VendorCodings>();
  private readonly accountNames = new Map<string, string>();
  private readonly defaults = new Map<string, string>();

  constructor(directory: DirectoryData) {
    for (const account of directory.glAccounts) this.accountNames.set(account.number, account.name);
    for (const vendor of directory.vendors) if (vendor.defaultGlAccount) this.defaults.set(vendor.id, vendor.defaultGlAccount);
    // As instants: "2026-03-02T09:00:00-06:00" is after "2026-03-02T14:00:00Z", though it sorts before it as text.
    const newestFirst = [...directory.history].map((coding) => ({ coding, time: Date.parse(coding.at) })).sort((a, b) => b.time - a.time).map(({ coding }) => coding);
    for (const coding of newestFirst) {
      const codings = this.byVendor.get(coding.vendorId) ?? { bills: [], lines: new Map<string, PastCoding>() };
      if (coding.description === null) codings.bills.push(coding);
      else {
        const key = nameKey(coding.description);
        if (!codings.lines.has(key)) codings.lines.set(key, coding);
      }
      this.byVendor.set(coding.vendorId, codings);
    }
  }

  private label(account: string): string {
    const name = this.accountNames.get(account);
    return name ? `${account} ${name}` : account;
  }

  suggest(vendorId: string, lineItems: readonly { description: string }[]): GlSuggestion {
    const bill = this.forBill(vendorId);
    return { bill, lines: lineItems.map((item) => this.forLine(vendorId, item.description) ?? bill?.value ?? null) };
  }

  private forBill(vendorId: string): Decision<string> | null {
    const codings = this.byVendor.get(vendorId);
    const fallback = this.defaults.get(vendorId);
    // Line codings say how lines were coded: the bill as a whole follows an admin's default before them.
    const latest = codings?.bills[0] ?? (fallback ? undefined : newestLine(codings));
    if (!latest) return fallback ? { value: fallback, confidence: 0.75, reason: `vendor default ${this.label(fallback)}` } : null;
    // A vendor coded the same way lately is a settled policy; one just recoded may flip back.
    const recent = codings!.bills.slice(0, 5);
    const agreeing = recent.filter((coding) => coding.glAccount === latest.glAccount).length;
    const settled = recent.length > 0 && agreeing === recent.length;
    const reason = `last coded ${this.label(latest.glAccount)} on ${latest.at.slice(0, 10)}${recent.length > 1 ? ` (${agreeing} of the vendor's last ${recent.length} bills)` : ''}`;
    return { value: latest.glAccount, confidence: settled ? 0.92 : 0.8, reason };
  }

  private forLine(vendorId: string, description: string): string | null {
    const lines = this.byVendor.get(vendorId)?.lines;
    if (!lines || lines.size === 0) return null;
    const key = nameKey(description);
    const exact = lines.get(key);
    if (exact) return exact.glAccount;
    let best: PastCoding | null = null;
    let bestScore = NEAR_DESCRIPTION;
    for (const [known, coding] of lines) {
      const score = similarity(key, known);
      if (score >= bestScore) [best, bestScore] = [coding, score];
    }
    return best?.glAccount ?? null;
  }
}

function newestLine(codings: VendorCodings | undefined): PastCoding | undefined {
  let newest: PastCoding | undefined;
  for (const coding of codings?.lines.values() ?? []) if (!newest || Date.parse(coding.at) > Date.parse(newest.at)) newest = coding;
  return newest;
}
