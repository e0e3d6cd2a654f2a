-- Care acts of a contract (« Mes remboursements », GET /api/v1/adherent/remboursements): one row per act
-- reimbursed (or not) for a beneficiary of the contract. Amounts are integer cents.
CREATE TABLE care_acts (
  id text PRIMARY KEY,
  numero_contrat_individuel text NOT NULL REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  num_pers text NOT NULL REFERENCES persons (num_pers) ON DELETE CASCADE,
  date_soins date NOT NULL,
  type_soin text NOT NULL CHECK (type_soin IN ('consultation', 'pharmacie', 'analyses', 'radiologie',
    'kinesitherapie', 'dentaire', 'optique', 'audition', 'hospitalisation')),
  libelle text NOT NULL,
  professionnel text NOT NULL DEFAULT '',
  montant_depense integer NOT NULL CHECK (montant_depense >= 0),
  montant_secu integer NOT NULL CHECK (montant_secu >= 0),
  montant_mutuelle integer NOT NULL CHECK (montant_mutuelle >= 0),
  date_paiement date,
  statut text NOT NULL CHECK (statut IN ('paye', 'en_cours', 'rejete')),
  motif_rejet text,
  CHECK (montant_secu + montant_mutuelle <= montant_depense),
  CHECK ((statut = 'rejete') = (motif_rejet IS NOT NULL))
);
-- Keyset pagination, newest first, per contract: WHERE contract = $1 AND (date, id) < ($2, $3)
-- ORDER BY date_soins DESC, id DESC LIMIT n walks this index without sorting.
CREATE INDEX care_acts_contract_keyset_idx ON care_acts (numero_contrat_individuel, date_soins DESC, id DESC);
-- The same keyset when the member filters on one beneficiary, or on one type of care: the page is read from
-- the start of the matching rows instead of filtering the whole contract.
CREATE INDEX care_acts_person_keyset_idx ON care_acts (num_pers, date_soins DESC, id DESC);
CREATE INDEX care_acts_type_keyset_idx ON care_acts (numero_contrat_individuel, type_soin, date_soins DESC, id DESC);
