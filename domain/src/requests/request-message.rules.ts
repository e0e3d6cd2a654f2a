import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import type { FormIssues } from '../validation/form-issues.ts';
import { validateAttachments, validateFreeText } from './request-form.rules.ts';
import { MESSAGE_TOPICS, REQUEST_MESSAGE_MAX_CHARS } from './request-forms.ts';

export const MESSAGE_EMPTY_ISSUE: ValidationIssue = issue(
  'REQUEST_MESSAGE.EMPTY',
  'Écrivez un message ou joignez un document',
);
export const MESSAGE_TOPIC_ISSUE: ValidationIssue = issue(
  'REQUEST_MESSAGE.TOPIC',
  'Choisissez le sujet : Contrat, Remboursements, Cotisations ou Autre',
);

/**
 * A message of a thread or a reply to « Complément demandé »: a text (at most 4,000 characters) or at least one
 * document, at most 10 documents.
 */
export function validateRequestMessage(texte: unknown, pieces: unknown): FormIssues<'texte' | 'pieces'> {
  const hasText = typeof texte === 'string' && texte.trim() !== '';
  const hasFiles = Array.isArray(pieces) && pieces.length > 0;
  const textIssues: ValidationResult =
    !hasText && !hasFiles ? [MESSAGE_EMPTY_ISSUE] : validateFreeText(texte, REQUEST_MESSAGE_MAX_CHARS, false);
  return { texte: textIssues, pieces: validateAttachments(pieces, false) };
}

/** A thread a member starts: a topic of the list, a text (required) and documents. */
export function validateTopicThread(
  sujet: unknown,
  texte: unknown,
  pieces: unknown,
): FormIssues<'sujet' | 'texte' | 'pieces'> {
  return {
    sujet:
      typeof sujet === 'string' && (MESSAGE_TOPICS as readonly string[]).includes(sujet)
        ? valid
        : [MESSAGE_TOPIC_ISSUE],
    texte: validateFreeText(texte, REQUEST_MESSAGE_MAX_CHARS),
    pieces: validateAttachments(pieces, false),
  };
}
