import type { VendorModel } from './vendorModel';
import { vendorNorm } from './vendors';

/* Which vendor a clerk could pin from a name, a sender address, a remit-to box (fairness only). */

function add(m: Map<string, Set<string>>, k: string, id: string): void {
  const s = m.get(k);
  if (s) s.add(id);
  else m.set(k, new Set([id]));
}

export function remitKey(line: string, zip: string): string {
  return `${line.toLowerCase().replace(/[^a-z0-9]/g, '')}|${zip.slice(0, 5)}`;
}

export class VendorIndex {
  readonly names = new Map<string, Set<string>>();
  readonly emails = new Map<string, Set<string>>();
  readonly remits = new Map<string, Set<string>>();

  constructor(vendors: readonly VendorModel[]) {
    for (const v of vendors) {
      add(this.names, vendorNorm(v.name), v.id);
      for (const a of v.aliases) add(this.names, vendorNorm(a), v.id);
      for (const e of v.listedEmails) add(this.emails, e.toLowerCase(), v.id);
      if (v.remit && v.remitText) add(this.remits, remitKey(v.remit.line, v.remit.zip), v.id);
    }
  }

  nameStrong(text: string | null, v: VendorModel): boolean {
    if (!text) return false;
    const s = this.names.get(vendorNorm(text));
    return !!s && s.size === 1 && s.has(v.id);
  }

  senderStrong(email: string | null, v: VendorModel): boolean {
    if (!email) return false;
    const e = email.toLowerCase();
    const exact = this.emails.get(e);
    if (exact && exact.size === 1 && exact.has(v.id)) return true;
    const dom = this.emails.get(e.slice(e.indexOf('@')));
    return !!dom && dom.size === 1 && dom.has(v.id);
  }

  remitStrong(v: VendorModel): boolean {
    if (!v.remit || !v.remitText) return false;
    const s = this.remits.get(remitKey(v.remit.line, v.remit.zip));
    return !!s && s.size === 1;
  }
}
