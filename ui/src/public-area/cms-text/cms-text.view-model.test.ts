import { dangerToast, dangerToastCatalogue } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { LoadCmsBlockResult } from '../../app/platform/account-recovery.use-cases.ts';
import { A_PORT_ERROR, RecordingEffects, ScriptedUseCase } from '../../app/platform/testing/flow-fakes.ts';
import { CmsTextViewModel } from './cms-text.view-model.ts';

const FALLBACK = { title: 'Dématérialisation', paragraphs: ['Vos relevés arrivent par e-mail.'] };

function setUp(outcome: LoadCmsBlockResult) {
  const loadCmsBlock = new ScriptedUseCase(outcome);
  const effects = new RecordingEffects();
  return {
    model: new CmsTextViewModel(loadCmsBlock, effects, 'Popup_Demat', FALLBACK),
    loadCmsBlock,
    effects,
  };
}

describe('CMS text view-model', () => {
  it("loads the named block once and keeps the first item's title and HTML", async () => {
    const { model, loadCmsBlock } = setUp({
      kind: 'loaded',
      item: {
        id: '1',
        name: 'Popup_Demat',
        itemName: '',
        title: 'Passez au zéro papier',
        content: '<p>Texte</p>',
      },
    });
    expect(model.status).toBe('loading');
    await Promise.all([model.load(), model.load()]);
    expect(loadCmsBlock.commands).toEqual([{ name: 'Popup_Demat' }]);
    expect(model.status).toBe('loaded');
    expect(model.title).toBe('Passez au zéro papier');
    expect(model.html).toBe('<p>Texte</p>');
  });

  it('toasts the CMS failure and shows the fallback text', async () => {
    const { model, effects } = setUp({
      kind: 'failed',
      error: A_PORT_ERROR,
      toast: dangerToast(dangerToastCatalogue.cmsBlockLoadFailed, undefined, { name: 'Popup_Demat' }),
    });
    await model.load();
    expect(effects.shownToasts).toEqual([
      { intent: 'danger', message: "Le message Popup_Demat n'a pas pu être chargé." },
    ]);
    expect(model.status).toBe('fallback');
    expect(model.title).toBe('Dématérialisation');
  });

  it('uses the fallback title when the CMS item has none', async () => {
    const { model } = setUp({
      kind: 'loaded',
      item: { id: '1', name: 'Popup_Demat', itemName: '', title: ' ', content: '<p>Texte</p>' },
    });
    await model.load();
    expect(model.title).toBe('Dématérialisation');
  });
});
