import type { StatisticsGranularity, StatisticsPeriod } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** One count per bucket of `periodes`, in the same order. */
export type StatisticsSeries = readonly number[];

/** Per request type, the requests sent in the period against the type's target delay. */
export interface RequestTypeStatistics {
  readonly type: string;
  readonly nombre: number;
  readonly traitees: number;
  readonly delaiMedianHeures: number | null;
  readonly delaiCibleHeures: number | null;
  readonly enRetard: number;
}

/** Every figure of « Statistiques » over a period (openapi StatistiqueTableauDeBord). */
export interface StatisticsDashboard {
  readonly du: string;
  readonly au: string;
  readonly granularite: StatisticsGranularity;
  readonly periodes: readonly string[];
  readonly comptes: {
    readonly demandes: StatisticsSeries;
    readonly activations: StatisticsSeries;
    readonly suppressions: StatisticsSeries;
    readonly totalDemandes: number;
    readonly totalActivations: number;
    readonly totalSuppressions: number;
    readonly tauxActivation: number | null;
    readonly delaiMedianActivationSecondes: number | null;
  };
  readonly connexions: {
    readonly localReussies: StatisticsSeries;
    readonly localEchouees: StatisticsSeries;
    readonly oidcReussies: StatisticsSeries;
    readonly oidcEchouees: StatisticsSeries;
  };
  readonly doubleAuthentification: {
    readonly activations: StatisticsSeries;
    readonly desactivations: StatisticsSeries;
    readonly comptesActifs: number;
    readonly comptesAvecDoubleAuthentification: number;
    readonly tauxAdoption: number | null;
  };
  readonly comptesBloques: StatisticsSeries;
  readonly faq: {
    readonly questions: readonly {
      readonly id: number;
      readonly titre: string;
      readonly clics: number;
      readonly oui: number;
      readonly non: number;
    }[];
    readonly tauxUtilite: number | null;
    readonly recherchesSansResultat: readonly { readonly recherche: string; readonly nombre: number }[];
  };
  readonly demandes: readonly RequestTypeStatistics[];
  readonly notifications: {
    readonly envoyees: StatisticsSeries;
    readonly ouvertes: StatisticsSeries;
    readonly totalEnvoyees: number;
    readonly totalOuvertes: number;
  };
}

/** « Statistiques » of the back office (openapi `GET /api/admin/statistiques`). */
export interface StatisticsPort {
  dashboard(period: StatisticsPeriod): PortResult<StatisticsDashboard>;
}
