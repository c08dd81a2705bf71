import { vendorBody, type ImportError } from '../../../shared/contract/directory';
import type { DirectorySnapshot } from '../../db/repositories/directory/snapshot';
import { nameKey } from '../../db/repositories/directory/rows';
import type { VendorFields } from '../../db/repositories/directory/vendors';
import type { CsvRow } from './csvTable';
import { splitList } from './formats';
import { rowErrors, sameList, type Planner } from './plan';

type StoredVendor = DirectorySnapshot['vendors'][number];
type Account = VendorFields['accounts'][number];

/** A text of the vendor that its rows must agree on, and the row it came from. */
interface Agreed {
  value: string | null;
  line: number;
}

/**
 * name,aliases,senderEmails,accountNumber,property,unit,defaultGlAccount,remitTo,taxId: a
 * vendor's rows share its name, one row per account number. On a row with an accountNumber,
 * property (and unit) are that account's; on a row without one, property is the vendor's
 * default property. Lists are the union of the vendor's rows; other fields, given on several
 * rows, must agree. defaultGlAccount must be in the client's chart already, and properties and
 * units must exist (import them first). A vendor that exists is updated: a column the file does
 * not have leaves its field as it is, and with an accountNumber column its accounts become the
 * file's.
 */
export const planVendors: Planner = (table, directory, clientId) => {
  const errors: ImportError[] = [];
  const groups = new Map<string, CsvRow[]>();
  for (const row of table.rows) {
    if (row.cell('name') === '') {
      errors.push({ row: row.line, column: 'name', message: 'name is required' });
      continue;
    }
    const key = nameKey(row.cell('name'));
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const existing = new Map(directory.vendors.map((v) => [nameKey(v.name), v]));
  const properties = new Map(directory.properties.map((p) => [nameKey(p.name), p]));
  const units = new Map(directory.units.map((u) => [`${u.propertyId}\n${nameKey(u.unit)}`, u]));
  const chart = new Set(directory.glAccounts.map((gl) => gl.number));
  const writes: { id: string | null; fields: VendorFields; keepAccounts: boolean }[] = [];
  let created = 0;
  let updated = 0;

  for (const rows of groups.values()) {
    const first = rows[0] as CsvRow;
    const before = existing.get(nameKey(first.cell('name')));
    const problems: ImportError[] = [];
    const has = (column: string) => table.columns.has(column);

    /** The one value the rows give for a column (blank cells give none); a second, different one is an error. */
    const agree = (column: string, from: readonly CsvRow[]): Agreed => {
      let found: Agreed = { value: null, line: first.line };
      for (const row of from) {
        const value = row.cell(column);
        if (value === '') continue;
        if (found.value === null) found = { value, line: row.line };
        else if (value !== found.value) problems.push({ row: row.line, column, message: `${column} ${value} differs from ${found.value} on row ${found.line} for the same vendor` });
      }
      return found;
    };
    const union = (column: string) => {
      const items = new Map<string, number>();
      for (const row of rows) for (const item of splitList(row.cell(column))) if (!items.has(item)) items.set(item, row.line);
      return { values: [...items.keys()], lines: [...items.values()] };
    };
    const propertyNamed = (name: string, line: number) => {
      const property = properties.get(nameKey(name));
      if (!property) problems.push({ row: line, column: 'property', message: `property ${name} is not one of the client's properties` });
      return property?.id ?? null;
    };

    const withAccount = (row: CsvRow) => has('accountNumber') && row.cell('accountNumber') !== '';
    for (const row of rows) {
      if (!withAccount(row) && row.cell('unit') !== '') problems.push({ row: row.line, column: 'unit', message: 'unit is the unit of an account: give the accountNumber on its row' });
    }

    const aliases = has('aliases') ? union('aliases') : { values: before?.aliases ?? [], lines: [] };
    const senderEmails = has('senderEmails') ? union('senderEmails') : { values: before?.senderEmails ?? [], lines: [] };
    const single = (column: 'remitTo' | 'taxId' | 'defaultGlAccount'): Agreed => (has(column) ? agree(column, rows) : { value: before?.[column] ?? null, line: first.line });
    const remitTo = single('remitTo');
    const taxId = single('taxId');
    const defaultGlAccount = single('defaultGlAccount');
    if (has('defaultGlAccount') && defaultGlAccount.value !== null && !chart.has(defaultGlAccount.value)) {
      problems.push({ row: defaultGlAccount.line, column: 'defaultGlAccount', message: `defaultGlAccount ${defaultGlAccount.value} is not in the client's chart of GL accounts (import the GL accounts first)` });
    }
    let defaultProperty: Agreed = { value: before?.defaultPropertyId ?? null, line: first.line };
    if (has('property')) {
      const named = agree('property', rows.filter((row) => !withAccount(row)));
      defaultProperty = { value: named.value === null ? null : propertyNamed(named.value, named.line), line: named.line };
    }

    const accountLines: number[] = [];
    let accounts: readonly Account[] = before?.accounts ?? [];
    if (has('accountNumber')) {
      const storedAccount = new Map((before?.accounts ?? []).map((a) => [nameKey(a.accountNumber), a]));
      const seen = new Map<string, number>();
      accounts = rows.filter(withAccount).map((row) => {
        const accountNumber = row.cell('accountNumber');
        const repeated = seen.get(nameKey(accountNumber));
        if (repeated !== undefined) problems.push({ row: row.line, column: 'accountNumber', message: `accountNumber ${accountNumber} is on row ${repeated} already for the same vendor` });
        seen.set(nameKey(accountNumber), row.line);
        accountLines.push(row.line);
        const stored = storedAccount.get(nameKey(accountNumber));
        const propertyId = has('property') ? (row.cell('property') === '' ? null : propertyNamed(row.cell('property'), row.line)) : (stored?.propertyId ?? null);
        let unitId = stored?.unitId ?? null;
        if (has('unit')) {
          const label = row.cell('unit');
          unitId = null;
          if (label !== '' && propertyId === null && row.cell('property') === '') problems.push({ row: row.line, column: 'unit', message: "unit needs the account's property on its row" });
          else if (label !== '' && propertyId !== null) {
            unitId = units.get(`${propertyId}\n${nameKey(label)}`)?.id ?? null;
            if (unitId === null) problems.push({ row: row.line, column: 'unit', message: `unit ${label} is not a unit of ${row.cell('property')}` });
          }
        }
        return { accountNumber, propertyId, unitId };
      });
    }

    const parsed = vendorBody.safeParse({
      name: first.cell('name'),
      aliases: aliases.values,
      senderEmails: senderEmails.values,
      remitTo: remitTo.value,
      taxId: taxId.value,
      defaultGlAccount: defaultGlAccount.value,
      defaultPropertyId: defaultProperty.value,
      accounts,
    });
    if (!parsed.success) {
      problems.push(
        ...rowErrors(parsed.error, ([field, index, part]) => {
          if (field === 'accounts') return { row: accountLines[Number(index)] ?? first.line, column: part === 'propertyId' ? 'property' : part === 'unitId' ? 'unit' : 'accountNumber' };
          if (field === 'aliases') return { row: aliases.lines[Number(index)] ?? first.line, column: 'aliases' };
          if (field === 'senderEmails') return { row: senderEmails.lines[Number(index)] ?? first.line, column: 'senderEmails' };
          if (field === 'defaultPropertyId') return { row: defaultProperty.line, column: 'property' };
          const lines: Record<string, number> = { remitTo: remitTo.line, taxId: taxId.line, defaultGlAccount: defaultGlAccount.line };
          return { row: lines[String(field)] ?? first.line, column: String(field ?? 'name') };
        }),
      );
    }
    if (problems.length > 0 || !parsed.success) {
      errors.push(...problems);
      continue;
    }
    const fields = parsed.data;
    if (!before) created += 1;
    else if (unchanged(before, fields)) continue;
    else updated += 1;
    writes.push({ id: before?.id ?? null, fields, keepAccounts: !has('accountNumber') });
  }
  errors.sort((a, b) => a.row - b.row);
  return { created, updated, errors, write: (w) => w.vendors(clientId, writes) };
};

function unchanged(before: StoredVendor, after: VendorFields): boolean {
  return (
    before.name === after.name &&
    sameList(before.aliases, after.aliases) &&
    sameList(before.senderEmails, after.senderEmails) &&
    before.remitTo === after.remitTo &&
    before.taxId === after.taxId &&
    before.defaultGlAccount === after.defaultGlAccount &&
    before.defaultPropertyId === after.defaultPropertyId &&
    before.accounts.length === after.accounts.length &&
    before.accounts.every((a, i) => a.accountNumber === after.accounts[i]?.accountNumber && a.propertyId === after.accounts[i]?.propertyId && a.unitId === after.accounts[i]?.unitId)
  );
}
