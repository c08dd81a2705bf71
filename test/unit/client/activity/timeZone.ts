/** Moves the viewer's clock to `zone`; only in files run by ./timeZoneEnvironment.ts. */
export function setViewerTimeZone(zone: string): void {
  (globalThis as unknown as { setViewerTimeZone: (zone: string) => void }).setViewerTimeZone(zone);
}
