import type { MemberConsultationPort } from '@portail/application';
import { err, ok } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { ConsultationReasonViewModel } from './consultation-reason.view-model.ts';

function setup(answer: Awaited<ReturnType<MemberConsultationPort['open']>>) {
  const calls: unknown[][] = [];
  let opened = 0;
  const model = new ConsultationReasonViewModel({
    consultations: {
      open: (member, reason) => {
        calls.push([member, reason]);
        return Promise.resolve(answer);
      },
    },
    openMemberSpace: () => (opened += 1),
  });
  return { model, calls, openedCount: () => opened };
}

describe("the reason dialog of « Voir l'espace de l'adhérent »", () => {
  it('refuses a missing category and a reason under 10 characters without calling the server', async () => {
    const { model, calls } = setup(ok({ adherent: 'Marie Dupont', fin: new Date() }));
    model.ask('1000001');
    model.setMotif('court');
    await model.confirm();
    expect(Object.keys(model.errors).sort()).toEqual(['categorie', 'motif']);
    expect(model.errors.motif).toContain('au moins 10 caractères');
    expect(calls).toEqual([]);
  });

  it('opens the member space once the server accepts the reason (a ticket number is enough)', async () => {
    const { model, calls, openedCount } = setup(ok({ adherent: 'Marie Dupont', fin: new Date() }));
    model.ask('1000001');
    model.setCategorie('remboursement');
    model.setTicket('INC-20431');
    await model.confirm();
    expect(calls).toEqual([['1000001', { categorie: 'remboursement', motif: null, ticket: 'INC-20431' }]]);
    expect(openedCount()).toBe(1);
  });

  it('keeps what was typed and shows the server’s message when it refuses', async () => {
    const refusal = {
      ...httpErrorFor(409, "Cet adhérent n'a pas encore d'espace en ligne : il n'y a rien à consulter."),
    };
    const { model, openedCount } = setup(err({ ...refusal, status: 409 }));
    model.ask('1000002');
    model.setCategorie('autre');
    model.setMotif('Vérifier son état de compte');
    await model.confirm();
    expect(model.failure).toContain("n'a pas encore d'espace");
    expect([model.open, model.motif, openedCount()]).toEqual([true, 'Vérifier son état de compte', 0]);
  });
});
