import type { Result } from '@portail/application';
import type {
  CareAct,
  CareActPage,
  CatalogueMessage,
  ContractFamily,
  RefundsFilter,
  RefundsSummary,
} from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from './refunds-filter-form.ts';
import { RefundsViewModel } from './refunds.view-model.ts';

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

const failure: CatalogueMessage = {
  code: 'TOAST.DATA_SOURCE_LOAD_FAILED',
  message: "Le chargement d'une source de données à échoué (remboursements)",
  severity: 'danger',
};

/** Use cases answering from scripted pages; every call is recorded. */
function setup(
  pages: Record<string, Result<CareActPage, CatalogueMessage>> = {},
  contract: { famille: ContractFamily } = { famille: 'sante' },
) {
  const calls: { filter: RefundsFilter; cursor: string | undefined }[] = [];
  const toasts: CatalogueMessage[] = [];
  const exported: RefundsFilter[] = [];
  const summary: RefundsSummary = {
    mois: [{ mois: '2026-10', montantSecu: 10_000, montantMutuelle: 50_000, resteACharge: 63_456 }],
    beneficiaires: [{ numPers: 'P0010002', nom: 'Dupont', prenom: 'Thomas' }],
  };
  const model = new RefundsViewModel({
    loadCareActs: {
      execute: (filter, cursor) => {
        calls.push({ filter, cursor });
        const page = pages[cursor ?? 'first'] ?? { ok: true, value: { actes: [], suivant: null } };
        return Promise.resolve(page);
      },
    },
    loadSummary: { execute: () => Promise.resolve({ ok: true, value: summary }) },
    exportRefunds: {
      execute: (filter) => {
        exported.push(filter);
        return Promise.resolve({ ok: true, value: undefined });
      },
    },
    printStatement: { execute: () => Promise.resolve({ ok: false, error: failure }) },
    notify: (message) => void toasts.push(message),
    contractFamily: () => contract.famille,
  });
  return { model, calls, toasts, exported };
}

describe('RefundsViewModel', () => {
  it('shows the first page in French (dates, amounts, status) and the 12-month table', async () => {
    const { model } = setup({ first: { ok: true, value: { actes: [anAct('a1')], suivant: null } } });
    await model.load();
    expect(model.status).toBe('loaded');
    expect(model.rows[0]).toMatchObject({
      dateSoins: '14/10/2026',
      beneficiaire: 'Thomas Dupont',
      depense: '1\u202f234,56\u00a0€',
      resteACharge: '634,56\u00a0€',
      datePaiement: '20/10/2026',
      statutLabel: 'Payé',
    });
    expect(model.monthRows[0]).toMatchObject({ label: 'octobre 2026', total: '1\u202f234,56\u00a0€' });
    expect(model.chart).toEqual({
      labels: ['oct. 2026'],
      secu: [100],
      mutuelle: [500],
      resteACharge: [634.56],
    });
    expect(model.beneficiaries).toHaveLength(1);
    expect(model.resultText).toBe('1 remboursement affiché.');
  });

  it('shows a rejected act with its reason and no payment date', async () => {
    const rejected = anAct('r1', {
      statut: 'rejete',
      motifRejet: 'Facture détaillée manquante',
      datePaiement: null,
    });
    const { model } = setup({ first: { ok: true, value: { actes: [rejected], suivant: null } } });
    await model.load();
    expect(model.rows[0]).toMatchObject({
      statutLabel: 'Rejeté',
      motifRejet: 'Facture détaillée manquante',
      datePaiement: '—',
    });
  });

  it('appends the next page with the cursor, never reloading what is shown', async () => {
    const { model, calls } = setup({
      first: { ok: true, value: { actes: [anAct('a1')], suivant: 'c1' } },
      c1: { ok: true, value: { actes: [anAct('a2')], suivant: null } },
    });
    await model.load();
    expect(model.hasMore).toBe(true);
    expect(model.resultText).toBe("1 remboursement affiché, d'autres sont disponibles.");
    await model.loadMore();
    expect(model.rows.map((row) => row.id)).toEqual(['a1', 'a2']);
    expect(model.hasMore).toBe(false);
    expect(calls.map((call) => call.cursor)).toEqual([undefined, 'c1']);
  });

  it('applies the typed filters (trimmed, empty ones left out) to the list and the export', async () => {
    const { model, calls, exported } = setup();
    model.setField('typeSoin', 'optique');
    model.setField('recherche', '  lunettes ');
    model.setField('beneficiaire', '');
    await model.applyFilters();
    expect(calls.at(-1)?.filter).toEqual({ typeSoin: 'optique', recherche: 'lunettes' });
    expect(model.filtered).toBe(true);
    await model.exportCsv();
    expect(exported).toEqual([{ typeSoin: 'optique', recherche: 'lunettes' }]);
    await model.resetFilters();
    expect(calls.at(-1)?.filter).toEqual({});
    expect(model.form.recherche).toBe('');
  });

  it('refuses a period whose start follows its end, without calling the server', async () => {
    const { model, calls } = setup();
    model.setField('dateDebut', '2026-05-01');
    model.setField('dateFin', '2026-01-01');
    await model.applyFilters();
    expect(model.dateError).toBe(DATE_RANGE_MESSAGE);
    expect(calls).toHaveLength(0);
    model.setField('dateFin', '2026-06-01');
    expect(model.dateError).toBeNull();
  });

  it('toasts the §8 message when the list or the statement fails', async () => {
    const { model, toasts } = setup({ first: { ok: false, error: failure } });
    await model.load();
    expect(model.status).toBe('failed');
    await model.printStatement();
    expect(toasts).toEqual([failure, failure]);
    expect(model.printing).toBe(false);
  });

  it('says when nothing matches', async () => {
    const { model } = setup();
    await model.load();
    expect(model.resultText).toBe('Aucun remboursement ne correspond à votre recherche.');
  });

  it('offers the « Type de soins » filter, with every care type, for a santé contract', () => {
    const { model } = setup();
    expect(model.showsCareTypeFilter).toBe(true);
    expect(model.careTypes.map((type) => type.label)).toContain('Optique');
  });

  it('has no health-only filter for a prévoyance contract and never sends a care type', async () => {
    const { model, calls } = setup({}, { famille: 'prevoyance' });
    expect(model.showsCareTypeFilter).toBe(false);
    model.setField('typeSoin', 'optique');
    model.setField('recherche', 'indemnités');
    await model.applyFilters();
    expect(calls.at(-1)?.filter).toEqual({ recherche: 'indemnités' });
  });

  it('drops a care type chosen on a santé contract once the member switches to a prévoyance one', async () => {
    const contract: { famille: ContractFamily } = { famille: 'sante' };
    const { model, calls } = setup({}, contract);
    model.setField('typeSoin', 'dentaire');
    await model.applyFilters();
    expect(calls.at(-1)?.filter).toEqual({ typeSoin: 'dentaire' });
    contract.famille = 'prevoyance';
    await model.load();
    expect(calls.at(-1)?.filter).toEqual({});
    expect(model.form.typeSoin).toBe('');
    expect(model.filtered).toBe(false);
  });
});
