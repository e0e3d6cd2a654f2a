import type { PortResult, PrestationsPort } from '@portail/application';
import type {
  CareBeneficiary,
  PrestationPrevoyance,
  PrestationTiersPayant,
  PrestationTiersPayantPage,
} from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { requestCacheKey } from '../http/request-cache.ts';

/** Registry route `/v2/adherent/prestations` (spec §7) under /api. */
const PREVOYANCE_PATH = '/api/v2/adherent/prestations/prevoyance';
const TIERS_PAYANT_PATH = '/api/v2/adherent/prestations/tiers-payant';

type Wire = components['schemas'];

function beneficiary(person: Wire['BeneficiaireSoins']): CareBeneficiary {
  return { numPers: person.numPers, nom: person.nom, prenom: person.prenom };
}

/** The domain payment: the known fields only. */
function prevoyance(payment: Wire['PrestationPrevoyance']): PrestationPrevoyance {
  return {
    id: payment.id,
    nature: payment.nature,
    libelle: payment.libelle,
    beneficiaire: beneficiary(payment.beneficiaire),
    arret:
      payment.arret === null
        ? null
        : { id: payment.arret.id, debut: payment.arret.debut, fin: payment.arret.fin },
    periodeDebut: payment.periodeDebut,
    periodeFin: payment.periodeFin,
    jours: payment.jours,
    montantJournalier: payment.montantJournalier,
    montantBrut: payment.montantBrut,
    chargesSociales: payment.chargesSociales,
    montantNet: payment.montantNet,
    datePaiement: payment.datePaiement,
  };
}

function tiersPayant(payment: Wire['PrestationTiersPayant']): PrestationTiersPayant {
  return {
    id: payment.id,
    dateSoins: payment.dateSoins,
    datePaiement: payment.datePaiement,
    typeProfessionnel: payment.typeProfessionnel,
    professionnel: payment.professionnel,
    libelle: payment.libelle,
    beneficiaire: beneficiary(payment.beneficiaire),
    montant: payment.montant,
  };
}

/**
 * PrestationsPort on HTTP: both lists through the typed client, cached 5 minutes per URL (the cache forgets
 * everything on contract switch). Export and statements use the generic resource adapter.
 */
export class HttpPrestationsAdapter implements PrestationsPort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  prevoyance(): PortResult<readonly PrestationPrevoyance[]> {
    const load = (): PortResult<readonly PrestationPrevoyance[]> =>
      this.http.runner.body(
        () => this.http.api.GET(PREVOYANCE_PATH),
        (body) => body.versements.map(prevoyance),
      );
    return this.options.cache?.getOrLoad(PREVOYANCE_PATH, load) ?? load();
  }

  tiersPayant(cursor?: string): PortResult<PrestationTiersPayantPage> {
    const query = cursor === undefined ? {} : { apres: cursor };
    const load = (): PortResult<PrestationTiersPayantPage> =>
      this.http.runner.body(
        () => this.http.api.GET(TIERS_PAYANT_PATH, { params: { query } }),
        (page) => ({ paiements: page.paiements.map(tiersPayant), suivant: page.suivant }),
      );
    return this.options.cache?.getOrLoad(requestCacheKey(TIERS_PAYANT_PATH, query), load) ?? load();
  }
}
