import type { DirectoryData, DirectoryProperty, DirectoryUnit, DirectoryVendor, PastCoding } from '../../../src/server/directory/resolver/types';
import { GL_ACCOUNTS } from './glChart';
import type { PropRec, UnitRec, VendorRec } from './model';
import { at, type Rng } from './rng';
import { directoryStreet } from './streets';

/* The generator's records written out as the client's directory. */

export function toDirectory(rng: Rng, props: readonly PropRec[], units: readonly UnitRec[], vendors: readonly VendorRec[], history: readonly PastCoding[]): DirectoryData {
  const properties: DirectoryProperty[] = props.map((p) => ({
    id: p.id,
    name: p.name,
    aliases: [...p.aliases],
    address: p.addrInDirectory ? `${p.addr.num} ${directoryStreet(rng, p.addr.street)}` : null,
    city: p.cityInDirectory ? p.addr.city.name : null,
    state: p.cityInDirectory || rng.chance(0.5) ? p.addr.city.state : null,
    zip: p.zipInDirectory ? p.addr.zip : null,
  }));
  const dirUnits: DirectoryUnit[] = units.map((u) => {
    const a = u.ownAddr;
    return {
      id: u.id,
      propertyId: at(props, u.propIdx).id,
      unit: u.label,
      address: a ? `${a.num} ${a.street.canon}${rng.chance(0.6) ? `, ${a.city.name}, ${a.city.state} ${a.zip}` : ''}` : null,
    };
  });
  const dirVendors: DirectoryVendor[] = rng.shuffle([...vendors]).map((v) => ({
    id: v.id,
    name: v.name,
    aliases: [...v.aliases],
    senderEmails: v.senderEmails.map((e) => e.toLowerCase()),
    remitTo: v.remitTo,
    taxId: v.taxIdInDirectory ? v.taxId : null,
    defaultGlAccount: v.defaultGl,
    defaultPropertyId: v.defaultProp === null ? null : at(props, v.defaultProp).id,
    accounts: v.accounts.map((a) => ({
      accountNumber: a.accountNumber,
      propertyId: a.propIdx === null ? null : at(props, a.propIdx).id,
      unitId: a.unitIdx === null ? null : at(units, a.unitIdx).id,
    })),
  }));
  return { properties, units: dirUnits, vendors: dirVendors, glAccounts: GL_ACCOUNTS, history };
}
