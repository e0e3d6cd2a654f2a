import { REFERENCE_DATA_KINDS } from '@portail/domain';
import type { Queryable } from '../database.ts';
import { readSeedRecord } from './json-reader.ts';

/**
 * The nine reference-data kinds and their values (`server/seed/referentiels.json`), ranked in the file's order
 * (1, 2, …). Idempotent: a kind or a value already present keeps its label, rank and state (back-office edits
 * survive a restart).
 */
export async function seedReferenceData(db: Queryable): Promise<void> {
  const file = readSeedRecord('referentiels.json');
  await db.query(
    `INSERT INTO reference_data_kinds (kind, version) SELECT k, 0 FROM unnest($1::text[]) AS k
     ON CONFLICT (kind) DO NOTHING`,
    [REFERENCE_DATA_KINDS],
  );
  const rows = REFERENCE_DATA_KINDS.flatMap((kind) =>
    file.records(kind).map((item, index) => ({
      kind,
      code: item.string('code'),
      label: item.string('libelle'),
      rank: index + 1,
    })),
  );
  await db.query(
    `INSERT INTO reference_data_values (kind, code, label, rank)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (kind, code) DO NOTHING`,
    [rows.map((r) => r.kind), rows.map((r) => r.code), rows.map((r) => r.label), rows.map((r) => r.rank)],
  );
}
