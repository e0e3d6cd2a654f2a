import { err, ok } from '@portail/application';
import type { Result } from '@portail/application';
import type { CareAct, CareActPage, CatalogueMessage, RefundsFilter } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakeConsent, FakeResources } from '../../testing/fake-member-ports.ts';
import { aConsent, aPortError } from '../../testing/member-mothers.ts';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';
import { HOME_FAILURE_MESSAGES, MemberHomeViewModel } from './member-home.view-model.ts';

function anAct(id: string, overrides: Partial<CareAct> = {}): CareAct {
  return {
    id,
    dateSoins: '2026-10-14',
    beneficiaire: { numPers: 'P0010002', nom: 'Dupont', prenom: 'Thomas' },
    typeSoin: 'dentaire',
    libelle: 'Couronne céramo-métallique',
    professionnel: 'Dr Paul Garnier',
    montantDepense: 123_456,
    montantSecu: 10_000,
    montantMutuelle: 50_000,
    resteACharge: 63_456,
    datePaiement: '2026-10-20',
    statut: 'paye',
    motifRejet: null,
    ...overrides,
  };
}

const LETTER = {
  id: 'CR-1',
  libelle: 'Attestation',
  dateEmission: '2026-01-02',
  typeDocument: 'Attestation',
};
const failure: CatalogueMessage = { code: 'TOAST.X', message: 'échec', severity: 'danger' };

function home() {
  const acts = new ScriptedAsyncCall<[RefundsFilter], Result<CareActPage, CatalogueMessage>>(
    'loadCareActs',
    ok({ actes: [], suivant: null }),
  );
  const resources = new FakeResources();
  resources.getCall.answerAlways(ok([]));
  const consent = new FakeConsent();
  const model = new MemberHomeViewModel({
    loadCareActs: { execute: (filter) => acts.invoke(filter) },
    resources,
    consent,
  });
  return { model, acts, resources, consent };
}

describe('member home (« où en suis-je ? »)', () => {
  it('shows the last three refunds with their amounts in euros, from the first page of acts', async () => {
    const { model, acts } = home();
    acts.answer(ok({ actes: ['A1', 'A2', 'A3', 'A4'].map((id) => anAct(id)), suivant: 'c' }));
    await model.load({ refundsVisible: true });
    expect(acts.calls).toEqual([[{}]]);
    expect(model.refundsStatus).toBe('loaded');
    expect(model.refunds.map((refund) => refund.id)).toEqual(['A1', 'A2', 'A3']);
    expect(model.refunds[0]).toEqual({
      id: 'A1',
      dateSoins: '14/10/2026',
      libelle: 'Couronne céramo-métallique',
      beneficiaire: 'Thomas Dupont',
      depense: expect.stringMatching(/^1\s234,56\s€$/u),
      mutuelle: expect.stringMatching(/^500,00\s€$/u),
      resteACharge: expect.stringMatching(/^634,56\s€$/u),
      statutLabel: 'Payé',
    });
  });

  it('counts the unread letters of the courriers resource', async () => {
    const { model, resources } = home();
    resources.getCall.answer(
      ok([
        { ...LETTER, lu: true },
        { ...LETTER, id: 'CR-2', lu: false },
        { ...LETTER, id: 'CR-3', lu: false },
      ]),
    );
    await model.load({ refundsVisible: true });
    expect(resources.getCall.calls).toEqual([['courriers', undefined]]);
    expect(model.lettersStatus).toBe('loaded');
    expect(model.unreadLetters).toBe(2);
    expect(model.unreadLettersLabel).toBe('2 courriers non lus');
  });

  it('says « Aucun courrier non lu » and « 1 courrier non lu » in French', async () => {
    const { model, resources } = home();
    await model.load({ refundsVisible: true });
    expect(model.unreadLettersLabel).toBe('Aucun courrier non lu');
    resources.getCall.answer(ok([{ ...LETTER, lu: false }]));
    await model.load({ refundsVisible: true });
    expect(model.unreadLettersLabel).toBe('1 courrier non lu');
  });

  it('counts the consents awaiting an answer', async () => {
    const { model, consent } = home();
    consent.pendingCall.answer(ok([aConsent('newsletter'), aConsent('enquetes')]));
    await model.load({ refundsVisible: true });
    expect(model.consentsStatus).toBe('loaded');
    expect(model.pendingConsents).toBe(2);
    expect(model.pendingConsentsLabel).toBe('2 consentements attendent votre réponse');
  });

  it('starts the three loads before any of them answers (parallel)', async () => {
    const { model, acts, resources, consent } = home();
    const refunds = acts.defer();
    const letters = resources.getCall.defer();
    const consents = consent.pendingCall.defer();
    const loading = model.load({ refundsVisible: true });
    expect([acts.count, resources.getCall.count, consent.pendingCall.count]).toEqual([1, 1, 1]);
    expect([model.refundsStatus, model.lettersStatus, model.consentsStatus]).toEqual([
      'loading',
      'loading',
      'loading',
    ]);
    letters.resolve(ok([]));
    consents.resolve(ok([]));
    refunds.resolve(ok({ actes: [], suivant: null }));
    await loading;
    expect(model.refundsStatus).toBe('loaded');
  });

  it('lets each block fail on its own: a refunds failure leaves the letters and consents shown', async () => {
    const { model, acts, resources, consent } = home();
    acts.answer(err(failure));
    resources.getCall.answer(ok([{ ...LETTER, lu: false }]));
    consent.pendingCall.answer(ok([aConsent('newsletter')]));
    await model.load({ refundsVisible: true });
    expect(model.refundsStatus).toBe('failed');
    expect(model.lettersStatus).toBe('loaded');
    expect(model.consentsStatus).toBe('loaded');
    expect(model.unreadLetters).toBe(1);
    expect(HOME_FAILURE_MESSAGES.refunds).toMatch(/remboursements n’ont pas pu être chargés/u);
  });

  it('marks the letters and consents blocks failed on a port error or a body that is not a list', async () => {
    const { model, resources, consent } = home();
    resources.getCall.answer(ok({ contrats: [] }));
    consent.pendingCall.answer(err(aPortError(503)));
    await model.load({ refundsVisible: true });
    expect(model.lettersStatus).toBe('failed');
    expect(model.consentsStatus).toBe('failed');
    expect(model.refundsStatus).toBe('loaded');
  });

  it('does not ask for refunds when the tenant turned them off', async () => {
    const { model, acts } = home();
    await model.load({ refundsVisible: false });
    expect(acts.count).toBe(0);
    expect(model.refundsStatus).toBe('off');
  });

  it('keeps the newer load when an older one answers late (contract switch)', async () => {
    const { model, acts } = home();
    const older = acts.defer();
    const first = model.load({ refundsVisible: true });
    acts.answer(ok({ actes: [anAct('NEW')], suivant: null }));
    await model.load({ refundsVisible: true });
    older.resolve(ok({ actes: [anAct('OLD')], suivant: null }));
    await first;
    expect(model.refunds.map((refund) => refund.id)).toEqual(['NEW']);
  });

  it('counts the pending consents again once they are answered (refreshConsents)', async () => {
    const { model, consent } = home();
    consent.pendingCall.answer(ok([aConsent('newsletter')]), ok([]));
    await model.load({ refundsVisible: true });
    expect(model.pendingConsents).toBe(1);
    await model.refreshConsents();
    expect(model.pendingConsents).toBe(0);
    expect(model.consentsStatus).toBe('loaded');
  });
});
