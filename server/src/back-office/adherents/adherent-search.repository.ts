import type { AdherentAccountState, AdherentSearch } from '@portail/domain';
import { adherentAccountStatus } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import type { AccountFactsRow } from './adherent-account.queries.ts';
import { ACCOUNT_FACTS_COLUMNS, accountFacts, accountFactsJoin } from './adherent-account.queries.ts';

export interface AdherentHit {
  readonly id: string;
  readonly numero: string;
  readonly civilite: string;
  readonly nom: string;
  readonly prenom: string;
  readonly dateNaissance: string;
  readonly codePostal: string;
  readonly compte: AdherentAccountState;
}

interface HitRow extends AccountFactsRow {
  id: string;
  numero_contrat: string;
  civilite: string;
  nom: string;
  prenom: string;
  date_naissance: string;
  code_postal: string;
}

const likePrefix = (word: string): string => `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a search (parameters from $3 on) — each kind on its own index of migration 130. */
function criteria(search: AdherentSearch): { where: string; params: unknown[] } {
  switch (search.kind) {
    case 'nom': {
      const [first = '', second] = search.words;
      if (second === undefined) return { where: 'nom_recherche LIKE $3', params: [likePrefix(first)] };
      return {
        where: `(nom_recherche LIKE $3 AND prenom_recherche LIKE $4) OR (nom_recherche LIKE $5 AND prenom_recherche LIKE $6)
                OR nom_recherche LIKE $7`,
        params: [
          likePrefix(first),
          likePrefix(second),
          likePrefix(second),
          likePrefix(first),
          likePrefix(`${first} ${second}`),
        ],
      };
    }
    case 'numero':
      return { where: 'numero_contrat = $3', params: [search.value] };
    case 'nir':
      return { where: 'nir = $3', params: [search.value] };
    case 'telephone':
      return { where: 'telephone_recherche = $3', params: [search.value] };
    case 'email':
      return {
        where: 'email_recherche = $3 OR id IN (SELECT member_id FROM accounts WHERE user_name = $3)',
        params: [search.value],
      };
  }
}

/** At most `limit` members matching, by folded name; `more` when others match too. */
export async function searchAdherents(
  db: Queryable,
  search: AdherentSearch,
  limit: number,
  now: Date,
): Promise<{ readonly hits: readonly AdherentHit[]; readonly more: boolean }> {
  const { where, params } = criteria(search);
  const { rows } = await db.query<HitRow>(
    `SELECT m.id, m.numero_contrat, m.civilite, m.nom, m.prenom, m.date_naissance, m.code_postal,
            ${ACCOUNT_FACTS_COLUMNS}
       FROM ${accountFactsJoin(
         `(SELECT id, numero_contrat, civilite, nom, prenom, date_naissance, code_postal, nom_recherche,
                  prenom_recherche
             FROM members WHERE ${where}
            ORDER BY nom_recherche, prenom_recherche, id LIMIT $2) m`,
       )}
      ORDER BY m.nom_recherche, m.prenom_recherche, m.id`,
    [now, limit + 1, ...params],
  );
  return {
    hits: rows.slice(0, limit).map((row) => ({
      id: row.id,
      numero: row.numero_contrat,
      civilite: row.civilite,
      nom: row.nom,
      prenom: row.prenom,
      dateNaissance: row.date_naissance,
      codePostal: row.code_postal,
      compte: adherentAccountStatus(accountFacts(row)).state,
    })),
    more: rows.length > limit,
  };
}
