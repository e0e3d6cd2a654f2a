import type { Queryable } from '../database.ts';

/**
 * The default target delay of each request type, in hours (issue 25: e.g. 48 h for a hospital coverage), changed
 * in the back office (« Référentiels »). A type already set keeps its value.
 */
export const DEFAULT_REQUEST_TARGET_DELAYS: Readonly<Record<string, number>> = Object.freeze({
  'prise-en-charge-hospitaliere': 48,
  remboursement: 120,
  'declaration-sinistre': 240,
  'ajout-beneficiaire': 120,
  'radiation-beneficiaire': 120,
  devis: 72,
});

export async function seedRequestTargetDelays(db: Queryable): Promise<void> {
  const types = Object.keys(DEFAULT_REQUEST_TARGET_DELAYS);
  await db.query(
    `INSERT INTO request_target_delays (request_type, hours)
     SELECT * FROM unnest($1::text[], $2::int[]) ON CONFLICT (request_type) DO NOTHING`,
    [types, types.map((type) => DEFAULT_REQUEST_TARGET_DELAYS[type])],
  );
  await db.query(
    'INSERT INTO request_target_delays_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING',
  );
}
