export const DIRECTORY_TABS = ['properties', 'vendors', 'gl-accounts', 'pm-export'] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];

export const TAB_LABELS: Record<DirectoryTab, string> = { properties: 'Properties', vendors: 'Vendors', 'gl-accounts': 'GL accounts', 'pm-export': 'PM export' };

/** The tab the URL names (?tab=vendors), so a reload or a shared link opens it; properties otherwise. */
export const tabOf = (value: string | null): DirectoryTab => DIRECTORY_TABS.find((tab) => tab === value) ?? 'properties';
