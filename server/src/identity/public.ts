/**
 * The public file of `identity/`: all another feature may import from it (docs/architecture.md). Everything
 * else in the folder is private to the feature (dependency-cruiser rule `server-feature-through-public-file`).
 */
export { findAccountById } from './account.repository.ts';
export { reauthenticatedRecently } from './oidc/oidc-reauthentication.ts';
export { CHANGE_PASSWORD_LOCKED, WRONG_CURRENT_PASSWORD } from './password/password.routes.ts';
export { endSession } from './session-store.ts';
export { inviteStaffAccount } from './staff-invitation.ts';
export {
  createAccountOnBehalf,
  resendActivationLink,
  sendPasswordResetLink,
  turnDoubleAuthenticationOff,
} from './admin/member-support.ts';
export { normalizeUserName } from './wire-values.ts';
