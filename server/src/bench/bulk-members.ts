// Bulk members for the benchmarks (search, audiences, notifications): N members with their person, contract and
// (most of them) an account, in four INSERT … SELECT FROM generate_series statements — about 10 s per 100,000
// members on PGlite on this 2-core machine, far less on PostgreSQL.
//
// API
//   await insertBulkMembers(db, { count: 500_000 })            → { members, accounts, seconds }
//   options: count (required), first (index of the first member, default 1: call again with first = previous
//   count + 1 to grow the set), analyze (ANALYZE the four tables at the end, default true).
//
// Member i (first ≤ i < first + count), deterministic, so a bench can name its own target:
//   members.id            'bulk-<i>'                 member number (members.numero_contrat) 2000000 + i
//   name                  BULK_SURNAMES[i % 60] (accents included: Lefèvre, Bérénger…), first name
//                         BULK_FIRST_NAMES[(i / 60) % 40]; every 3rd surname is compound (« Dupont-Moreau »)
//   NIR                   13 digits, '1' or '2' then lpad(i, 12, '0')       e-mail adherent<i>@bulk.example.fr
//   phone                 '07' || lpad(i, 8, '0')    birth date spread over 1940–2008, postal code spread
//   person                num_pers 'BP<i>', principal of the contract
//   contract              '<number>-01', offer BULK_OFFERS[i % 5], state: i % 20 = 0 'resilie', = 1 'suspendu',
//                         = 2 'eninstance', else 'valide'; bank details missing (payment_missing, no RIB) when
//                         i % 10 = 3
//   account (i % 5 ≠ 0)   id 'bulk-acc-<i>', login = the e-mail; i % 25 = 1 'pending' (activation mail sent, not
//                         opened), else 'active'; double authentication on when i % 4 = 2; created i % 700 days
//                         ago. Members with i % 5 = 0 have no account (« compte non créé »).
// Ids, numbers and e-mails never collide with the demo seeds (members M0xx, numbers 1000xxx).
import type { Queryable } from '../db/database.ts';

export const BULK_FIRST_NUMBER = 2_000_000;

export const BULK_SURNAMES = [
  'Martin',
  'Bernard',
  'Thomas',
  'Petit',
  'Robert',
  'Richard',
  'Durand',
  'Dubois',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefèvre',
  'Leroy',
  'Roux',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Müller',
  'Lefebvre',
  'Faure',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'François',
  'Legrand',
  'Gauthier',
  'Garcia',
  'Perrin',
  'Robin',
  'Clément',
  'Morin',
  'Nicolas',
  'Henry',
  'Roussel',
  'Mathieu',
  'Gautier',
  'Masson',
  'Marchand',
  'Duval',
  'Denis',
  'Dumont',
  'Marie',
  'Lemaire',
  'Noël',
  'Meyer',
  'Dufour',
  'Bérénger',
] as const;

export const BULK_FIRST_NAMES = [
  'Marie',
  'Jean',
  'Pierre',
  'Michel',
  'André',
  'Philippe',
  'Nathalie',
  'Isabelle',
  'Sylvie',
  'Catherine',
  'Françoise',
  'Hélène',
  'Élodie',
  'Jérôme',
  'Stéphane',
  'Céline',
  'Aurélie',
  'Léa',
  'Chloé',
  'Émilie',
  'Nicolas',
  'Julien',
  'Camille',
  'Lucas',
  'Hugo',
  'Inès',
  'Zoé',
  'Maël',
  'Noémie',
  'Gaëlle',
  'Thierry',
  'Sophie',
  'Anne',
  'Paul',
  'Louis',
  'Jules',
  'Manon',
  'Clément',
  'Théo',
  'Agnès',
] as const;

export const BULK_OFFERS = [
  'Santé Essentielle Solo',
  'Santé Confort Famille',
  'Santé Senior Confort',
  'Prévoyance Sérénité',
  'Hospitalisation Plus',
] as const;

export interface BulkMembersOptions {
  readonly count: number;
  readonly first?: number;
  readonly analyze?: boolean;
}

export interface BulkMembersResult {
  readonly members: number;
  readonly accounts: number;
  readonly seconds: number;
}

