import { describe, expect, it } from 'vitest';
import { BrowserNavigation } from './browser-navigation.ts';

function fakeWindow() {
  const assigned: string[] = [];
  return { assigned, location: { hash: '', assign: (url: string) => void assigned.push(url) } };
}

describe('browser navigation', () => {
  it('leaves the application with a full redirect', () => {
    const window = fakeWindow();
    new BrowserNavigation(window).redirect('/login');
    expect(window.assigned).toEqual(['/login']);
  });

  it('moves to a named route through the hash router, whatever prefix the route name has', () => {
    const window = fakeWindow();
    const navigation = new BrowserNavigation(window);
    navigation.navigate('service-unavailable');
    expect(window.location.hash).toBe('#/service-unavailable');
    navigation.navigate('/reset-password-error');
    expect(window.location.hash).toBe('#/reset-password-error');
  });
});
