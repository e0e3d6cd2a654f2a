import type { FaqAdminDraft, FaqAdminDraftContent, PortError, PortResult } from '@portail/application';
import { err, ok } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { FaqEditorViewModel, STALE_DRAFT_CODE } from './faq-editor.view-model.ts';

const DRAFT: FaqAdminDraft = {
  categories: [
    { id: 1, name: 'Compte', questions: [1, 2] },
    { id: 2, name: 'Vide', questions: [] },
  ],
  questions: [
    { id: 1, title: 'Connexion', answer: '<p>A</p>', related: [2] },
    { id: 2, title: 'Mot de passe', answer: '<p>B</p>', related: [] },
  ],
  top5: [1],
  version: 3,
  toPublish: false,
  publishedAt: null,
  publishedBy: null,
};

const STALE: PortError = {
  code: STALE_DRAFT_CODE,
  message: "Cet élément a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert.",
} as PortError;

function editor({ canEdit = true, stale = false } = {}) {
  const saved: { content: FaqAdminDraftContent; version: number }[] = [];
  const published: number[] = [];
  const notices: string[] = [];
  const model = new FaqEditorViewModel({
    faq: {
      getDraft: (): PortResult<FaqAdminDraft> => Promise.resolve(ok(DRAFT)),
      saveDraft(content, version): PortResult<FaqAdminDraft> {
        saved.push({ content, version });
        return Promise.resolve(
          stale ? err(STALE) : ok({ ...DRAFT, ...content, version: version + 1, toPublish: true }),
        );
      },
      publish(version): PortResult<FaqAdminDraft> {
        published.push(version);
        return Promise.resolve(ok({ ...DRAFT, version, publishedAt: '2026-11-26T10:00:00Z' }));
      },
    },
    canEdit,
    notify: (message) => void notices.push(message),
    announce: () => undefined,
  });
  return { model, saved, published, notices };
}

describe('FaqEditorViewModel', () => {
  it('loads the draft and edits categories: add, rename, reorder, delete an empty one only', async () => {
    const { model } = editor();
    await model.load();
    model.addCategory('  Remboursements ');
    model.renameCategory(1, 'Mon compte');
    model.moveCategory(3, -1);
    model.deleteCategory(1);
    model.deleteCategory(2);
    expect(model.draft?.categories.map((c) => [c.id, c.name])).toEqual([
      [1, 'Mon compte'],
      [3, 'Remboursements'],
    ]);
    expect(model.dirty).toBe(true);
  });

  it('adds a question to a category, selects it, and edits its title, answer, order, related and Top 5', async () => {
    const { model } = editor();
    await model.load();
    model.addQuestion(1);
    expect(model.selectedId).toBe(3);
    model.setTitle('Adhésion');
    model.setAnswer('<p>Réponse</p>');
    model.moveQuestion(3, -1);
    model.toggleRelated(1);
    model.toggleRelated(3);
    model.toggleTop5(3);
    expect(model.draft?.categories[0]?.questions).toEqual([1, 3, 2]);
    expect(model.selected).toEqual({ id: 3, title: 'Adhésion', answer: '<p>Réponse</p>', related: [1] });
    expect(model.relatedChoices.map((q) => q.id)).toEqual([1, 2]);
    expect(model.draft?.top5).toEqual([1, 3]);
  });

  it('refuses a sixth Top 5 mark, and deleting a question removes it from related and Top 5', async () => {
    const { model } = editor();
    await model.load();
    for (let i = 0; i < 5; i += 1) model.addQuestion(2);
    for (const id of [3, 4, 5, 6]) model.toggleTop5(id);
    expect(model.top5Full).toBe(true);
    model.toggleTop5(7);
    expect(model.draft?.top5).toEqual([1, 3, 4, 5, 6]);
    model.deleteQuestion(1);
    expect(model.draft?.top5).toEqual([3, 4, 5, 6]);
    expect(model.question(2)?.related).toEqual([]);
    expect(model.draft?.categories[0]?.questions).toEqual([2]);
  });

  it('saves the draft from the version loaded, then from the saved one', async () => {
    const { model, saved, notices } = editor();
    await model.load();
    model.select(2);
    model.setTitle('Mot de passe oublié');
    expect(await model.save()).toBe(true);
    expect(saved[0]?.version).toBe(3);
    expect(saved[0]?.content.questions[1]?.title).toBe('Mot de passe oublié');
    expect(model.version).toBe(4);
    expect(model.dirty).toBe(false);
    expect(model.toPublish).toBe(true);
    expect(notices).toEqual(['Le brouillon de la FAQ a été enregistré.']);
  });

  it('keeps everything typed on a 409 and says so in French', async () => {
    const { model } = editor({ stale: true });
    await model.load();
    model.select(1);
    model.setAnswer('<p>Ma nouvelle réponse</p>');
    expect(await model.save()).toBe(false);
    expect(model.conflict).toBe(true);
    expect(model.saveError).toBe(STALE.message);
    expect(model.selected?.answer).toBe('<p>Ma nouvelle réponse</p>');
    expect(model.dirty).toBe(true);
  });

  it('publishes after confirmation, saving first what is typed', async () => {
    const { model, saved, published, notices } = editor();
    await model.load();
    model.askPublish();
    expect(model.confirmingPublish).toBe(true);
    model.select(1);
    model.setTitle('Se connecter');
    await model.publish();
    expect(saved).toHaveLength(1);
    expect(published).toEqual([4]);
    expect(model.confirmingPublish).toBe(false);
    expect(model.publishedAt).toBe('2026-11-26T10:00:00Z');
    expect(notices.at(-1)).toBe('La FAQ a été publiée : les adhérents voient cette version.');
  });

  it('does not publish when the save before it meets a 409', async () => {
    const { model, published } = editor({ stale: true });
    await model.load();
    model.addCategory('Nouvelle');
    await model.publish();
    expect(published).toEqual([]);
    expect(model.conflict).toBe(true);
  });

  it('is read-only for a staff member without faq update', async () => {
    const { model, saved } = editor({ canEdit: false });
    await model.load();
    model.addCategory('Nouvelle');
    model.select(1);
    model.setTitle('Changé');
    model.toggleTop5(2);
    model.askPublish();
    expect(await model.save()).toBe(false);
    expect(model.draft?.categories).toHaveLength(2);
    expect(model.selected?.title).toBe('Connexion');
    expect(model.dirty).toBe(false);
    expect(model.confirmingPublish).toBe(false);
    expect(saved).toEqual([]);
  });
});
