import { isFeatureVisible } from '@portail/domain';
import type { FeatureFlags, PortalFunctionality } from '@portail/domain';

/** What decides whether a route may be shown (spec §2 "route guard", §6 feature visibility). */
export interface RouteAccessRule {
  /** Functionality the route requires; none means always available. */
  readonly feature: PortalFunctionality | null;
  /** True for the local-account routes, hidden when the tenant uses an external OIDC identity provider. */
  readonly localAccountOnly: boolean;
}

export interface RouteAccessContext {
  readonly featureFlags: FeatureFlags;
  readonly externalIdentityProvider: string | null;
}

/** The feature-visibility function of the route guard: false means "redirect home". */
export function isRouteAvailable(rule: RouteAccessRule, context: RouteAccessContext): boolean {
  if (rule.localAccountOnly && context.externalIdentityProvider !== null) return false;
  return rule.feature === null || isFeatureVisible(context.featureFlags, rule.feature);
}
