import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { createDirectoryExports } from './exports';
import { createDirectoryGlAccountsRepository } from './glAccounts';
import { createDirectoryImportWrites } from './importWrites';
import { createDirectoryLearning } from './learning';
import { createDirectoryPlacesRepository } from './places';
import { createDirectoryPropertiesRepository } from './properties';
import { loadDirectory } from './snapshot';
import { createDirectoryVendorsRepository } from './vendors';

/** A client's property directory (issue 16): properties and units, vendors, GL accounts. */
export function createDirectoryRepository(db: Kysely<Database>) {
  return {
    properties: createDirectoryPropertiesRepository(db),
    vendors: createDirectoryVendorsRepository(db),
    glAccounts: createDirectoryGlAccountsRepository(db),
    searchPlaces: createDirectoryPlacesRepository(db),
    imports: createDirectoryImportWrites(db),
    exports: createDirectoryExports(db),
    /** What a reviewer's choice of an invoice's place teaches (issue 16). */
    learn: createDirectoryLearning(db),
    /** The client's whole directory, for an import's comparison and the resolver. */
    load: (clientId: string) => loadDirectory(db, clientId),
  };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
