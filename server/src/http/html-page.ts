/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Path of the stylesheet shared by the server-rendered pages (no inline style: strict CSP). */
export const SERVER_STYLESHEET = '/server-assets/server.css';

/**
 * A complete French HTML document. `body` must already be escaped markup. No inline script: the pages
 * work without JavaScript and satisfy `script-src 'self'`; `scripts` are same-origin files that only
 * enhance them (deferred).
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
<link rel="stylesheet" href="${SERVER_STYLESHEET}">${scripts}
</head>
<body>
${options.body}
</body>
</html>
`;
}

export const SERVER_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f5f7fa; color: #1c2127; line-height: 1.5; }
main { max-width: 44rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 8px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }
h1 { font-size: 1.6rem; margin-top: 0; }
label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
input[type="email"], input[type="text"], input[type="password"] { width: 100%; box-sizing: border-box;
  padding: 0.6rem; font-size: 1rem; border: 1px solid #5f6b7c; border-radius: 4px; }
input:focus, button:focus, a:focus { outline: 3px solid #215db0; outline-offset: 2px; }
button { margin-top: 1.5rem; padding: 0.7rem 1.4rem; font-size: 1rem; color: #fff; background: #215db0;
  border: 0; border-radius: 4px; cursor: pointer; }
.error { color: #8e292c; background: #fde8e8; border: 1px solid #cd4246; padding: 0.75rem; border-radius: 4px; }
.hint { color: #404854; font-size: 0.9rem; }
.reveal { display: flex; align-items: center; gap: 0.5rem; margin: 0.5rem 0 0; font-weight: 400; }
.reveal[hidden] { display: none; }
.reveal input { width: 1.1rem; height: 1.1rem; margin: 0; }
a { color: #184a90; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #d3d8de; padding: 0.5rem; }
pre { white-space: pre-wrap; word-break: break-word; font-size: 0.85rem; background: #f6f7f9; padding: 0.5rem; }
`;
