import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { A_PORT_ERROR } from '../../app/platform/testing/flow-fakes.ts';
import { aCategory, aQuestion, fakeFaqUseCases, THANKS } from './faq-fakes.test-support.ts';
import { FAQ_TABS, FaqDialogViewModel } from './faq-dialog.view-model.ts';

function faqModal() {
  const useCases = fakeFaqUseCases();
  const toasts: CatalogueMessage[] = [];
  const modal = new FaqDialogViewModel({
    useCases,
    userType: 'public',
    notify: (message) => toasts.push(message),
  });
  return { modal, useCases, toasts };
}

describe('FAQ modal view-model', () => {
  it("has the tabs 'Top 5', 'Catégories', 'Résultats', the first one selected", () => {
    expect(FAQ_TABS.map((tab) => tab.title)).toEqual(['Top 5', 'Catégories', 'Résultats']);
    expect(faqModal().modal.tab).toBe('top5');
  });

  it('loads the Top 5 for the public audience when it opens', async () => {
    const { modal, useCases } = faqModal();
    const loading = modal.start();
    expect(modal.top5.status).toBe('loading');
    await loading;
    expect(modal.top5).toEqual({ status: 'loaded', items: [aQuestion()] });
    expect(useCases.loadTop5.commands).toEqual([{ userType: 'public' }]);
  });

  it('shows the failure message of the Top 5 and reloads it when the tab is chosen again', async () => {
    const { modal, useCases } = faqModal();
    useCases.loadTop5.answer({
      kind: 'failed',
      message: 'Impossible de se connecter au serveur',
      error: A_PORT_ERROR,
    });
    await modal.start();
    expect(modal.top5).toEqual({ status: 'failed', message: 'Impossible de se connecter au serveur' });
    await modal.selectTab('top5');
    expect(modal.top5.status).toBe('loaded');
    expect(useCases.loadTop5.calls).toBe(2);
  });

  it('loads the categories the first time their tab is chosen only', async () => {
    const { modal, useCases } = faqModal();
    await modal.selectTab('categories');
    expect(modal.tab).toBe('categories');
    expect(modal.categories).toEqual({ status: 'loaded', items: [aCategory()] });
    await modal.selectTab('top5');
    await modal.selectTab('categories');
    expect(useCases.loadCategories.calls).toBe(1);
  });

  it('keeps a categories failure visible and retries on the next visit', async () => {
    const { modal, useCases } = faqModal();
    useCases.loadCategories.answer({
      kind: 'failed',
      message: 'Service momentanément indisponible',
      error: A_PORT_ERROR,
    });
    await modal.selectTab('categories');
    expect(modal.categories).toEqual({ status: 'failed', message: 'Service momentanément indisponible' });
    await modal.selectTab('categories');
    expect(modal.categories.status).toBe('loaded');
  });

  it("searches and shows the answers in 'Résultats'", async () => {
    const { modal, useCases } = faqModal();
    modal.setQuery('  mot de passe ');
    const found = [aQuestion({ title: "J'ai oublié mon mot de passe, que faire ?" })];
    useCases.search.answer({ kind: 'results', query: 'mot de passe', questions: found });
    const searching = modal.search();
    expect(modal.tab).toBe('results');
    expect(modal.results.status).toBe('loading');
    await searching;
    expect(useCases.search.commands).toEqual([{ query: '  mot de passe ', userType: 'public' }]);
    expect(modal.results).toEqual({ status: 'loaded', items: found });
    expect(modal.searchedQuery).toBe('mot de passe');
  });

  it('does nothing for a blank query', async () => {
    const { modal, useCases } = faqModal();
    modal.setQuery('   ');
    await modal.search();
    expect(useCases.search.calls).toBe(0);
    expect(modal.tab).toBe('top5');
  });

  it('shows a search failure in the results tab', async () => {
    const { modal, useCases } = faqModal();
    modal.setQuery('remboursement');
    useCases.search.answer({
      kind: 'failed',
      message: 'Impossible de se connecter au serveur',
      error: A_PORT_ERROR,
    });
    await modal.search();
    expect(modal.results).toEqual({ status: 'failed', message: 'Impossible de se connecter au serveur' });
  });

  it('keeps the answers of the latest search when an older one answers last', async () => {
    const { modal, useCases } = faqModal();
    modal.setQuery('carte');
    const slow = useCases.search.defer();
    const first = modal.search();
    modal.setQuery('tiers payant');
    const latest = [aQuestion({ title: 'Ma carte de tiers payant' })];
    useCases.search.answer({ kind: 'results', query: 'tiers payant', questions: latest });
    await modal.search();
    slow.resolve({ kind: 'results', query: 'carte', questions: [] });
    await first;
    expect(modal.results).toEqual({ status: 'loaded', items: latest });
    expect(modal.searchedQuery).toBe('tiers payant');
  });

  it('opens a question in the question dialog and forgets it once the dialog closes after a rating', async () => {
    const { modal, useCases, toasts } = faqModal();
    useCases.openQuestion.answer({
      kind: 'opened',
      question: aQuestion(),
      clickRecorded: true,
      clickError: undefined,
    });
    await modal.openQuestion(aQuestion());
    const dialog = modal.question;
    expect(dialog?.status).toBe('ready');
    useCases.rate.answer({ kind: 'rated', toast: THANKS, closeDialog: true });
    await dialog?.answerYes();
    expect(toasts).toEqual([THANKS]);
    expect(modal.question).toBeNull();
  });

  it('closes the question dialog on demand, leaving the modal open on its tab', async () => {
    const { modal, useCases } = faqModal();
    await modal.selectTab('categories');
    useCases.openQuestion.answer({
      kind: 'opened',
      question: aQuestion(),
      clickRecorded: true,
      clickError: undefined,
    });
    await modal.openQuestion(aQuestion());
    modal.question?.close();
    expect(modal.question).toBeNull();
    expect(modal.tab).toBe('categories');
  });
});
