import type { Queryable } from '../database.ts';

/** Inserts one feature's demo data; idempotent (it runs at every start and after every test reset). */
export type Seed = (db: Queryable) => Promise<void>;

/** Runs `seeds` one after the other, in the order given (the list lives in `server/src/features.ts`). */
export async function runSeedList(db: Queryable, seeds: readonly Seed[]): Promise<void> {
  for (const seed of seeds) await seed(db);
}
