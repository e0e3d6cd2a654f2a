import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { SERVER_PAGE_CSS } from './server-page-css.ts';

/** The CSP source allowing the inline style sheet of the server pages (html-page.ts), by its sha256. */
export const SERVER_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(SERVER_PAGE_CSS, 'utf8').digest('base64')}'`;

/**
 * Strict CSP: no inline script anywhere but the one index.html's pages name by hash (see
 * contentSecurityPolicy; the login page and the UI load their scripts from files).
 * `form-action` allows https targets because some care networks are opened by a form POST to the
 * network's site (spec §7).
 */
const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", SERVER_PAGE_STYLE_HASH],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'", 'https:'],
  'frame-ancestors': ["'none'"],
};

/** The Content-Security-Policy header as helmet writes it. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The policy, with `'sha256-…'` sources added for the exact inline script and style elements of one page
 * (index.html's shell chooser and critical CSS): still no 'unsafe-inline'.
 */
export function contentSecurityPolicy(
  inline: { readonly scripts?: readonly string[]; readonly styles?: readonly string[] } = {},
): string {
  const extra: Readonly<Record<string, readonly string[]>> = {
    'script-src': inline.scripts ?? [],
    'style-src': inline.styles ?? [],
  };
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${name} ${[...values, ...(extra[name] ?? [])].join(' ')}`)
    .join(';');
}

/** A response that only records the headers helmet sets (its middleware touches nothing else). */
class HeaderRecorder {
  readonly headers = new Map<string, string>();
  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return this;
  }
  removeHeader(name: string): void {
    this.headers.delete(name);
  }
  getHeader(name: string): string | undefined {
    return this.headers.get(name);
  }
}

/** The headers helmet sets with these options (they depend on nothing in the request). */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const recorder = new HeaderRecorder();
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined && error !== null) throw error;
  });
  return Object.fromEntries(recorder.headers);
}

/**
 * The security headers on every response (API, pages, static files, errors, 404), from helmet: CSP, nosniff,
 * frame DENY, same-origin referrer/COOP/CORP, HSTS over HTTPS; plus Permissions-Policy, which helmet does not
 * set. Helmet computes them once at start: @fastify/helmet (13.2) builds helmet's middleware again, CSP parsing
 * included, on every request — 9 % of the CPU of a cached read (bench:server, issue 15) for the same headers.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { readonly hsts: boolean },
): Promise<void> {
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    }),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
