/*
 * National suppliers and service companies (customer numbers per site or for the whole client) and
 * local trades: name, office (now and then a suite in one of the client's own buildings), e-mail
 * habits, remit-to, tax id, the properties each works at, and a default property for one-site vendors.
 */
import { newAddr, pickCity, storeStreet, type AddressRegistry, type Addr } from './address';
import { NATIONALS, TRADES, type NationalDef, type Trade } from './catalog';
import { METROS } from './geo';
import type { PropGen, PropertySet } from './properties';
import { FIRST_NAMES } from './propertyNames';
import type { Rng } from './random';
import {
  addAccount,
  blankVendor,
  ein,
  phone,
  poBox,
  takeDomain,
  takeFreemail,
  takeName,
  PLATFORM_SENDERS,
  type Book,
  type EmailStyle,
  type VendorGen,
} from './vendorBase';
import { localName } from './vendorNames';

const NATIONAL_LINES: Readonly<Record<string, readonly string[]>> = {
  supply: ['Disposal 1/2 HP Badger', 'Toilet flapper 2 in. (case of 12)', 'LED A19 bulbs 60W eq. (24)', 'Air filter 20x20x1 (12)', 'Smoke alarm 10-yr (6)', 'Faucet cartridge', 'Interior paint - 5 gal Extra White', 'Caulk, tub & tile (12)', 'Range drip pans', 'Freight'],
  flooring: ['LVP plank - 12 boxes', 'Underlayment', 'Transition strips'],
  appliance: ['Refrigerator 18 cu ft top freezer', 'Electric range 30 in.', 'Dishwasher 24 in.', 'Haul away', 'Delivery and install'],
  uniforms: ['Uniform rental - weekly', 'Floor mats 3x5 (4)', 'Shop towels', 'Restroom supplies'],
  laundry: ['Laundry room lease - monthly', 'Machine revenue share adjustment', 'Service call'],
  elevator: ['Elevator maintenance - monthly', 'Annual Cat 1 test', 'After-hours entrapment call'],
  alarm: ['Alarm monitoring - quarterly', 'Fire alarm communicator'],
  pest: ['Monthly pest control service', 'Termite monitoring', 'Rodent service', 'Bed bug inspection'],
  landscaping: ['Landscape maintenance - monthly', 'Irrigation repair', 'Seasonal color', 'Tree trimming'],
  trashvalet: ['Doorstep trash valet - monthly', 'Recycling valet'],
  security: ['Patrol services', 'Guard services - 168 hrs'],
  janitorial: ['Janitorial services - monthly', 'Day porter'],
  rental: ['Scissor lift rental - 1 week', 'Dehumidifier rental', 'Floor scrubber rental', 'Delivery / pickup'],
  advertising: ['Listing package - monthly', 'Premium placement', 'Diamond ad package'],
  software: ['Property management software - monthly', 'Resident portal fees', 'Per-unit license fees'],
  screening: ['Resident screening reports (14)', 'Credit reports'],
  insurance: ['Dwelling policy premium', 'Landlord policy renewal'],
};

export function buildNationals(rng: Rng, book: Book, ps: PropertySet): VendorGen[] {
  const out: VendorGen[] = [];
  for (const def of NATIONALS) {
    takeName(book, def.name, def.aliases);
    book.domains.add(def.domain);
    const trade = TRADES.find((t) => t.key === def.trade) ?? null;
    const v = blankVendor({
      name: def.name,
      aliases: [...def.aliases],
      cls: 'national',
      tradeKey: def.trade,
      trade,
      gl: def.gl,
      altGls: trade ? trade.alts : ['6010'],
      metros: METROS.map((m) => m.key),
      domain: def.domain,
      senderEmails: rng.chance(0.7) ? [`@${def.domain}`] : [`${rng.pick(['ar', 'invoices', 'billing', 'noreply'])}@${def.domain}`],
      emailStyle: 'wild',
      remitTo: def.remit,
      taxId: ein(rng),
      acctPattern: def.acct,
      phone: phone(rng, null),
      printNames: def.printNames ?? [],
      billWeight: def.billWeight,
      unitShare: def.trade === 'supply' ? 0.3 : def.trade === 'appliance' || def.trade === 'flooring' ? 0.7 : def.trade === 'pest' ? 0.2 : 0,
      lines: NATIONAL_LINES[def.trade] ?? trade?.lines ?? ['Services'],
      amount: trade?.amount ?? [40, 2500],
      kinds: def.kinds ?? null,
    });
    if (v.senderEmails[0] && !v.senderEmails[0].startsWith('@')) v.emailStyle = 'addr';
    nationalAccounts(rng, v, def, ps);
    out.push(v);
  }
  return out;
}

