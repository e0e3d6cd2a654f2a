import type { PrestationStatementRequest, Result } from '@portail/application';
import type {
  CatalogueMessage,
  PrestationPrevoyance,
  PrestationsView,
  PrestationTiersPayant,
  PrestationTiersPayantPage,
} from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { PrestationsViewModel } from './prestations.view-model.ts';
import { PrevoyancePaymentsViewModel } from './prevoyance-payments.view-model.ts';
import { TiersPayantPaymentsViewModel } from './tiers-payant-payments.view-model.ts';

const MARIE = { numPers: 'P0010004', nom: 'Dupont', prenom: 'Marie' };
const LEAVE = { id: 'AT-1', debut: '2026-03-02', fin: '2026-05-15' };

function ij(id: string, from: string, to: string, jours: number, paid: string): PrestationPrevoyance {
  const brut = jours * 4_512;
  const charges = Math.round(brut * 0.067);
  return {
    id,
    nature: 'ij',
    libelle: 'Indemnités journalières — arrêt maladie',
    beneficiaire: MARIE,
    arret: LEAVE,
    periodeDebut: from,
    periodeFin: to,
    jours,
    montantJournalier: 4_512,
    montantBrut: brut,
    chargesSociales: charges,
    montantNet: brut - charges,
    datePaiement: paid,
  };
}

const CAPITAL: PrestationPrevoyance = {
  ...ij('C1', '2026-01-01', '2026-01-01', 1, '2025-10-15'),
  nature: 'capital',
  libelle: 'Capital invalidité',
  arret: null,
  periodeDebut: null,
  periodeFin: null,
  jours: null,
  montantJournalier: null,
  montantBrut: 1_500_000,
  chargesSociales: 0,
  montantNet: 1_500_000,
};

function tiers(id: string, montant: number): PrestationTiersPayant {
  return {
    id,
    dateSoins: '2026-02-03',
    datePaiement: '2026-02-10',
    typeProfessionnel: 'opticien',
    professionnel: 'Optique Bellecour',
    libelle: 'Monture et verres',
    beneficiaire: { numPers: 'P0010003', nom: 'Dupont', prenom: 'Léa' },
    montant,
  };
}

const failure: CatalogueMessage = {
  code: 'TOAST.DATA_SOURCE_LOAD_FAILED',
  message: "Le chargement d'une source de données à échoué (prestations tiers payant)",
  severity: 'danger',
};

function setup(options: {
  family?: 'sante' | 'prevoyance';
  prevoyance?: Result<readonly PrestationPrevoyance[], CatalogueMessage>;
  pages?: Record<string, Result<PrestationTiersPayantPage, CatalogueMessage>>;
  printFails?: boolean;
}) {
  const calls = { prevoyance: 0, pages: [] as (string | undefined)[] };
  const printed: PrestationStatementRequest[] = [];
  const exported: PrestationsView[] = [];
  const toasts: CatalogueMessage[] = [];
  const notify = (message: CatalogueMessage) => void toasts.push(message);
  const exportCsv = {
    execute: (view: PrestationsView) => {
      exported.push(view);
      return Promise.resolve({ ok: true as const, value: undefined });
    },
  };
  const print = {
    execute: (request: PrestationStatementRequest) => {
      printed.push(request);
      return Promise.resolve(
        options.printFails === true
          ? { ok: false as const, error: failure }
          : { ok: true as const, value: undefined },
      );
    },
  };
  const prevoyance = new PrevoyancePaymentsViewModel({
    load: {
      execute: () => {
        calls.prevoyance += 1;
        return Promise.resolve(options.prevoyance ?? { ok: true, value: [] });
      },
    },
    exportCsv,
    print,
    notify,
  });
  const tiersPayant = new TiersPayantPaymentsViewModel({
    load: {
      execute: (cursor) => {
        calls.pages.push(cursor);
        return Promise.resolve(
          options.pages?.[cursor ?? 'first'] ?? { ok: true, value: { paiements: [], suivant: null } },
        );
      },
    },
    exportCsv,
    print,
    notify,
  });
  const model = new PrestationsViewModel(prevoyance, tiersPayant, () => options.family ?? 'sante');
  return { model, calls, printed, exported, toasts };
}

