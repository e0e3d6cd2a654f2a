/** The logged-in user (spec §3). Derived flags are computed by `deriveRoleFlags` (access). */
export interface CurrentUser {
  /** Role names as sent by the server; the known ones are listed in `USER_ROLES`. */
  readonly roles: readonly string[];
  readonly userName: string;
  readonly email: string;
  /** Civility code (reference data kind "civility"). */
  readonly codeCivilite: string;
  readonly nom: string;
  readonly prenom: string;
  /**
   * Set while an agent of the insurer consults this member's space from the back office (issue 27 §1,
   * « Voir l'espace de l'adhérent »): the space is read-only, the banner names the agent.
   */
  readonly consultation?: CurrentConsultation;
}

/** The consultation the session is in: who consults, and when it ends by itself. */
export interface CurrentConsultation {
  readonly agentPrenom: string;
  readonly agentRole: string;
  readonly debut: Date;
  readonly fin: Date;
}
