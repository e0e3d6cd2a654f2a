import type { FeatureFlags } from '../entities/feature-flag.entity.ts';

/** Functionalities named by the spec (§6) and the routes they guard. */
export const PORTAL_FUNCTIONALITIES = Object.freeze({
  creationCompteAutreActe: 'creationCompteAutreActe',
  forgotUsernameAutreActe: 'forgotUsernameAutreActe',
  faqInbentaService: 'faqInbentaService',
  consentementCGUCreationCompteAutreActe: 'consentementCGUCreationCompteAutreActe',
} as const);

export type PortalFunctionality = keyof typeof PORTAL_FUNCTIONALITIES;

function isSingleFeatureVisible(flags: FeatureFlags, key: string, contractNumber: string | null): boolean {
  if (!Object.hasOwn(flags, key)) return true; // unknown features are shown
  const flag = flags[key];
  if (flag === undefined) return true;
  const perContract = flag.isActivatedPerContract;
  if (contractNumber !== null && perContract !== undefined && Object.hasOwn(perContract, contractNumber)) {
    return perContract[contractNumber] === true;
  }
  return flag.isActivated;
}

/**
 * Whether a feature is visible (spec §6).
 * - `featureKey` may hold several comma-separated keys: visible if any of them is.
 * - A key unknown to the client's flags is visible; a blank key list requires nothing.
 * - For a known key, the per-contract activation of the current contract decides when it has an
 *   entry for that contract; otherwise `isActivated` decides.
 */
export function isFeatureVisible(
  flags: FeatureFlags,
  featureKey: string,
  currentContractNumber: string | null = null,
): boolean {
  const keys = featureKey
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (keys.length === 0) return true;
  return keys.some((key) => isSingleFeatureVisible(flags, key, currentContractNumber));
}
