import { type AddressBook, type Metro, makeAddr, metroByKey } from './geo';
import type { Addr } from './model';
import type { Rng } from './rng';
import { parseStreet } from './streets';

/*
 * The client: a manager with regional offices. Bills are addressed to these offices ("Bill to"),
 * and the manager's staff forward bills from their own mailboxes, so neither an office address
 * nor a forwarding sender ever identifies a property or a vendor.
 */

export const CLIENT_NAME = 'Cascadia Tidewater Residential';
export const CLIENT_SHORT = 'CTR Property Management';
export const CLIENT_DOMAIN = 'ctr-pm.com';

export interface Office {
  metro: string;
  label: string;
  addr: Addr;
  suite: string;
  /** Mailboxes that forward vendor bills to AP. */
  forwarders: string[];
}

const OFFICE_SPECS: readonly (readonly [string, string, string, string, string, string])[] = [
  ['SEA', 'Seattle', '1301', '5th Ave', 'Ste 2600', '98101'],
  ['TAC', 'Tacoma', '1145', 'Broadway', 'Ste 810', '98402'],
  ['SPO', 'Spokane', '601', 'W 1st Ave', 'Ste 800', '99201'],
  ['PDX', 'Portland', '121', 'SW Morrison St', 'Ste 1100', '97204'],
  ['VAN', 'Vancouver', '805', 'Broadway St', 'Ste 400', '98660'],
  ['BOI', 'Boise', '800', 'W Main St', 'Ste 1460', '83702'],
  ['EUG', 'Eugene', '975', 'Oak St', 'Ste 620', '97401'],
  ['CLT', 'Charlotte', '301', 'S College St', 'Ste 3200', '28202'],
  ['RDU', 'Raleigh', '4350', 'Lassiter at North Hills Ave', 'Ste 250', '27609'],
  ['GVL', 'Greenville', '55', 'Beattie Pl', 'Ste 900', '29601'],
  ['RIC', 'Richmond', '919', 'E Main St', 'Ste 1700', '23219'],
  ['NFK', 'Virginia Beach', '222', 'Central Park Ave', 'Ste 1500', '23462'],
];

const STAFF_FIRST = ['jenna', 'marcus', 'priya', 'dwayne', 'kelsey', 'tomas', 'aisha', 'brett', 'lauren', 'nguyen', 'carla', 'derek'];
const STAFF_LAST = ['holt', 'okafor', 'raman', 'pettigrew', 'lindqvist', 'arce', 'bello', 'hanley', 'mcrae', 'tran', 'duarte', 'woodard'];

export function buildOffices(rng: Rng, metros: readonly Metro[], book: AddressBook): Office[] {
  return OFFICE_SPECS.map(([key, cityName, num, streetCanon, suite, zip], i) => {
    const metro = metroByKey(metros, key);
    const city = metro.cities.find((c) => c.name === cityName) ?? metro.cities[0];
    if (!city) throw new Error(`no city ${cityName}`);
    const street = parseStreet(streetCanon);
    book.reserve(num, street);
    const first = STAFF_FIRST[i] ?? 'ap';
    const last = STAFF_LAST[i] ?? 'team';
    const forwarders = [
      `${first}.${last}@${CLIENT_DOMAIN}`,
      `${key.toLowerCase()}.office@${CLIENT_DOMAIN}`,
      `scans-${key.toLowerCase()}@${CLIENT_DOMAIN}`,
    ];
    return { metro: key, label: cityName, addr: { ...makeAddr(rng, num, street, city), zip }, suite, forwarders };
  });
}

/** The AP inboxes every office forwards into; a forwarded bill's sender is one of these or a forwarder. */
export const AP_INBOXES = [`ap@${CLIENT_DOMAIN}`, `invoices@${CLIENT_DOMAIN}`, `payables@${CLIENT_DOMAIN}`];

/** Senders that deliver invoices for many vendors at once; none is registered to any vendor. */
export const PLATFORM_SENDERS = [
  'quickbooks@notification.intuit.com',
  'no-reply@servicetitan.com',
  'invoices@freshbooks.com',
  'messenger@squareup.com',
  'noreply@billtrust.com',
  'donotreply@paymentus.com',
  'ebill@invoicecloud.net',
  'notifications@jobber.com',
];
