import { ok, err } from '@portail/application';
import type { ContentSearch, ContentSummary } from '@portail/domain';
import { describe, expect, it, vi } from 'vitest';
import { ContentsListViewModel } from './contents-list.view-model.ts';
import { UNAVAILABLE } from './testing/in-memory-contents.ts';

const SUMMARY: ContentSummary = {
  id: 'cms-register-help',
  name: 'Register_Help',
  itemName: '',
  kind: 'block',
  title: "Besoin d'aide ?",
  version: 3,
  published: true,
  draftPending: true,
  cookieName: null,
  updatedAt: null,
  updatedBy: null,
};

describe('the contents list', () => {
  it('searches by words and kind, and says how many contents answered', async () => {
    const execute = vi.fn((_search: ContentSearch) => Promise.resolve(ok([SUMMARY])));
    const model = new ContentsListViewModel({ execute }, true);
    model.setText('aide');
    model.setKind('block');
    await model.search();
    expect(execute).toHaveBeenCalledWith({ text: 'aide', kind: 'block' });
    expect(model.items).toEqual([SUMMARY]);
    expect(model.resultSummary).toBe('1 contenu');
    expect(model.kindLabel('page')).toBe('Page statique');
    expect(model.stateLabel(SUMMARY)).toBe('Publié, brouillon en cours');
    expect(model.stateLabel({ ...SUMMARY, published: false })).toBe('Non publié');
    model.setKind('all');
    await model.search();
    expect(execute).toHaveBeenLastCalledWith({ text: 'aide' });
  });

  it('keeps only the newest answer, and says in French when the list failed', async () => {
    let answerFirst: (value: Awaited<ReturnType<typeof ok<readonly ContentSummary[]>>>) => void = () =>
      undefined;
    const execute = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(ok([]));
    const model = new ContentsListViewModel({ execute }, false);
    const first = model.search();
    await model.search();
    answerFirst(ok([SUMMARY]));
    await first;
    expect(model.items).toEqual([]);
    expect(model.resultSummary).toBe('Aucun contenu ne correspond à la recherche.');
    const failing = new ContentsListViewModel({ execute: () => Promise.resolve(err(UNAVAILABLE)) }, false);
    await failing.search();
    expect(failing.status).toBe('failed');
    expect(failing.failure).toBe(UNAVAILABLE.message);
  });
});
