/** The blind set's 10,000 bills: per bill a property cue (strategy), a vendor cue and a GL case, each from an exact-count deck. */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { type Addr, type Style, billStyle, cityLine, noDirKey, streetKey, streetLine, unitCore, unitPhrase } from './address';
import { type Rng, at, deck, hist, histFar, lev, norm, typo } from './core';
import { type Places, type PropMeta, type UnitMeta } from './directory';
import { type Draft, render } from './text';
import { type GlClass, type VendorMeta, type Vendors, acctKey } from './vendors';
import { ALL_SUFFIX_FORMS, MANAGER, SURNAMES } from './words';

export const STRATEGY_COUNTS = {
  /** Only a registered account number places the bill (no address, no name); the remit-to PO box is printed and sometimes mis-read as a service address. */
  account: 2400,
  /** Only the service address: abbreviations reversed, ZIP/ZIP+4, street typos, no city line, no direction (each only where still unique). */
  address: 2200,
  /** Service address of a property with a near twin (same number, another street type, direction, street or city). */
  nearAddress: 600,
  /** A scattered-site unit's own street address gives property and unit. */
  scatteredUnit: 800,
  propertyName: 1000,
  propertyAlias: 500,
  /** The property's name with one or two typos, still nearest to it by a margin. */
  propertyNameTypo: 300,
  /** Nothing on the bill but the vendor: its default property. */
  vendorDefault: 800,
  /** Account number, service address and (half the time) the name all agree. */
  allAgree: 1200,
  /** The vendor has a default property but the bill's address names another one: the address wins. */
  defaultOverridden: 200,
} as const;
export type Strategy = keyof typeof STRATEGY_COUNTS;

export const VENDOR_CUE_COUNTS = {
  exactName: 3000,
  /** Suffix changed or dropped ("Inc." / "LLC" / "Co." / none), or upper case. */
  suffixVariant: 1500,
  vendorAlias: 800,
  /** One or two edits in the name, nearest to the vendor by a margin of 2. */
  nameTypo: 1200,
  /** No payee; sender from the vendor's registered domain. */
  emailDomain: 1500,
  /** No payee; the sender is the vendor's registered address (some are gmail.com and the like). */
  emailExact: 500,
  nameAndEmail: 1500,
} as const;
export type VendorCue = keyof typeof VENDOR_CUE_COUNTS;

export const GL_COUNTS = {
  /** Older codings mostly on one account, the latest one or two on another: the latest wins. */
  mostRecentRecoded: 2000,
  /** A stable history (default GL the same, other or none). */
  historyStable: 4000,
  defaultOnly: 3500,
  historyNoDefault: 500,
} as const;
export type GlCue = keyof typeof GL_COUNTS;
const GL_CLASS: Record<GlCue, GlClass> = { mostRecentRecoded: 'recent', historyStable: 'history', defaultOnly: 'default', historyNoDefault: 'historyNoDefault' };

export interface BlindBill {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
  /** For the check script only: how this bill was made. */
  tags: { strategy: Strategy; cue: VendorCue; gl: GlCue };
}

type Picked = { vm: VendorMeta; payee: string | null; senderEmail: string | null };

