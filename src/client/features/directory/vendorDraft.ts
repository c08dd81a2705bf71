import type { Vendor } from '../../../shared/contract/directory';
import { splitList } from './textFields';

/** One account number being edited, keyed so its inputs keep their place when one above is removed. */
export interface AccountDraft {
  key: number;
  accountNumber: string;
  propertyId: string | null;
  unitId: string | null;
}

export interface VendorValues {
  name: string;
  aliases: string;
  senderEmails: string;
  remitTo: string;
  taxId: string;
  defaultGlAccount: string;
  defaultPropertyId: string | null;
  accounts: AccountDraft[];
}

let nextKey = 0;

export const newAccount = (): AccountDraft => ({ key: nextKey++, accountNumber: '', propertyId: null, unitId: null });

export const vendorValues = (vendor: Vendor | null): VendorValues => ({
  name: vendor?.name ?? '',
  aliases: vendor?.aliases.join(', ') ?? '',
  senderEmails: vendor?.senderEmails.join(', ') ?? '',
  remitTo: vendor?.remitTo ?? '',
  taxId: vendor?.taxId ?? '',
  defaultGlAccount: vendor?.defaultGlAccount ?? '',
  defaultPropertyId: vendor?.defaultPropertyId ?? null,
  accounts: (vendor?.accounts ?? []).map((account) => ({ ...newAccount(), ...account })),
});

/** The form as the contract's vendor body takes it: lists split, each account without its key. */
export const vendorInput = ({ aliases, senderEmails, accounts, ...fields }: VendorValues) => ({
  ...fields,
  aliases: splitList(aliases),
  senderEmails: splitList(senderEmails),
  accounts: accounts.map(({ accountNumber, propertyId, unitId }) => ({ accountNumber, propertyId, unitId })),
});
