/** Values as a failure message shows them: long texts cut to their start and length, escapes kept. */
const LONGEST = 120;

function shorten(text: string): string {
  return text.length <= LONGEST ? text : `${text.slice(0, 60)}…(${text.length} chars)`;
}

export function brief(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(shorten(value));
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string') return shorten(item);
    if (typeof item === 'number' && !Number.isFinite(item)) return String(item);
    if (item && typeof item === 'object' && (item as { type?: string }).type === 'Buffer') {
      const bytes = Buffer.from((item as { data: number[] }).data);
      return `<${bytes.length} bytes: ${shorten(bytes.toString('latin1'))}>`;
    }
    return item;
  });
}

/** A URL shown whole when short, else its start and length. */
export const briefUrl = (url: string) => shorten(url);

/** Findings grouped by kind, since one bug often fails many routes: each route's smallest request under it. */
export function findingsReport(findings: { route: { method: string; path: string }; kind: string; example: string }[]): string {
  const byKind = new Map<string, typeof findings>();
  for (const finding of findings) byKind.set(finding.kind, [...(byKind.get(finding.kind) ?? []), finding]);
  return [...byKind]
    .map(([kind, list]) => {
      const routes = list.map((f) => `${f.route.method} ${f.route.path}`);
      const examples = list.map((f) => `  ${f.route.method} ${f.route.path}, smallest request:\n${f.example.replace(/^/gm, '    ')}`);
      return `${kind}: ${list.length} route(s): ${routes.join(', ')}\n${examples.join('\n')}`;
    })
    .join('\n\n');
}
