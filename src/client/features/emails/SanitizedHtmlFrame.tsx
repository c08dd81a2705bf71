import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { InlineImages } from './inlineImages';
import { sanitizeEmailHtml } from './sanitizeEmailHtml';

/** SPEC.md section 9: the HTML view is at most 600px high and scrolls inside. */
export const HTML_MAX_HEIGHT = 600;

/**
 * The frame's own document sees none of the app's CSS variables, so its few colours are
 * written out. The policy is a second lock behind the sanitiser: nothing runs, nothing but
 * images loads.
 */
const FRAME_HEAD = [
  '<meta charset="utf-8">',
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; font-src https: data:">`,
  '<style>html,body{margin:0}body{padding:12px;color:#1d2330;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;overflow-wrap:anywhere}',
  'img{max-width:100%;height:auto}table{max-width:100%}pre{white-space:pre-wrap}a{color:#2457c5}</style>',
].join('');

/**
 * Sandboxed without scripts: even if something slipped past the sanitiser it could not run.
 * Same origin only so the frame can be measured; popups so links (target=_blank) still open.
 */
const SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** Sanitised e-mail HTML in a frame sized to its content, up to HTML_MAX_HEIGHT. */
export function SanitizedHtmlFrame({ html, title, pictures }: { html: string; title: string; pictures?: InlineImages }) {
  const srcDoc = useMemo(() => `<!doctype html><html><head>${FRAME_HEAD}</head><body>${sanitizeEmailHtml(html, pictures)}</body></html>`, [html, pictures]);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(120);

  const fit = useCallback(() => {
    const root = frame.current?.contentDocument?.documentElement;
    if (root && root.scrollHeight > 0) setHeight(Math.min(root.scrollHeight, HTML_MAX_HEIGHT));
  }, []);

  const onLoad = useCallback(() => {
    fit();
    // Images arrive after the frame's load; each one may make the message taller.
    frame.current?.contentDocument?.addEventListener('load', fit, true);
  }, [fit]);

  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);

  return <iframe ref={frame} className="email-html-frame" title={title} sandbox={SANDBOX} srcDoc={srcDoc} style={{ height }} onLoad={onLoad} />;
}
