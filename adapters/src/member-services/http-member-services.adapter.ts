import type { MemberServicesPort, PortResult } from '@portail/application';
import type { Beneficiary, ContractGuarantees, EditableDocument, TiersPayantCard } from '@portail/domain';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

/**
 * MemberServicesPort on HTTP: GET /api/cgdm-svc/ged, /api/adherent/beneficiaires, /api/adherent/garanties,
 * each cached (5 minutes by default, cleared on a contract switch) and answered for the current contract
 * (`X-Contrat-Courant`).
 */
export class HttpMemberServicesAdapter implements MemberServicesPort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  listDocuments(): PortResult<readonly EditableDocument[]> {
    const { api, runner } = this.http;
    return this.cached('/api/cgdm-svc/ged', () =>
      runner.body(
        () => api.GET('/api/cgdm-svc/ged'),
        (items) =>
          items.map(({ typeDocument, libelle, description, scope }) => ({
            typeDocument,
            libelle,
            description,
            scope,
          })),
      ),
    );
  }

  listBeneficiaries(): PortResult<readonly Beneficiary[]> {
    const { api, runner } = this.http;
    return this.cached('/api/adherent/beneficiaires', () =>
      runner.body(
        () => api.GET('/api/adherent/beneficiaires'),
        (items) =>
          items.map((item) => ({
            codeCivilite: item.codeCivilite,
            nom: item.nom,
            prenom: item.prenom,
            numPers: item.numPers,
            dateNaissance: item.dateNaissance,
            rang: item.rang,
            teletransmission: item.teletransmission,
            motifRefusTeletransmission:
              item.motifRefusTeletransmission === null
                ? null
                : { libelle: item.motifRefusTeletransmission.libelle },
          })),
      ),
    );
  }

  getGuarantees(): PortResult<ContractGuarantees> {
    const { api, runner } = this.http;
    return this.cached('/api/adherent/garanties', () =>
      runner.body(
        () => api.GET('/api/adherent/garanties'),
        (body) => ({
          nomOffre: body.nomOffre,
          domaines: body.domaines.map((domain) => ({
            code: domain.code,
            libelle: domain.libelle,
            lignes: domain.lignes.map(({ libelle, formule, precision }) => ({ libelle, formule, precision })),
          })),
        }),
      ),
    );
  }

  getTiersPayantCard(): PortResult<TiersPayantCard> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/adherent/carte-tiers-payant'),
      (body) => ({
        issuer: body.issuer,
        numeroAmc: body.numeroAmc,
        numeroContrat: body.numeroContrat,
        nomOffre: body.nomOffre,
        valableDu: body.valableDu,
        valableAu: body.valableAu,
        beneficiaires: body.beneficiaires.map(({ rang, nom, prenom, dateNaissance }) => ({
          rang,
          nom,
          prenom,
          dateNaissance,
        })),
        domaines: body.domaines.map(({ code, libelle, convention, couverture }) => ({
          code,
          libelle,
          convention: convention ?? null,
          couverture,
        })),
        telephoneProfessionnels: body.telephoneProfessionnels,
      }),
    );
  }

  private cached<T>(key: string, load: () => PortResult<T>): PortResult<T> {
    return this.options.cache?.getOrLoad(key, load) ?? load();
  }
}
