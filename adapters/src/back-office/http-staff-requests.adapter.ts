import type {
  PortResult,
  StaffRequestAction,
  StaffRequestActionKind,
  StaffRequestAgent,
  StaffRequestAttachment,
  StaffRequestDetail,
  StaffRequestQueueFilter,
  StaffRequestQueuePage,
  StaffRequestsPort,
  StaffRequestSummary,
} from '@portail/application';
import type { StaffRequestStatus } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Schemas = components['schemas'];
type WireItem = Schemas['DemandeAdminQueueItem'];
type WireDetail = Schemas['DemandeAdminDetail'];
type WirePiece = Schemas['DemandeAdminPiece'];
type WireAgent = Schemas['DemandeAdminAgent'];

/** The page size of the « Demandes » queue. */
export const STAFF_REQUESTS_PAGE_SIZE = 50;

const ACTIONS: Readonly<Record<WireDetail['actions'][number], StaffRequestActionKind>> = {
  prendre: 'take',
  'demander-complement': 'ask-complement',
  accepter: 'accept',
  refuser: 'refuse',
  cloturer: 'close',
};

const agentOf = (wire: WireAgent | null): StaffRequestAgent | null =>
  wire === null ? null : { id: wire.id, login: wire.identifiant, name: wire.nom };

function summaryOf(wire: WireItem | WireDetail): StaffRequestSummary {
  return {
    id: wire.id,
    reference: wire.reference,
    type: wire.type,
    status: wire.statut,
    sentAt: new Date(wire.soumiseLe),
    dueAt: new Date(wire.echeance),
    late: wire.enRetard,
    memberNumber: wire.adherent.numero,
    memberName: `${wire.adherent.prenom} ${wire.adherent.nom}`.trim(),
    contractNumber: wire.contrat.numero,
    offer: wire.contrat.offre,
    assignedTo: agentOf(wire.attribueeA),
    version: wire.version,
  };
}

/** The query of the filters (only those given) and the sort. */
export function staffRequestsQuery(filter: StaffRequestQueueFilter): Record<string, string> {
  const query: Record<string, string> = { tri: filter.sort };
  const text = (value: string | undefined) => value?.trim() ?? '';
  if (filter.type !== undefined) query['type'] = filter.type;
  if (filter.status !== undefined) query['statut'] = filter.status;
  if (filter.minAgeDays !== undefined) query['ageMinJours'] = String(filter.minAgeDays);
  if (filter.maxAgeDays !== undefined) query['ageMaxJours'] = String(filter.maxAgeDays);
  if (filter.late !== undefined) query['retard'] = filter.late ? 'oui' : 'non';
  if (text(filter.assignedTo) !== '') query['attribueeA'] = text(filter.assignedTo);
  if (text(filter.offer) !== '') query['offre'] = text(filter.offer);
  if (text(filter.memberNumber) !== '') query['numeroAdherent'] = text(filter.memberNumber);
  return query;
}

/** StaffRequestsPort on the back-office API (openapi tag back-office, Pact provider back-office-api). */
export class HttpStaffRequestsAdapter implements StaffRequestsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  queue(filter: StaffRequestQueueFilter, cursor: string | null): PortResult<StaffRequestQueuePage> {
    const { api, runner } = this.http;
    const query = {
      ...staffRequestsQuery(filter),
      limit: String(STAFF_REQUESTS_PAGE_SIZE),
      ...(cursor === null ? {} : { apres: cursor }),
    };
    return runner.body(
      () => api.GET('/api/admin/demandes', { params: { query } }),
      (page) => {
        const counts: Record<StaffRequestStatus, number> = {
          envoyee: 0,
          'en-cours': 0,
          'complement-demande': 0,
          acceptee: 0,
          refusee: 0,
          cloturee: 0,
        };
        for (const line of page.compteurs) counts[line.statut] = line.nombre;
        return { items: page.demandes.map(summaryOf), next: page.suivant, counts };
      },
    );
  }

  get(id: string): PortResult<StaffRequestDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/demandes/{id}', { params: { path: { id } } }),
      (wire) => this.detailOf(wire),
    );
  }

  act(id: string, version: number, action: StaffRequestAction): PortResult<StaffRequestDetail> {
    const { api, runner } = this.http;
    const params = { path: { id } };
    const detail = (wire: WireDetail) => this.detailOf(wire);
    switch (action.kind) {
      case 'take':
        return runner.body(
          () => api.POST('/api/admin/demandes/{id}/attribution', { params, body: { version } }),
          detail,
        );
      case 'ask-complement':
        return runner.body(
          () =>
            api.POST('/api/admin/demandes/{id}/complement', {
              params,
              body: { version, message: action.message },
            }),
          detail,
        );
      case 'accept': {
        const body = action.comment === undefined ? { version } : { version, commentaire: action.comment };
        return runner.body(() => api.POST('/api/admin/demandes/{id}/acceptation', { params, body }), detail);
      }
      case 'refuse':
        return runner.body(
          () =>
            api.POST('/api/admin/demandes/{id}/refus', { params, body: { version, motif: action.reason } }),
          detail,
        );
      case 'close':
        return runner.body(
          () => api.POST('/api/admin/demandes/{id}/cloture', { params, body: { version } }),
          detail,
        );
    }
  }

  private pieceOf(wire: WirePiece): StaffRequestAttachment {
    return {
      id: wire.id,
      fileName: wire.nom,
      contentType: wire.typeMime,
      size: wire.taille,
      addedAt: new Date(wire.ajouteeLe),
      origin: wire.origine,
      url: wire.url.startsWith('/') ? `${this.http.baseUrl}${wire.url}` : wire.url,
    };
  }

  private detailOf(wire: WireDetail): StaffRequestDetail {
    const piece = (p: WirePiece) => this.pieceOf(p);
    return {
      ...summaryOf(wire),
      member: {
        civility: wire.adherent.civilite,
        lastName: wire.adherent.nom,
        firstName: wire.adherent.prenom,
        email: wire.adherent.email,
        paperless: wire.adherent.zeroPapier,
      },
      contract: { state: wire.contrat.etat },
      data: wire.donnees,
      attachments: wire.pieces.map(piece),
      thread: wire.fil.map((m) => ({
        id: m.id,
        at: new Date(m.date),
        author: m.auteur,
        authorName: m.nomAuteur,
        text: m.texte,
        attachments: m.pieces.map(piece),
      })),
      timeline: wire.historique.map((e) => ({
        at: new Date(e.date),
        status: e.statut,
        by: e.auteur,
        note: e.commentaire ?? null,
      })),
      allowedActions: wire.actions.map((a) => ACTIONS[a]),
    };
  }
}
