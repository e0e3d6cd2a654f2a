/** Forgot-password request (spec §3). dateNaissance is only sent when the birthday check is on. */
export interface ForgotPassword {
  readonly userName: string;
  readonly dateNaissance: string;
}
