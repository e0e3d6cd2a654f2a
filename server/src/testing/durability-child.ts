// Child process of the durability test: writes numbered rows one by one into a PGlite data directory,
// printing "acked N" once each INSERT has resolved; the parent kills it with SIGKILL mid-way.
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: durability-child.ts <dataDir>');
const db = await openPgliteDatabase({ dataDir });
await migrate(db);
for (let n = 1; n <= 1000; n += 1) {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2)', [`probe-${n}`, String(n)]);
  process.stdout.write(`acked ${n}\n`);
}
