import type { DirectoryKind } from '../../../shared/contract/directory';
import { dismiss, notify } from '../../app/notifications/notificationsSlice';
import type { BannerTone } from '../../ui/Banner';
import { failureDetail } from './draftErrors';

export const DIRECTORY_AREA = 'directory';

/** What each kind of entry is called in titles, lower case and plural. */
const NOUNS = { property: ['property', 'properties'], unit: ['unit', 'units'], vendor: ['vendor', 'vendors'], glAccount: ['GL account', 'GL accounts'] } as const;
type EntryKind = keyof typeof NOUNS;

/** "1 property", "12 properties". */
export const countOf = (kind: EntryKind, count: number) => `${count} ${NOUNS[kind][count === 1 ? 0 : 1]}`;

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The outcome titles of one kind of entry: "Property added", "Failed to delete vendor". */
function entryMessages(kind: EntryKind, confirmDelete: string) {
  const [one, many] = NOUNS[kind];
  return {
    created: `${capital(one)} added`,
    updated: `${capital(one)} saved`,
    deleted: `${capital(one)} deleted`,
    createFailed: `Failed to add ${one}`,
    updateFailed: `Failed to save ${one}`,
    deleteFailed: `Failed to delete ${one}`,
    loadFailed: `Failed to load ${many}`,
    confirmDelete,
  };
}

export const DIRECTORY_MESSAGES = {
  property: entryMessages('property', 'Are you sure you want to delete this property and its units? Vendor accounts that bill for it lose their property. This cannot be undone.'),
  unit: entryMessages('unit', 'Are you sure you want to delete this unit? Vendor accounts that bill for it lose their unit. This cannot be undone.'),
  vendor: entryMessages('vendor', 'Are you sure you want to delete this vendor and its account numbers? This cannot be undone.'),
  glAccount: entryMessages('glAccount', 'Are you sure you want to delete this GL account? Vendors that default to it lose their default. This cannot be undone.'),
} as const;

export const KIND_LABELS: Record<DirectoryKind, string> = { properties: 'Properties', units: 'Units', vendors: 'Vendors', 'gl-accounts': 'GL accounts' };

export const IMPORT_MESSAGES = {
  previewFailed: 'Failed to preview the import',
  importFailed: 'Failed to import',
  rejected: 'Nothing was imported: some rows have errors',
  exportFailed: 'Failed to export',
  unreadableFile: 'The file could not be read. Choose a .csv file saved as text.',
  empty: 'Choose a CSV file or paste its text first.',
} as const;

/** The PM export tab's outcomes. */
export const EXPORT_MAPPING_MESSAGES = {
  loadFailed: 'Failed to load the export columns',
  saved: 'Export columns saved',
  saveFailed: 'Failed to save the export columns',
} as const;

export const imported = (kind: DirectoryKind, created: number, updated: number) => `${KIND_LABELS[kind]} imported: ${created} created, ${updated} updated`;

/** The screen's one notification: every outcome shares one id, so the latest replaces the one before. */
export const outcome = (tone: Extract<BannerTone, 'success' | 'error'>, title: string, detail?: string) => notify({ area: DIRECTORY_AREA, id: 'outcome', tone, title, detail });

export const succeeded = (title: string) => outcome('success', title);

export const failed = (title: string, error: unknown) => outcome('error', title, failureDetail(error));

/** A list that loads after all (Try again, another page) takes its load failure down; other outcomes stay. */
export const loadFailureResolved = (title: string) => dismiss({ area: DIRECTORY_AREA, titles: [title] });
