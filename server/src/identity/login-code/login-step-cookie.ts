import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie binding a pending sign-in step to the browser that typed the password. */
export function loginStepCookieName(secure: boolean): string {
  return secure ? '__Host-portail_login_step' : 'portail_login_step';
}

export function loginStepCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[loginStepCookieName(request.server.deps.config.secureCookies)];
  return value && value.length > 0 ? value : undefined;
}

/** HttpOnly, SameSite=Lax, 10 minutes, Secure under HTTPS. */
export function setLoginStepCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  const secure = request.server.deps.config.secureCookies;
  reply.setCookie(loginStepCookieName(secure), value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: 600,
  });
}

export function clearLoginStepCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.server.deps.config.secureCookies;
  reply.clearCookie(loginStepCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
