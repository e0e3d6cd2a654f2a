/**
 * Anti-forgery header (signed double-submit, see openapi/portal.openapi.yaml): the header repeats the
 * value of a cookie. It is sent on non-GET requests to relative (same-origin) URLs only — never to an
 * absolute / third-party URL, unless its origin is explicitly trusted (e.g. a test server).
 */
export interface CsrfOptions {
  readonly cookieName: string;
  readonly headerName: string;
  /** The document's cookie string (`document.cookie`). */
  readonly readCookies: () => string;
  /** Absolute origins treated as same-origin (e.g. 'http://127.0.0.1:8080'). */
  readonly trustedOrigins: readonly string[];
}

export const DEFAULT_CSRF_COOKIE = 'XSRF-TOKEN';
export const DEFAULT_CSRF_HEADER = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function defaultCsrfOptions(overrides: Partial<CsrfOptions> = {}): CsrfOptions {
  return {
    cookieName: overrides.cookieName ?? DEFAULT_CSRF_COOKIE,
    headerName: overrides.headerName ?? DEFAULT_CSRF_HEADER,
    readCookies: overrides.readCookies ?? (() => globalThis.document?.cookie ?? ''),
    trustedOrigins: overrides.trustedOrigins ?? [],
  };
}

/** True for '/api/x', 'api/x', '' — false for 'https://x', '//x' (protocol-relative), 'mailto:…'. */
export function isRelativeUrl(url: string): boolean {
  const trimmed = url.trim();
  return !SCHEME.test(trimmed) && !trimmed.startsWith('//') && !trimmed.startsWith('\\\\');
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}

/** Whether a request with this method to this URL (as written, before resolution) gets the header. */
export function needsCsrfHeader(method: string, url: string, trustedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (isRelativeUrl(url)) return true;
  const origin = originOf(url);
  return origin !== undefined && trustedOrigins.some((trusted) => originOf(trusted) === origin);
}

/** The value of a cookie in a `document.cookie` string, URI-decoded; undefined when absent or empty. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === '') return undefined;
    try {
      return decodeURIComponent(raw);
    } catch (error) {
      if (error instanceof URIError) return raw;
      throw error;
    }
  }
  return undefined;
}

/** The [header, value] pair to add, or undefined (safe method, foreign URL or no cookie). */
export function csrfHeaderFor(
  method: string,
  url: string,
  options: CsrfOptions,
): readonly [string, string] | undefined {
  if (!needsCsrfHeader(method, url, options.trustedOrigins)) return undefined;
  const token = readCookie(options.readCookies(), options.cookieName);
  return token === undefined ? undefined : [options.headerName, token];
}
