import { parseAddress } from './addresses';
import { accountKey, nameKey } from './text';
import type { BillInput, DirectoryProperty, DirectoryUnit, DirectoryVendor } from './types';

/*
 * What the directory learns when a reviewer files a bill under another property or unit than
 * the resolver chose: the vendor's account number for that place, and the address or name the
 * bill printed as an alias of the property, so the next bill like it resolves by itself.
 */

export type DirectoryAddition =
  /** Add to the vendor's accounts, replacing an entry with the same number (it pointed elsewhere). */
  | { kind: 'vendor-account'; vendorId: string; account: { accountNumber: string; propertyId: string; unitId: string | null } }
  /** Add to the property's aliases: a street address variant or another name. */
  | { kind: 'property-alias'; propertyId: string; alias: string };

export interface Choice {
  bill: BillInput;
  /** The bill's vendor (as resolved or as the reviewer set it); null when unknown. */
  vendor: DirectoryVendor | null;
  property: DirectoryProperty;
  /** The units of the chosen property, for the addresses they already have. */
  units: readonly DirectoryUnit[];
  unitId: string | null;
}

/**
 * Pure: the additions that make the resolver answer this choice for this bill. An account
 * number is the surest clue and is only ever the vendor's; an address or a name is learnt for
 * every vendor. What the directory already says for this place is not repeated.
 */
export function learnFromChoice({ bill, vendor, property, units, unitId }: Choice): DirectoryAddition[] {
  const additions: DirectoryAddition[] = [];
  if (vendor) {
    for (const printed of new Set(bill.accountNumbers.map((number) => number.trim()).filter(Boolean))) {
      const known = vendor.accounts.find((account) => accountKey(account.accountNumber) === accountKey(printed));
      if (known?.propertyId === property.id && known.unitId === unitId) continue;
      additions.push({ kind: 'vendor-account', vendorId: vendor.id, account: { accountNumber: known?.accountNumber ?? printed, propertyId: property.id, unitId } });
    }
  }
  const knownStreets = new Set(
    [property.address, ...property.aliases, ...units.map((unit) => unit.address)].flatMap((text) => {
      const address = text ? parseAddress(text) : null;
      return address ? [address.street] : [];
    }),
  );
  const knownNames = new Set([property.name, ...property.aliases].map(nameKey));
  const aliases = new Set<string>();
  for (const text of bill.serviceAddresses) {
    const address = parseAddress(text);
    if (!address || knownStreets.has(address.street)) continue;
    // The street line alone: the unit is the bill's own, the city and ZIP are the property's.
    aliases.add(streetLine(text));
    knownStreets.add(address.street);
  }
  const named = bill.propertyText?.trim();
  if (named && !parseAddress(named) && !knownNames.has(nameKey(named))) aliases.add(named);
  for (const alias of aliases) additions.push({ kind: 'property-alias', propertyId: property.id, alias });
  return additions;
}

/** "3374 N Cedar Lane, Apt 204\nAustin TX" → "3374 N Cedar Lane". */
function streetLine(text: string): string {
  const line = text.split(/\n|,/).map((piece) => piece.trim()).find((piece) => /^\d/.test(piece)) ?? text.trim();
  return line.replace(/\s+(?:apt|apartment|unit|suite|ste|#).*$/i, '').trim();
}
