import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { A_PORT_ERROR } from '../app/platform/testing/flow-fakes.ts';
import { FooterContentStore } from '../app/platform/footer-content.store.ts';
import type { CmsBlockOutcome } from './cms-block/cms-block.use-case.ts';
import { loadFooterContent } from './footer-content.loader.ts';
import { ScriptedUseCase } from './testing/scripted-use-case.ts';

describe('CMS footer loader', () => {
  it('puts the Footer block content in the footer store', async () => {
    const footer = new FooterContentStore();
    const cms = new ScriptedUseCase<{ name: string; itemName?: string | undefined }, CmsBlockOutcome>('cms');
    cms.answer({
      kind: 'loaded',
      item: { id: 'f', name: 'Footer', itemName: 'footer', title: 'Mutuelle', content: '<p>Mentions</p>' },
    });
    await loadFooterContent(footer, cms, () => undefined);
    expect(cms.commands).toEqual([{ name: 'Footer', itemName: 'footer' }]);
    expect(footer.html).toBe('<p>Mentions</p>');
  });

  it('shows the CMS toast and leaves the footer empty when the block cannot be loaded', async () => {
    const footer = new FooterContentStore();
    const toast: CatalogueMessage = {
      code: 'TOAST.CMS_BLOCK_LOAD_FAILED',
      message: "Le message Footer n'a pas pu être chargé.",
      severity: 'danger',
    };
    const cms = new ScriptedUseCase<{ name: string; itemName?: string | undefined }, CmsBlockOutcome>('cms');
    cms.answer({ kind: 'failed', toast, error: A_PORT_ERROR });
    const toasts: CatalogueMessage[] = [];
    await loadFooterContent(footer, cms, (message) => toasts.push(message));
    expect(footer.html).toBeNull();
    expect(toasts).toEqual([toast]);
  });
});
