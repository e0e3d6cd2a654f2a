import { type MailTemplateTexts, checkMailTemplate } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import {
  type MailTemplateDefinition,
  type RenderedMail,
  renderMail,
} from '../../mail/mail-template-definition.ts';
import { MAIL_TEMPLATES, mailTemplateDefinition } from '../../mail/mail-templates.catalogue.ts';
import { findStoredMailTemplate } from '../../mail/mail-templates.repository.ts';

/** The variables a notification's mail is rendered with. */
const NOTIFICATION_VARIABLES = new Set(['prenom', 'nom', 'mutuelle', 'titre', 'texte', 'lien']);

/**
 * The « Modèles de mails » a notification may be mailed with: mails whose variables are a notification's (title,
 * text, link, the member's name, the insurer's name) and that carry the title and the link.
 */
export function notificationMailTemplates(): readonly MailTemplateDefinition[] {
  return MAIL_TEMPLATES.filter(
    (definition) =>
      definition.kind === 'mail' &&
      definition.variables.every((variable) => NOTIFICATION_VARIABLES.has(variable.name)) &&
      ['titre', 'lien'].every((name) => definition.variables.some((variable) => variable.name === name)),
  );
}

export function isNotificationMailTemplate(key: string): boolean {
  return notificationMailTemplates().some((definition) => definition.key === key);
}

/** A template ready to render many mails: the version saved in « Modèles de mails » when it renders, else the default. */
export interface NotificationMailRenderer {
  readonly outboxName: string;
  render(values: Record<string, string>): RenderedMail;
}

export async function notificationMailRenderer(
  db: Queryable,
  key: string,
): Promise<NotificationMailRenderer> {
  const definition = mailTemplateDefinition(key);
  if (definition === undefined || !isNotificationMailTemplate(key))
    throw new Error(`not a notification template: ${key}`);
  const stored = await findStoredMailTemplate(db, key);
  const texts: MailTemplateTexts =
    stored !== null && checkMailTemplate(definition.variables, stored).length === 0
      ? stored
      : definition.defaults;
  return {
    outboxName: definition.outboxName,
    render: (values) => {
      try {
        return renderMail(definition, texts, values);
      } catch {
        // A saved text that does not render with these values: the portal's own wording is sent.
        return renderMail(definition, definition.defaults, values);
      }
    },
  };
}
