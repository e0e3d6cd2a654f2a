import { AnswerConsent, err, LoadCmsBlock, ok } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { CmsBlockState } from '../../cms-block.state.ts';
import { FakeCms, FakeConsent } from '../../testing/fake-member-ports.ts';
import { aCmsItem, aConsent, aPortError } from '../../testing/member-mothers.ts';
import { ConsentDialogViewModel } from './consent-dialog.view-model.ts';

function consentDialog(nomList: string[] = ['newsletter', 'partage']) {
  const consent = new FakeConsent();
  const cms = new FakeCms();
  const toasts: CatalogueMessage[] = [];
  let closed = 0;
  const notify = (message: CatalogueMessage) => toasts.push(message);
  const dialog = new ConsentDialogViewModel(
    {
      answerConsent: new AnswerConsent(consent),
      notify,
      cms: new CmsBlockState(new LoadCmsBlock(cms), notify, { name: 'Popup_Consentement' }),
      onClose: () => (closed += 1),
    },
    nomList.map((nom) => aConsent(nom)),
  );
  return { dialog, consent, cms, toasts, closed: () => closed };
}

describe('consent dialog', () => {
  it('shows the consent popup CMS block', async () => {
    const { dialog, cms } = consentDialog();
    cms.blocks.answer(ok([aCmsItem({ title: 'Vos choix', content: '<p>Texte</p>' })]));
    expect(dialog.title).toBe('Vos consentements');
    await dialog.open();
    expect(cms.blocks.calls).toEqual([['Popup_Consentement', undefined]]);
    expect(dialog.title).toBe('Vos choix');
    expect(dialog.cms.item?.content).toBe('<p>Texte</p>');
  });

  it('keeps its own title and toasts when the CMS block cannot be loaded', async () => {
    const { dialog, cms, toasts } = consentDialog();
    cms.blocks.answer(err(aPortError(500)));
    await dialog.open();
    expect(dialog.title).toBe('Vos consentements');
    expect(toasts.map((toast) => toast.message)).toEqual([
      "Le message Popup_Consentement n'a pas pu être chargé.",
    ]);
  });

  it('posts each answer, removes the answered consent and closes when none remain', async () => {
    const { dialog, consent, toasts, closed } = consentDialog();
    await dialog.answer('newsletter', false);
    expect(consent.answerCall.calls).toEqual([[{ nomConsentement: 'newsletter', isAccepted: false }]]);
    expect(dialog.pending.map((item) => item.nom)).toEqual(['partage']);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Nous avons bien pris en compte votre consentement.',
    ]);
    expect(closed()).toBe(0);
    await dialog.answer('partage', true);
    expect(consent.answerCall.calls[1]).toEqual([{ nomConsentement: 'partage', isAccepted: true }]);
    expect(dialog.pending).toEqual([]);
    expect(closed()).toBe(1);
  });

  it('keeps the consent listed and toasts the failure with the server message', async () => {
    const { dialog, consent, toasts, closed } = consentDialog(['newsletter']);
    consent.answerCall.answer(err(aPortError(500, 'Base indisponible')));
    await dialog.answer('newsletter', true);
    expect(dialog.pending.map((item) => item.nom)).toEqual(['newsletter']);
    expect(toasts[0]).toMatchObject({ message: 'La demande a échoué', detail: 'Base indisponible' });
    expect(closed()).toBe(0);
    expect(dialog.answering).toBeNull();
  });

  it('ignores a second answer while one is being sent, and an unknown consent', async () => {
    const { dialog, consent } = consentDialog(['newsletter']);
    const pending = consent.answerCall.defer();
    const first = dialog.answer('newsletter', true);
    expect(dialog.answering).toBe('newsletter');
    await dialog.answer('newsletter', false);
    pending.resolve(ok(undefined));
    await first;
    expect(consent.answerCall.count).toBe(1);
    await dialog.answer('inconnu', true);
    expect(consent.answerCall.count).toBe(1);
  });
});
