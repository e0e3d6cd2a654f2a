const MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'http://portail.invalid';
// C0 controls, DEL and C1 controls: browsers drop tabs and newlines inside URLs, so "/\t/x" would be "//x".
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function looksLocal(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !CONTROL.test(path);
}

/**
 * The login callbackUrl when it is allow-listed — a same-origin relative path such as `/#/page/cgu` —
 * otherwise undefined (no callback is passed and the server sends the member to `/`). Refused: absolute
 * URLs and schemes, protocol-relative `//host`, backslashes, control characters, and the same tricks
 * percent-encoded.
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
  if (!looksLocal(decoded)) return undefined;
  const url = new URL(value, PROBE_ORIGIN);
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
