import { z } from 'zod';
import { requiredText } from './common';
import { blankToUndefined, pageInfo, pageQuery, searchQuery } from './pagination';

/*
 * A client's property directory (issue 16): its properties with their units, its vendors with
 * their account numbers, and its chart of GL accounts. Admins edit it; reviewers of the client
 * read it (the review screens' typeahead).
 */

/** Free text that may be absent: absent, null and blank are all null. */
const optionalText = (max: number) =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string({ error: 'must be a string' }).trim().max(max, `must be at most ${max} characters`).nullable())
    .optional()
    .transform((value) => value ?? null);

/** A list of short texts (aliases, sender addresses); blanks and repeats dropped. */
const textList = (max: number, each: z.ZodType<string> = requiredText(200)) =>
  z
    .array(each, { error: 'must be a list' })
    .max(max, `must hold at most ${max} entries`)
    .optional()
    .transform((values) => [...new Set(values ?? [])]);

export const DIRECTORY_KINDS = ['properties', 'units', 'vendors', 'gl-accounts'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

export const unit = z.object({
  id: z.string(),
  propertyId: z.string(),
  /** The unit's number or name as the property labels it: "204", "B", "Suite 3". */
  unit: z.string(),
  /** A unit with its own street address (a house of a scattered-site property). */
  address: z.string().nullable(),
});
export type Unit = z.infer<typeof unit>;

export const property = z.object({
  id: z.string(),
  clientId: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  unitCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof property>;

/** One of a vendor's account numbers, and the property (and unit) it bills for. */
export const vendorAccount = z.object({
  accountNumber: z.string(),
  propertyId: z.string().nullable(),
  unitId: z.string().nullable(),
});
export type VendorAccount = z.infer<typeof vendorAccount>;

export const vendor = z.object({
  id: z.string(),
  clientId: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  senderEmails: z.array(z.string()),
  remitTo: z.string().nullable(),
  taxId: z.string().nullable(),
  /** A GL account number of the client's chart. */
  defaultGlAccount: z.string().nullable(),
  defaultPropertyId: z.string().nullable(),
  accounts: z.array(vendorAccount),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendor>;

export const glAccount = z.object({ number: z.string(), name: z.string() });
export type GlAccount = z.infer<typeof glAccount>;

/* Bodies: create and replace take the same fields. */

export const propertyBody = z.object({
  name: requiredText(200),
  aliases: textList(50),
  address: optionalText(300),
  city: optionalText(100),
  state: optionalText(50),
  zip: optionalText(20),
});
export type PropertyBody = z.input<typeof propertyBody>;

export const unitBody = z.object({ unit: requiredText(50), address: optionalText(300) });
export type UnitBody = z.input<typeof unitBody>;

const senderEmail = z
  .string({ error: 'must be a string' })
  .trim()
  .toLowerCase()
  .max(254, 'is too long')
  .refine((value) => /^[^@\s]+@[^@\s]+$/.test(value) || /^@[^@\s]+$/.test(value), 'must be an e-mail address or @domain');

export const vendorBody = z.object({
  name: requiredText(200),
  aliases: textList(50),
  /** Addresses (billing@acme.com) or whole domains (@acme.com) the vendor sends from. */
  senderEmails: textList(50, senderEmail),
  remitTo: optionalText(500),
  taxId: optionalText(30),
  defaultGlAccount: optionalText(30),
  defaultPropertyId: optionalText(64),
  accounts: z
    .array(z.object({ accountNumber: requiredText(60), propertyId: optionalText(64), unitId: optionalText(64) }), { error: 'must be a list' })
    .max(500, 'must hold at most 500 entries')
    .optional()
    .transform((accounts) => accounts ?? []),
});
export type VendorBody = z.input<typeof vendorBody>;

export const glAccountBody = z.object({ number: requiredText(30), name: requiredText(200) });
export type GlAccountBody = z.input<typeof glAccountBody>;
/** PUT gl-accounts/{number}: the number is the path's. */
export const glAccountNameBody = glAccountBody.pick({ name: true });
export type GlAccountNameBody = z.input<typeof glAccountNameBody>;

/* Params and queries. */

export const clientIdParam = z.object({ clientId: z.string().min(1, 'clientId is required').max(64) });
export const directoryItemParam = clientIdParam.extend({ id: z.string().min(1, 'id is required').max(64) });
export const unitItemParam = directoryItemParam.extend({ unitId: z.string().min(1, 'unitId is required').max(64) });
export const glAccountParam = clientIdParam.extend({ number: z.string().min(1, 'number is required').max(30) });

/** A directory list's page: its search matches names, aliases, addresses and account numbers. */
export const directoryPageQuery = pageQuery.extend({ search: searchQuery() });

const kindQuery = z.preprocess(blankToUndefined, z.enum(DIRECTORY_KINDS, { error: `must be one of ${DIRECTORY_KINDS.join(', ')}` }));

export const directoryImportQuery = z.object({
  kind: kindQuery,
  dryRun: z
    .preprocess((value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value), z.enum(['true', 'false'], { error: 'must be true or false' }).optional())
    .optional()
    .transform((value) => value === 'true'),
});
export const directoryExportQuery = z.object({ kind: kindQuery });

/* Answers. */

export const propertyPageResponse = pageInfo.extend({ properties: z.array(property) });
export type PropertyPageResponse = z.infer<typeof propertyPageResponse>;
export const propertyResponse = z.object({ property, units: z.array(unit) });
export type PropertyResponse = z.infer<typeof propertyResponse>;
export const unitResponse = z.object({ unit });
export type UnitResponse = z.infer<typeof unitResponse>;
export const vendorPageResponse = pageInfo.extend({ vendors: z.array(vendor) });
export type VendorPageResponse = z.infer<typeof vendorPageResponse>;
export const vendorResponse = z.object({ vendor });
export type VendorResponse = z.infer<typeof vendorResponse>;
export const glAccountListResponse = z.object({ glAccounts: z.array(glAccount) });
export type GlAccountListResponse = z.infer<typeof glAccountListResponse>;
export const glAccountResponse = z.object({ glAccount });
export type GlAccountResponse = z.infer<typeof glAccountResponse>;

/** A row of an import that cannot be taken: its 1-based line in the file (the header is 1), and the column. */
export const importError = z.object({ row: z.int(), column: z.string().nullable(), message: z.string() });
export type ImportError = z.infer<typeof importError>;

/**
 * What an import did, or with dryRun what it would do. With any error nothing is written and
 * the answer is a 400 with this body (and `message`).
 */
export const importResult = z.object({
  created: z.int(),
  updated: z.int(),
  errors: z.array(importError),
  message: z.string().optional(),
});
export type ImportResult = z.infer<typeof importResult>;

/** The typeahead of the review screens: properties and units whose name, alias, address or unit matches. */
export const placeSearchQuery = z.object({ search: searchQuery(), limit: pageQuery.shape.limit });
export const place = z.object({
  propertyId: z.string(),
  property: z.string(),
  unitId: z.string().nullable(),
  unit: z.string().nullable(),
  address: z.string().nullable(),
});
export type Place = z.infer<typeof place>;
export const placeSearchResponse = z.object({ places: z.array(place) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponse>;

/** Why a bill was matched to a directory entry, and how sure the match is (0..1). Null: not resolved. */
export const resolutionPart = z.object({ reason: z.string(), confidence: z.number() }).nullable();
export type ResolutionPart = z.infer<typeof resolutionPart>;
export const resolution = z.object({ property: resolutionPart, unit: resolutionPart, vendor: resolutionPart, glAccount: resolutionPart });
export type Resolution = z.infer<typeof resolution>;
