import type { CareNetwork } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

interface CareNetworkRow extends Record<string, unknown> {
  reseau: string;
  url: string;
  num_omc: string;
  libelle: string;
  description: string;
  icon: string;
  image_id: string;
  image_form: string;
}

/** Every care network of the tenant, in display order. */
export async function findCareNetworks(db: Queryable): Promise<CareNetwork[]> {
  const { rows } = await db.query<CareNetworkRow>(
    'SELECT reseau, url, num_omc, libelle, description, icon, image_id, image_form FROM care_networks ORDER BY position, reseau',
  );
  return rows.map((row) => ({
    reseau: row.reseau,
    url: row.url,
    numOmc: row.num_omc,
    libelle: row.libelle,
    description: row.description,
    icon: row.icon,
    imageId: row.image_id,
    imageForm: row.image_form,
  }));
}

/** The label of the network opened with this OMC number; null for none. */
export async function findCareNetworkLabelByOmc(db: Queryable, numOmc: string): Promise<string | null> {
  const { rows } = await db.query<{ libelle: string }>(
    'SELECT libelle FROM care_networks WHERE num_omc = $1',
    [numOmc],
  );
  return rows[0]?.libelle ?? null;
}
