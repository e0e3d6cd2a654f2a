import { err, ok } from '@portail/application';
import {
  FakeAdherentsPort,
  anAdherentHit,
} from '@portail/application/src/use-cases/test-support/fake-adherents.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { AdherentSearchViewModel } from './adherent-search.view-model.ts';

function setup() {
  const port = new FakeAdherentsPort();
  const announced: string[] = [];
  const model = new AdherentSearchViewModel({
    adherents: port,
    announce: (text) => void announced.push(text),
  });
  return { port, model, announced };
}

describe('« Adhérents »: the search', () => {
  it('refuses what cannot be searched on its field, without calling the server', async () => {
    const { model, port, announced } = setup();
    model.setQuery(' d ');
    await model.search();
    port.searchCall.expectNotCalled();
    expect(model.fieldError).toMatch(/^Saisissez au moins deux lettres du nom/);
    expect(announced).toEqual([model.fieldError]);
    model.setQuery('du');
    expect(model.fieldError).toBeNull();
  });

  it('lists the members found and announces how many, with a hint to refine a cut list', async () => {
    const { model, port, announced } = setup();
    port.searchCall.answers(
      ok({ hits: [anAdherentHit(), anAdherentHit({ id: 'M9', firstName: 'Luc' })], more: true }),
    );
    model.setQuery('  dupont ');
    await model.search();
    port.searchCall.expectCalledOnceWith('dupont');
    expect(model.hits.map((hit) => hit.firstName)).toEqual(['Marie', 'Luc']);
    expect(announced).toEqual([
      "2 adhérents trouvés. D'autres adhérents correspondent : précisez la recherche.",
    ]);
    port.searchCall.answers(ok({ hits: [], more: false }));
    await model.search();
    expect(model.summary).toBe('Aucun adhérent trouvé.');
  });

  it('shows the server’s message when the search fails', async () => {
    const { model, port } = setup();
    port.searchCall.answers(err(aPortError(403, { message: "Vous n'avez pas accès à cette rubrique." })));
    model.setQuery('dupont');
    await model.search();
    expect(model).toMatchObject({ status: 'failed', failure: "Vous n'avez pas accès à cette rubrique." });
  });
});
