import type {
  MemberMessageDraft,
  MemberRequestAttachment,
  MemberRequestDetail,
  MemberRequestMessage,
  MemberRequestSent,
  MemberRequestSummary,
  MemberThreadDetail,
  MemberThreadSummary,
  PortResult,
  RequestReferenceItem,
  RequestReferenceKind,
  RequestsPort,
} from '@portail/application';
import type { MessageTopic, RequestForm } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';
import { wireRequestForm } from './request-form.wire.ts';

type Schemas = components['schemas'];

const REQUESTS = '/api/adherent/demandes';
const THREADS = '/api/adherent/messages';

function summaryOf(wire: Schemas['DemandeResume']): MemberRequestSummary {
  return {
    id: wire.id,
    reference: wire.numero,
    kind: wire.type,
    status: wire.statut,
    submittedAt: wire.dateEnvoi,
    expectedAnswerAt: wire.dateReponseAttendue,
    late: wire.enRetard,
  };
}

function threadOf(wire: Schemas['DemandeDiscussion']): MemberThreadSummary {
  return {
    id: wire.id,
    topic: wire.sujet,
    createdAt: wire.dateCreation,
    lastMessageAt: wire.dateDernierMessage,
    messageCount: wire.nombreMessages,
  };
}

/**
 * RequestsPort on HTTP: `/api/adherent/demandes…` (the current contract's requests, `X-Contrat-Courant`) and
 * `/api/adherent/messages…` (the member's topic threads); writes carry the anti-forgery header. Never cached: a
 * request's status changes on the insurer's side. Documents are opened from their own same-origin URL.
 */
export class HttpRequestsAdapter implements RequestsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  list(): PortResult<readonly MemberRequestSummary[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/adherent/demandes'),
      (items) => items.map(summaryOf),
    );
  }

  get(id: string): PortResult<MemberRequestDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/adherent/demandes/{id}', { params: { path: { id } } }),
      (wire) => this.detailOf(wire),
    );
  }

  submit(form: RequestForm): PortResult<MemberRequestSent> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.POST('/api/adherent/demandes/form', { body: { data: wireRequestForm(form) } }),
      (wire) => ({
        request: summaryOf(wire.demande),
        isModeGestionManuel: wire.isModeGestionManuel,
        isAccuseReceptionActive: wire.isAccuseReceptionActive,
      }),
    );
  }

  answerComplement(id: string, draft: MemberMessageDraft): PortResult<MemberRequestDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.POST('/api/adherent/demandes/{id}/complement', {
          params: { path: { id } },
          body: { data: { texte: draft.text, pieces: [...draft.documents] } },
        }),
      (wire) => this.detailOf(wire),
    );
  }

  writeOnRequest(id: string, draft: MemberMessageDraft): PortResult<MemberRequestMessage> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.POST('/api/adherent/demandes/{id}/messages', {
          params: { path: { id } },
          body: { data: { texte: draft.text, pieces: [...draft.documents] } },
        }),
      (wire) => this.messageOf(wire, `${REQUESTS}/${encodeURIComponent(id)}`),
    );
  }

  listThreads(): PortResult<readonly MemberThreadSummary[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/adherent/messages'),
      (items) => items.map(threadOf),
    );
  }

  getThread(id: string): PortResult<MemberThreadDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/adherent/messages/{id}', { params: { path: { id } } }),
      (wire) => this.threadDetailOf(wire),
    );
  }

  startThread(topic: MessageTopic, draft: MemberMessageDraft): PortResult<MemberThreadDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.POST('/api/adherent/messages/form', {
          body: { data: { sujet: topic, texte: draft.text, pieces: [...draft.documents] } },
        }),
      (wire) => this.threadDetailOf(wire),
    );
  }

  writeOnThread(id: string, draft: MemberMessageDraft): PortResult<MemberRequestMessage> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.POST('/api/adherent/messages/{id}/messages', {
          params: { path: { id } },
          body: { data: { texte: draft.text, pieces: [...draft.documents] } },
        }),
      (wire) => this.messageOf(wire, `${THREADS}/${encodeURIComponent(id)}`),
    );
  }

  referenceItems(kind: RequestReferenceKind): PortResult<readonly RequestReferenceItem[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/referentiel/{kind}', { params: { path: { kind } } }),
      (items) => items.map(({ code, libelle }) => ({ code, libelle })),
    );
  }

  private attachmentOf(piece: Schemas['DemandePiece'], base: string): MemberRequestAttachment {
    return {
      name: piece.localFileName,
      url: `${this.http.baseUrl}${base}/pieces/${encodeURIComponent(piece.remoteFileName)}`,
    };
  }

  private messageOf(wire: Schemas['DemandeMessage'], base: string): MemberRequestMessage {
    return {
      id: wire.id,
      from: wire.auteur,
      text: wire.texte,
      at: wire.date,
      attachments: wire.pieces.map((piece) => this.attachmentOf(piece, base)),
    };
  }

  private detailOf(wire: Schemas['DemandeDetail']): MemberRequestDetail {
    const base = `${REQUESTS}/${encodeURIComponent(wire.id)}`;
    return {
      ...summaryOf(wire),
      events: wire.evenements
        .filter((event) => event.type === 'status')
        .map((event) => ({ at: event.date, label: event.libelle, note: event.note ?? null })),
      messages: wire.messages.map((message) => this.messageOf(message, base)),
      attachments: wire.pieces.map((piece) => this.attachmentOf(piece, base)),
      canAnswerComplement: wire.peutRepondreComplement,
      canWrite: wire.peutEcrire,
      acknowledgementUrl: `${this.http.baseUrl}${base}/accuse-reception`,
    };
  }

  private threadDetailOf(wire: Schemas['DemandeDiscussionDetail']): MemberThreadDetail {
    const base = `${THREADS}/${encodeURIComponent(wire.id)}`;
    return { ...threadOf(wire), messages: wire.messages.map((message) => this.messageOf(message, base)) };
  }
}
