/** Hash-route paths of the member services (under the member area's `espace/*`). */
export const MEMBER_SERVICES_PATHS = Object.freeze({
  documents: '/espace/documents',
  guarantees: '/espace/garanties',
  beneficiaries: '/espace/beneficiaires',
});

/**
 * Client functionalities (`fonctionnalites`) of the member services: a tab shows when its feature is visible
 * for the current contract (spec §6; an unknown feature is shown).
 */
export const MEMBER_SERVICE_FEATURES = Object.freeze({
  documents: 'mesDocuments',
  guarantees: 'mesGaranties',
  beneficiaries: 'mesBeneficiaires',
});

export type MemberServiceTab = keyof typeof MEMBER_SERVICE_FEATURES;

/** Tab labels, in display order. */
export const MEMBER_SERVICE_TAB_LABELS: Readonly<Record<MemberServiceTab, string>> = Object.freeze({
  documents: 'Mes documents',
  guarantees: 'Mes garanties',
  beneficiaries: 'Mes bénéficiaires',
});
