import { DEFAULT_REQUEST_TARGET_DELAY_HOURS } from '@portail/domain';
import type { Queryable } from '../database.ts';

/**
 * The target delay of each request type (domain defaults, e.g. 48 h for a hospital coverage), changed in the back
 * office (« Référentiels »). A type already set keeps its value.
 */
export async function seedRequestTargetDelays(db: Queryable): Promise<void> {
  const types = Object.keys(DEFAULT_REQUEST_TARGET_DELAY_HOURS);
  await db.query(
    `INSERT INTO request_target_delays (request_type, hours)
     SELECT * FROM unnest($1::text[], $2::int[]) ON CONFLICT (request_type) DO NOTHING`,
    [types, Object.values(DEFAULT_REQUEST_TARGET_DELAY_HOURS)],
  );
  await db.query(
    'INSERT INTO request_target_delays_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING',
  );
}
