import type { PortResult } from '@portail/application';
import { err, ok } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { KeysetPage } from './keyset-list.view-model.ts';
import { KeysetListViewModel } from './keyset-list.view-model.ts';

/** Pages of numbers 1..total, three per page; the cursor is the last number shown. */
function numbers(total: number) {
  const asked: { filter: string; cursor: string | null }[] = [];
  const load = (filter: string, cursor: string | null): PortResult<KeysetPage<number>> => {
    asked.push({ filter, cursor });
    const start = cursor === null ? 0 : Number(cursor);
    const items = Array.from({ length: Math.max(0, Math.min(3, total - start)) }, (_, i) => start + i + 1);
    const last = start + items.length;
    return Promise.resolve(ok({ items, next: last < total ? String(last) : null }));
  };
  return { load, asked };
}

describe('KeysetListViewModel', () => {
  it('reads the first page, then appends the next ones until the last', async () => {
    const { load, asked } = numbers(7);
    const announced: string[] = [];
    const list = new KeysetListViewModel(load, 'tous', (m) => void announced.push(m));
    await list.show();
    expect(list.items).toEqual([1, 2, 3]);
    expect(list.hasMore).toBe(true);
    await list.loadMore();
    await list.loadMore();
    expect(list.items).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.hasMore).toBe(false);
    await list.loadMore();
    expect(asked.map((a) => a.cursor)).toEqual([null, '3', '6']);
    expect(announced).toEqual([
      '3 entrées affichées.',
      '3 entrées de plus affichées.',
      '1 entrée de plus affichée.',
    ]);
  });

  it('starts again from the first page when the filter changes', async () => {
    const { load, asked } = numbers(7);
    const list = new KeysetListViewModel<number, string>(load, 'tous');
    await list.show();
    await list.loadMore();
    await list.show('connexion');
    expect(list.items).toEqual([1, 2, 3]);
    expect(asked.at(-1)).toEqual({ filter: 'connexion', cursor: null });
  });

  it('drops an answer overtaken by a newer request', async () => {
    const resolvers: ((page: KeysetPage<string>) => void)[] = [];
    const load = () =>
      new Promise<Awaited<PortResult<KeysetPage<string>>>>((resolve) => {
        resolvers.push((page) => resolve(ok(page)));
      });
    const list = new KeysetListViewModel<string, string>(load, 'a');
    const slow = list.show('a');
    const fast = list.show('b');
    resolvers[1]?.({ items: ['b1'], next: null });
    resolvers[0]?.({ items: ['a1'], next: null });
    await Promise.all([slow, fast]);
    expect(list.items).toEqual(['b1']);
    expect(list.filter).toBe('b');
  });

  it('keeps the French message of a failure and announces it', async () => {
    const announced: string[] = [];
    const list = new KeysetListViewModel<number, string>(
      () => Promise.resolve(err(httpErrorFor(500))),
      'x',
      (m) => void announced.push(m),
    );
    await list.show();
    expect(list.status).toBe('failed');
    expect(list.error).toBe(httpErrorFor(500).message);
    expect(announced).toEqual([httpErrorFor(500).message]);
  });
});
