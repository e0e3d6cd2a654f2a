import type { PortResult, StatisticsDashboard } from '@portail/application';
import { err, ok } from '@portail/application';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import type { StatisticsPeriod } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { delayText, figureCsv } from './statistics-figures.ts';
import { StatisticsViewModel } from './statistics.view-model.ts';

const zeros = [0, 0];
const DASHBOARD: StatisticsDashboard = {
  du: '2030-03-25',
  au: '2030-04-02',
  granularite: 'semaine',
  periodes: ['2030-03-25', '2030-04-01'],
  comptes: {
    demandes: [3, 1],
    activations: [2, 1],
    suppressions: [1, 0],
    totalDemandes: 4,
    totalActivations: 3,
    totalSuppressions: 1,
    tauxActivation: 0.75,
    delaiMedianActivationSecondes: 3600,
  },
  connexions: { localReussies: [2, 0], localEchouees: [1, 0], oidcReussies: [0, 1], oidcEchouees: zeros },
  doubleAuthentification: {
    activations: [1, 0],
    desactivations: zeros,
    comptesActifs: 4,
    comptesAvecDoubleAuthentification: 1,
    tauxAdoption: 0.25,
  },
  comptesBloques: [1, 0],
  faq: {
    questions: [{ id: 2, titre: 'Comment « payer » ; vite ?', clics: 2, oui: 1, non: 0 }],
    tauxUtilite: 0.75,
    recherchesSansResultat: [{ recherche: 'lunettes', nombre: 2 }],
  },
  demandes: [
    {
      type: 'remboursement',
      nombre: 3,
      traitees: 2,
      delaiMedianHeures: 48,
      delaiCibleHeures: 120,
      enRetard: 2,
    },
  ],
  notifications: { envoyees: [2, 1], ouvertes: [1, 0], totalEnvoyees: 3, totalOuvertes: 1 },
};

function setup(answer: Awaited<PortResult<StatisticsDashboard>> = ok(DASHBOARD)) {
  const asked: StatisticsPeriod[] = [];
  const files: { name: string; text: string }[] = [];
  const announced: string[] = [];
  const model = new StatisticsViewModel({
    statistics: {
      dashboard: (period) => {
        asked.push(period);
        return Promise.resolve(answer);
      },
    },
    today: () => new Date(2030, 3, 2, 15, 0),
    announce: (text) => void announced.push(text),
    download: (name, text) => void files.push({ name, text }),
  });
  return { model, asked, files, announced };
}

describe('« Statistiques »', () => {
  it('asks the last 30 days per day by default, then the typed period and granularity', async () => {
    const { model, asked, announced } = setup();
    await model.load();
    expect(asked).toEqual([{ du: '2030-03-04', au: '2030-04-02', granularite: 'jour' }]);
    model.from.typeText('25/03/2030');
    model.setGranularity('semaine');
    model.setGranularity('annee');
    await model.load();
    expect(asked[1]).toEqual({ du: '2030-03-25', au: '2030-04-02', granularite: 'semaine' });
    expect(announced.at(-1)).toBe('Statistiques du 25/03/2030 au 02/04/2030 affichées.');
  });

  it('refuses a period ending before it starts, without asking the server', async () => {
    const { model, asked } = setup();
    model.from.typeText('03/04/2030');
    model.to.typeText('01/04/2030');
    await model.load();
    expect(asked).toEqual([]);
    expect(model.periodError).toMatch(/^La période est invalide/);
  });

  it('shows every figure with its key numbers and its table, in words and per period', async () => {
    const { model } = setup();
    await model.load();
    expect(model.figures.map((f) => f.title)).toEqual([
      'Comptes',
      'Connexions par méthode',
      'Double authentification',
      'Comptes bloqués',
      'FAQ : questions les plus consultées',
      'FAQ : recherches sans résultat',
      'Demandes par type',
      'Notifications',
    ]);
    const accounts = model.figures[0];
    expect(accounts?.summary).toEqual([
      'Demandés : 4, activés : 3, supprimés : 1',
      'Taux d’activation : 75\u00a0%',
      'Délai médian d’activation : 1 h',
    ]);
    expect(accounts?.rows).toEqual([
      ['25/03/2030', 3, 2, 1],
      ['01/04/2030', 1, 1, 0],
    ]);
    expect(model.figures[6]?.rows).toEqual([['Demande de remboursement', 3, 2, '48', 120, 2]]);
    expect(model.isTableShown('comptes')).toBe(false);
    model.toggleTable('comptes');
    expect(model.isTableShown('comptes')).toBe(true);
    model.toggleTable('comptes');
    expect(model.isTableShown('comptes')).toBe(false);
  });

  it('downloads a figure as CSV (semicolons, quoted cells, BOM) named after the figure and the period', async () => {
    const { model, files } = setup();
    await model.load();
    model.downloadCsv('faq-questions');
    expect(files).toEqual([
      {
        name: 'statistiques-faq-questions-2030-03-25-2030-04-02.csv',
        text: '\uFEFFRang;Question;Consultations;Utile : oui;Utile : non\r\n1;"Comment « payer » ; vite ?";2;1;0\r\n',
      },
    ]);
    expect(
      figureCsv({ id: 'x', title: 'x', summary: [], labels: [], series: [], columns: ['a'], rows: [] }),
    ).toBe('\uFEFFa\r\n');
  });

  it('says delays in minutes, hours or days, and a failure in French', async () => {
    expect([delayText(600), delayText(5400), delayText(3 * 86_400), delayText(null)]).toEqual([
      '10 min',
      '1,5 h',
      '3 jours',
      '—',
    ]);
    const { model } = setup(err(aPortError(500)));
    await model.load();
    expect(model.status).toBe('failed');
    expect(model.failure).toBe(aPortError(500).message);
  });
});
