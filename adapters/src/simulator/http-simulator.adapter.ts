import type { PortResult, RenfortRequestOutcome, SimulatorPort } from '@portail/application';
import type { SimulatorContext, SimulatorDomain, SimulatorRenfortOffer } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type WireDomain = components['schemas']['SimulatorDomain'];

function domainOf(wire: WireDomain): SimulatorDomain {
  return {
    libelle: wire.libelle,
    tags: wire.tags,
    actes: wire.actes,
    subDomaines: wire.subDomaines.map(domainOf),
    options: wire.options,
    children: wire.children.map(domainOf),
    mettreEnValeur: wire.mettreEnValeur,
  };
}

/**
 * SimulatorPort on HTTP: GET /api/simulateurprestation/domaines (cached: the same for every contract),
 * GET /api/adherent/simulateur/contexte and /renforts (current contract, `X-Contrat-Courant`, read afresh), POST
 * /api/adherent/simulateur/renforts.
 */
export class HttpSimulatorAdapter implements SimulatorPort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  getDomains(): PortResult<readonly SimulatorDomain[]> {
    const { api, runner } = this.http;
    const load = () =>
      runner.body(
        () => api.GET('/api/simulateurprestation/domaines'),
        (items) => items.map(domainOf),
      );
    return this.options.cache?.getOrLoad('/api/simulateurprestation/domaines', load) ?? load();
  }

  getContext(): PortResult<SimulatorContext> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/adherent/simulateur/contexte'),
      (body) => ({
        nomOffre: body.nomOffre,
        dateCalcul: body.dateCalcul,
        garanties: body.garanties.map(
          ({ garantie, libelle, pourcentageBR, forfait, fraisReels, plafond }) => ({
            garantie,
            libelle,
            pourcentageBR,
            forfait,
            fraisReels,
            plafond:
              plafond === null ? null : { montant: plafond.montant, periodeAnnees: plafond.periodeAnnees },
          }),
        ),
        consommations: body.consommations.map(({ numPers, garantie, montant }) => ({
          numPers,
          garantie,
          montant,
        })),
        beneficiaires: body.beneficiaires.map(({ numPers, nom, prenom, dateNaissance }) => ({
          numPers,
          nom,
          prenom,
          dateNaissance,
        })),
      }),
    );
  }

  listRenforts(): PortResult<readonly SimulatorRenfortOffer[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/adherent/simulateur/renforts'),
      (items) =>
        items.map(({ code, libelle, description, prixMensuel, garanties, demandeEnCours }) => ({
          code,
          libelle,
          description,
          prixMensuel,
          garanties,
          demandeEnCours,
        })),
    );
  }

  requestRenfort(code: string, acte: string): PortResult<RenfortRequestOutcome> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/adherent/simulateur/renforts', { body: { code, acte } }),
      ({ isModeGestionManuel, isAccuseReceptionActive }) => ({
        isModeGestionManuel,
        isAccuseReceptionActive,
      }),
    );
  }
}
