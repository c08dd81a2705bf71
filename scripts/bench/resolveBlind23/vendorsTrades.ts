/**
 * Several thousand local trades, each tied to a hub: names from local surnames, local words
 * and trade words, dba names, aliases shared by unrelated firms in different hubs, own domains
 * or free-mail senders, customer numbers at some sites, a few on-site contractors.
 */
import { streetLine } from './address';
import { HUBS } from './geography';
import { TRADES, type Trade } from './gl';
import { vendorKey } from './names';
import type { Estate } from './properties';
import type { Rng } from './rng';
import { type AccountBook, type VendorRec, blankVendor, ein, metroCity, poBox, propsOfHub, slug } from './vendorBase';

const SURNAMES = 'Garcia Martinez Lopez Romero Chavez Baca Lucero Trujillo Montoya Sandoval Gallegos Archuleta Vigil Maestas Nguyen Tran Johnson Anderson Nelson Larson Olson Peterson Schmidt Mueller Koch Becker Yoder Miller Hoffman Wagner Weber Harjo Chee Begay Yazzie Tsosie Bowman Carter Ortiz Herrera Medina Aguilar Castillo Dominguez Salazar Padilla Valdez Jaramillo Apodaca Gurule Tafoya Quintana Armijo Pacheco Duran Benavidez Ulibarri Mondragon Otero Luna Cordova Esquibel Swanson Lindquist Halvorsen Jensen Christensen Hansen Kowalski Novak Dvorak Svoboda Schroeder Krause Vogel Zimmerman Brandt Fischer Lang Bauer Stoltzfus Friesen Penner Unruh Regier Janzen Thiessen Wiebe Goering Kauffman Whitehorse Redcloud Bearshield Lonewolf Bigpond Tiger Haney Ellis Foster Hughes Kelly Owens Parker Reed Turner Walker Young Brooks Price Sanders Bennett Wood Barnes Ross Henderson Coleman Jenkins Perry Powell Patterson Flores Simmons Bryant Russell Griffin Diaz Hayes Myers Ford Graham Sullivan Wallace Cole Jordan Reynolds Fisher Gibson McDonald Cruz Marshall Gomez Murray Freeman Wells Webb Simpson Stevens Tucker Porter Hunter Hicks Crawford Boyd Mason Morales Kennedy Dixon Ramos Reyes Burns Gordon Shaw Holmes Rice Robertson Hunt Daniels Palmer Mills Nichols Knight Hawkins Dunn Perkins Hudson Spencer Gardner Stephens Payne Berry Matthews Arnold Willis Watkins Carroll Duncan Snyder Hart Cunningham Bradley Andrews Ruiz Harper Riley Armstrong Weaver Greene Elliott Sims Austin Peters Lawson'.split(' ');
const LOCAL: Readonly<Record<string, readonly string[]>> = {
  den: 'Mile High|Front Range|Rocky Mountain|Colfax|Platte River|Cherry Creek|Centennial|Continental Divide|Flatirons|Red Rocks'.split('|'),
  cos: 'Pikes Peak|Cheyenne Mountain|Front Range|Rampart|Springs|Academy|Manitou'.split('|'),
  abq: 'Sandia|Rio Grande|Duke City|Zia|Manzano|Roadrunner|Enchanted|Turquoise|Bosque'.split('|'),
  saf: 'Sangre de Cristo|Santa Fe|Adobe|Acequia|Piñon|Canyon Road|Tesuque'.split('|'),
  phx: 'Valley of the Sun|Sonoran|Saguaro|Camelback|Copper State|Cactus|Superstition|Valley Wide|Desert Sun'.split('|'),
  tuc: 'Old Pueblo|Catalina|Sonoran|Rincon|Santa Rita|Desert Willow|Sabino|Baja Arizona'.split('|'),
  kc: 'Heartland|Show-Me|Jayhawk|Crossroads|Kaw Valley|Two Rivers|Blue Valley|Cowtown|State Line'.split('|'),
  oma: 'Cornhusker|Big Red|Platte Valley|Gateway|River City|Metro Omaha|Husker|Elkhorn'.split('|'),
  dsm: 'Hawkeye|Capital City|Raccoon River|Iowa|Heartland|Metro Des Moines|Skywalk'.split('|'),
  ict: 'Air Capital|Sunflower|Flint Hills|Prairie|Jayhawk|Chisholm Trail|Keeper'.split('|'),
  okc: 'Sooner|Red Dirt|Thunder|Red Earth|Cimarron|Prairie Wind|Land Run|Bricktown'.split('|'),
  tul: 'Green Country|Route 66|Golden Driller|Tulsa Town|Arkansas River|Osage|Cherokee|Brookside'.split('|'),
};
const ADJ = 'Reliable Precision Honest Affordable Quality Superior Priority Rapid Integrity Frontier Pioneer Heritage Mustang Bison Roadrunner Coyote Jackrabbit Thunderbird Cornerstone Keystone Summit Evergreen Patriot Liberty Allied Premier Elite Apex Pinnacle Dependable All-Star Budget Express Diamond Golden Eagle Falcon Redtail Meadowlark Blue Sky'.split(' ');
const INITIALS = 'A-1|AAA|J&R|B&B|R&D|T&M|C&S|D&J|JR|ABC|AJ|M&M|S&S|A&E|G&G|Triple A|Ace|1st Choice|A+|K&L'.split('|');
const FORMS = ['LLC', 'LLC', 'Inc.', 'Co.', '', '', 'Corp.', 'Company', 'Services', '& Sons', 'Group', 'LLC'];
const SHARED_HEADS = ['A-1', 'AAA', 'All Pro', 'Pro', 'Ace', 'Best Choice', 'Budget', 'Express', 'Top Notch', 'Elite', 'Affordable', 'Premier'];