describe('PrestationsViewModel — Prévoyance', () => {
  it('opens a provident contract on its sick leave: IJ payments oldest first, French amounts and totals', async () => {
    const { model, calls } = setup({
      family: 'prevoyance',
      prevoyance: {
        ok: true,
        value: [
          ij('V2', '2026-04-01', '2026-04-30', 30, '2026-05-07'),
          ij('V1', '2026-03-05', '2026-03-31', 27, '2026-04-08'),
          CAPITAL,
        ],
      },
    });
    await model.open();
    expect(model.view).toBe('prevoyance');
    expect(calls).toEqual({ prevoyance: 1, pages: [] });
    const [leave] = model.prevoyance.sickLeaves;
    expect(leave?.titre).toBe('Arrêt de travail du 02/03/2026 au 15/05/2026');
    expect(leave?.resume.replace(/\s/g, ' ')).toBe(
      '2 versements, 57 jours indemnisés : 2 571,84 € brut, 2 399,53 € net.',
    );
    expect(leave?.rows[0]).toMatchObject({
      periode: 'du 05/03/2026 au 31/03/2026',
      jours: '27',
      datePaiement: '08/04/2026',
    });
    expect(leave?.rows[0]?.brut.replace(/\s/g, ' ')).toBe('1 218,24 €');
    expect(leave?.rows[0]?.charges.replace(/\s/g, ' ')).toBe('81,62 €');
    expect(leave?.rows[0]?.net.replace(/\s/g, ' ')).toBe('1 136,62 €');
    expect(model.prevoyance.otherPayments.map((row) => [row.nature, row.periode, row.jours])).toEqual([
      ['Capital', '—', '—'],
    ]);
    expect(model.prevoyance.resultText).toBe('3 versements de prévoyance.');
  });

  it('opens one payment’s statement, and toasts a failure', async () => {
    const { model, printed, toasts } = setup({ family: 'prevoyance', printFails: true });
    await model.prevoyance.printStatement('V1');
    expect(printed).toEqual([{ document: 'RelevePrestationPrevoyance', id: 'V1' }]);
    expect(toasts).toEqual([failure]);
    expect(model.prevoyance.printing).toBeNull();
  });
});

describe('PrestationsViewModel — Tiers payant', () => {
  it('opens a health contract on the first page, then appends the next page with its cursor', async () => {
    const { model, calls } = setup({
      pages: {
        first: { ok: true, value: { paiements: [tiers('T1', 18_000)], suivant: 'c2' } },
        c2: { ok: true, value: { paiements: [tiers('T2', 1_250)], suivant: null } },
      },
    });
    await model.open();
    expect(model.view).toBe('tiers-payant');
    expect(model.tiersPayant.rows[0]).toMatchObject({
      beneficiaire: 'Léa Dupont',
      typeProfessionnel: 'Opticien',
      datePaiement: '10/02/2026',
    });
    expect(model.tiersPayant.hasMore).toBe(true);
    expect(model.tiersPayant.resultText.replace(/\s/g, ' ')).toBe(
      "1 paiement affiché (180,00 €), d'autres sont disponibles.",
    );
    await model.tiersPayant.loadMore();
    expect(calls.pages).toEqual([undefined, 'c2']);
    expect(model.tiersPayant.rows.map((row) => row.id)).toEqual(['T1', 'T2']);
    expect(model.tiersPayant.hasMore).toBe(false);
  });

  it('loads the other view only when shown, and keeps it until the contract changes', async () => {
    const { model, calls } = setup({});
    await model.open();
    await model.show('prevoyance');
    await model.show('tiers-payant');
    await model.show('prevoyance');
    expect(calls).toEqual({ prevoyance: 1, pages: [undefined] });
    await model.open(); // contract switched
    expect(calls.pages).toEqual([undefined, undefined]);
    expect(model.prevoyance.status).toBe('idle'); // the other view forgets the previous contract
    expect(model.prevoyance.payments).toEqual([]);
  });

  it('shows a failed first page as failed with its toast, and retries when shown again', async () => {
    const { model, toasts, calls } = setup({ pages: { first: { ok: false, error: failure } } });
    await model.open();
    expect(model.tiersPayant.status).toBe('failed');
    expect(toasts).toEqual([failure]);
    await model.show('tiers-payant');
    expect(calls.pages).toHaveLength(2);
  });

  it('exports each view and opens the statements of a payment and of the last 12 months', async () => {
    const { model, exported, printed } = setup({});
    await model.tiersPayant.exportCsv();
    await model.prevoyance.exportCsv();
    await model.tiersPayant.printPayment('T1');
    await model.tiersPayant.printPeriod();
    expect(exported).toEqual(['tiers-payant', 'prevoyance']);
    expect(printed).toEqual([
      { document: 'RelevePrestationSanteTiers', id: 'T1' },
      { document: 'RelevePrestationSante' },
    ]);
  });

  it('offers the statement of the latest payment’s year and the two before, for the chosen calendar year', async () => {
    const { model, printed } = setup({
      pages: { first: { ok: true, value: { paiements: [tiers('T1', 18_000)], suivant: null } } },
    });
    expect(model.tiersPayant.statementYears).toEqual([]);
    await model.open();
    expect(model.tiersPayant.statementYears).toEqual(['2026', '2025', '2024']);
    model.tiersPayant.setStatementYear('2025');
    await model.tiersPayant.printPeriod();
    expect(printed).toEqual([
      { document: 'RelevePrestationSante', dateDebut: '2025-01-01', dateFin: '2025-12-31' },
    ]);
  });
});
