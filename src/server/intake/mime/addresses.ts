import type { AddressObject, EmailAddress } from 'mailparser';
import { cleanText } from '../../cleanText';

/**
 * The mailbox a client's Smart Bill Entry address is matched on: lower-cased and trimmed.
 * Matching is case-insensitive (DESIGN.md section 5) although RFC 5321 allows otherwise,
 * because senders retype these addresses by hand.
 */
export function normaliseAddress(address: string): string {
  return cleanText(address.trim().replace(/^<|>$/g, '').toLowerCase());
}

/** `name+tag@domain` is delivered to `name@domain`; null when there is no tag. */
export function withoutPlusTag(address: string): string | null {
  const at = address.lastIndexOf('@');
  const plus = address.indexOf('+');
  if (at < 0 || plus < 0 || plus > at) return null;
  return address.slice(0, plus) + address.slice(at);
}

const ADDRESS_SHAPE = /^[^\s@]+@[^\s@]+$/;

/**
 * Every address in a parsed header value: mailparser gives address objects (with groups),
 * lists of them for repeated headers, or plain strings for headers it does not know.
 */
export function collectAddresses(value: unknown, into: string[] = []): string[] {
  if (value === null || value === undefined) return into;
  if (Array.isArray(value)) {
    for (const item of value) collectAddresses(item, into);
  } else if (typeof value === 'string') {
    for (const part of value.split(',')) {
      const match = /<([^>]+)>/.exec(part);
      const candidate = normaliseAddress(match?.[1] ?? part);
      if (ADDRESS_SHAPE.test(candidate)) into.push(candidate);
    }
  } else if (typeof value === 'object') {
    const object = value as Partial<AddressObject> & Partial<EmailAddress>;
    if (Array.isArray(object.value)) collectAddresses(object.value, into);
    if (Array.isArray(object.group)) collectAddresses(object.group, into);
    if (typeof object.address === 'string') {
      const candidate = normaliseAddress(object.address);
      if (ADDRESS_SHAPE.test(candidate)) into.push(candidate);
    }
  }
  return into;
}

export const unique = (items: string[]) => [...new Set(items)];
