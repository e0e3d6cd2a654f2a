/**
 * The public file of `consultations/` (« Consultations de votre espace », issue 27 §1): what another feature (the
 * account's data export) may import from it.
 */
export { findMemberConsultations } from './member-consultations.repository.ts';
export type { MemberConsultation } from './member-consultations.repository.ts';
