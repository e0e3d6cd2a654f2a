import type { LoadTiersPayantCardOutcome } from '@portail/application';
import type { CatalogueMessage, TiersPayantCard } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { TiersPayantCardViewModel, offlineNotice } from './tiers-payant-card.view-model.ts';

const CARD: TiersPayantCard = {
  issuer: 'Mutuelle Démo',
  numeroAmc: '999000123',
  numeroContrat: '1000001-01',
  nomOffre: 'Santé Essentielle Famille',
  valableDu: '2026-01-01',
  valableAu: '2026-12-31',
  beneficiaires: [
    { rang: 1, nom: 'Dupont', prenom: 'Marie', dateNaissance: '1985-05-12' },
    { rang: 2, nom: 'Dupont', prenom: 'Thomas', dateNaissance: '1983-09-30' },
  ],
  domaines: [
    { code: 'PHAR', libelle: 'Pharmacie', convention: 'TP-PH', couverture: '100 % BR' },
    { code: 'OPTI', libelle: 'Optique', convention: null, couverture: 'Non couvert' },
  ],
  telephoneProfessionnels: '01 84 80 00 00',
};

function setup(...outcomes: LoadTiersPayantCardOutcome[]) {
  const toasts: CatalogueMessage[] = [];
  const model = new TiersPayantCardViewModel({
    loadCard: { execute: () => Promise.resolve(outcomes.shift() ?? { kind: 'fresh', card: CARD }) },
    notify: (message) => toasts.push(message),
  });
  return { model, toasts };
}

describe('« Ma carte de tiers payant » on the phone', () => {
  it('shows the card with French dates, persons by rank and each domain’s convention and coverage', async () => {
    const { model } = setup({ kind: 'fresh', card: CARD });
    await model.load();
    expect(model.status).toBe('loaded');
    expect(model.offline).toBeNull();
    expect(model.validity).toBe('Valable du 01/01/2026 au 31/12/2026');
    expect(model.people).toEqual([
      { rang: '01', nom: 'Marie DUPONT', naissance: '12/05/1985' },
      { rang: '02', nom: 'Thomas DUPONT', naissance: '30/09/1983' },
    ]);
    expect(model.domains).toEqual([
      { code: 'PHAR', libelle: 'Pharmacie', convention: 'TP-PH', couverture: '100 % BR' },
      { code: 'OPTI', libelle: 'Optique', convention: '—', couverture: 'Non couvert' },
    ]);
    expect(model.phoneHref).toBe('tel:0184800000');
  });

  it('says « Hors ligne — données du … » when the card comes from the storage', async () => {
    const savedAt = new Date(2026, 10, 25, 18, 5).getTime();
    const { model } = setup({ kind: 'offline', card: CARD, savedAt });
    await model.load();
    expect(model.card).toBe(CARD);
    expect(model.offline).toBe('Hors ligne — données du 25/11/2026 à 18:05.');
    expect(offlineNotice(savedAt)).toBe(model.offline);
  });

  it('toasts and shows no card when it failed and none was kept', async () => {
    const toast: CatalogueMessage = { code: 'T', message: 'échec', severity: 'danger' };
    const { model, toasts } = setup({ kind: 'fresh', card: CARD }, { kind: 'failed', toast });
    await model.load();
    await model.load();
    expect(model.status).toBe('failed');
    expect(model.card).toBeNull();
    expect(toasts).toEqual([toast]);
  });
});
