/** Anti-forgery cookie (readable by the UI) and header (api-decisions.md). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** Hidden form field carrying the anti-forgery token on the login form POST. */
export const CSRF_FORM_FIELD = '_csrf';

/** Session cookie; `__Host-` prefixed (and Secure) when served over HTTPS. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-portail_session' : 'portail_session';
}
