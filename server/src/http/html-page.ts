import { SERVER_PAGE_CSS } from './server-page-css.ts';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Path of the stylesheet shared by the server-rendered pages (also served as a file). */
export const SERVER_STYLESHEET = '/server-assets/server.css';

/**
 * A complete French HTML document. `body` must already be escaped markup. No inline script: the pages
 * work without JavaScript and satisfy `script-src 'self'`; `scripts` are same-origin files that only
 * enhance them (deferred). The style sheet is inlined (allowed by its sha256 in the global CSP, see
 * security-headers.ts): the first paint waits for no other request.
 */
export function htmlPage(options: {
  readonly title: string;
  readonly body: string;
  readonly scripts?: readonly string[];
}): string {
  const scripts = (options.scripts ?? [])
    .map((src) => `\n<script src="${escapeHtml(src)}" defer></script>`)
    .join('');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${SERVER_PAGE_CSS}</style>${scripts}
</head>
<body>
${options.body}
</body>
</html>
`;
}
