import type { StatisticsGranularity, StatisticsPeriod } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

/** SQL `date_trunc` unit of each granularity (a week starts on Monday there too). */
const UNIT: Readonly<Record<StatisticsGranularity, string>> = { jour: 'day', semaine: 'week', mois: 'month' };

/** The period's bounds as instants: from `du` 00:00 to the day after `au` 00:00, in Europe/Paris. */
export interface PeriodInstants {
  readonly from: Date;
  readonly to: Date;
}

export async function periodInstants(db: Queryable, period: StatisticsPeriod): Promise<PeriodInstants> {
  const { rows } = await db.query<{ from: Date; to: Date }>(
    `SELECT ($1::date)::timestamp AT TIME ZONE 'Europe/Paris' AS "from",
            ($2::date + 1)::timestamp AT TIME ZONE 'Europe/Paris' AS "to"`,
    [period.du, period.au],
  );
  const row = rows[0];
  if (!row) throw new Error('no period bounds');
  return { from: row.from, to: row.to };
}

/** One count of the per-day rollup, summed per bucket (named by its first day). */
export interface BucketCount {
  readonly kind: string;
  readonly variant: string;
  readonly bucket: string;
  readonly n: number;
}

/** The events of the period per kind, variant and bucket, from the per-day rollup (migration 141). */
export async function eventCounts(db: Queryable, period: StatisticsPeriod): Promise<BucketCount[]> {
  const { rows } = await db.query<{ kind: string; variant: string; bucket: string; n: string }>(
    `SELECT kind, variant, to_char(date_trunc($3, day), 'YYYY-MM-DD') AS bucket, sum(n) AS n
       FROM event_day_counts WHERE day BETWEEN $1::date AND $2::date
      GROUP BY kind, variant, bucket`,
    [period.du, period.au, UNIT[period.granularite]],
  );
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** The median time (seconds) from the request to the activation of the accounts activated in the period. */
export async function medianActivationDelay(db: Queryable, period: PeriodInstants): Promise<number | null> {
  const { rows } = await db.query<{ median: number | null }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY delay_seconds) AS median
       FROM events WHERE kind = 'account-activated' AND at >= $1 AND at < $2`,
    [period.from, period.to],
  );
  const median = rows[0]?.median;
  return median === null || median === undefined ? null : Number(median);
}

/** Active member accounts today, and those with double authentication on. */
export async function doubleAuthenticationAdoption(
  db: Queryable,
): Promise<{ readonly active: number; readonly on: number }> {
  const { rows } = await db.query<{ active: string; on: string }>(
    `SELECT count(*) AS active, count(*) FILTER (WHERE amf_enabled) AS on
       FROM accounts WHERE member_id IS NOT NULL AND status = 'active'`,
  );
  return { active: Number(rows[0]?.active ?? 0), on: Number(rows[0]?.on ?? 0) };
}

/** Notifications of the centre sent per bucket, and how many of them were opened since. */
export async function notificationCounts(
  db: Queryable,
  period: StatisticsPeriod,
  instants: PeriodInstants,
): Promise<{ readonly bucket: string; readonly sent: number; readonly opened: number }[]> {
  const { rows } = await db.query<{ bucket: string; sent: string; opened: string }>(
    `SELECT to_char(date_trunc($3, (created_at AT TIME ZONE 'Europe/Paris')::date), 'YYYY-MM-DD') AS bucket,
            count(*) AS sent, count(read_at) AS opened
       FROM member_notifications WHERE created_at >= $1 AND created_at < $2
      GROUP BY bucket`,
    [instants.from, instants.to, UNIT[period.granularite]],
  );
  return rows.map((row) => ({ bucket: row.bucket, sent: Number(row.sent), opened: Number(row.opened) }));
}

/** Per request type, the requests sent in the period against the type's target delay. */
export interface RequestTypeFigures {
  readonly type: string;
  readonly nombre: number;
  readonly traitees: number;
  readonly delaiMedianHeures: number | null;
  readonly delaiCibleHeures: number | null;
  readonly enRetard: number;
}

const ANSWERED = `r.status IN ('acceptee', 'refusee', 'cloturee')`;

export async function requestFigures(
  db: Queryable,
  instants: PeriodInstants,
  now: Date,
): Promise<RequestTypeFigures[]> {
  const { rows } = await db.query<{
    type: string;
    nombre: string;
    traitees: string;
    median: number | null;
    cible: number | null;
    late: string;
  }>(
    `SELECT r.kind AS type, count(*) AS nombre, count(*) FILTER (WHERE ${ANSWERED}) AS traitees,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.status_changed_at - r.submitted_at) / 3600)
              FILTER (WHERE ${ANSWERED}) AS median,
            d.hours AS cible,
            count(*) FILTER (WHERE CASE WHEN ${ANSWERED} THEN r.status_changed_at > r.due_at ELSE $3 > r.due_at END)
              AS late
       FROM member_requests r LEFT JOIN request_target_delays d ON d.request_type = r.kind
      WHERE r.submitted_at >= $1 AND r.submitted_at < $2
      GROUP BY r.kind, d.hours ORDER BY r.kind`,
    [instants.from, instants.to, now],
  );
  return rows.map((row) => ({
    type: row.type,
    nombre: Number(row.nombre),
    traitees: Number(row.traitees),
    delaiMedianHeures: row.median === null ? null : Math.round(Number(row.median) * 10) / 10,
    delaiCibleHeures: row.cible === null ? null : Number(row.cible),
    enRetard: Number(row.late),
  }));
}
