import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { readSeedRecord } from './json-reader.ts';

/**
 * The benefits simulator (`server/seed/simulateur-garanties.json`): the « Mes garanties » line each simulator
 * guarantee reads, the care acts counted against its ceiling, the renforts and the offers that may add them; and
 * the management mode of the renfort request (manual: an agent adds the option). Idempotent.
 */
export async function seedSimulator(db: Queryable): Promise<void> {
  const file = readSeedRecord('simulateur-garanties.json');
  const garanties = file.records('garanties');
  await bulkInsert(
    db,
    'simulator_guarantee_lines',
    [
      ['garantie', 'text'],
      ['libelle_ligne', 'text'],
    ],
    garanties.map((item) => ({ garantie: item.string('garantie'), libelle_ligne: item.string('ligne') })),
  );
  await bulkInsert(
    db,
    'simulator_guarantee_care_acts',
    [
      ['garantie', 'text'],
      ['libelle_acte', 'text'],
    ],
    garanties.flatMap((item) =>
      item
        .strings('actesRembourses')
        .map((libelle) => ({ garantie: item.string('garantie'), libelle_acte: libelle })),
    ),
  );
  const renforts = file.records('renforts');
  await bulkInsert(
    db,
    'simulator_renforts',
    [
      ['code', 'text'],
      ['libelle', 'text'],
      ['description', 'text'],
      ['prix_mensuel', 'integer'],
      ['garanties', 'jsonb'],
      ['position', 'integer'],
    ],
    renforts.map((item, position) => ({
      code: item.string('code'),
      libelle: item.string('libelle'),
      description: item.string('description'),
      prix_mensuel: item.integer('prixMensuel'),
      garanties: item.strings('garanties'),
      position,
    })),
  );
  await bulkInsert(
    db,
    'offer_renforts',
    [
      ['nom_offre', 'text'],
      ['code', 'text'],
    ],
    renforts.flatMap((item) =>
      item.strings('offres').map((offre) => ({ nom_offre: offre, code: item.string('code') })),
    ),
  );
  await bulkInsert(
    db,
    'acte_modes_gestion',
    [
      ['id', 'text'],
      ['mode_gestion', 'text'],
    ],
    [{ id: 'ajout-renforts', mode_gestion: 'manuel' }],
  );
}
