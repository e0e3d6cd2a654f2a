import { err, LoadRenforts, LoadSimulator, ok, RequestRenfort } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { aPortError } from '../testing/member-mothers.ts';
import { RenfortsViewModel } from './renforts.view-model.ts';
import type { QuoteSimulation, SendQuoteDialogViewModel } from './send-quote-dialog.view-model.ts';
import { SimulatorViewModel } from './simulator.view-model.ts';
import { CONTEXT, DOMAINS, FakeSimulator } from './testing/fake-simulator.ts';

const RENFORT = {
  code: 'RENFORT-OPTIQUE',
  libelle: 'Renfort Optique',
  description: '200 € de plus par équipement.',
  prixMensuel: 850,
  garanties: ['optique-lunettes'],
  demandeEnCours: false,
};

async function loaded() {
  const simulator = new FakeSimulator();
  const toasts: CatalogueMessage[] = [];
  const notify = (toast: CatalogueMessage) => void toasts.push(toast);
  const model = new SimulatorViewModel({
    loadSimulator: new LoadSimulator(simulator),
    notify,
    renforts: new RenfortsViewModel({
      loadRenforts: new LoadRenforts(simulator),
      requestRenfort: new RequestRenfort(simulator),
      notify,
    }),
  });
  simulator.domainsCall.answer(ok(DOMAINS));
  simulator.contextCall.answer(ok(CONTEXT));
  await model.load();
  return { model, simulator, toasts };
}

function glasses(model: SimulatorViewModel) {
  const act = model.acts.find((item) => item.code === 'LUN');
  if (act === undefined) throw new Error('no glasses');
  model.choose(act);
  const { form } = model;
  if (form === null) throw new Error('no form');
  return form;
}

