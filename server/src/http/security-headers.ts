import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP: no inline script anywhere (the login page and the UI load scripts from files only).
 * `form-action` allows https targets because some care networks are opened by a form POST to the
 * network's site (spec §7).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
].join('; ');

/** Adds the security headers to every response (API, pages, static files, errors, 404). */
export function registerSecurityHeaders(app: FastifyInstance, options: { readonly hsts: boolean }): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
