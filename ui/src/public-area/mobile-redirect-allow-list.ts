/** Schemes never followed, whatever the configuration says (script, data and local-file URLs). */
const FORBIDDEN_SCHEMES: ReadonlySet<string> = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
]);

const WEB_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);

function parse(value: string): URL | null {
  const text = value.trim();
  if (text === '' || !URL.canParse(text)) return null;
  const url = new URL(text);
  return FORBIDDEN_SCHEMES.has(url.protocol) ? null : url;
}

export type MobileRedirectDecision =
  | { readonly kind: 'allowed'; readonly url: string }
  | { readonly kind: 'refused'; readonly reason: 'malformed' | 'not-allow-listed' };

/**
 * Whether `redirect-to-mobile/{url}` may send the browser to `target` (spec §2; "allow-listed redirects").
 * The allow-list comes from the client configuration's mobile-app links (store pages, app schemes):
 * - a web URL (http/https) must be one of the configured links exactly (same scheme, host, path and query);
 * - an app-scheme URL (`monapp://…`) is allowed when a configured link uses that same custom scheme;
 * - script, data and local-file schemes are always refused.
 */
export function decideMobileRedirect(
  target: string,
  configuredLinks: readonly string[],
): MobileRedirectDecision {
  const url = parse(target);
  if (url === null) return { kind: 'refused', reason: 'malformed' };
  const allowed = configuredLinks.map(parse).filter((link): link is URL => link !== null);
  const isAllowed = WEB_SCHEMES.has(url.protocol)
    ? allowed.some((link) => link.href === url.href)
    : allowed.some((link) => !WEB_SCHEMES.has(link.protocol) && link.protocol === url.protocol);
  return isAllowed ? { kind: 'allowed', url: url.href } : { kind: 'refused', reason: 'not-allow-listed' };
}

/** The target of the route's splat: one percent-encoded segment (or several raw segments), null if malformed. */
export function decodeRedirectTarget(splat: string | undefined): string | null {
  if (splat === undefined || splat === '') return null;
  try {
    return decodeURIComponent(splat);
  } catch {
    return null;
  }
}
