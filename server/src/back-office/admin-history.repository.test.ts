import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import type { NewHistoryEntry } from './admin-history.repository.ts';
import { appendHistory, findHistoryPage } from './admin-history.repository.ts';

const entry = (minute: number, overrides: Partial<NewHistoryEntry> = {}): NewHistoryEntry => ({
  at: new Date(Date.UTC(2026, 0, 10, 9, minute)),
  staffAccountId: 'staff-a',
  staffLogin: 'a@mutuelle.fr',
  area: 'faq',
  item: `question-${minute}`,
  action: 'update',
  summary: { avant: 'x', apres: 'y' },
  ...overrides,
});

describe('admin_history (append-only staff history)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('refuses UPDATE and DELETE of any entry (trigger), and keeps the entry unchanged', async () => {
    await appendHistory(t.db, entry(1));
    await expect(t.db.query(`UPDATE admin_history SET action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM admin_history')).rejects.toThrow(/append-only/);
    await expect(t.db.query(`UPDATE admin_history SET summary = '{}'::jsonb WHERE id = 1`)).rejects.toThrow(
      /append-only/,
    );
    const page = await findHistoryPage(t.db, {}, null, 10);
    expect(page.entries).toEqual([
      expect.objectContaining({ action: 'update', summary: { avant: 'x', apres: 'y' } }),
    ]);
  });

  it('reads newest first in keyset pages that neither skip nor repeat, entries at the same instant included', async () => {
    for (const minute of [1, 2, 2, 2, 3, 4, 5]) await appendHistory(t.db, entry(minute));
    const seen: number[] = [];
    let cursor = null;
    let pages = 0;
    for (;;) {
      const page = await findHistoryPage(t.db, {}, cursor, 3);
      pages += 1;
      seen.push(...page.entries.map((e) => e.id));
      const last = page.entries.at(-1);
      if (!page.more || last === undefined) break;
      cursor = { at: last.at, id: last.id };
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('filters by staff account, area and period (from inclusive, to exclusive)', async () => {
    await appendHistory(t.db, entry(1));
    await appendHistory(t.db, entry(2, { staffAccountId: 'staff-b', staffLogin: 'b@mutuelle.fr' }));
    await appendHistory(t.db, entry(3, { area: 'contenus', item: 'Register_Help' }));
    await appendHistory(t.db, entry(4, { area: 'connexion', item: null, action: 'sign-in', summary: {} }));
    const ids = async (filter: Parameters<typeof findHistoryPage>[1]) =>
      (await findHistoryPage(t.db, filter, null, 10)).entries.map((e) => e.id);
    expect(await ids({ staffAccountId: 'staff-b' })).toEqual([2]);
    expect(await ids({ area: 'contenus' })).toEqual([3]);
    expect(await ids({ staffAccountId: 'staff-a', area: 'faq' })).toEqual([1]);
    expect(
      await ids({ from: new Date(Date.UTC(2026, 0, 10, 9, 2)), to: new Date(Date.UTC(2026, 0, 10, 9, 4)) }),
    ).toEqual([3, 2]);
  });
});
