import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import { findVersions } from './contents.repository.ts';

describe('cms_versions: every published version kept', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('seeds the delivered text of each item as its version 1', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cms_items i WHERE NOT EXISTS (SELECT 1 FROM cms_versions v WHERE v.item_id = i.id AND v.number = 1)',
    );
    expect(rows[0]?.n).toBe(0);
    expect(await findVersions(t.db, 'cms-footer')).toEqual([
      expect.objectContaining({ number: 1, publishedBy: 'contenu initial' }),
    ]);
  });

  it('refuses UPDATE and DELETE of a version (append-only trigger), which stays unchanged', async () => {
    await expect(
      t.db.query("UPDATE cms_versions SET content = 'x' WHERE item_id = 'cms-footer'"),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query("DELETE FROM cms_versions WHERE item_id = 'cms-footer'")).rejects.toThrow(
      /append-only/,
    );
    const { rows } = await t.db.query<{ content: string }>(
      "SELECT content FROM cms_versions WHERE item_id = 'cms-footer'",
    );
    expect(rows[0]?.content).toContain('Mutuelle Démo');
  });
});