export function buildBills(r: Rng, places: Places, V: Vendors, count: number): BlindBill[] {
  const live = V.vendors.filter((vm) => vm.glClass !== 'none');
  const pools = {
    accounts: live.filter((vm) => vm.v.accounts.length > 0),
    defaults: live.filter((vm) => vm.v.defaultPropertyId !== null),
    plain: live.filter((vm) => vm.trade !== null && vm.v.defaultPropertyId === null),
  };
  const index = new Map(V.vendors.map((vm, i) => [vm, i]));
  const propById = new Map(places.props.map((pm) => [pm.p.id, pm]));
  const unitById = new Map(places.units.map((um) => [um.u.id, um]));
  const addressed = places.props.filter((pm) => pm.addr !== null);
  const twins = addressed.filter((pm) => pm.nearTwin);
  const scattered = places.props.filter((pm) => pm.kind === 'scattered' && pm.units.some((u) => u.addr));
  const similar = places.props.filter((pm) => pm.similarName);
  const aliased = places.props.filter((pm) => pm.p.aliases.length > 0);
  const typoable = places.props.filter((pm) => pm.kind !== 'single' && pm.p.name.length >= 10);
  const byGl = new Map<string, VendorMeta[]>();
  const nameHists = places.names.map((n) => [n, hist(n)] as const);

  const vendorTypoOk = (vm: VendorMeta, t: string) => {
    const k = norm(t);
    const d = lev(k, norm(vm.core), 2);
    if (d < 1 || d > 2) return false;
    const h = hist(k);
    const own = index.get(vm);
    return V.names.every((n) => n.owner === own || Math.abs(n.key.length - k.length) > d + 1 || histFar(h, n.h, d + 1) || lev(k, n.key, d + 1) > d + 1);
  };
  const ownSender = (vm: VendorMeta) => {
    if (vm.emailKind === 'exact') return r.chance(0.9) ? at(vm.v.senderEmails, 0) : at(vm.v.senderEmails, 0).replace(/^./, (c) => c.toUpperCase());
    const local = r.pick(['billing', 'ar', 'invoices', 'noreply', 'accounts', 'office', 'ebill', `${r.pick(['j', 'm', 's', 'k'])}.${r.pick(SURNAMES).toLowerCase()}`]);
    return `${local}@${vm.domain ?? 'example.com'}`;
  };
  const sideSender = (vm: VendorMeta, own: boolean) => {
    const w = r.weighted([['none', 40], ['staff', 25], ['own', own && vm.emailKind !== 'none' ? 35 : 0]] as const);
    return w === 'none' ? null : w === 'staff' ? r.pick(MANAGER.staff) : ownSender(vm);
  };
  const identify = (vm: VendorMeta, cue: VendorCue): Omit<Picked, 'vm'> | null => {
    const name = vm.v.name;
    const cased = (s: string) => (r.chance(0.25) ? s.toUpperCase() : s);
    if (cue === 'exactName') return { payee: r.chance(0.75) ? name : name.toUpperCase(), senderEmail: sideSender(vm, true) };
    if (cue === 'suffixVariant') {
      // "Springfield Gas Company" takes no "Co." after it.
      const forms = (/(Company|Department|Commission|Authority|Works|Cooperative)$/.test(vm.core) ? ['', ', Inc.', ' Inc'] : ALL_SUFFIX_FORMS).filter((s) => `${vm.core}${s}` !== name);
      return { payee: cased(`${vm.core}${r.pick(forms)}`), senderEmail: sideSender(vm, true) };
    }
    if (cue === 'vendorAlias') return vm.v.aliases.length > 0 ? { payee: cased(r.pick(vm.v.aliases)), senderEmail: sideSender(vm, false) } : null;
    if (cue === 'nameTypo') {
      const t = typo(r, vm.core, vm.core.length >= 12 && r.chance(0.4) ? 2 : 1);
      return vendorTypoOk(vm, t) ? { payee: `${t}${r.pick(ALL_SUFFIX_FORMS)}`, senderEmail: sideSender(vm, false) } : null;
    }
    if (cue === 'emailDomain') return vm.emailKind === 'domain' ? { payee: null, senderEmail: ownSender(vm) } : null;
    if (cue === 'emailExact') return vm.emailKind === 'exact' ? { payee: null, senderEmail: ownSender(vm) } : null;
    return vm.emailKind !== 'none' ? { payee: r.chance(0.8) ? name : name.toUpperCase(), senderEmail: ownSender(vm) } : null;
  };
  const pickVendor = (pool: keyof typeof pools, cue: VendorCue, gl: GlCue, ok: (vm: VendorMeta) => boolean = () => true): Picked => {
    const key = `${pool}|${gl}`;
    const list = byGl.get(key) ?? pools[pool].filter((vm) => vm.glClass === GL_CLASS[gl]);
    byGl.set(key, list);
    for (let tries = 0; tries < 400; tries++) {
      const vm = r.pick(tries < 300 && list.length > 0 ? list : pools[pool]);
      if (!ok(vm)) continue;
      const id = identify(vm, cue);
      if (id) return { vm, ...id };
    }
    throw new Error(`no vendor for ${pool} ${cue} ${gl}`);
  };

  const printAddress = (a: Addr, dirStyle: Style, o: { typo?: boolean; dropCity?: boolean; dropDir?: boolean; unit?: string | null; ownLine?: boolean }) => {
    const s = billStyle(r, dirStyle);
    const dropCity = !!o.dropCity && places.streetCount.get(streetKey(a)) === 1;
    const dropDir = !!o.dropDir && !dropCity && a.dir !== null && places.noDirCount.get(noDirKey(a)) === 1;
    let name = a.name;
    if (o.typo) {
      const t = typo(r, a.name, 1);
      const k = norm(t);
      const clear = lev(k, norm(a.name), 2) === 1 && (places.byNumber.get(a.num) ?? []).every((b) => b === a || lev(k, norm(b.name), 2) > 2);
      if (clear) name = t;
    }
    let street = streetLine({ ...a, name, dir: dropDir ? null : a.dir }, s);
    const lines: string[] = [];
    if (o.unit && !o.ownLine) street += `${r.pick([' ', ', ', ' '])}${o.unit}`;
    lines.push(street);
    if (o.unit && o.ownLine) lines.push(o.unit);
    if (!dropCity) lines.push(cityLine(a, s, r.chance(0.85)));
    return !o.ownLine && lines.length > 1 && r.chance(0.35) ? [lines.join(', ')] : lines;
  };
  const unknownNumber = () => {
    let n = '';
    do n = r.chance(0.5) ? r.digits(r.int(7, 11)) : `${r.digits(4)}-${r.digits(5)}`;
    while (V.knownAccounts.has(acctKey(n)));
    return n;
  };
  const blank = (p: Picked): Draft => ({
    vm: p.vm, payee: p.payee, senderEmail: p.senderEmail, accounts: [], extraNumbers: [], service: null, remitAsService: false,
    propertyText: null, propertyLabel: 'Property:', unitText: null, unitInService: false, unitInItem: null, billToProperty: false,
  });
  /** Puts the unit on the bill: in the address line, on a line of its own, in the unit field or only in a line item. */
  const withUnit = (d: Draft, pm: PropMeta, um: UnitMeta | null, addr: { a: Addr; style: Style; typo?: boolean; dropCity?: boolean; dropDir?: boolean } | null) => {
    const phrase = um ? unitPhrase(r, um.u.unit, pm.kind === 'commercial') : null;
    const show = !phrase ? 'none' : addr ? r.weighted([['same', 35], ['own', 25], ['field', 25], ['item', 15]] as const) : r.weighted([['field', 70], ['item', 30]] as const);
    if (addr) d.service = printAddress(addr.a, addr.style, { ...addr, unit: show === 'same' || show === 'own' ? phrase : null, ownLine: show === 'own' });
    if (show === 'same' || show === 'own') {
      d.unitInService = true;
      d.unitText = r.chance(0.5) ? phrase : null;
    }
    if (show === 'field') d.unitText = r.chance(0.5) && um ? unitCore(um.u.unit) : phrase;
    if (show === 'item') d.unitInItem = phrase;
  };
  const someUnit = (pm: PropMeta) => (pm.units.length > 0 && r.chance(0.75) ? r.pick(pm.units) : null);
  const nameVariant = (pm: PropMeta) =>
    r.weighted([[pm.p.name, 6], [pm.p.name.toUpperCase(), 2], [/^the /i.test(pm.p.name) ? pm.p.name : `The ${pm.p.name}`, 1], [`${pm.p.name} - ${pm.city.name}`, 1]] as const);
  const setName = (d: Draft, text: string, labels: readonly string[]) => {
    d.propertyText = text;
    d.propertyLabel = r.pick(labels);
    d.billToProperty = r.chance(0.25);
  };
  const NAME_LABELS = ['Property:', 'Re:', 'Community:', 'Project:', 'Job:', 'PROPERTY', 'Job Name:'];
  const done = (d: Draft, pm: PropMeta, um: UnitMeta | null, tags: BlindBill['tags']): BlindBill => ({
    input: render(r, d),
    expected: { propertyId: pm.p.id, unitId: um?.u.id ?? null, vendorId: d.vm.v.id, glAccount: d.vm.expectedGl ?? '' },
    // The GL case the vendor really has (the deck's, unless no vendor of that case fitted the other two cues).
    tags: { ...tags, gl: (Object.keys(GL_CLASS) as GlCue[]).find((k) => GL_CLASS[k] === d.vm.glClass) ?? tags.gl },
  });

  const make = (strategy: Strategy, cue: VendorCue, gl: GlCue): BlindBill | null => {
    const tags = { strategy, cue, gl };
    if (strategy === 'account' || strategy === 'allAgree') {
      const p = pickVendor('accounts', cue, gl);
      const shared = p.vm.v.accounts.filter((a) => p.vm.collided.has(a.accountNumber));
      const perUnit = p.vm.v.accounts.filter((a) => a.unitId !== null);
      const acct = shared.length > 0 && r.chance(0.5) ? r.pick(shared) : perUnit.length > 0 && r.chance(0.55) ? r.pick(perUnit) : r.pick(p.vm.v.accounts);
      const pm = propById.get(acct.propertyId ?? '');
      const um = acct.unitId ? (unitById.get(acct.unitId) ?? null) : null;
      if (!pm) return null;
      const d = blank(p);
      const printed = acct.accountNumber;
      d.accounts = [r.chance(0.2) && /[- ]/.test(printed) ? printed.replace(/[- ]/g, r.pick(['', ' ', '-'])) : printed];
      if (strategy === 'account') {
        if (r.chance(0.25)) d.extraNumbers.push({ label: r.pick(['Customer #', 'Meter #', 'Meter No.', 'Work Order']), value: unknownNumber(), inField: r.chance(0.5) });
        d.remitAsService = p.vm.v.remitTo !== null && r.chance(0.15);
        return done(d, pm, um, tags);
      }
      if (um?.addr) d.service = printAddress(um.addr, um.style, {});
      else if (pm.addr) withUnit(d, pm, um, { a: pm.addr, style: pm.style });
      else return null;
      if (r.chance(0.5)) setName(d, nameVariant(pm), NAME_LABELS);
      return done(d, pm, um, tags);
    }
    if (strategy === 'vendorDefault' || strategy === 'defaultOverridden') {
      const p = pickVendor('defaults', cue, gl);
      const home = propById.get(p.vm.v.defaultPropertyId ?? '');
      if (!home) return null;
      const d = blank(p);
      if (strategy === 'vendorDefault') {
        const um = someUnit(home);
        withUnit(d, home, um, null);
        return done(d, home, um, tags);
      }
      const pm = r.pick(addressed);
      if (pm === home || !pm.addr) return null;
      const um = pm.kind === 'scattered' ? null : someUnit(pm);
      withUnit(d, pm, um, { a: pm.addr, style: pm.style });
      if (r.chance(0.5)) setName(d, nameVariant(pm), NAME_LABELS);
      return done(d, pm, um, tags);
    }
    const p = pickVendor('plain', cue, gl);
    const d = blank(p);
    if (r.chance(0.25) && (strategy === 'address' || strategy === 'propertyName' || strategy === 'scatteredUnit')) d.accounts.push(unknownNumber());
    if (strategy === 'address' || strategy === 'nearAddress') {
      const pm = r.pick(strategy === 'address' ? addressed : twins);
      if (!pm.addr) return null;
      const um = pm.kind === 'scattered' ? null : someUnit(pm);
      const tricks = strategy === 'address' ? { typo: r.chance(0.12), dropCity: r.chance(0.1), dropDir: r.chance(0.08) } : {};
      withUnit(d, pm, um, { a: pm.addr, style: pm.style, ...tricks });
      return done(d, pm, um, tags);
    }
    if (strategy === 'scatteredUnit') {
      const pm = r.pick(scattered);
      const um = r.pick(pm.units.filter((u) => u.addr));
      if (!um.addr) return null;
      d.service = printAddress(um.addr, um.style, { dropCity: r.chance(0.1), typo: r.chance(0.08) });
      if (r.chance(0.25)) setName(d, nameVariant(pm), NAME_LABELS);
      return done(d, pm, um, tags);
    }
    const pm = r.pick(strategy === 'propertyName' ? (r.chance(0.5) ? similar : places.props) : strategy === 'propertyAlias' ? aliased : typoable);
    if (strategy === 'propertyName') setName(d, nameVariant(pm), NAME_LABELS);
    else if (strategy === 'propertyAlias') setName(d, r.chance(0.8) ? r.pick(pm.p.aliases) : r.pick(pm.p.aliases).toUpperCase(), ['Property:', 'Property Code:', 'Prop:', 'Ref:', 'Site:']);
    else {
      const t = typo(r, pm.p.name, pm.p.name.length >= 16 && r.chance(0.4) ? 2 : 1);
      const k = norm(t);
      const dist = lev(k, norm(pm.p.name), 2);
      const own = norm(pm.p.name);
      const h = hist(k);
      if (dist < 1 || dist > 2 || !nameHists.every(([n, nh]) => n === own || Math.abs(n.length - k.length) > dist + 1 || histFar(h, nh, dist + 1) || lev(k, n, dist + 1) > dist + 1)) return null;
      setName(d, t, NAME_LABELS);
    }
    const um = someUnit(pm);
    withUnit(d, pm, um, null);
    return done(d, pm, um, tags);
  };

  const strategies = deck(r, STRATEGY_COUNTS);
  const cues = deck(r, VENDOR_CUE_COUNTS);
  const gls = deck(r, GL_COUNTS);
  const bills: BlindBill[] = [];
  for (let i = 0; i < count; i++) {
    let bill: BlindBill | null = null;
    for (let tries = 0; bill === null; tries++) {
      if (tries > 200) throw new Error(`cannot make bill ${i} (${at(strategies, i)})`);
      bill = make(at(strategies, i), at(cues, i), at(gls, i));
    }
    bills.push(bill);
  }
  return bills;
}