function nationalAccounts(rng: Rng, v: VendorGen, def: NationalDef, ps: PropertySet): void {
  const used = new Set<string>();
  const stripped = rng.chance(0.3);
  const eligible = ps.properties.filter((p) => !def.kinds || def.kinds.includes(p.kind));
  const share = def.accounts === 'property' ? Math.min(0.5, (def.billWeight * 40) / eligible.length + 0.03) : 0;
  const served = eligible.filter(() => rng.chance(share > 0 ? share : 0.15));
  v.served = served.length > 0 ? served : eligible.slice(0, 20);
  if (def.accounts === 'property') for (const p of v.served) addAccount(rng, v, used, p, null, '', null, stripped);
  if (def.accounts === 'client') addAccount(rng, v, used, null, null, '', null, stripped);
}

function localServed(rng: Rng, trade: Trade, pool: PropGen[]): PropGen[] {
  const eligible = pool.filter((p) => !trade.kinds || trade.kinds.includes(p.kind));
  if (eligible.length === 0) return [];
  const n = rng.weighted([
    [1, trade.contract ? 18 : 12],
    [rng.int(2, 5), 35],
    [rng.int(6, 15), 30],
    [rng.int(16, 40), 15],
  ] as const);
  const out = new Set<PropGen>();
  for (let i = 0; i < n * 3 && out.size < Math.min(n, eligible.length); i++) out.add(rng.pick(eligible));
  return [...out];
}

