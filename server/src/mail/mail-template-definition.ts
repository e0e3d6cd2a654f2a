import type { MailTemplateTexts, MailTemplateVariable } from '@portail/domain';
import { renderTemplateText } from '@portail/domain';
import { escapeHtml } from '../http/html-page.ts';
import type { OutgoingMessage } from './mailer.ts';

/**
 * One mail or SMS the portal sends, as an editable template (issue 24 §5): its default texts are the portal's
 * own wording; a version saved in « Modèles de mails » (table `mail_templates`) replaces them at send time.
 */
export interface MailTemplateDefinition {
  /** Unique key of the template (`/api/admin/mail-templates/{key}`). */
  readonly key: string;
  /** Name recorded in the outbox (`outbox.template`); several templates may share one (variants of a mail). */
  readonly outboxName: string;
  readonly kind: 'mail' | 'sms';
  /** French name in the back office. */
  readonly label: string;
  /** When it is sent, in French. */
  readonly description: string;
  /** A mail that also has an HTML part (each paragraph a `<p>`, variables escaped, `{{lien}}` alone a link). */
  readonly html: boolean;
  /** Text of the link of the HTML part, when the body has a `{{lien}}` paragraph. */
  readonly linkLabel?: string;
  readonly variables: readonly MailTemplateVariable[];
  readonly defaults: MailTemplateTexts;
}

/** What a template gives once rendered. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** The link variable of every mail that carries one. */
export const LINK_VARIABLE = 'lien';

function htmlParagraph(
  definition: MailTemplateDefinition,
  paragraph: string,
  values: Record<string, string>,
) {
  const link = values[LINK_VARIABLE];
  if (paragraph.trim() === `{{${LINK_VARIABLE}}}` && link !== undefined && definition.linkLabel !== undefined)
    return `<p><a href="${escapeHtml(link)}">${escapeHtml(definition.linkLabel)}</a></p>`;
  const rendered = renderTemplateText(escapeHtml(paragraph), values, escapeHtml);
  return `<p>${rendered.replaceAll('\n', '<br>')}</p>`;
}

/**
 * Renders a template's texts with the values; throws MailTemplateRenderError when a text names a variable that
 * has no value. The HTML part escapes the staff's text and every value.
 */
export function renderMail(
  definition: MailTemplateDefinition,
  texts: MailTemplateTexts,
  values: Record<string, string>,
): RenderedMail {
  const subject = renderTemplateText(texts.subject, values).replace(/\s+/g, ' ').trim();
  const text = renderTemplateText(texts.body, values);
  if (!definition.html) return { subject, text };
  const paragraphs = texts.body
    .split(/\n[ \t]*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => htmlParagraph(definition, p, values));
  return {
    subject,
    text,
    html: `<!doctype html><html lang="fr"><body>\n${paragraphs.join('\n')}\n</body></html>`,
  };
}

/**
 * The message of a template with its default texts, carrying its key and values so that the outbox applies the
 * version saved in the back office, if any (`applyStoredTemplate`).
 */
export function templatedMessage(
  definition: MailTemplateDefinition,
  to: string,
  values: Record<string, string>,
): OutgoingMessage {
  const rendered = renderMail(definition, definition.defaults, values);
  const link = values[LINK_VARIABLE];
  return {
    kind: definition.kind,
    template: definition.outboxName,
    to,
    ...rendered,
    links: link === undefined ? [] : [link],
    templated: { key: definition.key, values },
  };
}
