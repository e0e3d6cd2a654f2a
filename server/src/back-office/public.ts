/**
 * The public file of `back-office/`: all another feature may import from it (docs/architecture.md). Everything
 * else in the folder is private to the feature (dependency-cruiser rule `server-feature-through-public-file`).
 */
export { BACK_OFFICE_PATH, landingUrlAfterSignIn, recordStaffSignIn } from './staff-sign-in.ts';
