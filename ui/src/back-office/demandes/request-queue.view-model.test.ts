import { err, ok } from '@portail/application';
import {
  FakeStaffRequestsPort,
  GESTIONNAIRE,
  aStaffRequestSummary,
  someCounts,
} from '@portail/application/src/use-cases/test-support/fake-staff-requests.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { RequestQueueViewModel } from './request-queue.view-model.ts';

function setup() {
  const port = new FakeStaffRequestsPort();
  const announced: string[] = [];
  const model = new RequestQueueViewModel({ requests: port, announce: (text) => void announced.push(text) });
  return { port, model, announced };
}

describe('« Demandes »: the queue', () => {
  it('shows the newest requests first with the counts per status, then the next page', async () => {
    const { port, model, announced } = setup();
    port.queueCall.answersOnce(
      ok({
        items: [aStaffRequestSummary({ id: 'a' }), aStaffRequestSummary({ id: 'b', late: true })],
        next: 'c1',
        counts: someCounts({ envoyee: 2, 'en-cours': 5 }),
      }),
      ok({ items: [aStaffRequestSummary({ id: 'c' })], next: null, counts: someCounts({ envoyee: 2 }) }),
    );
    await model.start();
    expect(port.queueCall.lastCall()).toEqual([{ sort: 'recentes' }, null]);
    expect(model.list.items.map((r) => r.id)).toEqual(['a', 'b']);
    expect(model.statusCounts.slice(0, 2)).toEqual([
      { status: 'envoyee', label: 'Envoyée', count: 2 },
      { status: 'en-cours', label: 'En cours de traitement', count: 5 },
    ]);
    expect(announced).toEqual(['2 entrées affichées.']);
    await model.list.loadMore();
    expect(port.queueCall.lastCall()[1]).toBe('c1');
    expect(model.list.items.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('applies every filter typed: type, status, age band, late, assignee, offer, member number, order', async () => {
    const { port, model } = setup();
    const f = model.filters;
    f.setType('remboursement');
    f.setStatus('complement-demande');
    f.setAge('2-7');
    f.setLate('oui');
    f.setAssignedTo('moi');
    f.setOffer(' SANTE-ESSENTIELLE ');
    f.setMemberNumber(' 1000001 ');
    f.setSort('echeance');
    await model.apply();
    expect(port.queueCall.lastCall()[0]).toEqual({
      sort: 'echeance',
      type: 'remboursement',
      status: 'complement-demande',
      minAgeDays: 2,
      maxAgeDays: 7,
      late: true,
      assignedTo: 'moi',
      offer: 'SANTE-ESSENTIELLE',
      memberNumber: '1000001',
    });
    f.setLate('non');
    f.setAge('plus-30');
    await model.apply();
    expect(port.queueCall.lastCall()[0]).toMatchObject({ late: false, minAgeDays: 31 });
    expect(port.queueCall.lastCall()[0]).not.toHaveProperty('maxAgeDays');
    await model.clear();
    expect(port.queueCall.lastCall()[0]).toEqual({ sort: 'recentes' });
  });

  it('ignores unknown choices and a count applies its status', async () => {
    const { port, model } = setup();
    model.filters.setType('inconnu');
    model.filters.setSort('au-hasard');
    await model.showStatus('acceptee');
    expect(port.queueCall.lastCall()[0]).toEqual({ sort: 'recentes', status: 'acceptee' });
    expect(model.filters.status).toBe('acceptee');
  });

  it('offers the staff members seen in the list under « Attribuée à »', async () => {
    const { port, model } = setup();
    port.queueCall.answers(
      ok({ items: [aStaffRequestSummary({ assignedTo: GESTIONNAIRE })], next: null, counts: someCounts({}) }),
    );
    await model.start();
    expect(model.assigneeChoices.map((c) => c.value)).toEqual(['', 'moi', 'personne', 'staff-g']);
    expect(model.assigneeChoices[3]?.label).toBe('Gérard Gestion (gestionnaire@mutuelle.fr)');
  });

  it('shows the French message when the queue cannot be read', async () => {
    const { port, model, announced } = setup();
    port.queueCall.answers(err(aPortError(403, { message: "Vous n'avez pas l'habilitation nécessaire." })));
    await model.start();
    expect(model.list.status).toBe('failed');
    expect(model.list.error).toBe("Vous n'avez pas l'habilitation nécessaire.");
    expect(announced).toEqual(["Vous n'avez pas l'habilitation nécessaire."]);
  });
});
