import { MailTemplateRenderError, checkMailTemplate } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import type { AppLogger } from '../platform/logger.ts';
import { renderMail } from './mail-template-definition.ts';
import { mailTemplateDefinition } from './mail-templates.catalogue.ts';
import type { OutgoingMessage } from './mailer.ts';
import { findStoredMailTemplate } from './mail-templates.repository.ts';

/** Why a saved template could not be rendered, without any value of the message (no personal data, no link). */
function failureOf(error: unknown): string {
  if (error instanceof MailTemplateRenderError) return `variable sans valeur : ${error.variable}`;
  return error instanceof Error ? error.name : 'inconnue';
}

/**
 * The message with the texts of its template's saved version (« Modèles de mails »), when it has one. A saved
 * version that no longer fits (a variable the mail does not give, a required one missing) or cannot be rendered
 * never blocks the mail: the message keeps its default texts and the failure is logged with the template's key
 * and the cause only.
 */
export async function applyStoredTemplate(
  queryable: Queryable,
  message: OutgoingMessage,
  logger: AppLogger,
): Promise<OutgoingMessage> {
  const templated = message.templated;
  const definition = templated === undefined ? undefined : mailTemplateDefinition(templated.key);
  if (templated === undefined || definition === undefined) return message;
  const stored = await findStoredMailTemplate(queryable, templated.key);
  if (stored === null) return message;
  const fallBack = (cause: string): OutgoingMessage => {
    logger.warn({ template: templated.key, cause }, 'mail template not applied: default text sent');
    return message;
  };
  const issue = checkMailTemplate(definition.variables, stored)[0];
  if (issue !== undefined) return fallBack(issue.code);
  try {
    const rendered = renderMail(definition, stored, { ...templated.values });
    const { html: _defaultHtml, ...rest } = message;
    return { ...rest, ...rendered };
  } catch (error) {
    return fallBack(failureOf(error));
  }
}
