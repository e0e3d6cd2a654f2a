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
}
