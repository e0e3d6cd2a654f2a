import { describe, expect, it } from 'vitest';
import { PORTAL_ROUTES } from './route-table.ts';

describe('route table', () => {
  it('declares every route of spec §2 once', () => {
    expect(PORTAL_ROUTES.map((route) => route.path).sort()).toEqual(
      [
        '',
        'activate-user',
        'activate-user-confirmation',
        'confirm-email',
        'delete-user-confirmation',
        'display-email',
        'forgot-password',
        'forgot-password-confirmation',
        'forgot-username',
        'page/:pageName',
        'redirect-to-mobile/*',
        'register',
        'reset-password',
        'reset-password-confirmation',
        'reset-password-error',
        'service-unavailable',
        'espace/*',
      ].sort(),
    );
    expect(new Set(PORTAL_ROUTES.map((route) => route.id)).size).toBe(PORTAL_ROUTES.length);
  });

  it('guards register and forgot-username by their functionality', () => {
    const feature = (id: string) => PORTAL_ROUTES.find((route) => route.id === id)?.feature;
    expect(feature('register')).toBe('creationCompteAutreActe');
    expect(feature('forgot-username')).toBe('forgotUsernameAutreActe');
  });

  it('keeps home, static pages, the mobile redirect and the outage page under an external provider', () => {
    const kept = PORTAL_ROUTES.filter((route) => !route.localAccountOnly).map((route) => route.id);
    expect(kept.sort()).toEqual(
      [
        'delete-user-confirmation',
        'home',
        'member-area',
        'redirect-to-mobile',
        'service-unavailable',
        'static-page',
      ].sort(),
    );
  });

  it('gives every route a French title', () => {
    for (const route of PORTAL_ROUTES) expect(route.title.trim()).not.toBe('');
  });
});
