import { missingResourceRouteError } from '@portail/domain';

/** One resource of the generic layer: its route under /api (or /api/admin when admin-only). */
export interface ResourceRoute {
  /** Route after the /api prefix, starting with '/', e.g. '/adherent/courriers'. */
  readonly route: string;
  /** Not visible to members: served under /api/admin{route}. */
  readonly adminOnly?: boolean;
  /** GET cache duration in ms (0 = no cache); the cache default (300000 ms) when absent. */
  readonly cacheTtlMs?: number;
}

export interface ResolvedResourceRoute {
  /** Full API path: /api{route} or /api/admin{route}. */
  readonly path: string;
  readonly cacheTtlMs: number | undefined;
}

/** Resources of the portal known at this point (spec §7 lists examples; the full list is not shown). */
export const PORTAL_RESOURCE_ROUTES: Readonly<Record<string, ResourceRoute>> = Object.freeze({
  courriers: { route: '/adherent/courriers' },
  contrats: { route: '/adherent/contrats', cacheTtlMs: 0 },
  consentements: { route: '/adherent/consentements', cacheTtlMs: 0 },
  reseauxSoins: { route: '/adherent/reseaux-soins' },
  beneficiaires: { route: '/adherent/beneficiaires' },
  personne: { route: '/adherent/personne' },
  referentielCivilite: { route: '/referentiel/civility' },
  referentielSexe: { route: '/referentiel/sex' },
  referentielPays: { route: '/referentiel/country' },
  referentielCodePostal: { route: '/referentiel/postalCode' },
  referentielModePaiement: { route: '/referentiel/paymentMode' },
  referentielFrequencePaiement: { route: '/referentiel/paymentFrequency' },
  referentielTypeSinistre: { route: '/referentiel/claimType' },
  referentielTypeBeneficiaire: { route: '/referentiel/beneficiaryType' },
  referentielCatalogueServices: { route: '/referentiel/serviceCatalogue' },
  simulateurPrestation: { route: '/simulateurprestation/domaines' },
  habilitations: { route: '/habilitations', adminOnly: true },
  /** « Mon compte »: only its export (`GET /api/account/export`, « Télécharger mes données ») is used. */
  compte: { route: '/account', cacheTtlMs: 0 },
  documents: { route: '/cgdm-svc/ged' },
  garanties: { route: '/adherent/garanties' },
  /** « Mes prestations »: its CSV export and statements (`…/export`, `…/print`). */
  prestations: { route: '/v2/adherent/prestations' },
});

/** Resource kind → API path. A kind without an entry is a programming error (spec §8 developer error). */
export class ResourceRoutesRegistry {
  private readonly routes: ReadonlyMap<string, ResourceRoute>;

  constructor(routes: Readonly<Record<string, ResourceRoute>> = PORTAL_RESOURCE_ROUTES) {
    this.routes = new Map(Object.entries(routes));
  }

  has(kind: string): boolean {
    return this.routes.has(kind);
  }

  /** @throws PortalDeveloperError DEV.MISSING_RESOURCE_ROUTE when the kind has no entry. */
  resolve(kind: string): ResolvedResourceRoute {
    const entry = this.routes.get(kind);
    if (entry === undefined) throw missingResourceRouteError(kind);
    const route = entry.route.startsWith('/') ? entry.route : `/${entry.route}`;
    return {
      path: entry.adminOnly === true ? `/api/admin${route}` : `/api${route}`,
      cacheTtlMs: entry.cacheTtlMs,
    };
  }
}
