-- « Mes prestations » (GET /api/v2/adherent/prestations/...): what the insurer paid, per contract. Amounts are
-- integer cents.
-- Prévoyance payments: daily allowances (IJ) of a sick leave, rents and lump sums (capital).
CREATE TABLE prestations_prevoyance (
  id text PRIMARY KEY,
  numero_contrat_individuel text NOT NULL REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  num_pers text NOT NULL REFERENCES persons (num_pers) ON DELETE CASCADE,
  nature text NOT NULL CHECK (nature IN ('ij', 'rente', 'capital')),
  libelle text NOT NULL,
  arret_id text,
  arret_debut date,
  arret_fin date,
  periode_debut date,
  periode_fin date,
  jours integer CHECK (jours > 0),
  montant_journalier integer CHECK (montant_journalier >= 0),
  montant_brut integer NOT NULL CHECK (montant_brut >= 0),
  charges_sociales integer NOT NULL CHECK (charges_sociales >= 0),
  montant_net integer NOT NULL,
  date_paiement date NOT NULL,
  CHECK (montant_net = montant_brut - charges_sociales),
  CHECK (nature <> 'ij' OR (arret_id IS NOT NULL AND arret_debut IS NOT NULL AND periode_debut IS NOT NULL
    AND periode_fin IS NOT NULL AND jours = periode_fin - periode_debut + 1
    AND jours * montant_journalier = montant_brut)),
  CHECK (nature <> 'capital' OR periode_debut IS NULL)
);
CREATE INDEX prestations_prevoyance_contract_idx
  ON prestations_prevoyance (numero_contrat_individuel, date_paiement DESC, id DESC);

-- Tiers-payant payments: what the insurer paid directly to a health professional for a beneficiary.
CREATE TABLE prestations_tiers_payant (
  id text PRIMARY KEY,
  numero_contrat_individuel text NOT NULL REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  num_pers text NOT NULL REFERENCES persons (num_pers) ON DELETE CASCADE,
  date_soins date NOT NULL,
  date_paiement date NOT NULL CHECK (date_paiement >= date_soins),
  type_professionnel text NOT NULL CHECK (type_professionnel IN ('pharmacie', 'hopital', 'opticien',
    'laboratoire', 'radiologie', 'dentiste', 'audioprothesiste')),
  professionnel text NOT NULL,
  libelle text NOT NULL,
  montant integer NOT NULL CHECK (montant > 0)
);
-- Keyset pages, newest payment first, per contract: WHERE contract = $1 AND (date_paiement, id) < ($2, $3)
-- ORDER BY date_paiement DESC, id DESC LIMIT n walks this index without sorting.
CREATE INDEX prestations_tiers_payant_keyset_idx
  ON prestations_tiers_payant (numero_contrat_individuel, date_paiement DESC, id DESC);
