import type {
  ContributionHistoryPage,
  ContributionSchedule,
  ContributionScheduleEntry,
} from '@portail/domain';

/** A due date of Marie Dupont's quarterly direct debit (Object Mother). */
export function aScheduleEntry(
  overrides: Partial<ContributionScheduleEntry> = {},
): ContributionScheduleEntry {
  return {
    dateEcheance: '2026-04-05',
    periodeDebut: '2026-04-01',
    periodeFin: '2026-06-30',
    montantCents: 45_600,
    codeModePaiement: 'PRL',
    libelleModePaiement: 'Prélèvement',
    codePeriodicite: 'T',
    libellePeriodicite: 'Trimestrielle',
    statut: 'payee',
    motifRejet: null,
    datePaiement: '2026-04-05',
    ...overrides,
  };
}

/** Marie Dupont's health contract schedule in late 2026 (Object Mother). */
export function aSchedule(overrides: Partial<ContributionSchedule> = {}): ContributionSchedule {
  return {
    numeroContrat: '1000001-01',
    nomOffre: 'Santé Essentielle Famille',
    codeModePaiement: 'PRL',
    libelleModePaiement: 'Prélèvement',
    codePeriodicite: 'T',
    libellePeriodicite: 'Trimestrielle',
    isMadelin: false,
    titulaire: 'Marie Dupont',
    ibanMasque: 'FR76 •••• •••• •••• •••• •••0 189',
    bicMasque: 'AGRIFR••',
    rum: 'RUM-1000001-01-0001',
    prochaineEcheance: '2027-01-05',
    impayeCents: 0,
    echeances: [
      aScheduleEntry({ dateEcheance: '2026-01-05', periodeDebut: '2026-01-01', periodeFin: '2026-03-31' }),
      aScheduleEntry({
        statut: 'rejetee',
        motifRejet: 'Provision insuffisante (code AM04)',
        datePaiement: null,
      }),
      aScheduleEntry({ datePaiement: '2026-04-21' }),
      aScheduleEntry({
        dateEcheance: '2027-01-05',
        periodeDebut: '2027-01-01',
        periodeFin: '2027-03-31',
        statut: 'a_venir',
        datePaiement: null,
      }),
    ],
    totaux: [
      { annee: 2027, duCents: 45_600, payeCents: 0, impayeCents: 0, aVenirCents: 45_600 },
      { annee: 2026, duCents: 91_200, payeCents: 91_200, impayeCents: 0, aVenirCents: 0 },
    ],
    anneesAttestation: [2026, 2025],
    modifications: [],
    ...overrides,
  };
}

export function aHistoryPage(overrides: Partial<ContributionHistoryPage> = {}): ContributionHistoryPage {
  return {
    echeances: [aScheduleEntry({ dateEcheance: '2025-10-05', datePaiement: '2025-10-05' })],
    suivant: null,
    ...overrides,
  };
}
