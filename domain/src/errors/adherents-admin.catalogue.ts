/**
 * Expected failures of the back office's « Adhérents » (issue 27 §1), with their French messages (project wording):
 * the server answers them with `code` and `message`, the screens show them as they come.
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const adherentsAdminCatalogue = Object.freeze({
  /** 400: nothing searchable was typed. */
  searchInvalid: defineCatalogueEntry({
    code: 'FLOW.ADHERENT_RECHERCHE_INVALIDE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Saisissez au moins deux lettres du nom, un numéro d'adhérent, un NIR, une adresse e-mail ou un numéro de téléphone.",
  }),
  /** 409: the account's state changed since the page was read (another agent or the member acted). */
  actionRefused: defineCatalogueEntry({
    code: 'FLOW.ADHERENT_ACTION_IMPOSSIBLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Cette action n’est plus possible : le compte est « {etat} ». La fiche a été rechargée.',
  }),
  /** 409: an activation link was sent less than a minute ago. */
  resendTooSoon: defineCatalogueEntry({
    code: 'FLOW.ADHERENT_RELANCE_TROP_TOT',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Un lien d'activation vient d'être envoyé : attendez une minute avant de relancer.",
  }),
  /** 400: double authentication turned off without saying how the identity was checked. */
  commentRequired: defineCatalogueEntry({
    code: 'FLOW.ADHERENT_COMMENTAIRE_OBLIGATOIRE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Indiquez comment l'identité de l'adhérent a été vérifiée par téléphone.",
  }),
  /** 400: the login chosen for an account created on the member's behalf is another account's. */
  emailTaken: defineCatalogueEntry({
    code: 'FLOW.ADHERENT_EMAIL_DEJA_UTILISE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Cette adresse e-mail est déjà l'identifiant d'un autre compte : demandez-en une autre à l'adhérent.",
  }),
  /** Success toasts of the agents' actions. */
  activationResent: defineCatalogueEntry({
    code: 'SUCCESS.ADHERENT_RELANCE_ACTIVATION',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: "Un nouveau lien d'activation a été envoyé à {nom}.",
  }),
  unlocked: defineCatalogueEntry({
    code: 'SUCCESS.ADHERENT_DEVERROUILLAGE',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'Le compte de {nom} est déverrouillé : la connexion est de nouveau possible.',
  }),
  passwordResetSent: defineCatalogueEntry({
    code: 'SUCCESS.ADHERENT_REINITIALISATION',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'Un lien de réinitialisation du mot de passe a été envoyé à {nom}.',
  }),
  doubleAuthenticationOff: defineCatalogueEntry({
    code: 'SUCCESS.ADHERENT_DOUBLE_AUTHENTIFICATION_DESACTIVEE',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La double authentification de {nom} est désactivée.',
  }),
  accountCreated: defineCatalogueEntry({
    code: 'SUCCESS.ADHERENT_COMPTE_CREE',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template:
      "Le compte de {nom} est créé : l'adhérent reçoit un lien pour choisir son mot de passe et accepter les conditions.",
  }),
});
