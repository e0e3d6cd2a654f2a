import type { CatalogueMessage } from '../errors/catalogue-entry.ts';
import { catalogueMessage } from '../errors/catalogue-entry.ts';
import { flowErrorCatalogue } from '../errors/flow-errors.catalogue.ts';

/**
 * Mail and SMS templates (issue 24 §5): a subject and a body with named variables written `{{prenom}}`. Pure
 * rules shared by the server (save, send) and the back office (form checks, preview).
 */

/** A variable a template may use. */
export interface MailTemplateVariable {
  /** Name written between double braces: `lien` for `{{lien}}`. */
  readonly name: string;
  /** What it holds, in French (shown beside the editor). */
  readonly label: string;
  /** A required variable must appear in the subject or the body (a link mail without `{{lien}}` is useless). */
  readonly required: boolean;
  /** Value used by the preview and the test mail. */
  readonly sample: string;
}

/** The editable texts of a template. */
export interface MailTemplateTexts {
  readonly subject: string;
  readonly body: string;
}

/** A refused template: which field and the catalogue message. */
export interface MailTemplateIssue extends CatalogueMessage {
  readonly field: 'subject' | 'body';
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variable names a text uses, in order of first appearance, each once (malformed names included). */
export function templateVariablesOf(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Why a template cannot be saved, empty when it can: an empty subject or body, a variable the template does not
 * offer (anywhere), a required variable used neither in the subject nor in the body.
 */
export function checkMailTemplate(
  variables: readonly MailTemplateVariable[],
  texts: MailTemplateTexts,
): MailTemplateIssue[] {
  const issues: MailTemplateIssue[] = [];
  if (texts.subject.trim() === '' || texts.body.trim() === '') {
    const field = texts.subject.trim() === '' ? 'subject' : 'body';
    issues.push({ field, ...catalogueMessage(flowErrorCatalogue.mailTemplateEmpty) });
  }
  const offered = new Set(variables.map((v) => v.name));
  for (const field of ['subject', 'body'] as const) {
    for (const name of templateVariablesOf(texts[field])) {
      if (offered.has(name)) continue;
      const variable = `{{${name}}}`;
      issues.push({
        field,
        ...catalogueMessage(flowErrorCatalogue.mailTemplateUnknownVariable, { variable }),
      });
    }
  }
  const used = new Set([...templateVariablesOf(texts.subject), ...templateVariablesOf(texts.body)]);
  for (const variable of variables) {
    if (!variable.required || used.has(variable.name)) continue;
    issues.push({
      field: 'body',
      ...catalogueMessage(flowErrorCatalogue.mailTemplateMissingVariable, {
        variable: `{{${variable.name}}}`,
      }),
    });
  }
  return issues;
}

/** A text that cannot be rendered: it names a variable without a value (a bug, or a template stored by hand). */
export class MailTemplateRenderError extends Error {
  readonly variable: string;

  constructor(variable: string) {
    super(`mail template variable without a value: ${variable}`);
    this.name = 'MailTemplateRenderError';
    this.variable = variable;
  }
}

/**
 * Replaces every `{{name}}` with its value passed through `escape` (identity for text, HTML escaping for an HTML
 * body); throws MailTemplateRenderError for a variable without a value.
 */
export function renderTemplateText(
  text: string,
  values: Readonly<Record<string, string>>,
  escape: (value: string) => string = (value) => value,
): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new MailTemplateRenderError(name);
    return escape(value);
  });
}

/** The sample values of a template's variables (preview, test mail). */
export function sampleValues(variables: readonly MailTemplateVariable[]): Record<string, string> {
  return Object.fromEntries(variables.map((v) => [v.name, v.sample]));
}
