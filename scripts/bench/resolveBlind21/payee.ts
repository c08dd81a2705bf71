/** The payee as printed (exact, without "Inc.", in capitals, by alias, misspelt, or as the payment platform) and the sender. */
import type { BillKind } from './billTargets';
import type { Rng } from './prng';
import { misspell } from './slips';
import { PLATFORMS } from './vendorData';
import type { VendorInfo } from './vendorTypes';

export interface PayeePrint { payee: string | null; vendorInText: string | null; email: string | null; header: string; slips: string[] }

export function stripLegal(name: string): string {
  return name.replace(/,?\s+(Inc\.?|LLC|Co\.|Corp\.|Company|Corporation|LP)$/i, '').trim();
}

function ownEmail(rng: Rng, vi: VendorInfo): string | null {
  const e = vi.v.senderEmails.length ? rng.pick(vi.v.senderEmails) : null;
  if (!e) return null;
  return e.startsWith('@') ? `${rng.pick(['billing', 'noreply', 'ebill', 'ar', 'statements'])}${e}` : e;
}

export function printPayee(rng: Rng, vi: VendorInfo, kind: BillKind, level: number, sharedName: boolean): PayeePrint {
  const name = vi.v.name;
  const slips: string[] = [];
  let email: string | null = null;
  if (level === 2) {
    email = sharedName || rng.chance(0.3) ? ownEmail(rng, vi) : null;
    return { payee: name, vendorInText: null, email, header: name, slips };
  }
  const canPlatform = level === 0 && (kind === 'trade' || kind === 'national');
  const style = rng.weighted([
    ['exact', 34], ['noLegal', stripLegal(name) !== name ? 18 : 0], ['upper', 14], ['alias', vi.v.aliases.length ? 14 : 0],
    ['misspelt', level === 0 ? 9 : 0], ['platform', canPlatform ? 6 : 0], ['missing', level === 0 ? 3 : 0],
  ] as const);
  let payee: string | null = name;
  let vendorInText: string | null = null;
  let header = name;
  if (style === 'noLegal') payee = stripLegal(name);
  if (style === 'upper') payee = stripLegal(name).toUpperCase();
  if (style === 'alias') payee = rng.pick(vi.v.aliases);
  if (style === 'misspelt') payee = misspell(rng, rng.chance(0.5) ? name : stripLegal(name).toUpperCase());
  if (style !== 'exact') slips.push(`payee:${style}`);
  header = payee ?? name;
  if (style === 'platform') {
    const [platform, pEmail] = rng.pick(PLATFORMS);
    payee = platform;
    vendorInText = rng.chance(0.5) ? name : stripLegal(name);
    header = `${platform}\nPayment request`;
    email = rng.chance(0.6) ? pEmail : null;
  } else if (style === 'missing') {
    payee = null;
    vendorInText = name;
    header = '';
  }
  if (style !== 'platform') {
    const r = rng.next();
    if (sharedName || r < 0.35) email = ownEmail(rng, vi);
    else if (r < 0.4 && vi.domain) email = `info@${vi.domain}`;
    if (email) slips.push('senderEmail');
  }
  return { payee, vendorInText, email, header, slips };
}
