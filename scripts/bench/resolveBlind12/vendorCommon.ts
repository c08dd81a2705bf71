/** What every vendor needs: letterhead, phone, tax id, remit-to, e-mail, account-number format. */
import { type Addr, type GenVendor, type VendorKind } from './model';
import { type Metro, type Place, PLACES } from './places';
import { addrKey } from './properties';
import { pad, type Rng, fromPattern } from './random';
import { street } from './streets';
import { type Trade } from './gl';

const AREA: Record<Metro, readonly string[]> = {
  BOS: ['617', '781', '857', '978'], WOR: ['508', '774'], WMA: ['413'], PVD: ['401'], HFD: ['860'], NHV: ['203', '475'], PWM: ['207'], BTV: ['802'],
  MHT: ['603'], ATL: ['404', '470', '678', '770'], CLT: ['704', '980'], PHX: ['480', '602', '623'], DFW: ['214', '469', '972', '817'], TPA: ['813', '727'], IND: ['317', '463'],
};
const EIN_PREFIX: Record<string, readonly string[]> = {
  MA: ['04', '20', '26'], RI: ['05'], CT: ['06'], ME: ['01'], VT: ['03'], NH: ['02'], GA: ['58'], NC: ['56'], SC: ['57'], AZ: ['86'], TX: ['75', '76'], FL: ['59', '65'], IN: ['35'],
};
const LOCKBOX: Record<Metro, readonly string[]> = {
  BOS: ['Boston, MA 02241', 'Boston, MA 02284', 'Boston, MA 02205', 'Woburn, MA 01888'], WOR: ['Worcester, MA 01613'], WMA: ['Springfield, MA 01102'],
  PVD: ['Providence, RI 02940'], HFD: ['Hartford, CT 06150'], NHV: ['New Haven, CT 06537'], PWM: ['Portland, ME 04112'], BTV: ['Burlington, VT 05402'],
  MHT: ['Manchester, NH 03108'], ATL: ['Atlanta, GA 30348', 'Atlanta, GA 30353'], CLT: ['Charlotte, NC 28260', 'Charlotte, NC 28272'], PHX: ['Phoenix, AZ 85038', 'Phoenix, AZ 85072'],
  DFW: ['Dallas, TX 75266', 'Dallas, TX 75284'], TPA: ['Tampa, FL 33631', 'Tampa, FL 33622'], IND: ['Indianapolis, IN 46206', 'Indianapolis, IN 46255'],
};
const NATIONAL_LOCKBOX = ['Carol Stream, IL 60197', 'Philadelphia, PA 19176', 'Pittsburgh, PA 15250', 'Louisville, KY 40290', 'Dallas, TX 75265', 'Atlanta, GA 30384', 'Cincinnati, OH 45264'];
const OFFICE_STREETS = ['Industrial Way', 'Commerce Drive', 'Enterprise Drive', 'Technology Park Drive', 'Progress Avenue', 'Research Drive', 'Business Park Road', 'Distribution Center Drive', 'Trade Center Parkway', 'Executive Drive', 'Corporate Drive', 'Innovation Way', 'Depot Road', 'Rail Yard Road', 'Foundry Lane'];
const HOME_BASES = ['Juniper', 'Tanglewood', 'Stoneleigh', 'Whittier', 'Emerson', 'Thoreau', 'Longfellow', 'Alcott', 'Bancroft', 'Sherburne', 'Wingate', 'Fairmount'];
export const FREE_MAIL = ['gmail.com', 'comcast.net', 'verizon.net', 'yahoo.com', 'aol.com', 'outlook.com', 'icloud.com', 'myfairpoint.net', 'charter.net'];

export function phone(rng: Rng, metro: Metro | null): string {
  const area = metro ? rng.pick(AREA[metro]) : rng.pick(['800', '888', '866', '877']);
  return `(${area}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`;
}

export function taxId(rng: Rng, state: string | null): string {
  const prefix = state ? rng.pick(EIN_PREFIX[state] ?? ['27']) : rng.pick(['13', '36', '52', '94', '27', '41', '84']);
  return `${prefix}-${pad(rng.int(1000000, 9999999), 7)}`;
}

export function lockbox(rng: Rng, metro: Metro | null): string {
  const city = metro ? rng.pick(LOCKBOX[metro]) : rng.pick(NATIONAL_LOCKBOX);
  const box = rng.int(1000, 99999);
  const zip4 = rng.chance(0.6) ? `-${pad(box % 10000, 4)}` : '';
  return `PO Box ${box}, ${city}${zip4}`;
}

