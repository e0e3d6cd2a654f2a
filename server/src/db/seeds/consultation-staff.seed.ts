import type { Queryable } from '../database.ts';

/**
 * The first names of the demo staff (issue 27 §1: the member reads « par Camille (Consultant) »), given only where
 * the profile has none yet (a name typed in « Habilitations » stays).
 */
const STAFF_NAMES: readonly (readonly [login: string, prenom: string, nom: string])[] = [
  ['admin@mutuelle.fr', 'Hélène', 'Martin'],
  ['gestionnaire@mutuelle.fr', 'Thomas', 'Bernard'],
  ['consultant@mutuelle.fr', 'Camille', 'Roux'],
];

export async function seedConsultationStaff(db: Queryable): Promise<void> {
  for (const [login, prenom, nom] of STAFF_NAMES) {
    await db.query(
      `INSERT INTO staff_profiles (account_id, prenom, nom)
       SELECT id, $2, $3 FROM accounts WHERE user_name = $1
       ON CONFLICT (account_id) DO UPDATE SET prenom = EXCLUDED.prenom, nom = EXCLUDED.nom
        WHERE staff_profiles.prenom = '' AND staff_profiles.nom = ''`,
      [login, prenom, nom],
    );
  }
}
