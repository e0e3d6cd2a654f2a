import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
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

/** The Content-Security-Policy header as @fastify/helmet writes it. */
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

/**
 * The security headers on every response (API, pages, static files, errors, 404), from @fastify/helmet:
 * CSP, nosniff, frame DENY, same-origin referrer/COOP/CORP, HSTS over HTTPS; plus Permissions-Policy, which
 * helmet does not set.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { readonly hsts: boolean },
): Promise<void> {
  await app.register(helmet, {
    global: true,
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
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
}
