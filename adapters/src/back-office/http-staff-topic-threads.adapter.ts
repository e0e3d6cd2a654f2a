import type {
  PortResult,
  StaffTopicThread,
  StaffTopicThreadAction,
  StaffTopicThreadDetail,
  StaffTopicThreadFilter,
  StaffTopicThreadPage,
  StaffTopicThreadsPort,
} from '@portail/application';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { STAFF_REQUESTS_PAGE_SIZE } from './http-staff-requests.adapter.ts';

type Schemas = components['schemas'];
type WireThread = Schemas['DemandeAdminDiscussion'];
type WireDetail = Schemas['DemandeAdminDiscussionDetail'];
type WirePiece = Schemas['DemandeAdminPiece'];

function threadOf(wire: WireThread): StaffTopicThread {
  return {
    id: wire.id,
    topic: wire.sujet,
    topicLabel: wire.libelleSujet,
    memberNumber: wire.adherent.numero,
    memberName: `${wire.adherent.prenom} ${wire.adherent.nom}`.trim(),
    contractNumber: wire.contrat.numero,
    startedAt: new Date(wire.creeeLe),
    lastMessageAt: new Date(wire.dernierMessageLe),
    awaitingAnswer: wire.enAttenteDeReponse,
    messageCount: wire.nombreMessages,
    closedAt: wire.clotureeLe === null ? null : new Date(wire.clotureeLe),
    version: wire.version,
  };
}

/** The query of the filters (only those given) and the sort. */
export function staffTopicThreadsQuery(filter: StaffTopicThreadFilter): Record<string, string> {
  const query: Record<string, string> = { tri: filter.sort };
  if (filter.topic !== undefined) query['sujet'] = filter.topic;
  if (filter.closed !== undefined) query['statut'] = filter.closed ? 'cloturee' : 'ouverte';
  if (filter.awaitingAnswer !== undefined) query['enAttente'] = filter.awaitingAnswer ? 'oui' : 'non';
  const member = filter.memberNumber?.trim() ?? '';
  if (member !== '') query['numeroAdherent'] = member;
  return query;
}

/** StaffTopicThreadsPort on the back-office API (`/api/admin/discussions…`, Pact provider back-office-api). */
export class HttpStaffTopicThreadsAdapter implements StaffTopicThreadsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  list(filter: StaffTopicThreadFilter, cursor: string | null): PortResult<StaffTopicThreadPage> {
    const { api, runner } = this.http;
    const query = {
      ...staffTopicThreadsQuery(filter),
      limit: String(STAFF_REQUESTS_PAGE_SIZE),
      ...(cursor === null ? {} : { apres: cursor }),
    };
    return runner.body(
      () => api.GET('/api/admin/discussions', { params: { query } }),
      (page) => ({ items: page.discussions.map(threadOf), next: page.suivant }),
    );
  }

  get(id: string): PortResult<StaffTopicThreadDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/discussions/{id}', { params: { path: { id } } }),
      (wire) => this.detailOf(wire),
    );
  }

  act(id: string, version: number, action: StaffTopicThreadAction): PortResult<StaffTopicThreadDetail> {
    const { api, runner } = this.http;
    const params = { path: { id } };
    const detail = (wire: WireDetail) => this.detailOf(wire);
    return action.kind === 'answer'
      ? runner.body(
          () =>
            api.POST('/api/admin/discussions/{id}/reponse', {
              params,
              body: { version, texte: action.text },
            }),
          detail,
        )
      : runner.body(
          () => api.POST('/api/admin/discussions/{id}/cloture', { params, body: { version } }),
          detail,
        );
  }

  private detailOf(wire: WireDetail): StaffTopicThreadDetail {
    const piece = (p: WirePiece) => ({
      id: p.id,
      fileName: p.nom,
      contentType: p.typeMime,
      size: p.taille,
      addedAt: new Date(p.ajouteeLe),
      origin: p.origine,
      url: p.url.startsWith('/') ? `${this.http.baseUrl}${p.url}` : p.url,
    });
    return {
      ...threadOf(wire),
      messages: wire.messages.map((m) => ({
        id: m.id,
        at: new Date(m.date),
        author: m.auteur,
        authorName: m.nomAuteur,
        text: m.texte,
        attachments: m.pieces.map(piece),
      })),
      allowedActions: wire.actions.map((action) => (action === 'repondre' ? 'answer' : 'close')),
    };
  }
}
