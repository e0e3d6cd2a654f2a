-- Member data owned by server-content: contracts, persons, consents, bank-details requests, care networks,
-- management modes, letters (generic resource example). members(id) belongs to server-core (001).

CREATE TABLE contracts (
  numero_contrat_individuel text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  nom_offre text NOT NULL,
  etat text NOT NULL CHECK (etat IN ('eninstance', 'valide', 'resilie', 'suspendu')),
  is_actif boolean NOT NULL,
  is_precontentieux boolean NOT NULL DEFAULT false,
  code_mode_paiement text NOT NULL,
  payment_missing boolean NOT NULL,
  rib_pays text,
  rib_cle_iban text,
  rib_identifiant_national text,
  rib_bic text,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX contracts_member_idx ON contracts (member_id, position);

-- People covered by a contract (the member and beneficiaries).
CREATE TABLE persons (
  num_pers text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  numero_contrat_individuel text REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  is_principal boolean NOT NULL DEFAULT false,
  civilite text NOT NULL,
  nom text NOT NULL,
  prenom text NOT NULL,
  date_naissance date NOT NULL,
  nompatronymique text NOT NULL DEFAULT '',
  teletransmission boolean NOT NULL,
  motif_refus_teletransmission text,
  adresse jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX persons_member_idx ON persons (member_id);

-- Consents asked of a member; accepted NULL while pending.
CREATE TABLE member_consents (
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  nom text NOT NULL,
  libelle text NOT NULL,
  accepted boolean,
  position integer NOT NULL DEFAULT 0,
  answered_at timestamptz,
  PRIMARY KEY (member_id, nom)
);

-- Management mode of an act (GET /api/identity/client/mode-gestion/{id}).
CREATE TABLE acte_modes_gestion (
  id text PRIMARY KEY,
  mode_gestion text NOT NULL CHECK (mode_gestion IN ('manuel', 'automatique'))
);

-- Every bank-details popup submission; manual ones wait for a back-office agent.
CREATE TABLE bank_details_requests (
  id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  numero_contrat_individuel text NOT NULL REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  titulaire text NOT NULL,
  iban text NOT NULL,
  bic text NOT NULL,
  rib_files jsonb NOT NULL DEFAULT '[]'::jsonb,
  mode_gestion text NOT NULL CHECK (mode_gestion IN ('manuel', 'automatique')),
  status text NOT NULL CHECK (status IN ('en_attente', 'appliquee')),
  created_at timestamptz NOT NULL
);

-- A network whose num_omc is not empty is opened by a form POST (API_KEY = sctoken, NUM_OMC = num_omc).
CREATE TABLE care_networks (
  reseau text PRIMARY KEY,
  url text NOT NULL,
  num_omc text NOT NULL,
  libelle text NOT NULL,
  description text NOT NULL,
  icon text NOT NULL DEFAULT '',
  image_id text NOT NULL DEFAULT '',
  image_form text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);

-- Care-network (sctoken) and partner SSO tokens; only hashes are stored.
CREATE TABLE partner_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('sctoken', 'sso')),
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id text REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Letters: the generic resource example (/api/adherent/courriers).
CREATE TABLE courriers (
  id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  numero_contrat_individuel text REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  libelle text NOT NULL,
  date_emission date NOT NULL,
  type_document text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('Contrat', 'Benef', 'Both')),
  lu boolean NOT NULL DEFAULT false,
  corps jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX courriers_member_idx ON courriers (member_id, date_emission DESC);
