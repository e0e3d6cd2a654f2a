import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { migrate } from '../migrate.ts';
import { openPgliteDatabase } from '../pglite-database.ts';
import { runSeeds } from '../../features.ts';

let db: Database;

beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
  await runSeeds(db);
  await runSeeds(db);
}, 120_000);

afterAll(async () => {
  await db.close();
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) AS q`, params);
  return rows[0]?.n ?? -1;
}

describe('seedContent', () => {
  it('gives the demo member (with an active account) several contracts, one whose payment is missing', async () => {
    const { rows } = await db.query<{ numero_contrat_individuel: string; payment_missing: boolean }>(
      `SELECT c.numero_contrat_individuel, c.payment_missing FROM contracts c
         JOIN accounts a ON a.member_id = c.member_id AND a.status = 'active' ORDER BY c.position`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((row) => row.payment_missing)).toBe(true);
  });

  it('covers every contract state', async () => {
    const { rows } = await db.query<{ etat: string }>('SELECT DISTINCT etat FROM contracts ORDER BY etat');
    expect(rows.map((row) => row.etat)).toEqual(['eninstance', 'resilie', 'suspendu', 'valide']);
  });

  it('is idempotent', async () => {
    expect(await count('SELECT 1 FROM cms_items WHERE id = $1', ['cms-footer'])).toBe(1);
    expect(await count('SELECT 1 FROM faq_related_questions WHERE question_id = 1')).toBe(3);
  });

  it('leaves the demo member pending consents', async () => {
    expect(
      await count("SELECT 1 FROM member_consents WHERE member_id = 'M001' AND accepted IS NULL"),
    ).toBeGreaterThan(0);
  });

  it('has the CMS blocks the public screens read, static pages with h4–h6 headings and links', async () => {
    for (const name of [
      'Register_Num_Secu_Popup',
      'Register_Help',
      'Footer',
      'Page_Erreur',
      'Popup_Consentement',
    ]) {
      expect(await count('SELECT 1 FROM cms_items WHERE block_name = $1', [name])).toBeGreaterThan(0);
    }
    const { rows } = await db.query<{ item_name: string; content: string }>(
      "SELECT item_name, content FROM cms_items WHERE block_name = 'Pages_Statiques' ORDER BY item_name",
    );
    expect(rows.map((row) => row.item_name)).toEqual([
      'accessibilite',
      'cgu',
      'donnees-personnelles',
      'mentions-legales',
    ]);
    for (const row of rows) {
      expect(row.content).toMatch(/<h[456]>/);
      expect(row.content).toContain('<a href=');
    }
  });

  it('has a Top 5 and every care-network image', async () => {
    expect(await count('SELECT 1 FROM faq_questions WHERE popular_rank BETWEEN 1 AND 5')).toBe(5);
    expect(
      await count(
        'SELECT 1 FROM care_networks n LEFT JOIN cms_images i ON i.id = n.image_id WHERE i.id IS NULL',
      ),
    ).toBe(0);
    expect(await count("SELECT 1 FROM care_networks WHERE image_form = 'covers'")).toBeGreaterThan(0);
    expect(await count("SELECT 1 FROM care_networks WHERE num_omc <> ''")).toBeGreaterThan(0);
  });
});
