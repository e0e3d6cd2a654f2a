/**
 * The public file of `back-office/`: all another feature may import from it (docs/architecture.md). Everything
 * else in the folder is private to the feature (dependency-cruiser rule `server-feature-through-public-file`).
 */
export {
  BACK_OFFICE_PATH,
  landingUrlAfterSignIn,
  recordStaffSignIn,
  recordStaffSignInFailure,
} from './staff-sign-in.ts';
export { secondFactorRequired, sessionLimitsFor } from './staff-session.ts';
export type { SessionLimits } from './staff-session.ts';
export { requireHabilitation } from './require-habilitation.ts';
export { findTargetDelays } from './requests/request-delays.repository.ts';
export type { RequestTargetDelays } from './requests/request-delays.repository.ts';
export { isMemberInAudience } from './audiences/public.ts';
