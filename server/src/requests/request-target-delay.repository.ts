import { DEFAULT_REQUEST_TARGET_DELAY_HOURS, type RequestKind } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/**
 * The target delay of a kind of request, in hours, as the back office sets it (`request_target_delays`, migration
 * 123 of the staff side), else the domain's default (48 h for a hospital coverage…). The table is looked up by
 * name so that this branch runs before and after migration 123 (once both are merged the guard always finds it).
 */
export async function findTargetDelayHours(db: Queryable, kind: RequestKind): Promise<number> {
  const { rows } = await db.query<{ present: boolean }>(
    "SELECT to_regclass('request_target_delays') IS NOT NULL AS present",
  );
  if (rows[0]?.present === true) {
    const found = await db.query<{ hours: number }>(
      'SELECT hours FROM request_target_delays WHERE request_type = $1',
      [kind],
    );
    const hours = found.rows[0]?.hours;
    if (hours !== undefined) return hours;
  }
  return DEFAULT_REQUEST_TARGET_DELAY_HOURS[kind];
}
