import type { CatalogueMessage, CmsItem } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { A_PORT_ERROR } from '../../app/platform/testing/flow-fakes.ts';
import type { CmsBlockOutcome } from '../cms-block/cms-block.use-case.ts';
import { ScriptedUseCase } from '../testing/scripted-use-case.ts';
import { DisplayEmailViewModel, displayEmailSource } from './display-email.view-model.ts';

const ITEM: CmsItem = {
  id: 'cms-display-email-register',
  name: 'Display_Email',
  itemName: 'register',
  title: "Votre demande de création d'espace a bien été enregistrée",
  content: '<p>Un e-mail vient de vous être envoyé.</p>',
};

function displayEmail() {
  const cms = new ScriptedUseCase<{ name: string; itemName?: string | undefined }, CmsBlockOutcome>('cms');
  const toasts: CatalogueMessage[] = [];
  const screen = new DisplayEmailViewModel({ loadCmsBlock: cms, notify: (toast) => toasts.push(toast) });
  return { screen, cms, toasts };
}

describe('display-email view-model', () => {
  it('reads the source of the text from the query, register by default', () => {
    expect(displayEmailSource('forgot-username')).toBe('forgot-username');
    expect(displayEmailSource('register')).toBe('register');
    expect(displayEmailSource(null)).toBe('register');
    expect(displayEmailSource('autre')).toBe('register');
  });

  it('shows the Display_Email item of the flow', async () => {
    const { screen, cms } = displayEmail();
    cms.answer({ kind: 'loaded', item: ITEM });
    const loading = screen.load('forgot-username');
    expect(screen.status).toBe('loading');
    await loading;
    expect(cms.commands).toEqual([{ name: 'Display_Email', itemName: 'forgot-username' }]);
    expect(screen.status).toBe('loaded');
    expect(screen.item).toEqual(ITEM);
  });

  it('tells the member the text could not be loaded', async () => {
    const { screen, cms, toasts } = displayEmail();
    const toast: CatalogueMessage = {
      code: 'TOAST.CMS_BLOCK_LOAD_FAILED',
      message: "Le message Display_Email n'a pas pu être chargé.",
      severity: 'danger',
    };
    cms.answer({ kind: 'failed', toast, error: A_PORT_ERROR });
    await screen.load('register');
    expect(screen.status).toBe('failed');
    expect(screen.item).toBeNull();
    expect(toasts).toEqual([toast]);
  });

  it('keeps the text of the latest request', async () => {
    const { screen, cms } = displayEmail();
    const slow = cms.defer();
    const first = screen.load('register');
    cms.answer({ kind: 'loaded', item: { ...ITEM, itemName: 'forgot-username' } });
    await screen.load('forgot-username');
    slow.resolve({ kind: 'loaded', item: ITEM });
    await first;
    expect(screen.item?.itemName).toBe('forgot-username');
  });
});