describe('« Simulateur de remboursement » view-model', () => {
  it('groups the acts by branch, the highlighted branch marked, and searches by word or tag', async () => {
    const { model } = await loaded();
    expect(model.branches.map((branch) => [branch.key, branch.mettreEnValeur])).toEqual([
      ['Optique', true],
      ['Dentaire', false],
      ['Soins courants', false],
      ['Soins courants › Médecines douces', false],
    ]);
    model.setQuery('lunettes');
    expect(model.results.map((act) => act.code)).toEqual(['LUN']);
    model.setQuery('couronne');
    expect(model.results.map((act) => act.code)).toEqual(['PDT']);
    model.setQuery('Ostéopathe');
    expect(model.results.map((act) => act.code)).toEqual(['OST']);
    expect(model.resultsText).toBe('1 acte(s) trouvé(s).');
    model.setQuery('scanner');
    expect(model.resultsText).toBe('Aucun acte ne correspond à votre recherche.');
  });

  it('simulates glasses at 450 € for a beneficiary: four lines that add up to the price', async () => {
    const { model } = await loaded();
    const form = glasses(model);
    form.setPatient('P0010003');
    expect(form.prixText).toBe('450');
    const { result } = form;
    expect(result.secu.montant + result.mutuelle.montant + result.resteACharge).toBe(45_000);
    expect(form.lines.map((line) => [line.label, line.amount])).toEqual([
      ['Base de remboursement', '0,15\u00a0€'],
      ['Sécurité sociale', '0,09\u00a0€'],
      ['Votre mutuelle', '100,00\u00a0€'],
      ['Reste à charge', '349,91\u00a0€'],
    ]);
  });

  it('keeps the number field and the slider on the same price', async () => {
    const { model } = await loaded();
    const form = glasses(model);
    form.setPrixFromSlider(460);
    expect(form.prixText).toBe('460');
    expect(form.result.resteACharge).toBe(46_000 - 9 - 10_000);
    form.setPrixText('512,50');
    expect(form.prix).toBe(51_250);
    form.setPrixText('abc');
    expect(form.prixError).toBe('Saisissez un prix entre 30,00\u00a0€ et 1\u202f500,00\u00a0€.');
    expect(form.prix).toBe(51_250);
  });

  it('counts what was already paid this period: Thomas’s glasses forfait is used up', async () => {
    const { model } = await loaded();
    const form = glasses(model);
    form.setPatient('P0010002');
    expect(form.result.mutuelle.montant).toBe(0);
    expect(form.lines[2]?.detail).toContain('100,00\u00a0€ déjà remboursés');
  });

  it('« 100 % Santé »: the slider stops at the price limit and nothing is left to pay', async () => {
    const { model } = await loaded();
    const form = glasses(model);
    form.setPanier100Sante(true);
    expect(form.slider.maxLimit).toBe(105);
    expect(form.prix).toBe(10_500);
    expect(form.result.resteACharge).toBe(0);
    expect(form.largeResteACharge).toBe(false);
  });

  it('offers the renforts of the guarantee on a large reste à charge, and acknowledges a request', async () => {
    const { model, simulator, toasts } = await loaded();
    const form = glasses(model);
    expect(form.largeResteACharge).toBe(true);
    simulator.renfortsCall.answer(ok([RENFORT]));
    await model.renforts.ensureLoaded();
    expect(model.renforts.offersFor(form.rule.garantie).map((item) => item.prixMensuel)).toEqual([850]);
    simulator.requestCall.answer(ok({ isModeGestionManuel: true, isAccuseReceptionActive: true }));
    await model.renforts.request('RENFORT-OPTIQUE', form.summary);
    expect(simulator.requestCall.calls).toEqual([
      [
        'RENFORT-OPTIQUE',
        'Lunettes (monture et verres simples) à 450,00\u00a0€ : reste à charge 349,91\u00a0€',
      ],
    ]);
    expect(model.renforts.renforts[0]?.demandeEnCours).toBe(true);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais. Vous recevrez un e-mail de confirmation.',
    ]);
  });

  it("toasts 'Le chargement d'une source de données à échoué (simulateur)' on a failed load", async () => {
    const simulator = new FakeSimulator();
    const toasts: CatalogueMessage[] = [];
    const renforts = new RenfortsViewModel({
      loadRenforts: new LoadRenforts(simulator),
      requestRenfort: new RequestRenfort(simulator),
      notify: () => undefined,
    });
    const model = new SimulatorViewModel({
      loadSimulator: new LoadSimulator(simulator),
      notify: (toast) => void toasts.push(toast),
      renforts,
    });
    simulator.domainsCall.answer(ok(DOMAINS));
    simulator.contextCall.answer(err(aPortError(503)));
    await model.load();
    expect(model.status).toBe('failed');
    expect(toasts.map((toast) => toast.message)).toEqual([
      "Le chargement d'une source de données à échoué (simulateur)",
    ]);
  });

  it('opens « Envoyer mon devis » pre-filled with the simulation, once, and only when sending is wired', async () => {
    const { model } = await loaded();
    const form = glasses(model);
    form.setPatient('P0010003');
    form.setPrixText('389,90');
    expect(model.canSendQuote).toBe(false);
    model.openQuote();
    expect(model.quote).toBeNull();

    const simulations: QuoteSimulation[] = [];
    const withQuote = new SimulatorViewModel({
      loadSimulator: {
        execute: () => Promise.resolve({ kind: 'loaded', acts: model.acts, context: CONTEXT }),
      },
      notify: () => undefined,
      renforts: model.renforts,
      quoteDialog: (simulation, onClose) => {
        simulations.push(simulation);
        return { close: onClose } as unknown as SendQuoteDialogViewModel<File>;
      },
    });
    await withQuote.load();
    const quoted = glasses(withQuote);
    quoted.setPatient('P0010003');
    quoted.setPrixText('389,90');
    expect(withQuote.canSendQuote).toBe(true);
    withQuote.openQuote();
    withQuote.openQuote();
    expect(simulations).toEqual([
      {
        act: quoted.act,
        patient: 'P0010003',
        prix: 38990,
        beneficiaires: CONTEXT.beneficiaires,
      },
    ]);
    withQuote.quote?.close();
    expect(withQuote.quote).toBeNull();
  });
});
