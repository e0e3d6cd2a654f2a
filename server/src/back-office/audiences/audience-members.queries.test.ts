import type { AudienceCriterion } from '@portail/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BANK_DETAILS_MISSING_AUDIENCE_ID } from '../../db/seeds/audiences.seed.ts';
import { DEMO_MEMBER_ACCOUNT_ID } from '../../db/seeds/core.seed.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import type { TenantConfig } from '../../tenant/tenant-config.ts';
import { audienceMemberIds } from './audience-members.queries.ts';
import {
  audienceMemberBatch,
  countMembersOfAudience,
  isMemberInAudience,
  listSavedAudiences,
} from './public.ts';

const MARIE = 'M001';
const LUC = 'M020';

// The unit-test databases hold the demo members without the large member (seedLargeMember).
describe('audience members on the seeded data (one SQL filter per criterion)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const members = (criteria: AudienceCriterion[], tenant: TenantConfig = t.deps.tenant) =>
    audienceMemberIds(t.db, criteria, { tenant, now: t.clock.now() }, { afterMemberId: null, limit: 1000 });

  it('« Coordonnées bancaires manquantes » (seeded): Marie Dupont is in it, Luc Moreau is not', async () => {
    const audiences = await listSavedAudiences(t.deps);
    expect(audiences.map((a) => a.nom)).toContain('Coordonnées bancaires manquantes');
    expect(await isMemberInAudience(t.deps, MARIE, BANK_DETAILS_MISSING_AUDIENCE_ID)).toBe(true);
    expect(await isMemberInAudience(t.deps, LUC, BANK_DETAILS_MISSING_AUDIENCE_ID)).toBe(false);
    expect(await members([{ type: 'coordonnees-bancaires-manquantes' }])).toEqual(['M001', 'M003', 'M005']);
    expect(await countMembersOfAudience(t.deps, BANK_DETAILS_MISSING_AUDIENCE_ID)).toBe(3);
  });

  it('« Tous les adhérents »: every member, with or without an account', async () => {
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    expect(await members([{ type: 'tous' }])).toHaveLength(rows[0]?.n ?? -1);
  });

  it('by offer and by contract state', async () => {
    expect(await members([{ type: 'offre', offres: ['Santé Essentielle', 'Santé Confort Plus'] }])).toEqual([
      'M002',
      LUC,
    ]);
    expect(await members([{ type: 'etat-contrat', etats: ['suspendu'] }])).toEqual([MARIE, 'M003']);
  });

  it('meets the contract criteria on one and the same contract', async () => {
    // Marie's « Hospitalisation Plus » is suspended but has its bank details; her valid contract has none.
    expect(
      await members([
        { type: 'etat-contrat', etats: ['suspendu'] },
        { type: 'coordonnees-bancaires-manquantes' },
      ]),
    ).toEqual([]);
    expect(
      await members([
        { type: 'etat-contrat', etats: ['valide'] },
        { type: 'coordonnees-bancaires-manquantes' },
      ]),
    ).toEqual([MARIE, 'M003']);
  });

  it('by a tenant feature on for the contract (per-contract activation first, else the switch)', async () => {
    const off = structuredClone(t.deps.tenant) as { client: { fonctionnalites: Record<string, unknown> } };
    off.client.fonctionnalites['mesGaranties'] = {
      isActivated: false,
      isActivatedPerContract: { '1000003-01': true },
    };
    off.client.fonctionnalites['remboursements'] = {
      isActivated: true,
      isActivatedPerContract: { '1000002-01': false, '1000003-01': true },
    };
    const tenant = off as unknown as TenantConfig;
    expect(await members([{ type: 'fonctionnalite', fonctionnalite: 'mesGaranties' }], tenant)).toEqual([
      'M003',
    ]);
    const refunds = await members([{ type: 'fonctionnalite', fonctionnalite: 'remboursements' }], tenant);
    expect(refunds).not.toContain('M002');
    expect(refunds).toEqual(expect.arrayContaining([MARIE, 'M003', LUC]));
  });

  it('by role, double authentication off, and no account created', async () => {
    expect(await members([{ type: 'role', roles: ['User'] }])).toEqual([MARIE, LUC]);
    expect(await members([{ type: 'role', roles: ['Beneficiaire'] }])).toEqual([]);
    expect(await members([{ type: 'double-authentification-desactivee' }])).toEqual([MARIE]);
    const none = await members([{ type: 'compte-non-cree' }]);
    expect(none).toEqual(expect.arrayContaining(['M002', 'M003', 'M004', 'M005', 'M006']));
    expect(none).not.toContain(MARIE);
    expect(none).not.toContain(LUC);
  });

  it('no sign-in for N months: a new session (a sign-in) takes the member out', async () => {
    const sixMonths: AudienceCriterion[] = [{ type: 'sans-connexion', mois: 6 }];
    expect(await members(sixMonths)).toEqual([MARIE, LUC]);
    await t.db.query(
      `INSERT INTO sessions (id_hash, account_id, created_at, expires_at, ip) VALUES ('h', $1, $2, $3, '127.0.0.1')`,
      [DEMO_MEMBER_ACCOUNT_ID, new Date(t.clock.now().getTime() - 86_400_000), t.clock.now()],
    );
    await t.db.query(`DELETE FROM sessions WHERE id_hash = 'h'`); // a logout keeps the sign-in date
    expect(await members(sixMonths)).toEqual([LUC]);
    expect(await members([{ type: 'sans-connexion', mois: 24 }])).toEqual([]);
  });

  it('gives the members in keyset batches, each once, the last batch saying so', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let round = 0; round < 20; round += 1) {
      const batch = await audienceMemberBatch(t.deps, 'audience-tous', { afterMemberId: after, limit: 2 });
      seen.push(...batch.memberIds);
      after = batch.nextAfterMemberId;
      if (after === null) break;
    }
    expect(after).toBeNull();
    expect(seen).toEqual(await members([{ type: 'tous' }]));
    await expect(audienceMemberBatch(t.deps, 'nope', { afterMemberId: null, limit: 2 })).rejects.toThrow();
    expect(await isMemberInAudience(t.deps, MARIE, 'nope')).toBe(false);
  });
});
