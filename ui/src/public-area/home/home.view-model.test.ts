import { describe, expect, it } from 'vitest';
import { observable } from 'mobx';
import type { FeatureFlags } from '@portail/domain';
import { HomeViewModel } from './home.view-model.ts';
import type { HomeSettings } from './home.view-model.ts';

function homeWith(settings: Partial<HomeSettings> = {}, search = '') {
  const state = observable<{ featureFlags: FeatureFlags; externalIdentityProvider: string | null }>({
    featureFlags: { creationCompteAutreActe: { isActivated: true } },
    externalIdentityProvider: null,
    ...settings,
  });
  const home = new HomeViewModel({
    settings: state,
    loginUrl: (callbackUrl) =>
      callbackUrl === undefined
        ? '/api/identity/login'
        : `/api/identity/login?callbackUrl=${encodeURIComponent(callbackUrl)}`,
  });
  home.setLocation(new URLSearchParams(search));
  return { home, state };
}

describe('home view-model', () => {
  it('offers account creation when creationCompteAutreActe is on and hides it when off', () => {
    expect(homeWith().home.showCreateAccount).toBe(true);
    const off = homeWith({ featureFlags: { creationCompteAutreActe: { isActivated: false } } });
    expect(off.home.showCreateAccount).toBe(false);
  });

  it('offers account creation while the tenant flags are unknown (unknown features are shown)', () => {
    expect(homeWith({ featureFlags: {} }).home.showCreateAccount).toBe(true);
  });

  it('follows the tenant settings once they arrive', () => {
    const { home, state } = homeWith({ featureFlags: {} });
    state.featureFlags = { creationCompteAutreActe: { isActivated: false } };
    expect(home.showCreateAccount).toBe(false);
  });

  it('hides account creation on a restricted home URL', () => {
    expect(homeWith({}, 'restricted=true').home.showCreateAccount).toBe(false);
    expect(homeWith({}, 'restricted=1').home.showCreateAccount).toBe(false);
    expect(homeWith({}, 'restricted=non').home.showCreateAccount).toBe(true);
  });

  it('hides account creation and the help button under an external identity provider', () => {
    const { home } = homeWith({ externalIdentityProvider: 'keycloak' });
    expect(home.showCreateAccount).toBe(false);
    expect(home.showHelp).toBe(false);
    home.openFaq();
    expect(home.isFaqOpen).toBe(false);
    expect(home.signInText).not.toContain('mot de passe');
    expect(homeWith({}).home.signInText).toContain('votre mot de passe');
  });

  it('hides the help button when the tenant has no FAQ service (faqInbentaService off)', () => {
    const { home, state } = homeWith({ featureFlags: { faqInbentaService: { isActivated: false } } });
    expect(home.showHelp).toBe(false);
    home.openFaq();
    expect(home.isFaqOpen).toBe(false);
    state.featureFlags = { faqInbentaService: { isActivated: true } };
    expect(home.showHelp).toBe(true);
  });

  it('shows the help button with a local login and opens then closes the FAQ modal', () => {
    const { home } = homeWith();
    expect(home.showHelp).toBe(true);
    home.openFaq();
    expect(home.isFaqOpen).toBe(true);
    home.closeFaq();
    expect(home.isFaqOpen).toBe(false);
  });

  it('sends the browser to the login endpoint with the member area as callback when the home URL has none', () => {
    expect(homeWith().home.loginHref).toBe(
      `/api/identity/login?callbackUrl=${encodeURIComponent('/#/espace')}`,
    );
  });

  it('passes an allow-listed same-origin callbackUrl to the login endpoint', () => {
    const { home } = homeWith({}, `callbackUrl=${encodeURIComponent('/#/page/cgu')}`);
    expect(home.loginHref).toBe(`/api/identity/login?callbackUrl=${encodeURIComponent('/#/page/cgu')}`);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
  ])('drops the callbackUrl %s, which is not a same-origin relative path', (callbackUrl) => {
    const { home } = homeWith({}, `callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect(home.callbackUrl).toBeUndefined();
    expect(home.loginHref).toBe(`/api/identity/login?callbackUrl=${encodeURIComponent('/#/espace')}`);
  });
});
