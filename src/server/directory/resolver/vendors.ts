import { parseAddress } from './addresses';
import { Clues, type Decision } from './evidence';
import { NameIndex } from './names';
import { accountKey, MultiMap } from './text';
import type { BillInput, DirectoryData, DirectoryVendor } from './types';

/*
 * Which of the client's vendors sent a bill: by the sender's address or domain, the tax id, an
 * account number only that vendor holds, the remit-to PO box or street, and the payee's name
 * (equal or near, to a name or an alias).
 */

/** Mailboxes anyone may have: such an address names its owner, its domain names nobody. */
const PUBLIC_DOMAINS = new Set(['gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'icloud.com', 'live.com', 'msn.com', 'comcast.net', 'att.net', 'verizon.net', 'me.com', 'protonmail.com', 'cox.net', 'sbcglobal.net', 'charter.net', 'bellsouth.net', 'earthlink.net', 'ymail.com', 'mail.com', 'gmx.com']);
const TAX_ID = /\b\d{2}-\d{7}\b/g;
/** A website a letterhead prints ("www.burrtec.com"). */
const WEBSITE = /\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi;
/** "d/b/a", "dba", "doing business as" between a legal name and a trade name. */
const DBA = /\s+(?:d\/b\/a|dba|doing business as)\s+/i;
const PO_BOX = /\b(?:p\s*\.?\s*o\s*\.?\s*box|post\s+office\s+box)\s*#?\s*(\d+)/gi;
/** The box's ZIP follows within the next line or two: "PO Box 1234\nDallas, TX 75201-1234". */
const ZIP_AFTER = /^[^\d]{0,60}?\b(\d{5})\b/;

export interface AccountHolder {
  vendorId: string;
  propertyId: string | null;
  unitId: string | null;
  accountNumber: string;
}

export class VendorIndex {
  readonly vendors = new Map<string, DirectoryVendor>();
  private readonly byEmail = new MultiMap<string>();
  private readonly byDomain = new MultiMap<string>();
  /** Domains seen only in a vendor's full addresses: weaker than a domain the directory lists. */
  private readonly bySeenDomain = new MultiMap<string>();
  private readonly byTaxId = new MultiMap<string>();
  private readonly byRemitBox = new MultiMap<string>();
  /** A small vendor's remit-to is often its shop's street ("7130 Business Pkwy, Zephyrhills, FL"). */
  private readonly byRemitStreet = new MultiMap<string>();
  readonly byAccount = new MultiMap<AccountHolder>();
  private readonly names = new NameIndex<string>();

  constructor(directory: DirectoryData) {
    for (const vendor of directory.vendors) {
      this.vendors.set(vendor.id, vendor);
      // "Keoni Faleolo dba PD Maintenance Inc.": bills print either name alone.
      for (const name of [vendor.name, ...vendor.aliases]) for (const part of withTradeName(name)) this.names.add(part, vendor.id);
      for (const email of vendor.senderEmails) {
        const lower = email.trim().toLowerCase();
        // "@gmail.com" listed as a vendor's whole domain is a slip of data entry: it would claim every Gmail sender.
        if (lower.startsWith('@')) {
          if (!PUBLIC_DOMAINS.has(lower.slice(1))) this.byDomain.add(lower.slice(1), vendor.id);
        }
        else {
          this.byEmail.add(lower, vendor.id);
          const domain = lower.split('@')[1] ?? '';
          if (!PUBLIC_DOMAINS.has(domain)) this.bySeenDomain.add(domain, vendor.id);
        }
      }
      if (vendor.taxId) this.byTaxId.add(vendor.taxId.replace(/\D/g, ''), vendor.id);
      for (const box of remitBoxes(vendor.remitTo ?? '')) this.byRemitBox.add(box, vendor.id);
      const street = vendor.remitTo ? parseAddress(vendor.remitTo) : null;
      if (street) this.byRemitStreet.add(street.street, vendor.id);
      for (const account of vendor.accounts) this.byAccount.add(accountKey(account.accountNumber), { vendorId: vendor.id, ...account });
    }
  }

  /** Whether a street (in normal form) is the vendor's own remit-to address. */
  remitsFrom(vendorId: string, street: string): boolean {
    return this.byRemitStreet.get(street).includes(vendorId);
  }

  /** The vendor's accounts whose number ends in these digits. */
  accountsEndingIn(vendorId: string, digits: string): AccountHolder[] {
    const vendor = this.vendors.get(vendorId);
    return (vendor?.accounts ?? []).filter((account) => accountKey(account.accountNumber).endsWith(digits)).map((account) => ({ vendorId, ...account }));
  }

  /** The vendors a bill's payee names whole, when it names several ("Hawaiian Electric", the name of each of its islands' companies). */
  namedAlike(bill: BillInput): string[] {
    const payee = payeeOf(bill);
    return payee ? [...new Set(namesOf(this.names, payee).filter((hit) => hit.similarity === 1).map((hit) => hit.value))] : [];
  }

  match(bill: BillInput): Decision<string> | null {
    const clues = new Clues<string>();
    const only = (ids: readonly string[]) => (ids.length === 1 ? ids[0]! : null);
    const name = (id: string) => this.vendors.get(id)!.name;
    const payee = payeeOf(bill);
    const payeeHits = payee ? namesOf(this.names, payee) : [];
    // Where extraction found no payee, the letterhead's first line is the name the bill prints ("AES OHIO").
    const firstLine = payee ? '' : letterheadLine(bill.text);
    const letterhead = firstLine ? only([...new Set(this.names.exact(firstLine).map((hit) => hit.value))]) : null;
    const named = letterhead ?? only([...new Set(payeeHits.filter((hit) => hit.similarity === 1).map((hit) => hit.value))]);
    // A domain is shared by related companies (a utility's regions, the associations one firm
    // manages): against a payee whose whole name is another vendor's, it says little.
    const domainWeight = (id: string) => (named && named !== id ? 0.5 : 1);
    const sender = bill.senderEmail?.trim().toLowerCase() ?? '';
    if (sender) {
      const domain = sender.split('@')[1] ?? '';
      const byEmail = only(this.byEmail.get(sender));
      // "no-reply@emails.coned.com" is coned.com's: a company mails from its subdomains.
      const byDomain = only(this.byDomain.get(domain)) ?? only(this.byDomain.get(parentDomain(domain)));
      const bySeen = only(this.bySeenDomain.get(domain));
      if (byEmail) clues.add(byEmail, { source: 'sender', confidence: 0.95, reason: `sender ${sender} is ${name(byEmail)}'s` });
      else if (byDomain) clues.add(byDomain, { source: 'sender', confidence: 0.9 * domainWeight(byDomain), reason: `sender domain @${domain} is ${name(byDomain)}'s` });
      else if (bySeen) clues.add(bySeen, { source: 'sender', confidence: 0.8 * domainWeight(bySeen), reason: `sender domain @${domain} as ${name(bySeen)}'s known addresses` });
    }
    for (const taxId of bill.text.match(TAX_ID) ?? []) {
      const id = only(this.byTaxId.get(taxId.replace(/\D/g, '')));
      if (id) clues.add(id, { source: 'tax id', confidence: 0.95, reason: `tax id ${taxId} is ${name(id)}'s` });
    }
    for (const printed of bill.accountNumbers) {
      const id = only([...new Set(this.byAccount.get(accountKey(printed)).map((holder) => holder.vendorId))]);
      if (id) clues.add(id, { source: 'account', confidence: 0.85, reason: `account ${printed} is held with ${name(id)}` });
    }
    for (const box of remitBoxes(bill.text)) {
      const id = only(this.byRemitBox.get(box));
      if (id) clues.add(id, { source: 'remit-to', confidence: 0.7, reason: `remit-to PO Box ${box.replace('|', ' ')} is ${name(id)}'s` });
    }
    for (const [street, printed] of streetsIn(bill.text)) {
      const id = only(this.byRemitStreet.get(street));
      if (id) clues.add(id, { source: 'remit-to', confidence: 0.7, reason: `${printed} is ${name(id)}'s remit-to address` });
    }
    // A letterhead's website, where the payee names no vendor whole: a brand's site serves its divisions too.
    for (const site of named ? [] : new Set(bill.text.slice(0, 600).match(WEBSITE) ?? [])) {
      const domain = site.toLowerCase().replace(/^www\./, '');
      const id = only(this.byDomain.get(domain));
      if (id) clues.add(id, { source: 'website', confidence: 0.8, reason: `the bill's website ${site} is ${name(id)}'s domain` });
    }
    if (letterhead) clues.add(letterhead, { source: 'name', confidence: 0.85, reason: `the letterhead "${firstLine}" = ${name(letterhead)}` });
    const payableTo = this.payableTo(bill.text);
    if (payableTo) clues.add(payableTo.value, { source: 'payable to', confidence: 0.9, reason: `checks payable to "${payableTo.printed}" = ${payableTo.name}` });
    if (payee) {
      clues.addShared(
        payeeHits.map((hit) => {
          const exact = hit.similarity === 1;
          return { value: hit.value, clue: { source: 'name', confidence: exact ? 0.9 : 0.85 - 1.5 * (1 - hit.similarity), reason: `payee "${payee}" ${exact ? '=' : '≈'} ${hit.name}` } };
        }),
      );
    }
    // A name printed in the text counts only when nothing better spoke: letterheads name others too.
    if (clues.size === 0) clues.addShared(this.names.scan(bill.text.slice(0, 600)).map((hit) => ({ value: hit.value, clue: { source: 'text', confidence: 0.6, reason: `${hit.name} named in the text` } })));
    return clues.decide();
  }

  /**
   * The vendor a bill asks checks to be made out to ("Make payable to PG&E Gas Service - PO Box
   * 997300"): its legal name, which tells apart a utility's divisions that share a brand.
   */
  private payableTo(text: string): { value: string; name: string; printed: string } | null {
    for (const match of text.matchAll(PAYABLE_TO)) {
      const line = match[1]!.trim();
      for (const printed of [line, line.split(/\s+-\s+(?=\d|p\.?\s*o\.?\s*box)/i)[0]!, line.split(',')[0]!]) {
        const hits = this.names.exact(printed);
        if (hits.length === 1) return { value: hits[0]!.value, name: hits[0]!.name, printed: printed.trim() };
        if (hits.length > 1) return null;
      }
    }
    return null;
  }
}

/** Lines of a forwarded message's header, before the document's own first line. */
const MAIL_HEADER = /^\s*(?:-+\s*forwarded message\s*-+|(?:from|to|cc|date|sent|subject)\s*:.*|\[attachment text\])\s*$/i;

/** The document's first line: its letterhead. */
function letterheadLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '' && !MAIL_HEADER.test(line))?.trim() ?? '';
}

