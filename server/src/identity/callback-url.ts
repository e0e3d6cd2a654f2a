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
 * The post-login redirect target: `value` when it is a same-origin relative path, else `/`.
 * Refused: absolute URLs and schemes (`https:`, `javascript:`), protocol-relative `//host`, `/\host`,
 * any backslash or control character, and the same tricks percent-encoded (`/%2F%2Fhost`, `%5C`).
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
  if (!looksLocal(decoded)) return '/';
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
