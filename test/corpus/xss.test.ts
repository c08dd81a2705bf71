/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sanitizeEmailHtml } from '../../src/client/features/emails/sanitizeEmailHtml';
import { requireCorpus } from '../support/invoices/corpus';

/** XSS vectors from DOMPurify's own tests, html5sec, OWASP's cheat sheet and payloadbox (SOURCES.md). */
const directory = requireCorpus(path.resolve(__dirname, '..', '..'), 'xss');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as T;

interface DomPurifyCase {
  title?: string;
  payload: string;
  expected: string | string[];
}

const dompurify = readJson<DomPurifyCase[]>('dompurify/expect.json');
const payloads: { source: string; payload: string }[] = [
  ...dompurify.map((c, index) => ({ source: `dompurify #${index}: ${c.title ?? ''}`, payload: c.payload })),
  ...readJson<{ id: number; data_expanded: string }[]>('h5sc_html5sec/html5sec_vectors.json').map((v) => ({ source: `html5sec #${v.id}`, payload: v.data_expanded })),
  ...readJson<{ section: string; vector: string }[]>('owasp/xss_filter_evasion_vectors.json').map((v) => ({ source: `owasp: ${v.section}`, payload: v.vector })),
  ...[...new Set(readFileSync(path.join(directory, 'payloadbox/xss-payload-list.txt'), 'utf8').split(/\r?\n/))]
    .filter((line) => line.trim())
    .map((payload, index) => ({ source: `payloadbox line ${index + 1}`, payload })),
];

const EXECUTABLE_TAGS = 'script, iframe, frame, frameset, object, embed, applet, base, link, form, portal, meta[http-equiv]';
const URL_SCHEME = /^(?:javascript|vbscript|livescript|data:text\/html)/;
/** Shown to the reader as text, never followed: "javascript:" there is only words. */
const TEXT_ATTRIBUTES = new Set(['title', 'alt']);
const ACTIVE_CSS = /expression\s*\(|javascript:|vbscript:|behaviou?r\s*:|-moz-binding/;

/** How a browser reads an attribute's URL: control characters and whitespace ignored, any case. */
// eslint-disable-next-line no-control-regex -- the control characters are what the payloads hide behind
const normalise = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

/** Every way the sanitised markup could still run script, as readable findings. */
function scriptRisks(root: ParentNode): string[] {
  const risks = [...root.querySelectorAll(EXECUTABLE_TAGS)].map((element) => `<${element.tagName.toLowerCase()}>`);
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on')) risks.push(`${name} handler`);
      if (['srcdoc', 'formaction', 'action', 'xlink:href'].includes(name)) risks.push(`${name} attribute`);
      if (!TEXT_ATTRIBUTES.has(name) && URL_SCHEME.test(normalise(value))) risks.push(`${name}=${value.slice(0, 40)}`);
      if (name === 'style' && ACTIVE_CSS.test(normalise(value))) risks.push(`style ${value.slice(0, 40)}`);
    }
  }
  for (const style of root.querySelectorAll('style')) if (ACTIVE_CSS.test(normalise(style.textContent ?? ''))) risks.push('active <style>');
  return risks;
}

let executed: string[] = [];
const trap = (name: string) => () => void executed.push(name);
const EVENTS = ['load', 'error', 'mouseover', 'focus', 'animationstart', 'toggle', 'pointerenter'];

/**
 * Inserts the output into the live document as a script-running page would, fires the events
 * payloads wait for, and reports whether anything ran. jsdom does not run the scripts of an
 * inserted fragment, so each one is re-created, which it does run.
 */
function runInDocument(html: string): string[] {
  executed = [];
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = html;
  for (const old of container.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of Array.from(old.attributes)) script.setAttribute(name, value);
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
  for (const element of container.querySelectorAll('*')) for (const type of EVENTS) element.dispatchEvent(new Event(type));
  container.remove();
  return executed;
}

beforeAll(() => {
  Object.assign(window, { alert: trap('alert'), prompt: trap('prompt'), confirm: trap('confirm'), print: trap('print') });
});

/**
 * The elements and attributes in markup that bear on script running or navigation. <style> is
 * not among them: no current browser runs script from CSS, and the rule above already empties
 * any style sheet with the old script-running constructs. We keep a leading <style> (FORCE_BODY)
 * where DOMPurify's default drops it with the parsed <head>.
 */
function relevantParts(html: string): Set<string> {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const parts = new Set<string>();
  for (const element of holder.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (/^(script|iframe|frame|object|embed|form|input|button|base|link|meta|svg|math|a|img|area|use|animate|set)$/.test(tag)) parts.add(tag);
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on') || ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcdoc', 'id', 'name'].includes(name)) {
        parts.add(`${tag}@${name}=${/^[a-z][a-z0-9+.-]*:/.exec(normalise(value))?.[0] ?? 'relative'}`);
      }
    }
  }
  return parts;
}

describe('sanitizeEmailHtml over the XSS corpus', () => {
  afterAll(() => console.log(`XSS corpus: ${payloads.length} payloads checked (${dompurify.length} with DOMPurify's expected output)`));

  it('has checks that catch the raw payloads (so a pass means something)', () => {
    expect(runInDocument('<script>alert(1)</script>')).toEqual(['alert']);
    expect(runInDocument('<img src="x" onerror="prompt(1)">')).toEqual(['prompt']);
    const flagged = payloads.filter(({ payload }) => {
      const holder = document.createElement('template');
      holder.innerHTML = payload;
      return scriptRisks(holder.content).length > 0;
    });
    console.log(`XSS corpus: ${flagged.length} of ${payloads.length} raw payloads are flagged before sanitising`);
    expect(flagged.length / payloads.length).toBeGreaterThan(0.8);
  });

  it('leaves nothing that could run script, for every payload', () => {
    const failures: string[] = [];
    for (const { source, payload } of payloads) {
      const output = sanitizeEmailHtml(payload);
      const holder = document.createElement('template');
      holder.innerHTML = output;
      const risks = [...scriptRisks(holder.content), ...runInDocument(output).map((call) => `${call}() ran`)];
      if (risks.length > 0) failures.push(`${source}: ${risks.join(', ')}\n  output: ${output.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(payloads.length).toBeGreaterThan(6000);
  });

  it("is at least as strict as DOMPurify's own expected output where script could run", () => {
    const failures: string[] = [];
    for (const [index, { title, payload, expected }] of dompurify.entries()) {
      const ours = relevantParts(sanitizeEmailHtml(payload));
      const theirs = (Array.isArray(expected) ? expected : [expected]).map(relevantParts);
      const extra = (allowed: Set<string>) => [...ours].filter((part) => !allowed.has(part));
      const best = theirs.map(extra).sort((a, b) => a.length - b.length)[0] ?? [];
      if (best.length > 0) failures.push(`#${index} ${title ?? ''}: we keep ${best.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});
