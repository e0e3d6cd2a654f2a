/**
 * Danger toasts (spec §8): the server's message, when any, is attached as `detail`
 * (see `dangerToast`). Texts are verbatim from the spec, including its own spelling
 * ('Le chargement d'une source de données à échoué').
 */
import type { CatalogueEntry, CatalogueMessage, TemplateArgs } from './catalogue-entry.ts';
import { catalogueMessage, defineCatalogueEntry, withCatalogueDetail } from './catalogue-entry.ts';

export const dangerToastCatalogue = Object.freeze({
  activationFailed: defineCatalogueEntry({
    code: 'TOAST.ACTIVATION_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: "L'activation du compte a échoué.",
  }),
  passwordChangeFailed: defineCatalogueEntry({
    code: 'TOAST.PASSWORD_CHANGE_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'La modification du mot de passe a échoué.',
  }),
  loginUpdateFailed: defineCatalogueEntry({
    code: 'TOAST.LOGIN_UPDATE_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: "La modification de l'identifiant a échoué.",
  }),
  passwordResetRequestFailed: defineCatalogueEntry({
    code: 'TOAST.PASSWORD_RESET_REQUEST_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'La demande de réinitialisation du mot de passe a échoué.',
  }),
  loginChangeFailed: defineCatalogueEntry({
    code: 'TOAST.LOGIN_CHANGE_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: "Le changement d'identifiant a échoué.",
  }),
  managementModeFetchFailed: defineCatalogueEntry({
    code: 'TOAST.MANAGEMENT_MODE_FETCH_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'Erreur lors de la récupération du mode de gestion.',
  }),
  ssoTokenFetchFailed: defineCatalogueEntry({
    code: 'TOAST.SSO_TOKEN_FETCH_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'Erreur lors de la récupération du token SSO.',
  }),
  activationMailResendFailed: defineCatalogueEntry({
    code: 'TOAST.ACTIVATION_MAIL_RESEND_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: "Le renvoi du mail d'activation a échoué.",
  }),
  accountCreationFailed: defineCatalogueEntry({
    code: 'TOAST.ACCOUNT_CREATION_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'La création du compte a échoué.',
  }),
  passwordResetFailed: defineCatalogueEntry({
    code: 'TOAST.PASSWORD_RESET_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'La réinitialisation du mot de passe a échoué.',
  }),
  dataSourceLoadFailed: defineCatalogueEntry({
    code: 'TOAST.DATA_SOURCE_LOAD_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: "Le chargement d'une source de données à échoué ({label})",
  }),
  actRequestFailed: defineCatalogueEntry({
    code: 'TOAST.ACT_REQUEST_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'La demande a échoué',
  }),
  optionalUpdateFailed: defineCatalogueEntry({
    code: 'TOAST.OPTIONAL_UPDATE_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'Un problème est survenu',
  }),
  faqRatingFailed: defineCatalogueEntry({
    code: 'TOAST.FAQ_RATING_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'Une erreur est survenue.',
  }),
  uploadFailed: defineCatalogueEntry({
    code: 'TOAST.UPLOAD_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: 'Une erreur est survenue',
  }),
  cmsBlockLoadFailed: defineCatalogueEntry({
    code: 'TOAST.CMS_BLOCK_LOAD_FAILED',
    family: 'danger-toast',
    severity: 'danger',
    wording: 'spec',
    template: "Le message {name} n'a pas pu être chargé.",
  }),
});

/** A danger toast with the server's message (if any, non-blank) as detail. */
export function dangerToast<T extends string>(
  entry: CatalogueEntry<T>,
  serverMessage: string | undefined,
  ...args: TemplateArgs<T>
): CatalogueMessage {
  return withCatalogueDetail(catalogueMessage(entry, ...args), serverMessage);
}