/** A street office for the letterhead, never at a property's address. */
export function office(rng: Rng, place: Place, used: Set<string>, homeBased: boolean): string {
  for (let i = 0; i < 50; i++) {
    const st = homeBased ? street(rng.pick(HOME_BASES), rng.pick(['Street', 'Road', 'Lane'])) : street(rng.pick(OFFICE_STREETS).replace(/ \w+$/, ''), rng.pick(OFFICE_STREETS).split(' ').pop() ?? 'Way');
    const num = String(rng.int(2, 980));
    if (used.has(addrKey(num, st, place))) continue;
    used.add(addrKey(num, st, place));
    const suite = !homeBased && rng.chance(0.3) ? `, Unit ${rng.int(1, 12)}` : '';
    return `${num} ${st.forms[1] ?? st.key}${suite}, ${place.city}, ${place.state} ${rng.pick(place.zips)}`;
  }
  throw new Error('no office address');
}

export function placeOf(rng: Rng, metro: Metro): Place {
  return rng.weighted(PLACES.filter((p) => p.metro === metro).map((p) => [p, p.weight] as const));
}

export function slug(name: string): string {
  return name.toLowerCase().replace(/\b(inc|llc|co|corp|company|the|of|and|dba)\b\.?/g, '').replace(/[^a-z0-9]/g, '').slice(0, 22);
}

export interface VendorSeed {
  name: string;
  kind: VendorKind;
  trade?: Trade | null;
  metros: Metro[];
  home: Place | null;
  kindGl: string;
  lines: string[];
  lineGl?: Record<string, string>;
  acctPattern: string;
  volume?: number;
  /** 'domain': has its own web domain; 'free': a personal mailbox; 'none': mails nothing. */
  mail: 'domain' | 'free' | 'none';
  domain?: string;
  remit?: 'box' | 'office' | 'none';
  homeBased?: boolean;
  defaultGl?: string | null;
}

export function makeVendor(rng: Rng, seed: VendorSeed, used: Set<string>): GenVendor {
  const metro = seed.metros.length === 1 ? seed.metros[0] ?? null : null;
  const state = seed.home?.state ?? null;
  const domain = seed.mail === 'domain' ? seed.domain ?? `${slug(seed.name)}.${rng.pick(['com', 'com', 'com', 'net', 'biz', 'us'])}` : null;
  const sendsFrom: string[] = [];
  const dirEmails: string[] = [];
  if (domain) {
    const locals = rng.shuffle(['billing', 'ar', 'invoices', 'accounting', 'office', 'noreply', 'service', 'admin']).slice(0, rng.int(1, 3));
    sendsFrom.push(...locals.map((l) => `${l}@${domain}`));
    const r = rng.next();
    if (r < 0.6) dirEmails.push(`@${domain}`);
    else if (r < 0.88) dirEmails.push(sendsFrom[0] ?? `billing@${domain}`);
  } else if (seed.mail === 'free') {
    const stem = slug(seed.name).slice(0, 14);
    const addr = `${stem}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.pick(FREE_MAIL)}`;
    sendsFrom.push(addr);
    if (rng.chance(0.75)) dirEmails.push(addr);
  }
  const firstMetro = seed.metros[0];
  const home = seed.home ?? (firstMetro ? placeOf(rng, firstMetro) : PLACES[0]);
  if (!home) throw new Error('no home place');
  const officeLine = office(rng, home, used, seed.homeBased ?? false);
  const remitKind = seed.remit ?? (rng.chance(0.4) ? 'box' : 'office');
  const remitTo = remitKind === 'box' ? lockbox(rng, seed.metros.length === 1 ? metro : null) : remitKind === 'office' ? officeLine : null;
  const r = rng.next();
  const defaultGl = seed.defaultGl !== undefined ? seed.defaultGl : r < 0.72 ? seed.kindGl : r < 0.82 && seed.trade ? (seed.trade.gl[1] ?? seed.kindGl) : null;
  return {
    id: '', name: seed.name, aliases: [], kind: seed.kind, trade: seed.trade ?? null, metros: seed.metros, sendsFrom, dirEmails, domain,
    remitTo, office: officeLine, phone: phone(rng, metro), taxId: rng.chance(0.85) ? taxId(rng, state) : null,
    defaultGl, defaultPropertyId: null, lines: seed.lines, lineCoded: seed.lineGl !== undefined, acctPattern: seed.acctPattern, relations: [],
    twin: false, platform: null, careOf: null, volume: seed.volume ?? 1, kindGl: seed.kindGl, lineGl: seed.lineGl ?? {},
  };
}

/** A new account number for a vendor, unique within it. */
export function newAccount(rng: Rng, v: GenVendor, taken: Set<string>): string {
  for (let i = 0; i < 100; i++) {
    const a = fromPattern(rng, v.acctPattern);
    if (!taken.has(a)) {
      taken.add(a);
      return a;
    }
  }
  throw new Error(`account space exhausted for ${v.name}`);
}

export function addrLine(a: Addr): string {
  return `${a.number} ${a.street.forms[1] ?? a.street.key}`;
}
