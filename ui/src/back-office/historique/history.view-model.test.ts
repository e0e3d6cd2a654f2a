import type {
  AdminHistoryEntry,
  AdminHistoryFilter,
  AdminHistoryPage,
  PortResult,
} from '@portail/application';
import { ok } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { END_BEFORE_START, INVALID_DATE } from './history-filters.view-model.ts';
import { HistoryViewModel } from './history.view-model.ts';

const TODAY = new Date(2026, 10, 26);

function entry(id: number): AdminHistoryEntry {
  return {
    id: String(id),
    at: new Date(2026, 10, 26, 10, 0, id),
    staffLogin: 'admin@mutuelle.fr',
    area: 'connexion',
    item: null,
    action: 'sign-in',
    summary: {},
  };
}

function history(pages: Record<string, AdminHistoryPage>) {
  const asked: { filter: AdminHistoryFilter; before: string | null }[] = [];
  const port = {
    page(filter: AdminHistoryFilter, before: string | null): PortResult<AdminHistoryPage> {
      asked.push({ filter, before });
      return Promise.resolve(ok(pages[before ?? 'first'] ?? { entries: [], next: null }));
    },
    exportUrl: (filter: AdminHistoryFilter) =>
      `/export?${new URLSearchParams(filter as Record<string, string>)}`,
  };
  const announced: string[] = [];
  const model = new HistoryViewModel({
    history: port,
    announce: (text) => void announced.push(text),
    today: () => TODAY,
  });
  return { model, asked, announced };
}

describe('HistoryViewModel', () => {
  it('shows the newest entries, then the older ones on « Entrées plus anciennes »', async () => {
    const { model, asked } = history({
      first: { entries: [entry(3), entry(2)], next: 'c2' },
      c2: { entries: [entry(1)], next: null },
    });
    await model.start();
    expect(model.list.items.map((e) => e.id)).toEqual(['3', '2']);
    expect(model.list.hasMore).toBe(true);
    await model.list.loadMore();
    expect(model.list.items.map((e) => e.id)).toEqual(['3', '2', '1']);
    expect(model.list.hasMore).toBe(false);
    expect(asked.map((a) => a.before)).toEqual([null, 'c2']);
  });

  it('applies the typed filters: login, area, item, both days of the period included', async () => {
    const { model, asked } = history({});
    model.filters.setLogin('  consultant@mutuelle.fr ');
    model.filters.setArea('contenus');
    model.filters.setItem('Register_Help');
    model.filters.from.typeText('01/11/2026');
    model.filters.to.typeText('25/11/2026');
    await model.apply();
    expect(asked.at(-1)?.filter).toEqual({
      login: 'consultant@mutuelle.fr',
      area: 'contenus',
      item: 'Register_Help',
      from: new Date(2026, 10, 1),
      to: new Date(2026, 10, 26),
    });
  });

  it('refuses a wrong period with French messages, without asking the server', async () => {
    const { model, asked } = history({});
    model.filters.from.typeText('31/02/2026');
    await model.apply();
    expect(model.submitted).toBe(true);
    expect(model.filters.issues).toEqual({ from: INVALID_DATE });
    model.filters.from.typeText('20/11/2026');
    model.filters.to.typeText('10/11/2026');
    expect(model.filters.issues).toEqual({ to: END_BEFORE_START });
    expect(asked).toEqual([]);
  });

  it('ignores an unknown area and clears every filter', async () => {
    const { model, asked } = history({});
    model.filters.setArea('nulle-part');
    expect(model.filters.area).toBe('');
    model.filters.setLogin('x@mutuelle.fr');
    await model.apply();
    await model.clear();
    expect(model.filters.login).toBe('');
    expect(asked.at(-1)?.filter).toEqual({});
  });

  it('exports the filter shown, not one typed but not applied', async () => {
    const { model } = history({});
    model.filters.setArea('faq');
    await model.apply();
    model.filters.setArea('contenus');
    expect(model.exportUrl).toBe('/export?area=faq');
  });
});
