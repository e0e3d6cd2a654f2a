const MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'http://portail.invalid';
// C0 controls, DEL and C1 controls: browsers drop tabs and newlines inside URLs, so "/\t/x" would be "//x".
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function looksLocal(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !CONTROL.test(path);
}

/**
 * `path` resolved the way the browser resolves it (dot segments removed, `%2e` counted as a dot), when the result is
 * still a same-origin path: `/.//evil.example` passes the prefix checks but resolves to `//evil.example`.
 */
function resolvedLocally(path: string): string | undefined {
  const url = new URL(path, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return looksLocal(resolved) ? resolved : undefined;
}

/**
 * The login callbackUrl when it is allow-listed — a same-origin relative path such as `/#/page/cgu` —
 * otherwise undefined (no callback is passed and the server sends the member to `/`). Refused: absolute
 * URLs and schemes, protocol-relative `//host`, backslashes, control characters, and the same tricks
 * percent-encoded or hidden behind dot segments (`/.//host`, `/%2e%2e//host`). One rule, the server's: the raw value
 * and its percent-decoded form must both look local before and after the browser's path resolution; the resolved
 * form is returned.
 */
export function allowListedCallbackUrl(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '' || value.length > MAX_LENGTH) return undefined;
  if (!looksLocal(value)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (!looksLocal(decoded) || resolvedLocally(decoded) === undefined) return undefined;
  const resolved = resolvedLocally(value);
  // The kept value must pass the same rule itself (e.g. '/a/%2f/..' resolves to '/%2f', which decodes to '//').
  if (resolved === undefined || resolved === value) return resolved;
  return allowListedCallbackUrl(resolved) === resolved ? resolved : undefined;
}