export function buildTrades(rng: Rng, book: AccountBook, estate: Estate, count: number, takenNames: Set<string>): VendorRec[] {
  const hubWeights = HUBS.map((h) => [h.key, propsOfHub(estate.props, h.key).length] as const);
  const hubProps = new Map(HUBS.map((h) => [h.key, propsOfHub(estate.props, h.key)]));
  const domains = new Set<string>();
  const out: VendorRec[] = [];
  while (out.length < count) {
    const hub = rng.weighted(hubWeights);
    const trade = rng.weighted(TRADES.filter((t) => t.hubs.length === 0 || t.hubs.includes(hub)).map((t) => [t, t.weight] as const));
    const tw = rng.pick(trade.words);
    const sur = rng.pick(SURNAMES);
    const core = rng.weighted<string>([
      [`${sur} ${tw}`, 30], [`${rng.pick(LOCAL[hub] ?? ['Metro'])} ${tw}`, 25], [`${sur} & ${rng.pick(SURNAMES)} ${tw}`, 8],
      [`${rng.pick(INITIALS)} ${tw}`, 10], [`${sur}'s ${tw}`, 7], [`${rng.pick(ADJ)} ${tw}`, 20]]);
    const form = rng.pick(FORMS);
    const name = form && !(form === 'Services' && /Services$/.test(core)) ? `${core} ${form}` : core;
    if (takenNames.has(vendorKey(name))) continue;
    takenNames.add(vendorKey(name));
    out.push(makeTrade(rng, book, estate, hub, trade, name, core, sur, hubProps.get(hub) ?? [], domains));
  }
  shareAliases(rng, out, takenNames);
  return out;
}

function makeTrade(rng: Rng, book: AccountBook, estate: Estate, hub: string, trade: Trade, name: string, core: string, sur: string, props: Estate['props'], domains: Set<string>): VendorRec {
  const v = blankVendor('trade', name, rng.pick(['C#####', '#####', 'JOB-####', '####-##', 'CUST ####', '######']));
  v.hub = hub;
  v.gls = [...trade.gl];
  v.lines = [...trade.lines];
  v.defaultGl = rng.chance(0.85) ? trade.gl[0] ?? null : null;
  v.taxId = rng.chance(0.85) ? ein(rng) : null;
  if (rng.chance(0.12)) v.aliases.push(`${rng.pick([...(LOCAL[hub] ?? []), ...ADJ])} ${rng.pick(trade.words)}`);
  const domain = `${slug(core).slice(0, 24)}.com`;
  const mail = rng.weighted([['domain', 35], ['exact', 25], ['free', 15], ['none', 25]] as const);
  if ((mail === 'domain' || mail === 'exact') && !domains.has(domain)) {
    domains.add(domain);
    v.emails.push(mail === 'domain' ? `@${domain}` : `${rng.pick(['office', 'billing', 'accounts', 'info', 'ar'])}@${domain}`);
  } else if (mail === 'free') v.emails.push(`${slug(sur + trade.key)}${rng.digits(2)}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'aol.com'])}`);
  if (rng.chance(0.7)) {
    if (rng.chance(0.45)) v.remit = poBox(rng, hub);
    else {
      const city = metroCity(hub);
      const a = estate.maker.make(city);
      const p = estate.maker.place(city);
      v.remit = `${streetLine(a)}${rng.chance(0.3) ? ` Ste ${rng.int(100, 400)}` : ''}, ${p.city}, ${p.state} ${p.zip}`;
    }
  }
  v.platform = rng.chance(0.1) ? rng.pick(['Bill.com', 'AvidXchange', 'doxo']) : null;
  if (rng.chance(0.25)) for (const p of rng.sample(props, rng.int(1, 5))) book.issue(v, p.id, null, 'vendor');
  if (rng.chance(0.1)) book.issue(v, null, null, 'vendor');
  if (['appliance', 'makeready', 'carpetclean'].includes(trade.key) && rng.chance(0.1)) {
    const multi = props.filter((p) => p.units.length >= 4);
    if (multi.length > 0) for (const u of rng.sample(rng.pick(multi).units, rng.int(2, 6))) book.issue(v, u.propertyId, u.id, 'vendor');
  }
  if (rng.chance(0.045)) {
    const multi = props.filter((p) => p.units.length >= 2);
    v.defaultPropertyId = rng.pick(multi.length > 0 ? multi : props).id;
  }
  return v;
}

function shareAliases(rng: Rng, trades: VendorRec[], takenNames: Set<string>): void {
  for (let i = 0; i < 45; i++) {
    const trade = rng.pick(TRADES);
    const alias = `${rng.pick(SHARED_HEADS)} ${trade.words[0] ?? ''}`;
    if (takenNames.has(vendorKey(alias))) continue;
    const pool = trades.filter((v) => v.gls[0] === trade.gl[0]);
    const hubs = new Set<string>();
    for (const v of rng.sample(pool, 8)) {
      if (hubs.has(v.hub ?? '') || hubs.size >= rng.int(2, 3)) continue;
      hubs.add(v.hub ?? '');
      v.aliases.push(alias);
    }
  }
}
