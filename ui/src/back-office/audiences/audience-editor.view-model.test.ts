import type { AudiencesPort, SavedAudience } from '@portail/application';
import { err, ok } from '@portail/application';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudienceEditorViewModel } from './audience-editor.view-model.ts';

const saved: SavedAudience = {
  id: 'a1',
  nom: 'Relance RIB',
  criteres: [{ type: 'coordonnees-bancaires-manquantes' }],
  description: 'Coordonnées bancaires manquantes',
  version: 3,
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  updatedBy: 'admin@mutuelle.fr',
};

function setup(id: string | null = null, canCount = true) {
  const counted: unknown[] = [];
  const sent: unknown[] = [];
  const port: Pick<AudiencesPort, 'get' | 'choices' | 'count' | 'create' | 'update'> = {
    get: () => Promise.resolve(ok(saved)),
    choices: () =>
      Promise.resolve(ok({ offres: ['Santé Essentielle'], fonctionnalites: ['remboursements'] })),
    count: (criteres) => {
      counted.push(criteres);
      return Promise.resolve(ok(1234));
    },
    create: (draft) => {
      sent.push(draft);
      return Promise.resolve(ok({ ...saved, nom: draft.nom, version: 1 }));
    },
    update: (_id, draft, version) => {
      sent.push({ ...draft, version });
      return Promise.resolve(ok({ ...saved, version: version + 1 }));
    },
  };
  const toasts: string[] = [];
  const announced: string[] = [];
  const model = new AudienceEditorViewModel(
    {
      audiences: port,
      notify: (t) => void toasts.push(t),
      announce: (t) => void announced.push(t),
      canCount,
      countDelayMs: 400,
    },
    id,
  );
  return { model, port, counted, sent, toasts, announced };
}

describe('audience editor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the members live once the criteria are complete, after a quiet moment, once per burst of changes', async () => {
    const { model, counted } = setup();
    await model.load();
    model.addCriterion('etat-contrat');
    expect(model.count.state).toBe('invalid');
    const [row] = model.rows;
    model.updateCriterion(row?.key ?? 0, { etats: ['valide'] });
    model.addCriterion('coordonnees-bancaires-manquantes');
    expect(model.count.state).toBe('counting');
    await vi.advanceTimersByTimeAsync(399);
    expect(counted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(counted).toEqual([
      [{ type: 'etat-contrat', etats: ['valide'] }, { type: 'coordonnees-bancaires-manquantes' }],
    ]);
    expect(model.count.state).toBe('counted');
    expect(model.count.text).toMatch(/^1\s234 adhérents concernés$/); // a narrow no-break space (fr-FR)
  });

  it('counts nothing for a reader (the count is an editor’s)', async () => {
    const { model, counted } = setup('a1', false);
    await model.load();
    await vi.advanceTimersByTimeAsync(1000);
    expect(counted).toHaveLength(0);
    expect(model.count.state).toBe('idle');
  });

  it('drops the answer to an older change', async () => {
    const { model, port } = setup();
    await model.load();
    let release: (value: number) => void = () => undefined;
    port.count = () => new Promise((resolve) => (release = (n) => resolve(ok(n))));
    model.addCriterion('compte-non-cree');
    await vi.advanceTimersByTimeAsync(400);
    const first = release;
    port.count = () => Promise.resolve(ok(1));
    model.addCriterion('role');
    const [, roles] = model.rows;
    model.updateCriterion(roles?.key ?? 0, { roles: ['User'] });
    await vi.advanceTimersByTimeAsync(400);
    first(99);
    await vi.advanceTimersByTimeAsync(0);
    expect(model.count.text).toBe('1 adhérent concerné');
  });

  it('offers each criterion type once, « Tous les adhérents » only alone', async () => {
    const { model } = setup();
    await model.load();
    expect(model.addableTypes).toContain('tous');
    model.addCriterion('sans-connexion');
    expect(model.addableTypes).not.toContain('tous');
    expect(model.addableTypes).not.toContain('sans-connexion');
    model.addCriterion('sans-connexion');
    expect(model.rows).toHaveLength(1);
  });

  it('checks the rules before sending and shows each message beside its field', async () => {
    const { model, sent, announced } = setup();
    await model.load();
    model.addCriterion('offre');
    expect(await model.save()).toBeNull();
    expect(sent).toHaveLength(0);
    expect(model.issues.nom[0]?.message).toBe("Saisissez le nom de l'audience.");
    expect(model.rowError(0)).toBe('Choisissez au moins une valeur proposée pour ce critère.');
    expect(announced).toEqual(['Merci de corriger les données signalées.']);
  });

  it('creates the audience and says so', async () => {
    const { model, sent, toasts } = setup();
    await model.load();
    model.setNom('Dormants');
    model.addCriterion('sans-connexion');
    const done = await model.save();
    expect(done?.nom).toBe('Dormants');
    expect(sent).toEqual([{ nom: 'Dormants', criteres: [{ type: 'sans-connexion', mois: 6 }] }]);
    expect(toasts).toEqual(['L’audience « Dormants » est enregistrée.']);
  });

  it('opens a saved audience and saves it at its version; a 409 keeps what was typed', async () => {
    const { model, port, sent } = setup('a1');
    await model.load();
    expect(model.nom).toBe('Relance RIB');
    expect(model.rows.map((r) => r.type)).toEqual(['coordonnees-bancaires-manquantes']);
    model.setNom('Relance RIB 2');
    port.update = () =>
      Promise.resolve(
        err(
          aPortError(409, {
            code: 'FLOW.AUDIENCE_VERSION_PERIMEE',
            message: 'Cette audience a été modifiée…',
          }),
        ),
      );
    expect(await model.save()).toBeNull();
    expect(model.staleMessage).toBe('Cette audience a été modifiée…');
    expect(model.nom).toBe('Relance RIB 2');
    port.update = (_id, draft, version) => {
      sent.push({ ...draft, version });
      return Promise.resolve(ok({ ...saved, version: 4 }));
    };
    await model.save();
    expect(sent).toEqual([
      { nom: 'Relance RIB 2', criteres: [{ type: 'coordonnees-bancaires-manquantes' }], version: 3 },
    ]);
  });

  it('puts the server’s field errors beside their fields (name taken)', async () => {
    const { model, port } = setup();
    await model.load();
    model.setNom('Tous les adhérents');
    model.addCriterion('tous');
    port.create = () =>
      Promise.resolve(
        err(
          aPortError(409, { code: 'FLOW.AUDIENCE_NOM_EXISTANT', message: 'Une audience porte déjà ce nom.' }),
        ),
      );
    await model.save();
    expect(model.issues.nom[0]?.message).toBe('Une audience porte déjà ce nom.');
  });
});
