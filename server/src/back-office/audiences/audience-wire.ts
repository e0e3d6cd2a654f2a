import type {
  Audience,
  AudienceCriterion,
  AudienceCriterionDraft,
  AudienceRulesContext,
} from '@portail/domain';
import { checkAudience, describeAudience, firstAudienceIssue } from '@portail/domain';
import type { TenantConfig } from '../../tenant/tenant-config.ts';
import { audienceFieldError } from './audience-errors.ts';

/** The wire's `Audience`. */
export function audienceToWire(audience: Audience): unknown {
  return {
    id: audience.id,
    nom: audience.nom,
    criteres: audience.criteres,
    description: describeAudience(audience.criteres),
    version: audience.version,
    modifieLe: audience.updatedAt.toISOString(),
    modifiePar: audience.updatedBy,
  };
}

/** The rules' context: the tenant's features. */
export const rulesContextOf = (tenant: TenantConfig): AudienceRulesContext => ({
  fonctionnalites: Object.keys(tenant.client.fonctionnalites),
});

/** The body's name and criteria through the domain's rules: typed, or 400 on the first field at fault. */
export function checkedAudience(
  body: { nom: string; criteres: AudienceCriterionDraft[] },
  tenant: TenantConfig,
): { nom: string; criteres: readonly AudienceCriterion[] } {
  const { issues, criteria } = checkAudience(body, rulesContextOf(tenant));
  const failure = firstAudienceIssue(issues);
  if (failure !== null) throw audienceFieldError(failure);
  if (criteria === null) throw new Error('audience rules: no issue yet no criteria');
  return { nom: body.nom.trim(), criteres: criteria };
}

/** The criteria alone (the live count): typed, or 400. */
export function checkedCriteria(
  criteres: AudienceCriterionDraft[],
  tenant: TenantConfig,
): readonly AudienceCriterion[] {
  return checkedAudience({ nom: 'décompte', criteres }, tenant).criteres;
}
