import type { Queryable } from '../db/database.ts';
import { seedCms } from './seeding/cms.seed.ts';
import { seedFaq } from './seeding/faq.seed.ts';
import { seedCareActs } from './refunds/care-acts.seed.ts';
import { seedGuarantees } from './seeding/guarantees.seed.ts';
import { seedMemberContent, seedReferenceContent } from './seeding/member.seed.ts';

/**
 * Inserts the demo content from `server/seed/*.json`: CMS blocks and images, FAQ, care networks, management
 * modes, then the members' contracts, persons, consents and letters (members come from the core seed).
 * Idempotent (`ON CONFLICT DO NOTHING`): it runs at every start and after every test reset.
 */
export async function seedContent(db: Queryable): Promise<void> {
  await seedCms(db);
  await seedFaq(db);
  await seedReferenceContent(db);
  await seedMemberContent(db);
  await seedCareActs(db);
  await seedGuarantees(db);
}
