import { describe, expect, it } from 'vitest';
import { BackOfficeNavigation } from './back-office-navigation.ts';

function browserAt(pathname: string, hash: string) {
  const assigned: string[] = [];
  const window = { location: { pathname, hash, assign: (url: string) => void assigned.push(url) } };
  return { navigation: new BackOfficeNavigation(window), assigned };
}

describe('BackOfficeNavigation', () => {
  it('sends an ended session to the login page, back to the same back-office screen afterwards', () => {
    const { navigation, assigned } = browserAt('/admin/', '#/historique');
    navigation.redirect('/login');
    expect(assigned).toEqual(['/login?callbackUrl=%2Fadmin%2F%23%2Fhistorique']);
  });

  it('follows any other redirect as it is, and opens the portal routes of navigate', () => {
    const { navigation, assigned } = browserAt('/admin/', '');
    navigation.redirect('/au-revoir');
    navigation.navigate('service-unavailable');
    expect(assigned).toEqual(['/au-revoir', '/#/service-unavailable']);
  });
});
