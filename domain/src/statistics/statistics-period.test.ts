import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  defaultStatisticsPeriod,
  periodBuckets,
  rateOf,
  statisticsPeriodOf,
} from './statistics-period.ts';

describe('statistics period', () => {
  it('accepts two real days in order, at most two years apart, with a known granularity', () => {
    expect(statisticsPeriodOf('2026-01-01', '2026-01-31', 'jour')).toEqual({
      du: '2026-01-01',
      au: '2026-01-31',
      granularite: 'jour',
    });
    expect(statisticsPeriodOf('2026-01-01', '2026-01-01', 'mois')).not.toBeNull();
    expect(statisticsPeriodOf('2024-01-01', '2025-12-31', 'mois')).not.toBeNull();
    expect(statisticsPeriodOf('2024-01-01', '2026-01-01', 'mois')).toBeNull();
    expect(statisticsPeriodOf('2026-02-30', '2026-03-01', 'jour')).toBeNull();
    expect(statisticsPeriodOf('2026-03-02', '2026-03-01', 'jour')).toBeNull();
    expect(statisticsPeriodOf('2026-03-01', '2026-03-02', 'annee')).toBeNull();
    expect(statisticsPeriodOf(undefined, '2026-03-02', 'jour')).toBeNull();
  });

  it('starts a week on Monday (ISO) and a month on its first day', () => {
    expect(bucketStart('2026-03-29', 'semaine')).toBe('2026-03-23'); // a Sunday
    expect(bucketStart('2026-03-30', 'semaine')).toBe('2026-03-30'); // a Monday
    expect(bucketStart('2026-01-01', 'semaine')).toBe('2025-12-29');
    expect(bucketStart('2026-02-28', 'mois')).toBe('2026-02-01');
    expect(bucketStart('2026-02-28', 'jour')).toBe('2026-02-28');
  });

  it('lists every bucket of the period once, in order, across a year end and a DST change', () => {
    expect(periodBuckets({ du: '2026-03-27', au: '2026-03-30', granularite: 'jour' })).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(periodBuckets({ du: '2025-12-24', au: '2026-01-12', granularite: 'semaine' })).toEqual([
      '2025-12-22',
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ]);
    expect(periodBuckets({ du: '2025-11-15', au: '2026-02-01', granularite: 'mois' })).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('defaults to the last 30 days per day, and divides only by a positive whole', () => {
    expect(defaultStatisticsPeriod('2026-03-01')).toEqual({
      du: '2026-01-31',
      au: '2026-03-01',
      granularite: 'jour',
    });
    expect(rateOf(1, 4)).toBe(0.25);
    expect(rateOf(0, 0)).toBeNull();
  });
});
