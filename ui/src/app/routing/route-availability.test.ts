import { describe, expect, it } from 'vitest';
import { isRouteAvailable } from './route-availability.ts';

const local = { featureFlags: {}, externalIdentityProvider: null };

describe('route availability (route guard)', () => {
  it('shows a route that needs no feature', () => {
    expect(isRouteAvailable({ feature: null, localAccountOnly: false }, local)).toBe(true);
  });

  it('hides a route whose feature is off and shows it when on or unknown', () => {
    const rule = { feature: 'creationCompteAutreActe', localAccountOnly: true } as const;
    const off = { ...local, featureFlags: { creationCompteAutreActe: { isActivated: false } } };
    const on = { ...local, featureFlags: { creationCompteAutreActe: { isActivated: true } } };
    expect(isRouteAvailable(rule, off)).toBe(false);
    expect(isRouteAvailable(rule, on)).toBe(true);
    expect(isRouteAvailable(rule, local)).toBe(true);
  });

  it('hides local-account routes when an external OIDC provider is configured', () => {
    const oidc = { featureFlags: {}, externalIdentityProvider: 'keycloak' };
    expect(isRouteAvailable({ feature: null, localAccountOnly: true }, oidc)).toBe(false);
    expect(isRouteAvailable({ feature: null, localAccountOnly: false }, oidc)).toBe(true);
  });
});
