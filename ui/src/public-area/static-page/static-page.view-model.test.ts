import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { ScriptedUseCase } from '../testing/scripted-use-case.ts';
import type { StaticPageOutcome } from './static-page.view-model.ts';
import { StaticPageViewModel } from './static-page.view-model.ts';

const UNKNOWN: CatalogueMessage = { code: 'FLOW.UNKNOWN_PAGE', message: 'Page inconnue', severity: 'danger' };

function staticPage() {
  const load = new ScriptedUseCase<{ pageName: string | null | undefined }, StaticPageOutcome>(
    'loadStaticPage',
  );
  const toasts: CatalogueMessage[] = [];
  const page = new StaticPageViewModel({ loadStaticPage: load, notify: (toast) => toasts.push(toast) });
  return { page, load, toasts };
}

describe('static page view-model', () => {
  it('shows the CMS title and content of the page', async () => {
    const { page, load } = staticPage();
    load.answer({ kind: 'loaded', title: 'Mentions légales', content: '<h4>Éditeur</h4>' });
    await page.load('mentions-legales');
    expect(load.commands).toEqual([{ pageName: 'mentions-legales' }]);
    expect(page.state).toEqual({ status: 'loaded', title: 'Mentions légales', content: '<h4>Éditeur</h4>' });
    expect(page.headingOr("Page d'information")).toBe('Mentions légales');
  });

  it("shows 'Page inconnue' for an unknown page", async () => {
    const { page, load, toasts } = staticPage();
    load.answer({ kind: 'unknown', message: UNKNOWN });
    await page.load('nulle-part');
    expect(page.state).toEqual({ status: 'unknown', message: 'Page inconnue' });
    expect(page.headingOr("Page d'information")).toBe('Page inconnue');
    expect(toasts).toEqual([]);
  });

  it('shows the loading failure with a toast, under the route title', async () => {
    const { page, load, toasts } = staticPage();
    const toast: CatalogueMessage = {
      code: 'TOAST.CMS_BLOCK_LOAD_FAILED',
      message: "Le message cgu n'a pas pu être chargé.",
      severity: 'danger',
      detail: 'Service momentanément indisponible',
    };
    load.answer({ kind: 'failed', toast });
    await page.load('cgu');
    expect(page.state).toEqual({ status: 'failed', message: "Le message cgu n'a pas pu être chargé." });
    expect(page.headingOr("Page d'information")).toBe("Page d'information");
    expect(toasts).toEqual([toast]);
  });

  it('loads another page when the route changes, keeping the latest answer', async () => {
    const { page, load } = staticPage();
    const slow = load.defer();
    const first = page.load('cgu');
    expect(page.state.status).toBe('loading');
    load.answer({ kind: 'loaded', title: 'Accessibilité', content: '<p>RGAA</p>' });
    await page.load('accessibilite');
    slow.resolve({ kind: 'loaded', title: 'CGU', content: '' });
    await first;
    expect(page.headingOr('')).toBe('Accessibilité');
  });

  it('falls back to the route title when the CMS title is blank', async () => {
    const { page, load } = staticPage();
    load.answer({ kind: 'loaded', title: '  ', content: '<p>x</p>' });
    await page.load('vide');
    expect(page.headingOr("Page d'information")).toBe("Page d'information");
  });
});