const sqlArray = (values: readonly string[]): string =>
  `ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** The generated members as rows (i, number, names…), shared by the four inserts. */
const SERIES = `
  SELECT i, 'bulk-' || i AS member_id, (${String(BULK_FIRST_NUMBER)} + i)::text AS numero,
         CASE WHEN (i / 60) % 3 = 1
              THEN (${sqlArray(BULK_SURNAMES)})[1 + i % 60] || '-' || (${sqlArray(BULK_SURNAMES)})[1 + (i / 7) % 60]
              ELSE (${sqlArray(BULK_SURNAMES)})[1 + i % 60] END AS nom,
         (${sqlArray(BULK_FIRST_NAMES)})[1 + (i / 60) % 40] AS prenom,
         CASE WHEN i % 2 = 0 THEN 'MME' ELSE 'M' END AS civilite,
         date '1940-01-01' + ((i::bigint * 7919) % 24800)::integer AS date_naissance,
         'adherent' || i || '@bulk.example.fr' AS email
    FROM generate_series($1::integer, $2::integer) AS i`;

/** Inserts `count` members (person, contract, most with an account); see the file's header for the shapes. */
export async function insertBulkMembers(
  db: Queryable,
  options: BulkMembersOptions,
): Promise<BulkMembersResult> {
  const started = performance.now();
  const first = options.first ?? 1;
  const last = first + options.count - 1;
  const range = [first, last];
  await db.query(
    `INSERT INTO members (id, numero_contrat, nir, civilite, nom, prenom, date_naissance, code_postal,
                          iban_last4, email, telephone, telephone_confirmed)
     SELECT member_id, numero, (CASE WHEN i % 2 = 0 THEN '2' ELSE '1' END) || lpad(i::text, 12, '0'), civilite,
            nom, prenom, date_naissance, lpad(((1 + i % 95) * 1000 + i % 17)::text, 5, '0'),
            lpad((i % 10000)::text, 4, '0'), email, '07' || lpad(i::text, 8, '0'), i % 3 = 0
       FROM (${SERIES}) s`,
    range,
  );
  await db.query(
    `INSERT INTO contracts (numero_contrat_individuel, member_id, nom_offre, famille, etat, is_actif,
                            code_mode_paiement, payment_missing, rib_pays, rib_cle_iban,
                            rib_identifiant_national, rib_bic, position)
     SELECT numero || '-01', member_id, (${sqlArray(BULK_OFFERS)})[1 + i % 5],
            CASE WHEN i % 5 = 3 THEN 'prevoyance' ELSE 'sante' END,
            CASE i % 20 WHEN 0 THEN 'resilie' WHEN 1 THEN 'suspendu' WHEN 2 THEN 'eninstance' ELSE 'valide' END,
            i % 20 <> 0, CASE WHEN i % 10 = 3 THEN 'VIR' ELSE 'PRE' END, i % 10 = 3,
            CASE WHEN i % 10 = 3 THEN NULL ELSE 'FR' END, CASE WHEN i % 10 = 3 THEN NULL ELSE '76' END,
            CASE WHEN i % 10 = 3 THEN NULL ELSE '30006000010' || lpad(i::text, 12, '0') END,
            CASE WHEN i % 10 = 3 THEN NULL ELSE 'AGRIFRPP' END, 0
       FROM (${SERIES}) s`,
    range,
  );
  await db.query(
    `INSERT INTO persons (num_pers, member_id, numero_contrat_individuel, is_principal, civilite, nom, prenom,
                          date_naissance, teletransmission)
     SELECT 'BP' || i, member_id, numero || '-01', true, civilite, nom, prenom, date_naissance, i % 7 <> 0
       FROM (${SERIES}) s`,
    range,
  );
  const accounts = await db.query(
    `INSERT INTO accounts (id, member_id, user_name, email, password_hash, status, is_confirmed, roles,
                           created_at, activated_at, cgu_accepted_at, amf_enabled)
     SELECT 'bulk-acc-' || i, member_id, email, email, NULL,
            CASE WHEN i % 25 = 1 THEN 'pending' ELSE 'active' END, i % 25 <> 1, ARRAY['User']::text[],
            now() - (i % 700) * interval '1 day',
            CASE WHEN i % 25 = 1 THEN NULL ELSE now() - (i % 700) * interval '1 day' + interval '1 hour' END,
            CASE WHEN i % 25 = 1 THEN NULL ELSE now() - (i % 700) * interval '1 day' + interval '1 hour' END,
            i % 4 = 2
       FROM (${SERIES}) s WHERE i % 5 <> 0`,
    range,
  );
  if (options.analyze ?? true)
    await db.exec('ANALYZE members; ANALYZE contracts; ANALYZE persons; ANALYZE accounts;');
  return {
    members: options.count,
    accounts: accounts.rowCount,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
