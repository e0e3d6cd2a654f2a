/**
 * Flow errors and notices of the account journeys (spec §8 "Flow errors", §4 multi-factor code).
 * Texts marked `wording: 'project'` are named by the spec without a text; their wording is ours.
 */
import type { CatalogueMessage, RedirectEffect } from './catalogue-entry.ts';
import { catalogueMessage, defineCatalogueEntry } from './catalogue-entry.ts';

/** Delay before the logout redirect after a security-code sending failure (spec §9: 3 s). */
export const SECURITY_CODE_FAILURE_REDIRECT_DELAY_MS = 3000;

/** Error data sent by the server when a reset-password token is no longer valid (spec §8). */
export const RESET_PASSWORD_INVALID_TOKEN = 'InvalidToken';

export const flowErrorCatalogue = Object.freeze({
  resetInvalidToken: defineCatalogueEntry({
    code: 'FLOW.RESET_INVALID_TOKEN',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Le lien de réinitialisation du mot de passe n'est plus valide.",
    effect: { kind: 'navigate', route: 'reset-password-error' },
  }),
  resetTokenCheckFailed: defineCatalogueEntry({
    code: 'FLOW.RESET_TOKEN_CHECK_FAILED',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Le lien de réinitialisation du mot de passe n'a pas pu être vérifié.",
    effect: { kind: 'navigate', route: 'reset-password-error' },
  }),
  activationLinkInvalid: defineCatalogueEntry({
    code: 'FLOW.ACTIVATION_LINK_INVALID',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Ce lien d'activation n'est plus valide. Vous pouvez demander l'envoi d'un nouveau lien.",
  }),
  securityCodeSendFailed: defineCatalogueEntry({
    code: 'FLOW.SECURITY_CODE_SEND_FAILED',
    family: 'flow',
    severity: 'danger',
    wording: 'spec',
    template: "L'envoi du code de sécurité a échoué.",
    effect: { kind: 'close-modal' },
  }),
  securityCodeResent: defineCatalogueEntry({
    code: 'FLOW.SECURITY_CODE_RESENT',
    family: 'flow',
    severity: 'success',
    wording: 'spec',
    template: "Un code de sécurité vient d'être renvoyé.",
  }),
  userInformationRequired: defineCatalogueEntry({
    code: 'FLOW.USER_INFORMATION_REQUIRED',
    family: 'flow',
    severity: 'danger',
    wording: 'spec',
    template: "Veuillez renseigner les informations de l'utilisateur.",
  }),
  unknownPage: defineCatalogueEntry({
    code: 'FLOW.UNKNOWN_PAGE',
    family: 'flow',
    severity: 'danger',
    wording: 'spec',
    template: 'Page inconnue',
  }),
  registrationTermsNotAccepted: defineCatalogueEntry({
    code: 'FLOW.REGISTRATION_TERMS_NOT_ACCEPTED',
    family: 'flow',
    severity: 'danger',
    wording: 'spec',
    template: "Blocage création compte - absence d'acceptation des conditions d'utilisation du site",
  }),
  // Back office: mail templates and FAQ (issue 24 §4–5).
  mailTemplateUnknownVariable: defineCatalogueEntry({
    code: 'FLOW.MAIL_TEMPLATE_UNKNOWN_VARIABLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "La variable « {variable} » n'existe pas pour ce modèle.",
  }),
  mailTemplateMissingVariable: defineCatalogueEntry({
    code: 'FLOW.MAIL_TEMPLATE_MISSING_VARIABLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'La variable obligatoire « {variable} » doit figurer dans le modèle.',
  }),
  mailTemplateEmpty: defineCatalogueEntry({
    code: 'FLOW.MAIL_TEMPLATE_EMPTY',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "L'objet et le texte du modèle sont obligatoires.",
  }),
  backOfficeStaleVersion: defineCatalogueEntry({
    code: 'FLOW.BACK_OFFICE_STALE_VERSION',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Cet élément a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert. Votre saisie est conservée : rechargez la dernière version pour la reporter.",
  }),
});

/**
 * True when a reset-password failure carries the 'InvalidToken' error data: either the bare string or
 * an object whose `error` or `code` field is that string.
 */
export function isResetInvalidTokenData(data: unknown): boolean {
  if (data === RESET_PASSWORD_INVALID_TOKEN) return true;
  if (typeof data !== 'object' || data === null) return false;
  return (
    ('error' in data && data.error === RESET_PASSWORD_INVALID_TOKEN) ||
    ('code' in data && data.code === RESET_PASSWORD_INVALID_TOKEN)
  );
}

/**
 * 'L'envoi du code de sécurité a échoué.': the modal closes; when the server returned a logout URL the
 * toast is followed by a redirect to it after 3 seconds (the URL is allow-listed by the navigation layer).
 */
export function securityCodeSendFailure(logoutUrl?: string): CatalogueMessage {
  const base = catalogueMessage(flowErrorCatalogue.securityCodeSendFailed);
  const url = logoutUrl?.trim() ?? '';
  if (url === '') return base;
  const effect: RedirectEffect = {
    kind: 'redirect',
    to: url,
    delayMs: SECURITY_CODE_FAILURE_REDIRECT_DELAY_MS,
  };
  return Object.freeze({ ...base, effect });
}
