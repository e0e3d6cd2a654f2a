/** Portal-wide configuration (spec §3). */
export interface PortalConfig {
  /** Minimum password length; the default rule is 8 to 100 characters. */
  readonly passwordRequiredLength: number;
}
