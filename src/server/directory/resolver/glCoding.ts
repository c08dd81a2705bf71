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
  /** The newest bill coded line by line: its lines' codings, which share its time. */
  newestLines: PastCoding[];
}

/** A line described nearly as a coded one ("Water - March" / "Water - April") is coded like it. */
const NEAR_DESCRIPTION = 0.8;

export interface GlSuggestion {
  bill: Decision<string> | null;
  lines: (string | null)[];
}

export class GlCoder {
  private readonly byVendor = new Map<string, VendorCodings>();
  /** The newest coding of each line description by any vendor: what the client codes such an item to. */
  private readonly anyVendorLines = new Map<string, PastCoding>();
  private readonly accountNames = new Map<string, string>();
  private readonly defaults = new Map<string, string>();
  private readonly vendorNames = new Map<string, string>();

  /** Each account's telling words ("alarm" of "Alarm Monitoring"), by their stem. */
  private readonly accountsByWord = new Map<string, string[]>();

  constructor(directory: DirectoryData) {
    for (const account of directory.glAccounts) {
      this.accountNames.set(account.number, account.name);
      for (const stem of new Set(tellingStems(account.name))) this.accountsByWord.set(stem, [...(this.accountsByWord.get(stem) ?? []), account.number]);
    }
    for (const vendor of directory.vendors) {
      this.vendorNames.set(vendor.id, vendor.name);
      if (vendor.defaultGlAccount) this.defaults.set(vendor.id, vendor.defaultGlAccount);
    }
    // As instants: "2026-03-02T09:00:00-06:00" is after "2026-03-02T14:00:00Z", though it sorts before it as text.
    const newestFirst = [...directory.history].map((coding) => ({ coding, time: Date.parse(coding.at) })).sort((a, b) => b.time - a.time).map(({ coding }) => coding);
    for (const coding of newestFirst) {
      const codings = this.byVendor.get(coding.vendorId) ?? { bills: [], lines: new Map<string, PastCoding>(), newestLines: [] };
      if (coding.description === null) codings.bills.push(coding);
      else {
        if (codings.newestLines.length === 0 || codings.newestLines[0]!.at === coding.at) codings.newestLines.push(coding);
        const key = nameKey(coding.description);
        if (!codings.lines.has(key)) codings.lines.set(key, coding);
        if (!this.anyVendorLines.has(key)) this.anyVendorLines.set(key, coding);
      }
      this.byVendor.set(coding.vendorId, codings);
    }
  }

  private label(account: string): string {
    const name = this.accountNames.get(account);
    return name ? `${account} ${name}` : account;
  }

  suggest(vendorId: string, lineItems: readonly { description: string }[]): GlSuggestion {
    const bill = this.forBill(vendorId) ?? this.fromOtherVendors(lineItems) ?? this.byAccountName(vendorId, lineItems);
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
    // A bill coded line by line since, every line elsewhere, is a policy in doubt: the two conventions read it apart.
    const since = newerUniformBill(codings);
    const overruled = since !== undefined && since.glAccount !== latest.glAccount;
    const settled = recent.length > 0 && agreeing === recent.length && !overruled;
    const reason = `last coded ${this.label(latest.glAccount)} on ${latest.at.slice(0, 10)}${recent.length > 1 ? ` (${agreeing} of the vendor's last ${recent.length} bills)` : ''}${overruled ? `; its lines were coded ${this.label(since.glAccount)} on ${since.at.slice(0, 10)}` : ''}`;
    return { value: latest.glAccount, confidence: settled ? 0.92 : 0.8, reason };
  }

  /**
   * A vendor the client never coded, with no default: its lines described as other vendors'
   * lines were (a new painter's "Full interior paint - 2BR"), where most of them went. Never
   * sure: the reviewer confirms the first bill, and the vendor's own history takes over.
   */
  private fromOtherVendors(lineItems: readonly { description: string }[]): Decision<string> | null {
    const counts = new Map<string, number>();
    for (const item of lineItems) {
      const account = this.anyVendorLines.get(nameKey(item.description))?.glAccount;
      if (account) counts.set(account, (counts.get(account) ?? 0) + 1);
    }
    const [best] = [...counts].sort((a, b) => b[1] - a[1]);
    if (!best) return null;
    const [account, count] = best;
    return { value: account, confidence: 0.6, reason: `lines like this bill’s were coded ${this.label(account)} for other vendors (${count} of ${lineItems.length})` };
  }

  /**
   * Last, the chart's own words: a vendor and lines that say "alarm" or "property tax" read like
   * the one account whose name says so. A guess the reviewer sees as one.
   */
  private byAccountName(vendorId: string, lineItems: readonly { description: string }[]): Decision<string> | null {
    const vendorName = this.vendorNames.get(vendorId) ?? '';
    const stems = new Set(tellingStems([vendorName, ...lineItems.map((item) => item.description)].join(' ')));
    const scores = new Map<string, number>();
    for (const stem of stems) for (const account of this.accountsByWord.get(stem) ?? []) scores.set(account, (scores.get(account) ?? 0) + 1);
    const [best, next] = [...scores].sort((a, b) => b[1] - a[1]);
    if (!best || (next && next[1] === best[1])) return null;
    return { value: best[0], confidence: 0.5, reason: `the vendor and lines read like ${this.label(best[0])}` };
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

/** The vendor's newest bill when it was coded line by line after its last whole coding, every line to one account. */
function newerUniformBill(codings: VendorCodings | undefined): PastCoding | undefined {
  const [first] = codings?.newestLines ?? [];
  if (!first || !codings!.newestLines.every((coding) => coding.glAccount === first.glAccount)) return undefined;
  const lastWhole = codings!.bills[0];
  return !lastWhole || Date.parse(first.at) > Date.parse(lastWhole.at) ? first : undefined;
}

function newestLine(codings: VendorCodings | undefined): PastCoding | undefined {
  let newest: PastCoding | undefined;
  for (const coding of codings?.lines.values() ?? []) if (!newest || Date.parse(coding.at) > Date.parse(newest.at)) newest = coding;
  return newest;
}

/** Words of an account's name that say nothing of what was bought: many accounts share them. */
const UNTELLING = new Set(['property', 'properties', 'repair', 'repairs', 'service', 'services', 'maintenance', 'general', 'other', 'turnover', 'capital', 'replacement', 'fees', 'fee', 'units', 'unit', 'vacant', 'income', 'expense', 'expenses', 'supplies', 'and', 'the', 'company', 'corp', 'inc', 'llc']);

/** The first five letters of each telling word: "painting" and "paint", "electrical" and "electric" meet. */
function tellingStems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => !UNTELLING.has(word)).map((word) => word.slice(0, 5));
}