export function buildLocals(rng: Rng, book: Book, ps: PropertySet, reg: AddressRegistry, count: number): VendorGen[] {
  const out: VendorGen[] = [];
  const byMetro = new Map<string, PropGen[]>();
  for (const p of ps.properties) byMetro.set(p.metro.key, [...(byMetro.get(p.metro.key) ?? []), p]);
  const commercialSuites = ps.properties.filter((p) => p.kind === 'commercial' && p.addr && p.units.length > 0);
  let guard = 0;
  while (out.length < count && guard++ < count * 20) {
    const metro = rng.weighted(METROS.map((m) => [m, m.weight] as const));
    const trade = rng.weighted(TRADES.filter((t) => !t.snowOnly || metro.snow).map((t) => [t, t.vendorWeight] as const));
    const city = pickCity(rng, metro);
    const ln = localName(rng, metro, trade, city.name);
    if (!takeName(book, ln.name, ln.aliases)) continue;
    const pool = byMetro.get(metro.key) ?? [];
    const served = localServed(rng, trade, pool);
    if (served.length === 0) continue;

    // Where the vendor's own office is: usually its own address, now and then a suite in one of the client's buildings.
    let office: { line1: string; cityLine: string } | null = null;
    let officeAddr: Addr | null = null;
    const inClientBuilding = rng.chance(0.012) ? commercialSuites.filter((p) => p.metro === metro) : [];
    if (inClientBuilding.length > 0) {
      const p = rng.pick(inClientBuilding);
      const u = rng.pick(p.units);
      if (p.addr) {
        office = { line1: `${storeStreet(p.addr, 'abbr')} ${/^\d/.test(u.core) ? `Ste ${u.core}` : `Unit ${u.core}`}`, cityLine: `${p.addr.city.name}, ${p.addr.city.state} ${p.addr.zip}` };
      }
    } else if (!ln.individual || rng.chance(0.5)) {
      officeAddr = newAddr(rng, reg, metro, { city, numLo: 100, numHi: 19999 });
      const unit = rng.chance(0.3) ? ` ${rng.pick(['Ste', 'Suite', '#', 'Unit'])} ${rng.int(1, 9) * 100 + rng.int(0, 20)}` : '';
      office = { line1: `${storeStreet(officeAddr, 'abbr')}${unit.replace('# ', '#')}`, cityLine: `${city.name}, ${city.state} ${officeAddr.zip}` };
    }

    const domainful = !ln.individual && rng.chance(0.78);
    const domain = domainful ? takeDomain(rng, book, ln.domainSeed, city.state) : null;
    const style: EmailStyle = rng.weighted([
      ['addr', domain ? 35 : 0],
      ['wild', domain ? 15 : 0],
      ['gmail', domain ? 10 : 45],
      ['none', 14],
      ['platform', 16],
    ] as const);
    const localPart = rng.pick(['billing', 'invoices', 'ar', 'accounting', 'office', 'info', 'admin', 'accounts', rng.pick(FIRST_NAMES).toLowerCase()]);
    let senderEmails: string[] = [];
    let sendsFrom: string | null = null;
    let platform: string | null = null;
    if (style === 'addr' && domain) {
      senderEmails = [`${localPart}@${domain}`];
      book.emails.add(senderEmails[0] ?? '');
      sendsFrom = rng.chance(0.2) ? `${rng.pick(['office', 'service', 'dispatch', rng.pick(FIRST_NAMES).toLowerCase()])}@${domain}` : null;
    } else if (style === 'wild' && domain) {
      senderEmails = [`@${domain}`];
      sendsFrom = `${localPart}@${domain}`;
    } else if (style === 'gmail') {
      const e = takeFreemail(rng, book, ln.domainSeed.replace(/ /g, '').slice(0, 14));
      senderEmails = [e];
    } else if (style === 'none') {
      sendsFrom = domain ? `${localPart}@${domain}` : takeFreemail(rng, book, ln.domainSeed.replace(/ /g, '').slice(0, 12));
    } else {
      platform = rng.pick(Object.keys(PLATFORM_SENDERS));
      if (domain && rng.chance(0.5)) senderEmails = [`${localPart}@${domain}`];
      sendsFrom = domain ? `${localPart}@${domain}` : takeFreemail(rng, book, ln.domainSeed.replace(/ /g, '').slice(0, 12));
    }

    const remit = rng.weighted([
      ['pobox', 40],
      ['office', office ? 35 : 0],
      ['none', 25],
    ] as const);
    const v = blankVendor({
      name: ln.name,
      aliases: ln.aliases,
      cls: 'local',
      tradeKey: trade.key,
      trade,
      gl: trade.gl,
      altGls: trade.alts,
      metro,
      metros: [metro.key],
      domain,
      senderEmails,
      emailStyle: style,
      sendsFrom,
      platform,
      remitTo: remit === 'pobox' ? poBox(rng, metro) : remit === 'office' && office ? `${office.line1}, ${office.cityLine}` : null,
      taxId: ln.individual ? null : rng.chance(0.78) ? ein(rng) : null,
      office,
      phone: phone(rng, metro),
      individual: ln.individual,
      served,
      billWeight: Math.pow(rng.float(), 2.2) * 12 + 0.25,
      unitShare: trade.unitShare,
      lines: trade.lines,
      amount: trade.amount,
      kinds: trade.kinds ?? null,
      acctPattern: rng.pick(['#####', '######', 'C#####', '##-####', '####-###', 'ACCT-#####', '#######']),
    });
    if (served.length === 1 && rng.chance(0.55)) v.defaultPropertyId = served[0]?.id ?? null;
    if (rng.chance(trade.accountShare)) {
      const used = new Set<string>();
      for (const p of served) addAccount(rng, v, used, p, null, '', null, false);
    } else if (rng.chance(0.05)) addAccount(rng, v, new Set(), null, null, '', null, false);
    out.push(v);
  }
  return out;
}

