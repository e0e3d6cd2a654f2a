import { err, ok } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakeConsultation } from '../../consultation/testing/fake-consultation.ts';
import { aPortError } from '../../testing/member-mothers.ts';
import { AccountConsultationsViewModel } from './account-consultations.view-model.ts';

function setup() {
  const consultation = new FakeConsultation();
  const toasts: CatalogueMessage[] = [];
  const model = new AccountConsultationsViewModel({
    consultation,
    notify: (message) => toasts.push(message),
  });
  return { consultation, toasts, model };
}

describe('« Consultations de votre espace »', () => {
  it('lists date, length, the agent with their role and the reason’s category, « en cours » while it lasts', async () => {
    const { consultation, model } = setup();
    const debut = new Date(2026, 10, 27, 10, 5);
    consultation.listCall.answer(
      ok([
        {
          debut,
          fin: null,
          dureeMinutes: 2,
          agentPrenom: 'Thomas',
          agentRole: 'Gestionnaire',
          categorie: 'demande',
          categorieLibelle: "Suivi d'une demande",
        },
        {
          debut: new Date(2026, 10, 26, 9, 0),
          fin: new Date(2026, 10, 26, 9, 4),
          dureeMinutes: 4,
          agentPrenom: 'Camille',
          agentRole: 'Consultant',
          categorie: 'appel-adherent',
          categorieLibelle: 'Appel de votre part',
        },
      ]),
    );
    await model.load();
    expect(model.status).toBe('loaded');
    expect(model.rows.map(({ date, duree, agent, motif }) => [date, duree, agent, motif])).toEqual([
      ['27/11/2026 à 10 h 05', 'en cours', 'Thomas (Gestionnaire)', "Suivi d'une demande"],
      ['26/11/2026 à 09 h 00', '4 min', 'Camille (Consultant)', 'Appel de votre part'],
    ]);
  });

  it('says it failed with a toast', async () => {
    const { consultation, model, toasts } = setup();
    consultation.listCall.answer(err(aPortError(503)));
    await model.load();
    expect(model.status).toBe('failed');
    expect(toasts).toHaveLength(1);
  });
});
