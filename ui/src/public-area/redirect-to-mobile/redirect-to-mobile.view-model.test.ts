import type { MobileAppSettings } from '@portail/domain';
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { RedirectToMobileViewModel } from './redirect-to-mobile.view-model.ts';

const APP: MobileAppSettings = {
  lienAndroid: 'https://play.google.com/store/apps/details?id=fr.mutuelle.demo',
  lienIphone: 'https://apps.apple.com/fr/app/mutuelle-demo/id000000000',
  titre: 'Mutuelle Démo',
  texte: '',
};

function redirectScreen(isLoading = false, applicationMobile: MobileAppSettings | null = APP) {
  const settings = observable({ isLoading, applicationMobile });
  const redirects: string[] = [];
  const screen = new RedirectToMobileViewModel({ settings, redirect: (url) => redirects.push(url) });
  return { screen, settings, redirects };
}

describe('redirect-to-mobile view-model', () => {
  it('redirects once to an allow-listed store link', () => {
    const { screen, redirects } = redirectScreen();
    screen.setTarget(APP.lienAndroid);
    expect(screen.state).toEqual({ status: 'redirecting', url: APP.lienAndroid });
    screen.redirectIfAllowed();
    screen.redirectIfAllowed();
    expect(redirects).toEqual([APP.lienAndroid]);
  });

  it('refuses a URL the client configuration does not list, without redirecting', () => {
    const { screen, redirects } = redirectScreen();
    screen.setTarget('https://evil.example/app.apk');
    expect(screen.state).toEqual({ status: 'refused' });
    screen.redirectIfAllowed();
    expect(redirects).toEqual([]);
  });

  it('refuses a missing or malformed target', () => {
    const { screen } = redirectScreen();
    screen.setTarget(null);
    expect(screen.state.status).toBe('refused');
  });

  it('refuses everything when the tenant has no mobile app', () => {
    const { screen } = redirectScreen(false, null);
    screen.setTarget(APP.lienIphone);
    expect(screen.state.status).toBe('refused');
  });

  it('waits for the tenant settings before deciding', () => {
    const { screen, settings, redirects } = redirectScreen(true);
    screen.setTarget(APP.lienIphone);
    expect(screen.state).toEqual({ status: 'waiting' });
    screen.redirectIfAllowed();
    expect(redirects).toEqual([]);
    runInAction(() => (settings.isLoading = false));
    screen.redirectIfAllowed();
    expect(redirects).toEqual([APP.lienIphone]);
  });
});
