import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { A_PORT_ERROR } from '../../app/platform/testing/flow-fakes.ts';
import { flushPromises } from '../testing/scripted-use-case.ts';
import { aQuestion, aRelated, fakeFaqUseCases, RATING_FAILED, THANKS } from './faq-fakes.test-support.ts';
import { FaqQuestionViewModel } from './faq-question-dialog.view-model.ts';

function questionDialog() {
  const useCases = fakeFaqUseCases();
  const toasts: CatalogueMessage[] = [];
  let closed = 0;
  const dialog = new FaqQuestionViewModel({
    openQuestion: useCases.openQuestion,
    rate: useCases.rate,
    userType: 'public',
    notify: (message) => toasts.push(message),
    onClose: () => (closed += 1),
  });
  return { dialog, useCases, toasts, closed: () => closed };
}

describe('FAQ question dialog view-model', () => {
  it('shows the asked title while loading, then the answer with its related questions', async () => {
    const { dialog, useCases } = questionDialog();
    const related = [aRelated()];
    const deferred = useCases.openQuestion.defer();
    const opening = dialog.open(aQuestion({ related }));
    expect(dialog.status).toBe('loading');
    expect(dialog.title).toBe('Comment me connecter à mon espace adhérent ?');
    deferred.resolve({
      kind: 'opened',
      question: aQuestion({ title: 'Titre chargé', related }),
      clickRecorded: true,
      clickError: undefined,
    });
    await opening;
    expect(dialog.status).toBe('ready');
    expect(dialog.title).toBe('Titre chargé');
    expect(dialog.question?.related).toEqual(related);
    expect(useCases.openQuestion.commands[0]?.userType).toBe('public');
  });

  it('shows the failure message when the answer cannot be loaded', async () => {
    const { dialog, useCases } = questionDialog();
    useCases.openQuestion.answer({
      kind: 'failed',
      message: 'La ressource demandée est introuvable',
      error: A_PORT_ERROR,
    });
    await dialog.open(aRelated());
    expect(dialog.status).toBe('failed');
    expect(dialog.failureMessage).toBe('La ressource demandée est introuvable');
  });

  it('Oui sends a useful rating, thanks the member and closes the dialog', async () => {
    const { dialog, useCases, toasts, closed } = questionDialog();
    useCases.openQuestion.answer({
      kind: 'opened',
      question: aQuestion(),
      clickRecorded: true,
      clickError: undefined,
    });
    await dialog.open(aQuestion());
    useCases.rate.answer({ kind: 'rated', toast: THANKS, closeDialog: true });
    await dialog.answerYes();
    expect(useCases.rate.commands).toEqual([
      { rateCode: 'rate-connexion', userType: 'public', vote: { answer: 'yes' } },
    ]);
    expect(toasts).toEqual([THANKS]);
    expect(closed()).toBe(1);
  });

  it('Non shows the comment box; Envoyer sends the comment, thanks and closes', async () => {
    const { dialog, useCases, toasts, closed } = questionDialog();
    useCases.openQuestion.answer({
      kind: 'opened',
      question: aQuestion(),
      clickRecorded: true,
      clickError: undefined,
    });
    await dialog.open(aQuestion());
    useCases.rate.answer({ kind: 'comment-requested' });
    await dialog.answerNo();
    expect(dialog.ratingStep).toBe('comment');
    expect(toasts).toEqual([]);
    expect(closed()).toBe(0);
    dialog.setComment('La réponse ne parle pas de mon cas.');
    useCases.rate.answer({ kind: 'rated', toast: THANKS, closeDialog: true });
    await dialog.sendComment();
    expect(useCases.rate.commands[1]).toEqual({
      rateCode: 'rate-connexion',
      userType: 'public',
      vote: { answer: 'no', comment: 'La réponse ne parle pas de mon cas.' },
    });
    expect(toasts).toEqual([THANKS]);
    expect(closed()).toBe(1);
  });

  it("keeps the dialog open with 'Une erreur est survenue.' when the rating fails", async () => {
    const { dialog, useCases, toasts, closed } = questionDialog();
    useCases.openQuestion.answer({
      kind: 'opened',
      question: aQuestion(),
      clickRecorded: true,
      clickError: undefined,
    });
    await dialog.open(aQuestion());
    useCases.rate.answer({ kind: 'failed', toast: RATING_FAILED });
    await dialog.answerYes();
    expect(toasts).toEqual([RATING_FAILED]);
    expect(closed()).toBe(0);
    expect(dialog.isSending).toBe(false);
  });

  it('ignores a second click while a rating is being sent', async () => {
    const { dialog, useCases } = questionDialog();
    useCases.openQuestion.answer({
      kind: 'opened',
      question: aQuestion(),
      clickRecorded: true,
      clickError: undefined,
    });
    await dialog.open(aQuestion());
    const deferred = useCases.rate.defer();
    const first = dialog.answerYes();
    await dialog.answerYes();
    expect(useCases.rate.calls).toBe(1);
    deferred.resolve({ kind: 'rated', toast: THANKS, closeDialog: true });
    await first;
  });

  it('does not rate before the answer is shown', async () => {
    const { dialog, useCases } = questionDialog();
    useCases.openQuestion.defer();
    void dialog.open(aQuestion());
    await dialog.answerYes();
    await dialog.answerNo();
    expect(useCases.rate.calls).toBe(0);
  });

  it('opens a related question in the same dialog, with a fresh rating', async () => {
    const { dialog, useCases } = questionDialog();
    useCases.openQuestion.answer({
      kind: 'opened',
      question: aQuestion({ related: [aRelated()] }),
      clickRecorded: true,
      clickError: undefined,
    });
    await dialog.open(aQuestion());
    useCases.rate.answer({ kind: 'comment-requested' });
    await dialog.answerNo();
    dialog.setComment('brouillon');
    const related = aRelated();
    useCases.openQuestion.answer({
      kind: 'opened',
      question: aQuestion({ title: related.title, rateCode: 'rate-mdp' }),
      clickRecorded: true,
      clickError: undefined,
    });
    await dialog.openRelated(related);
    expect(useCases.openQuestion.commands[1]?.question).toBe(related);
    expect(dialog.title).toBe(related.title);
    expect(dialog.ratingStep).toBe('ask');
    expect(dialog.comment).toBe('');
  });

  it('ignores the answer of a question replaced by a newer one', async () => {
    const { dialog, useCases } = questionDialog();
    const slow = useCases.openQuestion.defer();
    const first = dialog.open(aQuestion({ title: 'Ancienne' }));
    useCases.openQuestion.answer({
      kind: 'opened',
      question: aQuestion({ title: 'Nouvelle' }),
      clickRecorded: true,
      clickError: undefined,
    });
    await dialog.open(aQuestion({ title: 'Nouvelle' }));
    slow.resolve({
      kind: 'opened',
      question: aQuestion({ title: 'Ancienne' }),
      clickRecorded: true,
      clickError: undefined,
    });
    await first;
    await flushPromises();
    expect(dialog.title).toBe('Nouvelle');
  });

  it('cuts a comment at 2000 characters', () => {
    const { dialog } = questionDialog();
    dialog.setComment('x'.repeat(2100));
    expect(dialog.comment).toHaveLength(2000);
  });
});