/** "Make checks payable to …", "Please make payable to: …", "Pay to the order of …". */
const PAYABLE_TO = /(?:make\s+(?:all\s+)?(?:checks?\s+)?payable\s+to|pay\s+to\s+the\s+order\s+of|checks?\s+payable\s+to)\s*:?\s*([^\n]+)/gi;

/** The streets a bill's lines print (a letterhead, a remit-to), each with the line that printed it. */
function streetsIn(text: string): Map<string, string> {
  const lines = text.split('\n');
  const found = new Map<string, string>();
  lines.forEach((line, at) => {
    if (!/^\s*\d/.test(line)) return;
    const address = parseAddress([line, lines[at + 1] ?? ''].join('\n'));
    if (address) found.set(address.street, line.trim());
  });
  return found;
}

/** "PO Box 1234, Dallas TX 75201" → "1234|75201": a box number alone repeats across post offices. */
function remitBoxes(text: string): string[] {
  return [...text.matchAll(PO_BOX)].map((match) => {
    const zip = ZIP_AFTER.exec(text.slice(match.index + match[0].length, match.index + match[0].length + 80))?.[1];
    return `${match[1]}|${zip ?? ''}`;
  });
}


/** A name and, when it joins a legal and a trade name ("X dba Y"), each of them. */
function withTradeName(name: string): string[] {
  const parts = name.split(DBA).map((part) => part.trim()).filter(Boolean);
  return parts.length > 1 ? [name, ...parts] : [name];
}

/**
 * The names a payee prints, whole and, across "dba" or in brackets, each part ("Pham Group LLC
 * dba Pham Landscape Maintenance Corp", "PD Maintenance Inc. (Keoni Faleolo)").
 */
/** "Falcon Springs HOA c/o Associa": the payee is the one cared for, not its manager. */
const payeeOf = (bill: BillInput) => bill.payee?.replace(/\s+c\/o\b.*$/i, '').trim() ?? '';

function namesOf(names: NameIndex<string>, payee: string) {
  const whole = names.find(payee);
  if (whole.some((hit) => hit.similarity === 1)) return whole;
  const bracketed = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(payee);
  const parts = [...withTradeName(payee).slice(1), ...(bracketed ? [bracketed[1]!, bracketed[2]!] : [])];
  const exact = parts.flatMap((part) => names.exact(part));
  return exact.length > 0 ? exact : whole;
}

/** "emails.coned.com" → "coned.com"; a two-part domain is its own. */
function parentDomain(domain: string): string {
  const parts = domain.split('.');
  return parts.length > 2 ? parts.slice(-2).join('.') : domain;
}
