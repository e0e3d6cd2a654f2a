/**
 * Messages of the back office's « Habilitations » area (issue 24): staff accounts and their habilitations
 * (project wording: the spec names habilitations without these rules).
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const staffAccountsCatalogue = Object.freeze({
  /** Optimistic concurrency: the habilitations changed since the editor read them (409). */
  habilitationsStale: defineCatalogueEntry({
    code: 'FLOW.STAFF_HABILITATIONS_STALE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Les habilitations de ce compte ont été modifiées par quelqu'un d'autre entre-temps. Vos choix sont conservés à l'écran : vérifiez-les par rapport à la version actuelle, puis enregistrez de nouveau.",
  }),
  /** A create, update or delete habilitation without the read one of the same area (it would grant nothing). */
  writeWithoutRead: defineCatalogueEntry({
    code: 'FLOW.STAFF_WRITE_WITHOUT_READ',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      'La zone « {zone} » a une création, une modification ou une suppression sans visualisation : cochez aussi « Visualisation ».',
  }),
  /** An administrator may not disable their own account. */
  selfDisable: defineCatalogueEntry({
    code: 'FLOW.STAFF_SELF_DISABLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Vous ne pouvez pas désactiver votre propre compte.',
  }),
  /** An administrator may not withdraw their own right to change habilitations. */
  selfLockout: defineCatalogueEntry({
    code: 'FLOW.STAFF_SELF_LOCKOUT',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      'Vous ne pouvez pas retirer votre propre droit de modification des habilitations (« Habilitations » : Visualisation et Modification).',
  }),
  /** The address asked for a new staff account is already the login of an account. */
  loginTaken: defineCatalogueEntry({
    code: 'FLOW.STAFF_LOGIN_TAKEN',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Cette adresse e-mail est déjà l'identifiant d'un autre compte.",
  }),
  /** No staff account has this id (a member's account is not one). */
  notFound: defineCatalogueEntry({
    code: 'FLOW.STAFF_NOT_FOUND',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Ce compte du back-office est introuvable.',
  }),
  /** A new staff account needs one of the roles Administrateur Digital, Gestionnaire, Consultant. */
  roleRequired: defineCatalogueEntry({
    code: 'FLOW.STAFF_ROLE_REQUIRED',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Choisissez au moins un rôle : Administrateur Digital, Gestionnaire ou Consultant.',
  }),
  staffCreated: defineCatalogueEntry({
    code: 'SUCCESS.STAFF_CREATED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: "Compte créé : un lien d'activation a été envoyé à {email}.",
  }),
  staffDisabled: defineCatalogueEntry({
    code: 'SUCCESS.STAFF_DISABLED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'Le compte {login} est désactivé : ses sessions sont fermées.',
  }),
  staffEnabled: defineCatalogueEntry({
    code: 'SUCCESS.STAFF_ENABLED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'Le compte {login} est réactivé.',
  }),
  habilitationsSaved: defineCatalogueEntry({
    code: 'SUCCESS.STAFF_HABILITATIONS_SAVED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'Les habilitations de {login} sont enregistrées.',
  }),
});
