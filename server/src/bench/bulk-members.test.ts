import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { BULK_FIRST_NUMBER, insertBulkMembers } from './bulk-members.ts';

describe('insertBulkMembers', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('inserts members with their person and contract, four in five with an account, and grows from `first`', async () => {
    const result = await insertBulkMembers(db, { count: 100 });
    expect(result).toMatchObject({ members: 100, accounts: 80 });
    await insertBulkMembers(db, { count: 50, first: 101, analyze: false });
    const counts = await db.query<{ members: string; contracts: string; persons: string; accounts: string }>(
      `SELECT (SELECT count(*) FROM members WHERE id LIKE 'bulk-%') AS members,
              (SELECT count(*) FROM contracts WHERE member_id LIKE 'bulk-%') AS contracts,
              (SELECT count(*) FROM persons WHERE member_id LIKE 'bulk-%') AS persons,
              (SELECT count(*) FROM accounts WHERE id LIKE 'bulk-acc-%') AS accounts`,
    );
    expect(counts.rows[0]).toEqual({ members: 150, contracts: 150, persons: 150, accounts: 120 });
  });

  it('gives member i the documented number, e-mail, account and contract state', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT m.numero_contrat, m.email, m.telephone, c.etat, c.payment_missing, a.status, a.amf_enabled
         FROM members m JOIN contracts c ON c.member_id = m.id LEFT JOIN accounts a ON a.member_id = m.id
        WHERE m.id IN ('bulk-1', 'bulk-13', 'bulk-20') ORDER BY m.id`,
    );
    expect(rows).toEqual([
      {
        numero_contrat: String(BULK_FIRST_NUMBER + 1),
        email: 'adherent1@bulk.example.fr',
        telephone: '0700000001',
        etat: 'suspendu',
        payment_missing: false,
        status: 'pending',
        amf_enabled: false,
      },
      {
        numero_contrat: String(BULK_FIRST_NUMBER + 13),
        email: 'adherent13@bulk.example.fr',
        telephone: '0700000013',
        etat: 'valide',
        payment_missing: true,
        status: 'active',
        amf_enabled: false,
      },
      {
        numero_contrat: String(BULK_FIRST_NUMBER + 20),
        email: 'adherent20@bulk.example.fr',
        telephone: '0700000020',
        etat: 'resilie',
        payment_missing: false,
        status: null,
        amf_enabled: null,
      },
    ]);
  });
});
