import {
  type ValidationResult,
  monacoNumberOfNir,
  validateBic,
  validateEmail,
  validateIban,
  validateIbanLastFour,
  validateNir,
  validatePostalCode,
} from '@portail/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../features.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../database.ts';
import { seedLargeMember } from './care-acts.seed.ts';

interface MemberRow extends Record<string, unknown> {
  id: string;
  nir: string | null;
  code_postal: string | null;
  iban_last4: string | null;
  email: string | null;
}

interface RibRow extends Record<string, unknown> {
  numero_contrat_individuel: string;
  member_id: string;
  iban: string;
  rib_bic: string | null;
}

/** `label` → the issue codes its validator found (an empty list when valid). */
function failures(checks: readonly (readonly [string, ValidationResult])[]): Record<string, string[]> {
  return Object.fromEntries(
    checks
      .filter(([, result]) => result.length > 0)
      .map(([label, result]) => [label, result.map((i) => i.code)]),
  );
}

describe('the seed data passes the domain validators it would meet in the portal', () => {
  let db: Database;
  let members: MemberRow[];
  let ribs: RibRow[];
  beforeAll(async () => {
    db = await createTestDatabase();
    await runSeeds(db);
    await seedLargeMember(db, 10);
    members = (
      await db.query<MemberRow>('SELECT id, nir, code_postal, iban_last4, email FROM members ORDER BY id')
    ).rows;
    ribs = (
      await db.query<RibRow>(
        `SELECT numero_contrat_individuel, member_id, rib_pays || rib_cle_iban || rib_identifiant_national AS iban, rib_bic
           FROM contracts WHERE rib_identifiant_national IS NOT NULL ORDER BY numero_contrat_individuel`,
      )
    ).rows;
  });
  afterAll(async () => db.close());

  it('reads the demo members, the large member and their bank details', () => {
    expect(members.map((member) => member.id)).toEqual(expect.arrayContaining(['M001', 'M100']));
    expect(ribs.map((rib) => rib.member_id)).toEqual(expect.arrayContaining(['M001', 'M100']));
  });

  it('every seeded IBAN and BIC is valid (checksum and RIB key)', () => {
    expect(
      failures(
        ribs.flatMap((rib) => [
          [`${rib.numero_contrat_individuel} IBAN ${rib.iban}`, validateIban(rib.iban)],
          [`${rib.numero_contrat_individuel} BIC`, validateBic(rib.rib_bic)],
        ]),
      ),
    ).toEqual({});
  });

  it('every seeded NIR, postal code, e-mail and « 4 derniers caractères de l’IBAN » is valid', () => {
    expect(
      failures(
        members.flatMap((member) => {
          const monaco = member.nir?.startsWith('98') === true;
          const nir = monaco ? monacoNumberOfNir(member.nir ?? '') : member.nir;
          return [
            [`${member.id} NIR`, validateNir(nir, undefined, { monaco })],
            [`${member.id} code postal`, validatePostalCode(member.code_postal, { required: false })],
            [`${member.id} e-mail`, validateEmail(member.email, { required: false })],
            [`${member.id} IBAN (4 derniers)`, validateIbanLastFour(member.iban_last4)],
          ];
        }),
      ),
    ).toEqual({});
  });

  it('the last four IBAN characters on file are those of one of the member’s own bank accounts', () => {
    const mismatched = members
      .filter((member) => member.iban_last4 !== null)
      .filter((member) => ribs.some((rib) => rib.member_id === member.id))
      .filter(
        (member) =>
          !ribs.some((rib) => rib.member_id === member.id && rib.iban.endsWith(member.iban_last4 ?? '')),
      )
      .map((member) => member.id);
    expect(mismatched).toEqual([]);
  });

  it('every account login and e-mail is a valid e-mail address', async () => {
    const { rows } = await db.query<{ user_name: string; email: string }>(
      'SELECT user_name, email FROM accounts',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(
      failures(
        rows.flatMap((row) => [
          [row.user_name, validateEmail(row.user_name)],
          [`${row.user_name} e-mail`, validateEmail(row.email)],
        ]),
      ),
    ).toEqual({});
  });
});
