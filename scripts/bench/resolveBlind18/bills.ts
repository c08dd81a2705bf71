/**
 * One bill from its plan: which clues it carries (the service address, a unit's own address, the
 * property's name, alias or code, an account the directory knows, or only the vendor's default
 * property), where its unit shows (its own field, inline, its own line, in the property text, or
 * nowhere when the account or the home's address carries it), and the noise extraction picks up
 * (the remit-to PO box or the manager's office taken for a site, the manager taken for the property).
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { renderAccount } from './accounts';
import { renderSite } from './billAddress';
import { billText, billToLines, siteLabel, type Draft } from './billText';
import type { NearIndex } from './corrupt';
import { MANAGER, OFFICES } from './geoTypes';
import type { Plan } from './plan';
import { propertyName, senderEmail, type PayeeBook } from './printing';
import type { AddressRegistry } from './registry';
import { at, type Rng } from './rng';
import { renderUnit } from './units';

export interface BillContext {
  registry: AddressRegistry;
  payees: PayeeBook;
  propertyNames: NearIndex;
  gl: ReadonlyMap<string, string>;
}

type PropertyClue = 'addr' | 'unitAddr' | 'name' | 'acct' | 'default' | 'none';
type UnitClue = 'field' | 'inline' | 'ownLine' | 'propText' | 'none';

export interface Bill {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

export function makeBill(plan: Plan, ctx: BillContext, rng: Rng): Bill {
  const { vendor: v, property: p, unit, account, category } = plan;
  const office = OFFICES[p.metro.office] ?? at(Object.values(OFFICES), 0);
  // Who sent it.
  const sender = senderEmail(v, rng);
  const payee = sender.identifies && rng.chance(0.12) ? null : ctx.payees.render(v, rng);
  // What points at the property.
  const canAddr = p.dir.address !== null && p.site !== null;
  const unitSite = unit === null ? null : unit.site;
  const acctKnown = account !== null && account.inDirectory;
  const primary: PropertyClue = plan.noClue ? 'none' : rng.weighted<PropertyClue>([
    ['addr', canAddr && (unitSite === null || rng.chance(0.25)) ? 50 : 0], ['unitAddr', unitSite !== null ? 60 : 0], ['name', 16],
    ['acct', acctKnown ? 22 : 0], ['default', v.dir.defaultPropertyId === p.dir.id ? 14 : 0],
  ]);
  const printAcct = account !== null && primary !== 'none' && primary !== 'default' && (primary === 'acct' || rng.chance(0.75));
  const showAddr = primary === 'addr' || (canAddr && (primary === 'name' || primary === 'acct') && unitSite === null && rng.chance(0.35));
  const showUnitSite = primary === 'unitAddr' || (unitSite !== null && primary === 'acct' && rng.chance(0.4));
  const showName = primary === 'name' || ((primary === 'addr' || primary === 'acct' || primary === 'unitAddr') && rng.chance(0.08));
  // Where the unit shows.
  let unitClue: UnitClue = 'none';
  if (unit !== null) {
    const covered = showUnitSite || (printAcct && acctKnown && account.unitId === unit.dir.id);
    const modes: [UnitClue, number][] = [['field', 5], ['inline', showAddr ? 3 : 0], ['ownLine', showAddr ? 2 : 0], ['propText', showName ? 2 : 0]];
    if (!covered || rng.chance(0.5)) unitClue = rng.weighted(modes);
  }
  const unitPrint = unit === null ? '' : renderUnit(unit, rng);
  // The service block as printed.
  const sites: string[] = [];
  const situs = category === 'tax' && rng.chance(0.6);
  if (showAddr && p.site !== null) {
    sites.push(renderSite(p.site, p.metro, ctx.registry, rng, {
      unitInline: unitClue === 'inline' ? unitPrint : undefined, unitOwnLine: unitClue === 'ownLine' ? unitPrint : undefined, situs,
    }));
  }
  if (showUnitSite && unitSite !== null) sites.push(renderSite(unitSite, p.metro, ctx.registry, rng, { situs }));
  const serviceAddresses = [...sites];
  const noise = rng.float();
  if (noise < 0.08) serviceAddresses.splice(rng.int(0, serviceAddresses.length), 0, v.remitLines.join(rng.chance(0.5) ? '\n' : ', '));
  else if (noise < 0.13) serviceAddresses.splice(rng.int(0, serviceAddresses.length), 0, `${office.number} ${office.street} ${office.suite}${rng.chance(0.5) ? '\n' : ', '}${office.city}, ${office.state} ${office.zip}`);
  // Property and unit as extraction read them.
  let propertyText: string | null = showName ? propertyName(p, ctx.propertyNames, rng) : null;
  if (unitClue === 'propText' && propertyText !== null) propertyText += rng.chance(0.5) ? ` ${unitPrint}` : ` - ${unitPrint}`;
  if (propertyText === null && rng.chance(0.02)) propertyText = rng.pick(MANAGER.variants);
  const unitText = unitClue === 'field' ? unitPrint : null;
  // Accounts.
  const accounts: { label: string; value: string }[] = [];
  if (printAcct) {
    const label = account.esi ? rng.pick(['ESI ID:', 'ESI-ID:', 'ESIID']) : category === 'tax' ? rng.pick(['Account No.:', 'Parcel ID:', 'Parcel/Account:', 'Property ID:']) : rng.pick(['Account Number:', 'Account #', 'Acct No.', 'Customer #']);
    accounts.push({ label, value: renderAccount(v, account, rng) });
  }
  if (account?.esi === true && primary !== 'none' && rng.chance(0.7)) accounts.unshift({ label: 'Customer Account:', value: String(rng.int(4000000000, 4999999999)) });
  if ((category === 'trade' || category === 'national') && rng.chance(0.15)) accounts.push({ label: rng.pick(['Customer #', 'Cust ID:', 'PO #']), value: `${rng.pick(['C-', 'PO-', ''])}${rng.int(10000, 99999)}` });
  // Lines.
  const lines = rng.sample(v.lines, rng.int(1, Math.min(4, v.lines.length))).map((description) => ({ description, amount: Math.round((15 + rng.float() ** 2 * 2400) * 100) / 100 }));
  const billToExtra = (primary === 'addr' || primary === 'acct' || primary === 'name') && rng.chance(0.1) ? `c/o ${p.dir.name}` : null;
  const draft: Draft = {
    category, vendor: v, payee, viaPlatform: v.platform !== null && sender.email === v.platform.email,
    billTo: billToLines(rng.pick(MANAGER.variants), office, billToExtra, rng), accounts, siteLabel: siteLabel(category, rng), sites, propertyText, unitText, lines,
  };
  const gl = ctx.gl.get(v.dir.id);
  if (gl === undefined) throw new Error(`no GL for ${v.dir.id}`);
  return {
    input: {
      payee, senderEmail: sender.email, accountNumbers: accounts.map((a) => a.value), serviceAddresses, propertyText, unitText,
      text: billText(draft, rng), lineItems: lines.map((l) => ({ description: l.description })),
    },
    expected: { propertyId: p.dir.id, unitId: unit?.dir.id ?? null, vendorId: v.dir.id, glAccount: gl },
  };
}
