import { err, ok } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakeResources } from '../../testing/fake-member-ports.ts';
import { aPortError } from '../../testing/member-mothers.ts';
import { parseCourriers } from './courrier.ts';
import { CourriersViewModel } from './courriers.view-model.ts';

const LETTER = {
  id: 'CR-1',
  libelle: 'Attestation de droits',
  dateEmission: '2025-01-02',
  typeDocument: 'Attestation',
  scope: 'Benef',
  lu: true,
};

function courriers() {
  const resources = new FakeResources();
  const toasts: CatalogueMessage[] = [];
  const model = new CourriersViewModel(resources, (message) => toasts.push(message));
  return { model, resources, toasts };
}

describe('courriers list', () => {
  it('lists the letters of the courriers resource with French dates and type labels', async () => {
    const { model, resources } = courriers();
    resources.getCall.answer(ok([LETTER, { ...LETTER, id: 'CR-2', typeDocument: 'CarteTP', lu: false }]));
    await model.load();
    expect(resources.getCall.calls).toEqual([['courriers', undefined]]);
    expect(model.status).toBe('loaded');
    expect(model.rows).toEqual([
      { id: 'CR-1', libelle: 'Attestation de droits', date: '02/01/2025', type: 'Attestation', lu: true },
      {
        id: 'CR-2',
        libelle: 'Attestation de droits',
        date: '02/01/2025',
        type: 'Carte de tiers payant',
        lu: false,
      },
    ]);
  });

  it("toasts 'Le chargement d'une source de données à échoué (courriers)' with the server message", async () => {
    const { model, resources, toasts } = courriers();
    resources.getCall.answer(err(aPortError(500, 'Base indisponible')));
    await model.load();
    expect(model.status).toBe('failed');
    expect(toasts).toEqual([
      expect.objectContaining({
        message: "Le chargement d'une source de données à échoué (courriers)",
        detail: 'Base indisponible',
      }),
    ]);
  });

  it('treats a body that is not a list of letters as a failure', async () => {
    const { model, resources, toasts } = courriers();
    resources.getCall.answer(ok({ contrats: [] }));
    await model.load();
    expect(model.status).toBe('failed');
    expect(toasts).toHaveLength(1);
    expect(parseCourriers([{ ...LETTER, typeDocument: 'Inconnu' }])).toBeNull();
    expect(parseCourriers([null])).toBeNull();
    expect(parseCourriers([{ ...LETTER, lu: undefined }])?.[0]?.lu).toBe(false);
  });

  it('keeps the answer of the latest load only', async () => {
    const { model, resources } = courriers();
    const first = resources.getCall.defer();
    const firstLoad = model.load();
    resources.getCall.answer(ok([{ ...LETTER, id: 'CR-NEW' }]));
    await model.load();
    first.resolve(ok([LETTER]));
    await firstLoad;
    expect(model.rows.map((row) => row.id)).toEqual(['CR-NEW']);
  });

  it('marks an unread letter « Lu » once it is opened, and a letter already read stays untouched', async () => {
    const { model, resources } = courriers();
    resources.getCall.answer(ok([LETTER, { ...LETTER, id: 'CR-2', lu: false }]));
    resources.updateCall.answerAlways(ok({ ...LETTER, id: 'CR-2', lu: true }));
    await model.load();
    await model.print('CR-2');
    await model.print('CR-2');
    await model.print('CR-1');
    expect(resources.updateCall.calls).toEqual([['courriers', { id: 'CR-2', lu: true }]]);
    expect(model.rows.map((row) => row.lu)).toEqual([true, true]);
  });

  it('exports the list and prints it or one letter, toasting failures', async () => {
    const { model, resources, toasts } = courriers();
    await model.exportAll();
    expect(resources.exportCall.calls).toEqual([['courriers', undefined]]);
    await model.print();
    await model.print('CR-1');
    expect(resources.printCall.calls).toEqual([
      ['courriers', undefined],
      ['courriers', { query: { id: 'CR-1' } }],
    ]);
    resources.exportCall.answer(err(aPortError(500)));
    resources.printCall.answer(err(aPortError(404)));
    await model.exportAll();
    await model.print('CR-9');
    expect(toasts.map((toast) => toast.message)).toEqual([
      "Le chargement d'une source de données à échoué (export des courriers)",
      "Le chargement d'une source de données à échoué (impression des courriers)",
    ]);
    expect(model.exporting).toBe(false);
    expect(model.printing).toBeNull();
  });
});
