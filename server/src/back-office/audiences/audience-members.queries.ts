import type { AudienceCriterion } from '@portail/domain';
import { isContractCriterion } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import type { TenantConfig } from '../../tenant/tenant-config.ts';

/** What the member queries of an audience need besides the database: the tenant's features, and now. */
export interface AudienceQueryContext {
  readonly tenant: TenantConfig;
  readonly now: Date;
}

/** A WHERE clause over `members m` and its parameters, numbered from `$1`. */
interface MemberFilter {
  readonly where: string;
  readonly params: readonly unknown[];
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${String(this.values.length)}`;
  }
}

/** « Fonctionnalité active pour le contrat »: on per contract when listed so, else as the tenant switch says. */
function featureCondition(name: string, tenant: TenantConfig, p: Params): string | null {
  const flag = tenant.client.fonctionnalites[name];
  if (flag === undefined) return null; // an unknown feature counts as on (spec §6)
  const perContract = Object.entries(flag.isActivatedPerContract ?? {});
  const exceptions = perContract.filter(([, on]) => on !== flag.isActivated).map(([contract]) => contract);
  return flag.isActivated
    ? `c.numero_contrat_individuel <> ALL(${p.add(exceptions)}::text[])`
    : `c.numero_contrat_individuel = ANY(${p.add(exceptions)}::text[])`;
}

function contractCondition(
  criterion: AudienceCriterion,
  context: AudienceQueryContext,
  p: Params,
): string | null {
  switch (criterion.type) {
    case 'offre':
      return `c.nom_offre = ANY(${p.add(criterion.offres)}::text[])`;
    case 'etat-contrat':
      return `c.etat = ANY(${p.add(criterion.etats)}::text[])`;
    case 'coordonnees-bancaires-manquantes':
      return 'c.payment_missing';
    case 'fonctionnalite':
      return featureCondition(criterion.fonctionnalite, context.tenant, p);
    default:
      return null;
  }
}

function accountCondition(
  criterion: AudienceCriterion,
  context: AudienceQueryContext,
  p: Params,
): string | null {
  switch (criterion.type) {
    case 'role':
      return `a.roles && ${p.add(criterion.roles)}::text[]`;
    case 'double-authentification-desactivee':
      return 'NOT a.amf_enabled';
    case 'sans-connexion':
      return `COALESCE(a.last_sign_in_at, a.activated_at, a.created_at) < ${p.add(context.now)}::timestamptz - make_interval(months => ${p.add(criterion.mois)}::int)`;
    default:
      return null;
  }
}

/**
 * The members an audience's criteria select, as a filter over `members m`: the contract criteria met by one
 * contract (`EXISTS`), the account criteria by one active account, « compte non créé » as no account at all,
 * « tous » as no condition. `firstParam` shifts the numbering when the caller has parameters of its own before.
 */
export function audienceMemberFilter(
  criteria: readonly AudienceCriterion[],
  context: AudienceQueryContext,
  leading: readonly unknown[] = [],
): MemberFilter {
  const p = new Params();
  for (const value of leading) p.add(value);
  const onContract = criteria
    .filter(isContractCriterion)
    .flatMap((c) => contractCondition(c, context, p) ?? []);
  const onAccount = criteria.flatMap((c) => accountCondition(c, context, p) ?? []);
  const clauses: string[] = [];
  if (criteria.some(isContractCriterion))
    clauses.push(
      `EXISTS (SELECT 1 FROM contracts c WHERE c.member_id = m.id${onContract.map((w) => ` AND ${w}`).join('')})`,
    );
  if (onAccount.length > 0)
    clauses.push(
      `EXISTS (SELECT 1 FROM accounts a WHERE a.member_id = m.id AND a.status = 'active'${onAccount.map((w) => ` AND ${w}`).join('')})`,
    );
  if (criteria.some((c) => c.type === 'compte-non-cree'))
    clauses.push('NOT EXISTS (SELECT 1 FROM accounts a WHERE a.member_id = m.id)');
  return { where: clauses.length === 0 ? 'TRUE' : clauses.join(' AND '), params: p.values };
}

/** How many members the criteria select. */
export async function countAudienceMembers(
  db: Queryable,
  criteria: readonly AudienceCriterion[],
  context: AudienceQueryContext,
): Promise<number> {
  const filter = audienceMemberFilter(criteria, context);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM members m WHERE ${filter.where}`,
    filter.params,
  );
  return rows[0]?.n ?? 0;
}

/** One keyset batch of the selected members' ids, in id order, after `afterMemberId` (exclusive). */
export async function audienceMemberIds(
  db: Queryable,
  criteria: readonly AudienceCriterion[],
  context: AudienceQueryContext,
  page: { readonly afterMemberId: string | null; readonly limit: number },
): Promise<string[]> {
  const filter = audienceMemberFilter(criteria, context, [page.afterMemberId, page.limit]);
  const { rows } = await db.query<{ id: string }>(
    `SELECT m.id FROM members m WHERE ($1::text IS NULL OR m.id > $1) AND ${filter.where} ORDER BY m.id LIMIT $2`,
    filter.params,
  );
  return rows.map((row) => row.id);
}

/** Whether the member is selected by the criteria. */
export async function isMemberSelected(
  db: Queryable,
  memberId: string,
  criteria: readonly AudienceCriterion[],
  context: AudienceQueryContext,
): Promise<boolean> {
  const filter = audienceMemberFilter(criteria, context, [memberId]);
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM members m WHERE m.id = $1 AND ${filter.where}) AS found`,
    filter.params,
  );
  return rows[0]?.found === true;
}
