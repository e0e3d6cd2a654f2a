import { DEFAULT_HABILITATIONS, defaultHabilitationsFor } from '@portail/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_ACCOUNT_ID,
  DEMO_CONSULTANT_ACCOUNT_ID,
  DEMO_GESTIONNAIRE_ACCOUNT_ID,
  DEMO_MEMBER_ACCOUNT_ID,
} from '../db/seeds/core.seed.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { seedStaffHabilitations } from './staff-habilitations.seed.ts';
import { findHabilitations, revokeHabilitation } from './staff-habilitations.repository.ts';

const sorted = <T extends { area: string; action: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => `${a.area} ${a.action}`.localeCompare(`${b.area} ${b.action}`));

describe('staff habilitations (seeded from the role defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('gives each seeded staff account its role defaults and a member none', async () => {
    expect(sorted(await findHabilitations(t.db, DEMO_ADMIN_ACCOUNT_ID))).toEqual(
      sorted(DEFAULT_HABILITATIONS.Admin),
    );
    expect(sorted(await findHabilitations(t.db, DEMO_GESTIONNAIRE_ACCOUNT_ID))).toEqual(
      sorted(defaultHabilitationsFor(['Gestionnaire', 'BackEndUser'])),
    );
    expect(sorted(await findHabilitations(t.db, DEMO_CONSULTANT_ACCOUNT_ID))).toEqual(
      sorted(DEFAULT_HABILITATIONS.Consultant),
    );
    expect(await findHabilitations(t.db, DEMO_MEMBER_ACCOUNT_ID)).toEqual([]);
  });

  it('keeps a withdrawn habilitation withdrawn when the seeds run again (every start)', async () => {
    await revokeHabilitation(t.db, DEMO_CONSULTANT_ACCOUNT_ID, { area: 'faq', action: 'read' });
    await seedStaffHabilitations(t.db);
    const areas = (await findHabilitations(t.db, DEMO_CONSULTANT_ACCOUNT_ID)).map((h) => h.area);
    expect(areas).not.toContain('faq');
    expect(areas).toContain('contenus');
  });
});
