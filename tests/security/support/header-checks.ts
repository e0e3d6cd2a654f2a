import type { LightMyRequestResponse } from 'fastify';

export const SAFE_REFERRER_POLICIES = new Set([
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]);
/** The part of a response the checks read (a real `inject` answer, or a hand-made one for the self-check). */
export type Answer = Pick<LightMyRequestResponse, 'headers'>;

export function headerText(response: Answer, name: string): string {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/** Directive name → source list of a CSP header. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name !== undefined && name !== '' && !directives.has(name.toLowerCase()))
      directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What is wrong with the security headers of one response (empty = nothing). */
export function headerProblems(response: Answer): string[] {
  const problems: string[] = [];
  const policy = headerText(response, 'content-security-policy');
  if (policy === '') problems.push('CSP absente');
  else {
    const csp = parseCsp(policy);
    const scriptDirectives = ['script-src', 'script-src-elem', 'script-src-attr'].filter((name) =>
      csp.has(name),
    );
    const effective = scriptDirectives.length > 0 ? scriptDirectives : ['default-src'];
    for (const name of effective) {
      const sources = csp.get(name);
      if (sources === undefined) problems.push(`CSP sans ${name} ni default-src`);
      else {
        for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
          if (sources.includes(unsafe)) problems.push(`CSP ${name} ${unsafe}`);
      }
    }
    if ((csp.get('frame-ancestors') ?? []).join(' ') !== "'none'")
      problems.push("CSP sans frame-ancestors 'none'");
    if (
      !['none', "'none'"].some((none) =>
        (csp.get('object-src') ?? csp.get('default-src') ?? []).includes(none),
      )
    )
      problems.push("CSP sans object-src 'none'");
  }
  if (headerText(response, 'x-content-type-options').toLowerCase() !== 'nosniff')
    problems.push('X-Content-Type-Options absent');
  if (!SAFE_REFERRER_POLICIES.has(headerText(response, 'referrer-policy').toLowerCase()))
    problems.push(`Referrer-Policy « ${headerText(response, 'referrer-policy')} »`);
  return problems;
}

export interface CookieCheck {
  readonly secure: boolean;
}

/** What is wrong with the cookies a response sets. */
export function cookieProblems(response: Answer, expectation: CookieCheck): string[] {
  const raw = response.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  const problems: string[] = [];
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const has = (attribute: string) =>
      attributes.some((a) => a.toLowerCase().startsWith(attribute.toLowerCase()));
    const sameSite = attributes
      .find((a) => a.toLowerCase().startsWith('samesite='))
      ?.slice('samesite='.length)
      .toLowerCase();
    if (sameSite !== 'lax' && sameSite !== 'strict') problems.push(`${name}: SameSite ${String(sameSite)}`);
    // The anti-forgery cookie is read by the front (double submit): it is the only one allowed without HttpOnly.
    if (name !== 'XSRF-TOKEN' && !has('HttpOnly')) problems.push(`${name}: sans HttpOnly`);
    if (expectation.secure && !has('Secure')) problems.push(`${name}: sans Secure`);
    if (expectation.secure && name.includes('session') && !name.startsWith('__Host-'))
      problems.push(`${name}: sans préfixe __Host-`);
    if (name.startsWith('__Host-') && (has('Domain') || !attributes.some((a) => a === 'Path=/')))
      problems.push(`${name}: __Host- avec Domain ou sans Path=/`);
  }
  return problems;
}
