import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { readSeedRecords } from './json-reader.ts';

/** The guarantees of every offer (`server/seed/guarantees.json`), one row per line of a domain. */
export async function seedGuarantees(db: Queryable): Promise<void> {
  const rows = readSeedRecords('guarantees.json').flatMap((offer) =>
    offer.records('domaines').flatMap((domain, domainePosition) =>
      domain.records('lignes').map((line, position) => ({
        nom_offre: offer.string('nomOffre'),
        domaine_code: domain.string('code'),
        domaine_libelle: domain.string('libelle'),
        domaine_position: domainePosition,
        position,
        libelle: line.string('libelle'),
        formule: line.string('formule'),
        precision: line.string('precision'),
      })),
    ),
  );
  await bulkInsert(
    db,
    'offer_guarantees',
    [
      ['nom_offre', 'text'],
      ['domaine_code', 'text'],
      ['domaine_libelle', 'text'],
      ['domaine_position', 'integer'],
      ['position', 'integer'],
      ['libelle', 'text'],
      ['formule', 'text'],
      ['precision', 'text'],
    ],
    rows,
  );
}
