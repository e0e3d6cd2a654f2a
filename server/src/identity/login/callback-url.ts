const BASE = 'http://portail.invalid';
const MAX_LENGTH = 2048;
// C0 controls, DEL and C1 controls: browsers strip tabs/newlines inside URLs, so "/\t/evil" is "//evil".
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function looksLocal(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !path.includes('\\') &&
    !CONTROL.test(path)
  );
}

/**
 * `path` resolved the way a browser resolves it (dot segments removed, `%2e` counted as a dot), when the result is
 * still a same-origin path: `/.//evil.example` passes the prefix checks but resolves to `//evil.example`.
 */
function resolvedLocally(path: string): string | undefined {
  const url = new URL(path, BASE);
  if (url.origin !== BASE) return undefined;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return looksLocal(resolved) ? resolved : undefined;
}

/**
 * The post-login redirect target: `value` when it is a same-origin relative path, else `/`.
 * Refused: absolute URLs and schemes (`https:`, `javascript:`), protocol-relative `//host`, `/\host`,
 * any backslash or control character, and the same tricks percent-encoded (`/%2F%2Fhost`, `%5C`) or hidden behind
 * dot segments (`/.//host`, `/a/..//host`, `/%2e%2e//host`). One rule: the raw value and its percent-decoded form must
 * both look local before and after the browser's path resolution; the resolved form is returned.
 */
export function safeCallbackUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return '/';
  if (!looksLocal(value)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  if (!looksLocal(decoded) || resolvedLocally(decoded) === undefined) return '/';
  const resolved = resolvedLocally(value);
  // The kept value must pass the same rule itself (e.g. '/a/%2f/..' resolves to '/%2f', which decodes to '//').
  if (resolved === undefined) return '/';
  if (resolved === value) return resolved;
  return safeCallbackUrl(resolved) === resolved ? resolved : '/';
}
