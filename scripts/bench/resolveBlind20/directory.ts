/** The generator's records as the resolver's DirectoryData. */
import type { DirectoryData, DirectoryProperty, DirectoryUnit, DirectoryVendor, PastCoding } from '../../../src/server/directory/resolver/types';
import { GL_CHART } from './gl';
import type { AccountRec, PropRec, UnitRec, VendorRec } from './model';
import type { Rng } from './prng';
import { streetText, TYPE_FORMS } from './streets';

export function toDirectory(props: readonly PropRec[], units: readonly UnitRec[], vendors: readonly VendorRec[], accounts: readonly AccountRec[], history: readonly PastCoding[], rng: Rng): DirectoryData {
  const properties: DirectoryProperty[] = props.map((p) => {
    let address: string | null = null;
    if (p.loc) {
      const st = p.loc.street;
      const full = st.type && !st.hwyForms && rng.chance(0.12) ? { ...st, type: TYPE_FORMS[st.type]?.[1] ?? st.type } : st;
      address = `${p.loc.num} ${streetText(full)}`;
    }
    return { id: p.id, name: p.name, aliases: [...p.aliases], address, city: p.loc?.city ?? p.city.name, state: p.loc?.state ?? p.city.state, zip: p.loc?.zip ?? null };
  });
  const unitsOut: DirectoryUnit[] = [...units]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((u) => ({ id: u.id, propertyId: props[u.propIdx]?.id ?? '', unit: u.text, address: u.loc ? `${u.loc.num} ${streetText(u.loc.street)}, ${u.loc.city}, ${u.loc.state} ${u.loc.zip}` : null }));
  const vendorsOut: DirectoryVendor[] = [...vendors]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((v) => ({
      id: v.id,
      name: v.name,
      aliases: [...v.aliases],
      senderEmails: [...v.senderEmails],
      remitTo: v.remitTo,
      taxId: v.taxId,
      defaultGlAccount: v.defaultGl,
      defaultPropertyId: v.defaultPropIdx === null ? null : props[v.defaultPropIdx]?.id ?? null,
      accounts: v.accounts.map((i) => {
        const a = accounts[i];
        if (!a) throw new Error(`vendor ${v.id} has no account ${i}`);
        return { accountNumber: a.number, propertyId: a.propIdx === null ? null : props[a.propIdx]?.id ?? null, unitId: a.unitIdx === null ? null : units[a.unitIdx]?.id ?? null };
      }),
    }));
  return { properties, units: unitsOut, vendors: vendorsOut, glAccounts: GL_CHART.map((g) => ({ ...g })), history: [...history] };
}
