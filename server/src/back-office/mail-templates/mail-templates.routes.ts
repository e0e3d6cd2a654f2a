import type { MailTemplateIssue, MailTemplateTexts } from '@portail/domain';
import { catalogueMessage, checkMailTemplate, flowErrorCatalogue, sampleValues } from '@portail/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { RequestFields } from '../../http/request-fields.ts';
import type { MailTemplateDefinition } from '../../mail/mail-template-definition.ts';
import { renderMail } from '../../mail/mail-template-definition.ts';
import { MAIL_TEMPLATES, mailTemplateDefinition } from '../../mail/mail-templates.catalogue.ts';
import type { StoredMailTemplate } from '../../mail/mail-templates.repository.ts';
import {
  findStoredMailTemplate,
  findStoredMailTemplates,
  saveMailTemplate,
} from '../../mail/mail-templates.repository.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';

const SUBJECT_MAX = 300;
const BODY_MAX = 20_000;
const INVALID = 'Les informations fournies sont erronées';
const NOT_FOUND = { code: 'MAIL_TEMPLATE_NOT_FOUND', message: "Ce modèle de mail n'existe pas." } as const;

type Params = { Params: { key: string } };

function definitionOf(request: FastifyRequest<Params>): MailTemplateDefinition {
  const definition = mailTemplateDefinition(request.params.key);
  if (definition === undefined) throw new HttpError(404, NOT_FOUND);
  return definition;
}

/** The texts of a request body (`objet`, `corps`), refused (400 with the catalogue messages) when they do not fit. */
function textsOf(definition: MailTemplateDefinition, body: unknown): MailTemplateTexts {
  const fields = new RequestFields(body, 'body.');
  const texts = { subject: fields.string('objet', SUBJECT_MAX), body: fields.string('corps', BODY_MAX) };
  const issues = checkMailTemplate(definition.variables, texts);
  if (issues.length > 0) throw refused(issues);
  return texts;
}

function refused(issues: readonly MailTemplateIssue[]): HttpError {
  const first = issues[0];
  return new HttpError(400, {
    code: first?.code ?? 'VALIDATION',
    message: first?.message ?? INVALID,
    errors: issues.map((i) => ({
      field: i.field === 'subject' ? 'objet' : 'corps',
      code: i.code,
      message: i.message,
    })),
  });
}

function summaryOf(definition: MailTemplateDefinition, stored: StoredMailTemplate | null) {
  return {
    cle: definition.key,
    libelle: definition.label,
    description: definition.description,
    canal: definition.kind,
    personnalise: stored !== null,
    version: stored?.version ?? 0,
    modifieLe: stored?.updatedAt.toISOString() ?? null,
    modifiePar: stored?.updatedBy ?? null,
  };
}

function detailOf(definition: MailTemplateDefinition, stored: StoredMailTemplate | null) {
  const texts = stored ?? definition.defaults;
  return {
    ...summaryOf(definition, stored),
    html: definition.html,
    variables: definition.variables.map((v) => ({
      nom: v.name,
      libelle: v.label,
      obligatoire: v.required,
      exemple: v.sample,
    })),
    objet: texts.subject,
    corps: texts.body,
    defaut: { objet: definition.defaults.subject, corps: definition.defaults.body },
  };
}

/** The texts rendered with the variables' sample values. */
function preview(definition: MailTemplateDefinition, texts: MailTemplateTexts) {
  const rendered = renderMail(definition, texts, sampleValues(definition.variables));
  return { objet: rendered.subject, texte: rendered.text, html: rendered.html ?? null };
}

/**
 * « Modèles de mails » (issue 24 §5), habilitation `modeles-mails`: every mail and SMS the portal sends, its
 * variables, its texts (saved version or defaults); save (update, optimistic concurrency on `version`: 409
 * otherwise, an unknown or missing required variable refused with the catalogue message), preview with sample
 * values, « M'envoyer un test » to the staff member's own address. Each save is appended to the history.
 */
export async function adminMailTemplateRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;
  const read = { onRequest: requireHabilitation('modeles-mails', 'read') };
  const update = { onRequest: requireHabilitation('modeles-mails', 'update') };

  app.get('/api/admin/mail-templates', read, async () => {
    const stored = await findStoredMailTemplates(db);
    return { modeles: MAIL_TEMPLATES.map((d) => summaryOf(d, stored.get(d.key) ?? null)) };
  });

  app.get<Params>('/api/admin/mail-templates/:key', read, async (request) => {
    const definition = definitionOf(request);
    return detailOf(definition, await findStoredMailTemplate(db, definition.key));
  });

  app.put<Params>('/api/admin/mail-templates/:key', update, async (request) => {
    const definition = definitionOf(request);
    const texts = textsOf(definition, request.body);
    const version = new RequestFields(request.body, 'body.').raw()['version'];
    const expectedVersion = typeof version === 'number' ? version : -1;
    const { session } = await requireStaff(request);
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      const before = await findStoredMailTemplate(tx, definition.key);
      const after = await saveMailTemplate(tx, {
        key: definition.key,
        ...texts,
        expectedVersion,
        at: now,
        by: session.userName,
      });
      if (after === null) return null;
      const previous = before ?? definition.defaults;
      await appendHistory(tx, {
        at: now,
        staffAccountId: session.accountId,
        staffLogin: session.userName,
        area: 'modeles-mails',
        item: definition.key,
        action: 'update',
        summary: {
          version: after.version,
          avant: { objet: previous.subject, corps: previous.body },
          apres: { objet: after.subject, corps: after.body },
        },
      });
      return after;
    });
    if (saved === null) {
      const { code, message } = catalogueMessage(flowErrorCatalogue.backOfficeStaleVersion);
      throw new HttpError(409, { code, message });
    }
    return detailOf(definition, saved);
  });

  app.post<Params>('/api/admin/mail-templates/:key/preview', read, async (request) => {
    const definition = definitionOf(request);
    return preview(definition, textsOf(definition, request.body));
  });

  app.post<Params>('/api/admin/mail-templates/:key/test', update, async (request, reply) => {
    const definition = definitionOf(request);
    const rendered = preview(definition, textsOf(definition, request.body));
    const { session } = await requireStaff(request);
    await deps.mailer.enqueue({
      kind: 'mail',
      template: 'mail-template-test',
      to: session.email,
      subject: `[Test] ${rendered.objet}`,
      text: rendered.texte,
      ...(rendered.html === null ? {} : { html: rendered.html }),
    });
    deps.mailer.kick();
    return reply.status(202).send({ destinataire: session.email });
  });
}
