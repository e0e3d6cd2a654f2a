import type {
  AdherentActionInput,
  AdherentDetail,
  AdherentHit,
  AdherentSearchResult,
  AdherentsPort,
  PortResult,
} from '@portail/application';
import type { AdherentAction } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Schemas = components['schemas'];
type WireHit = Schemas['AdherentSearchHit'];
type WireDetail = Schemas['AdherentDetail'];

const MAIL_STATUS = { envoye: 'sent', 'en-attente': 'pending', echec: 'failed' } as const;
const date = (value: string | null): Date | null => (value === null ? null : new Date(value));

function hitOf(wire: WireHit): AdherentHit {
  return {
    id: wire.id,
    number: wire.numero,
    civility: wire.civilite,
    lastName: wire.nom,
    firstName: wire.prenom,
    birthDate: wire.dateNaissance,
    postalCode: wire.codePostal,
    account: wire.compte,
  };
}

function detailOf(wire: WireDetail): AdherentDetail {
  return {
    id: wire.id,
    number: wire.numero,
    civility: wire.civilite,
    lastName: wire.nom,
    firstName: wire.prenom,
    birthDate: wire.dateNaissance,
    postalCode: wire.codePostal,
    email: wire.email,
    phone: wire.telephone,
    nir: wire.nir,
    contracts: wire.contrats.map((c) => ({
      number: c.numero,
      offer: c.offre,
      state: c.etat,
      active: c.actif,
    })),
    account: {
      state: wire.compte.etat,
      since: date(wire.compte.depuis),
      until: date(wire.compte.jusqua),
      login: wire.compte.identifiant,
      doubleAuthentication: wire.compte.doubleAuthentification,
      createdByStaff: wire.compte.creeParGestionnaire,
    },
    signIns: {
      source: wire.connexions.source === 'evenements' ? 'events' : 'sessions',
      lines: wire.connexions.lignes.map((l) => ({
        at: new Date(l.date),
        method: l.methode,
        success: l.succes,
      })),
    },
    consents: wire.consentements.map((c) => ({
      name: c.nom,
      label: c.libelle,
      accepted: c.accepte,
      history: c.historique.map((h) => ({ accepted: h.accepte, at: new Date(h.date) })),
    })),
    mails: wire.mails.map((m) => ({
      template: m.modele,
      channel: m.canal,
      at: new Date(m.date),
      status: MAIL_STATUS[m.statut],
    })),
    requests: {
      counts: wire.demandes.parStatut.map((c) => ({ status: c.statut, count: c.nombre })),
      last: wire.demandes.dernieres.map((r) => ({
        id: r.id,
        reference: r.reference,
        type: r.type,
        status: r.statut,
        at: new Date(r.date),
      })),
    },
    allowedActions: wire.actions,
  };
}

/** AdherentsPort on the back-office API (openapi tag back-office, Pact provider back-office-api). */
export class HttpAdherentsAdapter implements AdherentsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  search(query: string): PortResult<AdherentSearchResult> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/adherents', { params: { query: { q: query } } }),
      (page) => ({ hits: page.resultats.map(hitOf), more: page.plus }),
    );
  }

  get(id: string): PortResult<AdherentDetail> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/admin/adherents/{id}', { params: { path: { id } } }), detailOf);
  }

  act(id: string, action: AdherentAction, input: AdherentActionInput): PortResult<AdherentDetail> {
    const { api, runner } = this.http;
    const body = {
      ...(input.comment === undefined ? {} : { commentaire: input.comment }),
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.paperless === undefined ? {} : { dematerialisation: input.paperless }),
    };
    return runner.body(
      () =>
        api.POST('/api/admin/adherents/{id}/actions/{action}', { params: { path: { id, action } }, body }),
      detailOf,
    );
  }
}
