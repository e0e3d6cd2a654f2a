import type { AudienceCriterion } from '@portail/domain';
import type { Queryable } from '../database.ts';

/** The seeded audience of the journey: Marie Dupont (demo@) is in it, Luc Moreau (amf@) is not. */
export const BANK_DETAILS_MISSING_AUDIENCE_ID = 'audience-coordonnees-bancaires-manquantes';

const SEEDED: readonly { id: string; nom: string; criteres: readonly AudienceCriterion[] }[] = [
  {
    id: BANK_DETAILS_MISSING_AUDIENCE_ID,
    nom: 'Coordonnées bancaires manquantes',
    criteres: [{ type: 'coordonnees-bancaires-manquantes' }],
  },
  { id: 'audience-tous', nom: 'Tous les adhérents', criteres: [{ type: 'tous' }] },
  {
    id: 'audience-double-authentification-desactivee',
    nom: 'Double authentification désactivée',
    criteres: [{ type: 'double-authentification-desactivee' }],
  },
  {
    id: 'audience-espace-non-cree',
    nom: 'Espace adhérent non créé',
    criteres: [{ type: 'compte-non-cree' }],
  },
];

/**
 * « Audiences » (issue 27 §2): a few saved rules to target popups and notifications with. Idempotent: an audience
 * already there (perhaps changed in the back office) is left as it is.
 */
export async function seedAudiences(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO audiences (id, nom, criteres, version, created_at, updated_at, updated_by)
     SELECT id, nom, criteres, 1, now(), now(), 'portail'
       FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS s(id, nom, criteres)
     ON CONFLICT DO NOTHING`,
    [SEEDED.map((a) => a.id), SEEDED.map((a) => a.nom), SEEDED.map((a) => JSON.stringify(a.criteres))],
  );
}
