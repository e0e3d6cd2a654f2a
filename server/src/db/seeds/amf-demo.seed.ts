import type { Queryable } from '../database.ts';

/** The demo member who signs in with a code after the password (double authentication on). */
export const DEMO_AMF_LOGIN = 'amf@mutuelle.fr';
export const DEMO_AMF_ACCOUNT_ID = '00000000-0000-4000-8000-000000000020';
export const DEMO_AMF_MEMBER_ID = 'M020';
export const DEMO_AMF_PHONE = '0622334455';
/** argon2id of the demo password `Portail#2025` (same as the other demo accounts). */
const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$fx97j5WSF3QZloUpvSvN7g$QTbPlBdhyjzN4Qvxrx6nkl3JBxl62PmfHcvl30U0dsI';

/**
 * Luc Moreau: one valid contract, a confirmed mobile, double authentication on (`accounts.amf_enabled`).
 * Idempotent: existing rows are left untouched.
 */
export async function seedAmfDemo(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO members (id, numero_contrat, nir, civilite, nom, prenom, nom_patronymique, date_naissance,
                          code_postal, iban_last4, email, telephone, telephone_confirmed)
     VALUES ($1, '1000020', '1820544109087', 'M', 'Moreau', 'Luc', NULL, '1982-05-03', '44000', '2020',
             $2, $3, true) ON CONFLICT (id) DO NOTHING`,
    [DEMO_AMF_MEMBER_ID, DEMO_AMF_LOGIN, DEMO_AMF_PHONE],
  );
  await db.query(
    `INSERT INTO contracts (numero_contrat_individuel, member_id, nom_offre, etat, is_actif, is_precontentieux,
                            code_mode_paiement, payment_missing, rib_pays, rib_cle_iban, rib_identifiant_national,
                            rib_bic, position)
     VALUES ('1000020-01', $1, 'Santé Essentielle', 'valide', true, false, 'VIR', false, 'FR', '76',
             '30006000010007010272020', 'AGRIFRPP', 0) ON CONFLICT DO NOTHING`,
    [DEMO_AMF_MEMBER_ID],
  );
  await db.query(
    `INSERT INTO persons (num_pers, member_id, numero_contrat_individuel, is_principal, civilite, nom, prenom,
                          date_naissance, nompatronymique, teletransmission, motif_refus_teletransmission, adresse)
     VALUES ('P0200001', $1, '1000020-01', true, 'M', 'Moreau', 'Luc', '1982-05-03', 'Moreau', true, NULL, $2)
     ON CONFLICT DO NOTHING`,
    [
      DEMO_AMF_MEMBER_ID,
      JSON.stringify({
        codePays: 'FR',
        libellePays: 'France',
        numVoie: '8',
        libelleCourtBtq: '',
        libelleCourtNatureVoie: 'QUAI',
        libelleVoie: 'de la Fosse',
        complementGeographique: '',
        pointRemiseCourrier: '',
        codePostal: '44000',
        localite: 'Nantes',
        lieuDit: '',
        mentionParticuliere: '',
        codeCedex: '',
        nomCedex: '',
        bureauCedex: '',
        adresseEtrangere: '',
      }),
    ],
  );
  await db.query(
    `INSERT INTO accounts (id, member_id, user_name, email, password_hash, status, is_confirmed, roles,
                           created_at, activated_at, cgu_accepted_at, amf_enabled)
     VALUES ($1, $2, $3, $3, $4, 'active', true, ARRAY['User']::text[], '2024-01-02T09:00:00Z',
             '2024-01-02T09:05:00Z', '2024-01-02T09:05:00Z', true)
     ON CONFLICT DO NOTHING`,
    [DEMO_AMF_ACCOUNT_ID, DEMO_AMF_MEMBER_ID, DEMO_AMF_LOGIN, DEMO_PASSWORD_HASH],
  );
}
