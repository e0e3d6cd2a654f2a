import { describe, expect, it } from 'vitest';
import { cookieAssignment, readCookieValue } from './dom-member-browser.ts';

describe('member-area cookies', () => {
  it('reads one cookie among others, decoding its value', () => {
    const cookies = 'XSRF-TOKEN=abc; portail_popup_cms_cms-popup-information=1; autre=a%20b';
    expect(readCookieValue(cookies, 'portail_popup_cms_cms-popup-information')).toBe('1');
    expect(readCookieValue(cookies, 'autre')).toBe('a b');
    expect(readCookieValue(cookies, 'portail_popup_cms')).toBeUndefined();
    expect(readCookieValue('', 'x')).toBeUndefined();
  });

  it('writes a site-wide cookie for 365 days, Secure under HTTPS', () => {
    expect(cookieAssignment('popup_1', '1', 365, false)).toBe(
      'popup_1=1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(cookieAssignment('popup 1', '1', 1, true)).toBe(
      'popup%201=1; Max-Age=86400; Path=/; SameSite=Lax; Secure',
    );
  });
});
