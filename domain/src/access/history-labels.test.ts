import { describe, expect, it } from 'vitest';
import {
  HISTORY_AREA_LABELS,
  HISTORY_SUMMARY_MAX_LENGTH,
  historyActionLabel,
  historySummaryText,
} from './history-labels.ts';

describe('history labels', () => {
  it('names the sign-in area and every back-office area in French', () => {
    expect(HISTORY_AREA_LABELS.connexion).toBe('Connexion');
    expect(HISTORY_AREA_LABELS['modeles-mails']).toBe('Modèles de mails');
  });

  it('labels the known actions and shows an unknown one as it is', () => {
    expect(historyActionLabel('sign-in-failed')).toBe('Échec de connexion');
    expect(historyActionLabel('publish')).toBe('Publication');
    expect(historyActionLabel('archive')).toBe('archive');
  });

  it('writes before → after first, then the other fields', () => {
    expect(historySummaryText({ before: 'v1', after: 'v2', version: 3 })).toBe(
      'avant : v1 → après : v2 ; version : 3',
    );
    expect(historySummaryText({ after: { titre: 'Aide' } })).toBe('après : {"titre":"Aide"}');
    expect(historySummaryText({ before: null })).toBe('avant : —');
    expect(historySummaryText({})).toBe('');
  });

  it('cuts a long summary with an ellipsis', () => {
    const text = historySummaryText({ after: 'x'.repeat(1000) });
    expect(text).toHaveLength(HISTORY_SUMMARY_MAX_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });
});
