import type { CatalogueMessage, CmsItem } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { A_PORT_ERROR } from '../../app/platform/testing/flow-fakes.ts';
import type { CmsBlockOutcome } from '../cms-block/cms-block.use-case.ts';
import { ScriptedUseCase } from '../testing/scripted-use-case.ts';
import { ServiceUnavailableViewModel } from './service-unavailable.view-model.ts';

const PAGE: CmsItem = {
  id: 'cms-error-service-unavailable',
  name: 'Page_Erreur',
  itemName: 'service-unavailable',
  title: 'Service momentanément indisponible',
  content: '<p>Votre espace adhérent est en cours de maintenance.</p>',
};

function outagePage(signedIn: boolean) {
  const cms = new ScriptedUseCase<{ name: string; itemName?: string | undefined }, CmsBlockOutcome>('cms', {
    kind: 'loaded',
    item: PAGE,
  });
  const logout = new ScriptedUseCase<void, { redirect: { kind: 'redirect'; url: string } }>('logout', {
    redirect: { kind: 'redirect', url: '/' },
  });
  const redirects: string[] = [];
  const page = new ServiceUnavailableViewModel({
    loadCmsBlock: cms,
    session: { isSignedIn: () => Promise.resolve(signedIn) },
    logout: { execute: () => logout.execute(undefined) },
    redirect: (url) => redirects.push(url),
  });
  return { page, cms, logout, redirects };
}

describe('service-unavailable view-model', () => {
  it('shows the configured error-page content', async () => {
    const { page, cms } = outagePage(false);
    await page.start();
    expect(cms.commands).toEqual([{ name: 'Page_Erreur', itemName: 'service-unavailable' }]);
    expect(page.status).toBe('loaded');
    expect(page.item).toEqual(PAGE);
    expect(page.isSignedIn).toBe(false);
  });

  it('falls back to the generic text when the CMS is down too', async () => {
    const { page, cms } = outagePage(false);
    const toast: CatalogueMessage = {
      code: 'TOAST.CMS_BLOCK_LOAD_FAILED',
      message: "Le message Page_Erreur n'a pas pu être chargé.",
      severity: 'danger',
    };
    cms.answer({ kind: 'failed', toast, error: A_PORT_ERROR });
    await page.start();
    expect(page.status).toBe('failed');
    expect(page.failure).toEqual(toast);
  });

  it('offers to log out a signed-in user and sends the browser to the logout URL', async () => {
    const { page, logout, redirects } = outagePage(true);
    await page.start();
    expect(page.isSignedIn).toBe(true);
    logout.answer({ redirect: { kind: 'redirect', url: 'https://idp.example/logout' } });
    await page.logout();
    expect(redirects).toEqual(['https://idp.example/logout']);
  });

  it('logs out once even when the button is pressed twice', async () => {
    const { page, logout } = outagePage(true);
    await page.start();
    const deferred = logout.defer();
    const first = page.logout();
    await page.logout();
    deferred.resolve({ redirect: { kind: 'redirect', url: '/' } });
    await first;
    expect(logout.calls).toBe(1);
  });
});
