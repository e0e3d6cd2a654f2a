import type { Queryable } from '../../db/database.ts';

/** The target delay of one request type, in hours. */
export interface RequestTargetDelay {
  readonly type: string;
  readonly hours: number;
}

export interface RequestTargetDelays {
  readonly version: number;
  readonly delays: readonly RequestTargetDelay[];
}

/** Every request type's target delay (table `request_target_delays`) and the table's version. */
export async function findTargetDelays(db: Queryable): Promise<RequestTargetDelays> {
  const [rows, version] = await Promise.all([
    db.query<{ request_type: string; hours: number }>(
      'SELECT request_type, hours FROM request_target_delays ORDER BY request_type',
    ),
    db.query<{ version: number }>('SELECT version FROM request_target_delays_version WHERE id = 1'),
  ]);
  return {
    version: version.rows[0]?.version ?? 0,
    delays: rows.rows.map((row) => ({ type: row.request_type, hours: row.hours })),
  };
}

/**
 * Sets the listed delays when the table is still at `version` (in the caller's transaction): the new version, or
 * null when someone saved meanwhile (nothing written).
 */
export async function updateTargetDelays(
  tx: Queryable,
  version: number,
  delays: readonly RequestTargetDelay[],
  by: { readonly at: Date; readonly login: string },
): Promise<number | null> {
  const bumped = await tx.query<{ version: number }>(
    `INSERT INTO request_target_delays_version (id, version) VALUES (1, 1)
       ON CONFLICT (id) DO UPDATE SET version = request_target_delays_version.version + 1
       WHERE request_target_delays_version.version = $1
     RETURNING version`,
    [version],
  );
  const next = bumped.rows[0]?.version;
  if (next === undefined || (next === 1 && version !== 0)) return null;
  await tx.query(
    `INSERT INTO request_target_delays (request_type, hours, updated_at, updated_by)
     SELECT type, hours, $3, $4 FROM unnest($1::text[], $2::int[]) AS d(type, hours)
     ON CONFLICT (request_type) DO UPDATE SET hours = EXCLUDED.hours, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by`,
    [delays.map((d) => d.type), delays.map((d) => d.hours), by.at, by.login],
  );
  return next;
}
