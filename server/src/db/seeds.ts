import { seedContent } from '../content/content.seed.ts';
import { seedCore } from '../identity/core.seed.ts';
import { seedAmfDemo } from '../identity/login-code/amf-demo.seed.ts';
import type { Queryable } from './database.ts';

/** Every seed, in order (core first: content rows reference members). Idempotent. */
export async function runSeeds(db: Queryable): Promise<void> {
  await seedCore(db);
  await seedContent(db);
  await seedAmfDemo(db);
}
