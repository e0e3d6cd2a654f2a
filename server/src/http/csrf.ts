import type {} from '@fastify/cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sha256Hex } from '../platform/random.ts';
import { CSRF_COOKIE, CSRF_FORM_FIELD, CSRF_HEADER } from './cookie-names.ts';
import { HttpError } from './http-error.ts';
import { sessionCookieOf, sessionIdHashOf } from './session.ts';

/**
 * Signed double-submit anti-forgery token: `<nonce>.<HMAC(key, nonce | session binding)>`.
 * The binding is the SHA-256 of the session cookie (empty when anonymous), so a token minted for one
 * session is worthless in another, and a token planted by a sibling site is rejected.
 */
export const CSRF_ERROR = {
  code: 'CSRF',
  message: 'Jeton anti-falsification manquant ou invalide.',
} as const;

/**
 * Routes whose token travels in the form field `_csrf` instead of the header (server-rendered forms); they
 * are checked even outside /api/.
 */
export const CSRF_FORM_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/identity/login',
  'POST /api/identity/login/code',
  'POST /api/identity/login/code/resend',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Token issued during this request (so a page renders the same token the cookie carries). */
const issued = new WeakMap<FastifyRequest, string>();

function bindingOf(sessionCookie: string | undefined): string {
  return sessionCookie ? sha256Hex(sessionCookie) : '';
}

/** The binding of the request's own session cookie (its SHA-256, computed once per request). */
function requestBinding(request: FastifyRequest): string {
  return sessionIdHashOf(request) ?? '';
}

/**
 * Pairs (token, session binding) found valid. The same pair always checks the same while the process runs (one
 * key), so it is not signed again on every GET: the HMAC was 4 % of the CPU of a cached read at full speed
 * (bench:server, issue 15). Only the token and a hash are kept; an invalid pair is always checked again.
 */
const VALID_PAIRS_KEPT = 10_000;
const validPairs = new Set<string>();
let validPairsKey: Buffer | undefined;

function isValidForBinding(key: Buffer, token: string, binding: string): boolean {
  const pair = `${token}|${binding}`;
  if (key === validPairsKey && validPairs.has(pair)) return true;
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  if (!equal(signature, sign(key, nonce, binding))) return false;
  if (key !== validPairsKey) {
    validPairs.clear();
    validPairsKey = key;
  }
  if (validPairs.size >= VALID_PAIRS_KEPT) {
    const oldest = validPairs.values().next();
    if (oldest.done !== true) validPairs.delete(oldest.value);
  }
  validPairs.add(pair);
  return true;
}

function sign(key: Buffer, nonce: string, binding: string): string {
  return createHmac('sha256', key).update(`${nonce}|${binding}`).digest('base64url');
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when `token` was signed by us for this session binding. */
export function isValidCsrfToken(key: Buffer, token: string, sessionCookie: string | undefined): boolean {
  return isValidForBinding(key, token, bindingOf(sessionCookie));
}

/** Mints a token for the given session cookie (or the request's), sets the cookie and returns it. */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionCookie: string | undefined = sessionCookieOf(request),
): string {
  const { secrets, random, config } = request.server.deps;
  const nonce = random.token(18);
  const token = `${nonce}.${sign(secrets.csrfKey, nonce, bindingOf(sessionCookie))}`;
  reply.setCookie(CSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
  });
  return token;
}

/** The request's current valid token, or a fresh one (set as cookie). */
export function currentCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const fresh = issued.get(request);
  if (fresh) return fresh;
  const cookie = request.cookies[CSRF_COOKIE];
  if (cookie && isValidForBinding(request.server.deps.secrets.csrfKey, cookie, requestBinding(request))) {
    return cookie;
  }
  return issueCsrfToken(request, reply);
}

function submittedToken(request: FastifyRequest): string | undefined {
  const routeKey = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (CSRF_FORM_ROUTES.has(routeKey)) {
    const body: unknown = request.body;
    const value: unknown =
      body !== null && typeof body === 'object' ? Reflect.get(body, CSRF_FORM_FIELD) : undefined;
    if (typeof value === 'string') return value;
  }
  const header = request.headers[CSRF_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/**
 * Writes that are not ours to protect: `POST /dev/reseaux-soins/accueil` plays a partner's site (development only),
 * which a member's browser reaches by a cross-site form post, as the real partner's is; it checks its own single-use
 * token. Keyed by method and matched route, like {@link CSRF_FORM_ROUTES}.
 */
export const CSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set(['POST /dev/reseaux-soins/accueil']);

function refusal(request: FastifyRequest): HttpError | undefined {
  const cookie = request.cookies[CSRF_COOKIE];
  const submitted = submittedToken(request);
  const key = request.server.deps.secrets.csrfKey;
  if (
    !cookie ||
    !submitted ||
    !equal(cookie, submitted) ||
    !isValidForBinding(key, cookie, requestBinding(request))
  ) {
    return new HttpError(403, { ...CSRF_ERROR });
  }
  return undefined;
}

/**
 * Every GET gets a cookie when it has no valid one; every other method must present the cookie's value (header, or
 * `_csrf` field on form routes) with a valid signature, else 403. The decision is made on the method and the route
 * the router matched, never on the URL as spelt: `/%61pi/…`, `http://host/api/…` (absolute form) or any spelling
 * the router accepts reaches the same route and the same check; so does a write no route matches, and `/dev/*`.
 * Header-carried tokens are checked as the request arrives, before its body is read or parsed; form routes once
 * their body is parsed.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  // Callback-style hooks (no promise per request: these run on every request).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET') currentCsrfToken(request, reply);
    if (SAFE_METHODS.has(request.method)) return done();
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (CSRF_FORM_ROUTES.has(route) || CSRF_EXEMPT_ROUTES.has(route)) return done();
    done(refusal(request));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (!CSRF_FORM_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return done();
    done(refusal(request));
  });
}
