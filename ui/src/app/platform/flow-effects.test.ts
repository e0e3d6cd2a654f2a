import { catalogueMessage, dangerToast, dangerToastCatalogue, successToastCatalogue } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { navigateTo, redirectTo, routeOf, showCatalogueToast, timeoutScheduler } from './flow-effects.ts';
import { RecordingEffects } from './testing/flow-fakes.ts';

describe('flow effects', () => {
  it('shows a danger catalogue message as a danger toast with the server message as detail', () => {
    const effects = new RecordingEffects();
    showCatalogueToast(effects.toasts, dangerToast(dangerToastCatalogue.activationFailed, 'Lien expiré'));
    showCatalogueToast(effects.toasts, catalogueMessage(successToastCatalogue.activationMailResent));
    expect(effects.shownToasts).toEqual([
      { intent: 'danger', message: "L'activation du compte a échoué.", detail: 'Lien expiré' },
      { intent: 'success', message: "Le mail d'activation a été renvoyé." },
    ]);
  });

  it('writes the query of a navigation intent after the route', () => {
    expect(routeOf({ kind: 'navigate', route: 'forgot-password' })).toBe('forgot-password');
    expect(routeOf({ kind: 'navigate', route: 'display-email', query: { source: 'forgot-username' } })).toBe(
      'display-email?source=forgot-username',
    );
    const effects = new RecordingEffects();
    navigateTo(effects.navigation, { kind: 'navigate', route: 'a', query: { q: 'x y' } });
    expect(effects.routes).toEqual(['a?q=x+y']);
  });

  it('redirects at once without a delay, after it with one, and can be called off', () => {
    const effects = new RecordingEffects();
    expect(redirectTo(effects, { kind: 'redirect', url: '/login' })).toBeUndefined();
    expect(effects.redirects).toEqual(['/login']);
    const task = redirectTo(effects, { kind: 'redirect', url: '/sortie', delayMs: 3000 });
    effects.scheduler.advance(2000);
    expect(effects.redirects).toEqual(['/login']);
    task?.cancel();
    effects.scheduler.advance(1000);
    expect(effects.redirects).toEqual(['/login']);
  });

  it('runs a scheduled task with the real timer and cancels another', async () => {
    const ran: string[] = [];
    timeoutScheduler.schedule(1, () => ran.push('kept'));
    timeoutScheduler.schedule(1, () => ran.push('cancelled')).cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual(['kept']);
  });
});
