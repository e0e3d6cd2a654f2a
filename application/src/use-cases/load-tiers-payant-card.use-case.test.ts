import type { TiersPayantCard } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { PortError } from '../ports/port-error.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { err, ok, type Result } from '../result.ts';
import { LoadTiersPayantCard, TIERS_PAYANT_CARD_STORAGE_KEY } from './load-tiers-payant-card.use-case.ts';

const CARD: TiersPayantCard = {
  issuer: 'Mutuelle Démo',
  numeroAmc: '999000123',
  numeroContrat: '1000001-01',
  nomOffre: 'Santé Essentielle Famille',
  valableDu: '2026-01-01',
  valableAu: '2026-12-31',
  beneficiaires: [{ rang: 1, nom: 'Dupont', prenom: 'Marie', dateNaissance: '1985-05-12' }],
  domaines: [{ code: 'PHAR', libelle: 'Pharmacie', convention: 'TP-PH', couverture: '100 % BR' }],
  telephoneProfessionnels: '01 84 80 00 00',
};

function portError(status: number): PortError {
  return { code: `HTTP.${String(status)}`, message: 'Erreur', severity: 'danger', status };
}

function setup(contract = '1000001-01') {
  const values = new Map<string, string>([[SESSION_STORAGE_KEYS.currentContract, contract]]);
  const storage = {
    get: (key: string) => values.get(key),
    set: (key: string, value: string) => values.set(key, value),
  };
  const answers: Result<TiersPayantCard, PortError>[] = [];
  const useCase = new LoadTiersPayantCard(
    { getTiersPayantCard: () => Promise.resolve(answers.shift() ?? err(portError(0))) },
    storage,
    { now: () => Date.UTC(2026, 10, 26, 9, 30) },
  );
  return { useCase, answers, values };
}

describe('LoadTiersPayantCard (the card on the phone, offline once opened)', () => {
  it('gives the card read from the server and keeps it for the current contract with its time', async () => {
    const { useCase, answers, values } = setup();
    answers.push(ok(CARD));
    expect(await useCase.execute()).toEqual({ kind: 'fresh', card: CARD });
    expect(JSON.parse(values.get(`${TIERS_PAYANT_CARD_STORAGE_KEY}.1000001-01`) ?? '')).toEqual({
      savedAt: Date.UTC(2026, 10, 26, 9, 30),
      card: CARD,
    });
  });

  it('gives the kept card with its time when the request fails (no network at the counter)', async () => {
    const { useCase, answers } = setup();
    answers.push(ok(CARD), err(portError(0)));
    await useCase.execute();
    expect(await useCase.execute()).toEqual({
      kind: 'offline',
      card: CARD,
      savedAt: Date.UTC(2026, 10, 26, 9, 30),
    });
  });

  it('fails with the catalogue toast when nothing was kept for this contract', async () => {
    const { useCase, answers } = setup('1000001-02');
    answers.push(err(portError(500)));
    const outcome = await useCase.execute();
    expect(outcome).toMatchObject({
      kind: 'failed',
      toast: { message: "Le chargement d'une source de données à échoué (carte de tiers payant)" },
    });
  });

  it('never answers a kept card when the server says this contract has none (404)', async () => {
    const { useCase, answers } = setup();
    answers.push(ok(CARD), err(portError(404)));
    await useCase.execute();
    expect((await useCase.execute()).kind).toBe('failed');
  });

  it('ignores a stored value that is not a card', async () => {
    const { useCase, values } = setup();
    values.set(`${TIERS_PAYANT_CARD_STORAGE_KEY}.1000001-01`, '{"savedAt":1,"card":{"issuer":3}}');
    expect((await useCase.execute()).kind).toBe('failed');
    values.set(`${TIERS_PAYANT_CARD_STORAGE_KEY}.1000001-01`, 'pas du JSON');
    expect((await useCase.execute()).kind).toBe('failed');
  });
});
