/**
 * Success toasts (spec §8, plus the multi-factor ones named in §4 without a text: wording ours).
 *
 * 'Votre demande a bien été prise en compte' is composed by `requestReceivedToast`:
 * - manual management mode appends ' et sera traitée dans les plus brefs délais.' (verbatim);
 * - when acknowledgement is active, the confirmation e-mail line
 *   'Vous recevrez un e-mail de confirmation.' (project wording) follows, separated by one space,
 *   the first sentence being closed by a full stop if it has none.
 */
import type { CatalogueMessage } from './catalogue-entry.ts';
import { catalogueMessage, defineCatalogueEntry } from './catalogue-entry.ts';

export const REQUEST_RECEIVED_MANUAL_SUFFIX = ' et sera traitée dans les plus brefs délais.';
export const REQUEST_RECEIVED_CONFIRMATION_EMAIL_LINE = 'Vous recevrez un e-mail de confirmation.';

export const successToastCatalogue = Object.freeze({
  passwordChanged: defineCatalogueEntry({
    code: 'SUCCESS.PASSWORD_CHANGED',
    family: 'success-toast',
    severity: 'success',
    wording: 'spec',
    template: 'La modification du mot de passe a bien été prise en compte.',
  }),
  loginChanged: defineCatalogueEntry({
    code: 'SUCCESS.LOGIN_CHANGED',
    family: 'success-toast',
    severity: 'success',
    wording: 'spec',
    template: 'Identifiant modifié avec succès.',
  }),
  /** Issue 22 #5: the change waits for the link mailed to the new address; the spec's toast comes then. */
  loginChangeRequested: defineCatalogueEntry({
    code: 'SUCCESS.LOGIN_CHANGE_REQUESTED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template:
      "Demande de changement d'identifiant enregistrée : ouvrez le lien envoyé à la nouvelle adresse pour qu'elle devienne votre identifiant.",
  }),
  activationMailResent: defineCatalogueEntry({
    code: 'SUCCESS.ACTIVATION_MAIL_RESENT',
    family: 'success-toast',
    severity: 'success',
    wording: 'spec',
    template: "Le mail d'activation a été renvoyé.",
  }),
  requestReceived: defineCatalogueEntry({
    code: 'SUCCESS.REQUEST_RECEIVED',
    family: 'success-toast',
    severity: 'success',
    wording: 'spec',
    template: 'Votre demande a bien été prise en compte',
  }),
  requestDone: defineCatalogueEntry({
    code: 'SUCCESS.REQUEST_DONE',
    family: 'success-toast',
    severity: 'success',
    wording: 'spec',
    template: 'Demande réalisée',
  }),
  consentRecorded: defineCatalogueEntry({
    code: 'SUCCESS.CONSENT_RECORDED',
    family: 'success-toast',
    severity: 'success',
    wording: 'spec',
    template: 'Nous avons bien pris en compte votre consentement.',
  }),
  feedbackThanks: defineCatalogueEntry({
    code: 'SUCCESS.FEEDBACK_THANKS',
    family: 'success-toast',
    severity: 'success',
    wording: 'spec',
    template: 'Nous vous remercions pour votre retour',
  }),
  multiFactorActivated: defineCatalogueEntry({
    code: 'SUCCESS.MULTI_FACTOR_ACTIVATED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La double authentification a bien été activée.',
  }),
  multiFactorDeactivated: defineCatalogueEntry({
    code: 'SUCCESS.MULTI_FACTOR_DEACTIVATED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La double authentification a bien été désactivée.',
  }),
  phoneChanged: defineCatalogueEntry({
    code: 'SUCCESS.PHONE_CHANGED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'Votre numéro de téléphone a bien été modifié.',
  }),
  securityCodeVerified: defineCatalogueEntry({
    code: 'SUCCESS.SECURITY_CODE_VERIFIED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'Le code de sécurité a bien été vérifié.',
  }),
});

export interface RequestReceivedOptions {
  /** The request is handled manually by the insurer (management mode manual). */
  readonly manualMode: boolean;
  /** An acknowledgement (confirmation e-mail) is sent for this request. */
  readonly acknowledgementActive: boolean;
}

/** 'Votre demande a bien été prise en compte', composed as the spec describes (see file header). */
export function requestReceivedToast(options: RequestReceivedOptions): CatalogueMessage {
  const base = catalogueMessage(successToastCatalogue.requestReceived);
  let message = base.message + (options.manualMode ? REQUEST_RECEIVED_MANUAL_SUFFIX : '');
  if (options.acknowledgementActive) {
    message = `${message.endsWith('.') ? message : `${message}.`} ${REQUEST_RECEIVED_CONFIRMATION_EMAIL_LINE}`;
  }
  return Object.freeze({ ...base, message });
}
