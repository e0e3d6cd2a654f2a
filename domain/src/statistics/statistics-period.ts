/**
 * The period of the « Statistiques » dashboard (issue 27): two calendar days (YYYY-MM-DD, both included, in the
 * portal's time zone Europe/Paris) and a granularity; the buckets the figures are counted in (a day, an ISO week
 * starting on Monday, a calendar month), each named by its first day.
 */
export const STATISTICS_GRANULARITIES = ['jour', 'semaine', 'mois'] as const;
export type StatisticsGranularity = (typeof STATISTICS_GRANULARITIES)[number];

export interface StatisticsPeriod {
  readonly du: string;
  readonly au: string;
  readonly granularite: StatisticsGranularity;
}

/** The longest period shown: two years (731 days, both ends included). */
export const STATISTICS_MAX_DAYS = 731;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a calendar day at 00:00 UTC, or null when `day` is not a real YYYY-MM-DD day. */
function dayMs(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function isStatisticsGranularity(value: unknown): value is StatisticsGranularity {
  return typeof value === 'string' && (STATISTICS_GRANULARITIES as readonly string[]).includes(value);
}

/** The period when the three values make one the dashboard can show, else null. */
export function statisticsPeriodOf(du: unknown, au: unknown, granularite: unknown): StatisticsPeriod | null {
  if (typeof du !== 'string' || typeof au !== 'string' || !isStatisticsGranularity(granularite)) return null;
  const from = dayMs(du);
  const to = dayMs(au);
  if (from === null || to === null || to < from || (to - from) / DAY_MS + 1 > STATISTICS_MAX_DAYS)
    return null;
  return { du, au, granularite };
}

/** The first day of the bucket holding `day` (Monday of its ISO week, first of its month). */
export function bucketStart(day: string, granularite: StatisticsGranularity): string {
  const ms = dayMs(day);
  if (ms === null) throw new Error(`not a day: ${day}`);
  if (granularite === 'jour') return day;
  if (granularite === 'mois') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return dayOf(ms - weekday * DAY_MS);
}

/** Every bucket of the period, in order, named by its first day (the first may start before `du`). */
export function periodBuckets(period: StatisticsPeriod): string[] {
  const buckets: string[] = [];
  const end = dayMs(period.au) ?? 0;
  for (let ms = dayMs(period.du) ?? end + 1; ms <= end; ms += DAY_MS) {
    const start = bucketStart(dayOf(ms), period.granularite);
    if (buckets[buckets.length - 1] !== start) buckets.push(start);
  }
  return buckets;
}

/** The default period: the 30 days up to `today`, per day. */
export function defaultStatisticsPeriod(today: string): StatisticsPeriod {
  const ms = dayMs(today) ?? 0;
  return { du: dayOf(ms - 29 * DAY_MS), au: today, granularite: 'jour' };
}

/** `part / whole` as a ratio, or null when there is nothing to divide by. */
export function rateOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
