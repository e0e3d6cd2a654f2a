import { describe, expect, it } from 'vitest';
import { csrfHeaderFor, defaultCsrfOptions, isRelativeUrl, needsCsrfHeader, readCookie } from './csrf.ts';

describe('isRelativeUrl', () => {
  it.each(['/api/upload', 'api/upload', '', '/', '?x=1'])('treats %j as relative', (url) => {
    expect(isRelativeUrl(url)).toBe(true);
  });

  it.each([
    'https://evil.example/api',
    'http://127.0.0.1:8080',
    '//evil.example/api',
    'HTTPS://X',
    'mailto:a@b',
  ])('treats %j as absolute', (url) => {
    expect(isRelativeUrl(url)).toBe(false);
  });
});

describe('needsCsrfHeader', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('is needed for %s to a relative URL', (method) => {
    expect(needsCsrfHeader(method, '/api/identity/register', [])).toBe(true);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('is not needed for %s', (method) => {
    expect(needsCsrfHeader(method, '/api/identity/register', [])).toBe(false);
  });

  it('is never sent to an absolute third-party URL', () => {
    expect(needsCsrfHeader('POST', 'https://partner.example/form', [])).toBe(false);
    expect(needsCsrfHeader('POST', '//partner.example/form', ['https://partner.example'])).toBe(false);
  });

  it('is sent to an absolute URL only when its origin is explicitly trusted', () => {
    expect(needsCsrfHeader('POST', 'http://127.0.0.1:8080/api/x', ['http://127.0.0.1:8080'])).toBe(true);
    expect(needsCsrfHeader('POST', 'http://127.0.0.1:8081/api/x', ['http://127.0.0.1:8080'])).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and URI-decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D.sig; b=2', 'XSRF-TOKEN')).toBe('abc==.sig');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('OLD-XSRF-TOKEN=zzz', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('returns undefined for an absent or empty cookie', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN=', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('t=%E0%A4%A', 't')).toBe('%E0%A4%A');
  });
});

describe('csrfHeaderFor', () => {
  const options = defaultCsrfOptions({ readCookies: () => 'XSRF-TOKEN=tok' });

  it('uses the default cookie and header names', () => {
    expect(csrfHeaderFor('POST', '/api/x', options)).toEqual(['X-XSRF-TOKEN', 'tok']);
  });

  it('uses the configured names', () => {
    const custom = defaultCsrfOptions({
      cookieName: 'csrf_c',
      headerName: 'X-Csrf',
      readCookies: () => 'XSRF-TOKEN=tok; csrf_c=other',
    });
    expect(csrfHeaderFor('POST', '/api/x', custom)).toEqual(['X-Csrf', 'other']);
  });

  it('adds nothing when the cookie is missing', () => {
    expect(csrfHeaderFor('POST', '/api/x', defaultCsrfOptions({ readCookies: () => '' }))).toBeUndefined();
  });
});
