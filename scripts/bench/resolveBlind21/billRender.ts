/** Prints one target as a bill: payee, e-mail, accounts, sites, property and unit text, and the whole text. */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { renderText } from './billText';
import type { Target } from './billTargets';
import type { AddressClue, Clues } from './clerk';
import { MANAGER } from './geo';
import type { Rng } from './prng';
import { printAccount, printStreet } from './slips';
import { printPayee } from './payee';

export interface Printed { input: BillInput; clues: Clues; slips: string[]; unitPrinted: boolean }

const ACCOUNT_SHOW = { utility: 0.93, tax: 0.9, assessment: 0.85, national: 0.8, trade: 0.6, vendorDefault: 0 } as const;
const SITE_SHOW = { utility: 0.8, tax: 0.55, assessment: 0.45, national: 0.6, trade: 0.75, vendorDefault: 0 } as const;
const NAME_SHOW = { utility: 0.03, tax: 0.02, assessment: 0.12, national: 0.45, trade: 0.3, vendorDefault: 0 } as const;
const SITE_LABEL = { utility: 'Service Address', tax: 'Property Location', assessment: 'Property', national: 'Ship To / Job Site', trade: 'Service Location', vendorDefault: '' } as const;

export function renderBill(rng: Rng, t: Target, level: number, sharedName: boolean): Printed {
  const slips: string[] = [];
  const { vi, prop, kind } = t;
  const free = level === 0;
  const pay = printPayee(rng, vi, kind, level, sharedName);
  slips.push(...pay.slips);
  const accounts: string[] = [];
  const showAccount = t.account !== null && (level === 2 || rng.chance(ACCOUNT_SHOW[kind]));
  if (t.account && showAccount) {
    const a = printAccount(rng, t.account.accountNumber, level);
    accounts.push(a.text);
    if (a.slip) slips.push(`account:${a.slip}`);
  } else if (t.clientAccount) accounts.push(t.clientAccount);
  const defaultOnly = kind === 'vendorDefault';
  let showName = !defaultOnly && rng.chance(NAME_SHOW[kind]);
  let showSite = !defaultOnly && prop.street !== null && (level === 2 || rng.chance(SITE_SHOW[kind]));
  if (!defaultOnly && !showAccount && !showName && !showSite) {
    if (prop.street) showSite = true;
    else showName = true;
  }
  if (!prop.street) showName = showName || level === 2;
  const addresses: AddressClue[] = [];
  const sites: string[] = [];
  const serviceAddresses: string[] = [];
  let unitText: string | null = null;
  let unitPrinted = false;
  const unit = t.unit;
  const unitCarried = (t.account?.unitId ?? null) !== null && showAccount;
  if (showSite && prop.street) {
    let street = prop.street;
    let placement = 'none';
    if (unit) {
      if (unit.street && rng.chance(0.7)) { street = unit.street; placement = 'ownAddress'; }
      else {
        const letter = /^[A-K]$/.test(unit.unit.unit);
        placement = rng.weighted([['inline', 30], ['ownLine', 25], ['unitText', 25], ['fused', letter && free ? 12 : 0], ['missing', unitCarried ? 30 : 0]] as const);
      }
      unitPrinted = placement !== 'missing';
      slips.push(`unit:${placement}`);
    }
    const sp = printStreet(rng, street, level, placement === 'fused' ? unit?.unit.unit ?? null : null);
    slips.push(...sp.slips);
    const unitLabel = unit ? unitPrint(rng, unit.unit.unit) : null;
    const showCity = level === 2 || rng.chance(0.75);
    const place = prop.place && rng.chance(0.35) ? prop.place : prop.city.name;
    const city = showCity ? (rng.chance(0.15) ? place.toUpperCase() : place) : null;
    const zip = showCity && (level === 2 || rng.chance(0.6)) ? (rng.chance(0.3) ? `${prop.zip}-${rng.int(1000, 9999)}` : prop.zip) : null;
    if (!showCity) slips.push('cityDropped');
    if (place !== prop.city.name && showCity) slips.push('neighbourhoodAsCity');
    let line1 = sp.text;
    if (placement === 'inline' && unitLabel) line1 += rng.chance(0.5) ? ` ${unitLabel}` : `, ${unitLabel}`;
    const lines = [line1];
    if (placement === 'ownLine' && unitLabel) lines.push(unitLabel);
    if (city) lines.push(`${city}, ${prop.city.state}${zip ? ` ${zip}` : ''}`);
    const printed = rng.chance(0.3) ? lines.join(', ') : lines.join('\n');
    sites.push(printed);
    if (!free || rng.chance(0.85)) serviceAddresses.push(printed);
    else slips.push('siteOnlyInText');
    if (placement === 'unitText' && unitLabel) unitText = unitLabel;
    addresses.push({ street: sp.text, city, zip, unit: placement === 'inline' || placement === 'ownLine' ? unitLabel : null, distractor: false });
  } else if (unit && !unitCarried && !defaultOnly) {
    unitText = unitPrint(rng, unit.unit.unit);
    unitPrinted = true;
    slips.push('unit:unitTextOnly');
  } else if (unit) slips.push('unit:missing');
  if (free && !defaultOnly && rng.chance(0.1)) {
    const remit = vi.v.remitTo && rng.chance(0.6) ? vi.v.remitTo : `${MANAGER.street}, ${MANAGER.city}, ${MANAGER.state} ${MANAGER.zip}`;
    serviceAddresses.unshift(remit);
    const [street, cityPart = null] = remit.split(', ');
    addresses.push({ street: street ?? remit, city: cityPart, zip: null, unit: null, distractor: true });
    slips.push(remit === vi.v.remitTo ? 'remitAsSite' : 'officeAsSite');
  }
  let propertyText: string | null = null;
  let nameInText: string | null = null;
  if (showName) {
    const forms = [prop.prop.name, ...prop.prop.aliases];
    let n = rng.pick(forms);
    if (free && rng.chance(0.2)) n = n.toUpperCase();
    if (free && rng.chance(0.15)) n = `Job site: ${n}`;
    if (n !== prop.prop.name) slips.push('propertyAliasOrCode');
    if (free && rng.chance(0.1)) { nameInText = n; slips.push('propertyOnlyInText'); }
    else propertyText = n;
  }
  const email = pay.email;
  const lines = Array.from({ length: rng.int(1, 3) }, () => ({ description: rng.pick(vi.lines), amount: rng.int(1500, 250000) / 100 }));
  if (unitPrinted && unit && rng.chance(0.3) && lines[0]) lines[0].description += ` - ${unitPrint(rng, unit.unit.unit)}`;
  const extra: string[] = [];
  if (nameInText) extra.push(`Property: ${nameInText}`);
  if (kind === 'tax' && rng.chance(0.3)) extra.push(`Tax Rate Area: ${rng.int(1000, 99999)}`);
  const text = renderText(rng, {
    header: pay.header, vendorName: pay.vendorInText, remit: vi.v.remitTo, title: vi.billTitle,
    accountLabel: kind === 'tax' ? "Assessor's Parcel Number" : kind === 'utility' ? 'Account Number' : 'Account #',
    accounts, siteLabel: SITE_LABEL[kind] || 'Location', sites, propertyText, unitText, lines, email, extra,
  });
  const input: BillInput = {
    payee: pay.payee, senderEmail: email, accountNumbers: accounts, serviceAddresses, propertyText, unitText, text,
    lineItems: lines.map((l) => ({ description: l.description })),
  };
  const clues: Clues = { payee: pay.payee, vendorInText: pay.vendorInText, email, accounts, addresses, propertyText: propertyText ?? nameInText, unitText };
  return { input, clues, slips, unitPrinted };
}

function unitPrint(rng: Rng, label: string): string {
  if (/^Space \d+$/.test(label)) return rng.pick([label, label.replace('Space', 'Sp'), label.replace('Space', 'Spc'), label.replace('Space ', '#')]);
  if (/^Suite /.test(label)) return rng.pick([label, label.replace('Suite', 'Ste'), label.replace('Suite ', '#')]);
  if (/^\d+-\d+$/.test(label)) { const [b, n] = label.split('-'); return rng.pick([`Bldg ${b} Apt ${n}`, `#${label}`, `Bldg ${b}, Unit ${n}`, `Apt ${label}`]); }
  if (/^(Main House|ADU|Office|Mgr Apt|Office 2|Cabin \d+)$/.test(label)) return label;
  return rng.pick([`Apt ${label}`, `Unit ${label}`, `#${label}`, label, `APT ${label}`]);
}

