import type {
  DownloadedFile,
  FaqAdminDraft,
  FaqAdminDraftContent,
  FaqAdminPort,
  FaqFeedback,
  FeedbackQuery,
  PortResult,
} from '@portail/application';
import { err, ok } from '@portail/application';
import { contentDispositionFilename } from '../files/content-disposition.ts';
import type { components } from '../generated/portal-api.ts';
import { unexpectedBodyError } from '../http/error-mapping.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Schemas = components['schemas'];

function draft(wire: Schemas['FaqAdminDraft']): FaqAdminDraft {
  return {
    categories: wire.categories.map((c) => ({ id: c.id, name: c.nom, questions: c.questions })),
    questions: wire.questions.map((q) => ({ id: q.id, title: q.titre, answer: q.reponse, related: q.liees })),
    top5: wire.top5,
    version: wire.version,
    toPublish: wire.aPublier,
    publishedAt: wire.publieLe,
    publishedBy: wire.publiePar,
  };
}

function feedback(wire: Schemas['FaqAdminFeedback']): FaqFeedback {
  return {
    questions: wire.questions.map((q) => ({
      id: q.id,
      title: q.titre,
      clicks: q.clics,
      yes: q.oui,
      no: q.non,
      comments: q.commentaires.map((c) => ({ date: c.date, text: c.texte })),
    })),
    missedSearches: wire.recherchesSansResultat.map((s) => ({ search: s.recherche, count: s.nombre })),
  };
}

function wireQuery(query: FeedbackQuery): Record<string, string> {
  return {
    ...(query.from === undefined ? {} : { du: query.from }),
    ...(query.to === undefined ? {} : { au: query.to }),
    ...(query.sort === undefined ? {} : { tri: query.sort }),
    ...(query.order === undefined ? {} : { ordre: query.order }),
  };
}

/** FaqAdminPort on `/api/admin/faq` (openapi tag back-office, Pact provider back-office-api). */
export class HttpFaqAdminAdapter implements FaqAdminPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  getDraft(): PortResult<FaqAdminDraft> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/admin/faq'), draft);
  }

  saveDraft(content: FaqAdminDraftContent, version: number): PortResult<FaqAdminDraft> {
    const { api, runner } = this.http;
    const body = {
      categories: content.categories.map((c) => ({ id: c.id, nom: c.name, questions: [...c.questions] })),
      questions: content.questions.map((q) => ({
        id: q.id,
        titre: q.title,
        reponse: q.answer,
        liees: [...q.related],
      })),
      top5: [...content.top5],
      version,
    };
    return runner.body(() => api.PUT('/api/admin/faq', { body }), draft);
  }

  publish(version: number): PortResult<FaqAdminDraft> {
    const { api, runner } = this.http;
    return runner.body(() => api.POST('/api/admin/faq/publish', { body: { version } }), draft);
  }

  getFeedback(query: FeedbackQuery): PortResult<FaqFeedback> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/faq/feedback', { params: { query: wireQuery(query) } }),
      feedback,
    );
  }

  async exportFeedback(query: FeedbackQuery): PortResult<DownloadedFile> {
    const result = await this.http.runner.run(() =>
      this.http.raw.send('GET', '/api/admin/faq/feedback/export', {
        query: wireQuery(query),
        parseAs: 'blob',
      }),
    );
    if (!result.ok) return result;
    const { data, response } = result.value;
    if (!(data instanceof Blob)) return err(unexpectedBodyError(response.status));
    const fileName =
      contentDispositionFilename(response.headers.get('Content-Disposition')) ?? 'faq-avis.csv';
    return ok({ fileName, content: data });
  }
}
