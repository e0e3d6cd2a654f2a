import { describe, expect, it } from 'vitest';
import { isMemberNotificationKind, isPortalRoute } from './member-notification.entity.ts';

describe('member notifications', () => {
  it('accept a portal hash route as link and refuse any other address', () => {
    expect(isPortalRoute('#/espace/demandes/3f2a-1')).toBe(true);
    expect(isPortalRoute('#/espace/notifications?x=1')).toBe(true);
    expect(isPortalRoute('https://example.com/#/espace')).toBe(false);
    expect(isPortalRoute('#//evil.example')).toBe(false);
    expect(isPortalRoute('javascript:alert(1)')).toBe(false);
    expect(isPortalRoute('#/espace/<script>')).toBe(false);
    expect(isPortalRoute(`#/${'a'.repeat(400)}`)).toBe(false);
  });

  it('know their kinds', () => {
    expect(isMemberNotificationKind('demande-statut')).toBe(true);
    expect(isMemberNotificationKind('spam')).toBe(false);
    expect(isMemberNotificationKind(3)).toBe(false);
  });
});
