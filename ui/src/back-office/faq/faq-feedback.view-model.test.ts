import type { DownloadedFile, FaqFeedback, FeedbackQuery, PortResult } from '@portail/application';
import { ok } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { END_BEFORE_START, FaqFeedbackViewModel, INVALID_DAY } from './faq-feedback.view-model.ts';

const FEEDBACK: FaqFeedback = {
  questions: [{ id: 1, title: 'Connexion', clicks: 3, yes: 2, no: 1, comments: [] }],
  missedSearches: [{ search: 'zzz', count: 2 }],
};

function feedback() {
  const asked: FeedbackQuery[] = [];
  const exported: FeedbackQuery[] = [];
  const saved: string[] = [];
  const model = new FaqFeedbackViewModel({
    faq: {
      getFeedback(query: FeedbackQuery): PortResult<FaqFeedback> {
        asked.push(query);
        return Promise.resolve(ok(FEEDBACK));
      },
      exportFeedback(query: FeedbackQuery): PortResult<DownloadedFile> {
        exported.push(query);
        return Promise.resolve(ok({ fileName: 'faq-avis.csv', content: new Blob(['x']) }));
      },
    },
    save: (fileName) => void saved.push(fileName),
    announce: () => undefined,
  });
  return { model, asked, exported, saved };
}

describe('FaqFeedbackViewModel', () => {
  it('loads the figures of the period typed, most clicked first', async () => {
    const { model, asked } = feedback();
    model.setFrom('2026-01-01');
    model.setTo('2026-01-31');
    await model.apply();
    expect(asked).toEqual([{ from: '2026-01-01', to: '2026-01-31', sort: 'clics', order: 'desc' }]);
    expect(model.feedback).toEqual(FEEDBACK);
  });

  it('refuses a wrong period without asking the server', async () => {
    const { model, asked } = feedback();
    model.setFrom('2026-02-01');
    model.setTo('2026-01-01');
    await model.apply();
    expect(model.toError).toBe(END_BEFORE_START);
    model.setFrom('01/02');
    expect(model.fromError).toBe(INVALID_DAY);
    expect(asked).toEqual([]);
  });

  it('sorts by a column, reverses on a second press, and exports exactly what is shown', async () => {
    const { model, asked, exported, saved } = feedback();
    await model.sortBy('titre');
    await model.sortBy('titre');
    await model.sortBy('non');
    expect(asked.map((q) => [q.sort, q.order])).toEqual([
      ['titre', 'asc'],
      ['titre', 'desc'],
      ['non', 'desc'],
    ]);
    model.setFrom('2026-03-01');
    await model.exportCsv();
    expect(exported).toEqual([{ sort: 'non', order: 'desc' }]);
    expect(saved).toEqual(['faq-avis.csv']);
  });
});
