import type {
  MailTemplateDetail,
  MailTemplatePreview,
  MailTemplateSummary,
  MailTemplatesPort,
  PortResult,
} from '@portail/application';
import type { MailTemplateTexts } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type Schemas = components['schemas'];

function summary(wire: Schemas['MailTemplateSummary']): MailTemplateSummary {
  return {
    key: wire.cle,
    label: wire.libelle,
    description: wire.description,
    channel: wire.canal,
    customised: wire.personnalise,
    version: wire.version,
    updatedAt: wire.modifieLe,
    updatedBy: wire.modifiePar,
  };
}

function detail(wire: Schemas['MailTemplateDetail']): MailTemplateDetail {
  return {
    ...summary(wire),
    html: wire.html,
    variables: wire.variables.map((v) => ({
      name: v.nom,
      label: v.libelle,
      required: v.obligatoire,
      sample: v.exemple,
    })),
    subject: wire.objet,
    body: wire.corps,
    defaults: { subject: wire.defaut.objet, body: wire.defaut.corps },
  };
}

const wireTexts = (texts: MailTemplateTexts) => ({ objet: texts.subject, corps: texts.body });

/** MailTemplatesPort on `/api/admin/mail-templates` (openapi tag back-office, Pact provider back-office-api). */
export class HttpMailTemplatesAdapter implements MailTemplatesPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  list(): PortResult<readonly MailTemplateSummary[]> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/mail-templates'),
      (body) => body.modeles.map(summary),
    );
  }

  get(key: string): PortResult<MailTemplateDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () => api.GET('/api/admin/mail-templates/{key}', { params: { path: { key } } }),
      detail,
    );
  }

  save(key: string, texts: MailTemplateTexts, version: number): PortResult<MailTemplateDetail> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.PUT('/api/admin/mail-templates/{key}', {
          params: { path: { key } },
          body: { ...wireTexts(texts), version },
        }),
      detail,
    );
  }

  preview(key: string, texts: MailTemplateTexts): PortResult<MailTemplatePreview> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.POST('/api/admin/mail-templates/{key}/preview', {
          params: { path: { key } },
          body: wireTexts(texts),
        }),
      (body) => ({ subject: body.objet, text: body.texte, html: body.html }),
    );
  }

  sendTest(key: string, texts: MailTemplateTexts): PortResult<string> {
    const { api, runner } = this.http;
    return runner.body(
      () =>
        api.POST('/api/admin/mail-templates/{key}/test', {
          params: { path: { key } },
          body: wireTexts(texts),
        }),
      (body) => body.destinataire,
    );
  }
}
