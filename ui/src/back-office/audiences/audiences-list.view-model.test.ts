import type { AudiencesPort, SavedAudience } from '@portail/application';
import { err, ok } from '@portail/application';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { AudiencesListViewModel } from './audiences-list.view-model.ts';

const audience = (id: string, nom: string): SavedAudience => ({
  id,
  nom,
  criteres: [{ type: 'tous' }],
  description: 'Tous les adhérents',
  version: 2,
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  updatedBy: 'admin@mutuelle.fr',
});

function setup(removal: Awaited<ReturnType<AudiencesPort['remove']>> = ok(undefined)) {
  const removed: unknown[] = [];
  const toasts: string[] = [];
  const announced: string[] = [];
  const model = new AudiencesListViewModel({
    audiences: {
      list: () => Promise.resolve(ok([audience('a', 'A'), audience('b', 'B')])),
      remove: (id, version) => {
        removed.push([id, version]);
        return Promise.resolve(removal);
      },
    },
    notify: (t) => void toasts.push(t),
    announce: (t) => void announced.push(t),
  });
  return { model, removed, toasts, announced };
}

describe('audiences list', () => {
  it('lists the audiences and deletes one at its version after a confirmation', async () => {
    const { model, removed, toasts } = setup();
    await model.load();
    expect(model.audiences.map((a) => a.nom)).toEqual(['A', 'B']);
    const [first] = model.audiences;
    if (first === undefined) throw new Error('no audience');
    model.askDelete(first);
    await model.confirmDelete();
    expect(removed).toEqual([['a', 2]]);
    expect(model.audiences.map((a) => a.nom)).toEqual(['B']);
    expect(toasts).toEqual(['L’audience « A » est supprimée.']);
  });

  it('keeps an audience a popup uses, with the server’s reason', async () => {
    const message = 'Cette audience est utilisée par une popup ou une notification : retirez-la d’abord.';
    const { model, announced } = setup(err(aPortError(409, { code: 'FLOW.AUDIENCE_UTILISEE', message })));
    await model.load();
    const [first] = model.audiences;
    if (first === undefined) throw new Error('no audience');
    model.askDelete(first);
    await model.confirmDelete();
    expect(model.audiences).toHaveLength(2);
    expect(model.failure).toBe(message);
    expect(announced).toEqual([message]);
  });
});
