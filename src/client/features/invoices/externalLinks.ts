/** Where a client without its own property-management address signs in. */
export const PROPERTY_MANAGEMENT_LOGIN_URL = 'https://www.appfolio.com/login';

/** The client's property-management site, or the generic login page when it has none. */
export function propertyManagementUrl(appfolioUrl: string | null): string {
  const url = appfolioUrl?.trim().replace(/\/+$/, '');
  if (!url) return PROPERTY_MANAGEMENT_LOGIN_URL;
  // A stored "acme.appfolio.com" would otherwise be a path inside this app.
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** Only the Reno clients enter bills in bulk (SPEC.md section 2). */
export const offersBulkInvoicing = (clientName: string): boolean => /reno/i.test(clientName);

/** The property-management system's bulk bill entry, where many bills are keyed in one screen. */
export const bulkInvoicingUrl = (appfolioUrl: string | null): string => `${propertyManagementUrl(appfolioUrl)}/accounting/bills/bulk`;
