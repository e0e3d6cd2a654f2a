import { DEFAULT_REQUEST_TARGET_DELAY_HOURS, type RequestKind } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/**
 * The target delay of a kind of request, in hours, as the back office sets it (« Référentiels » › « Délais de
 * traitement », table `request_target_delays` of migration 123), else the domain's default (48 h for a hospital
 * coverage…).
 */
export async function findTargetDelayHours(db: Queryable, kind: RequestKind): Promise<number> {
  const found = await db.query<{ hours: number }>(
    'SELECT hours FROM request_target_delays WHERE request_type = $1',
    [kind],
  );
  return found.rows[0]?.hours ?? DEFAULT_REQUEST_TARGET_DELAY_HOURS[kind];
}
