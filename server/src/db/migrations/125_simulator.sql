-- Issue 26 §3, the benefits simulator. Which line of « Mes garanties » (offer_guarantees.libelle) each guarantee of
-- the simulator is paid under (its numbers are read from that line's formula, never kept twice), and which care
-- acts of « Mes remboursements » (care_acts.libelle) count against its ceiling. The options (« renforts ») an offer
-- may add, with their monthly price in cents; a member's request to add one is an act (member_acts, form
-- `ajout-renforts`, document type AjoutRenforts).
CREATE TABLE simulator_guarantee_lines (
  garantie text PRIMARY KEY,
  libelle_ligne text NOT NULL
);

CREATE TABLE simulator_guarantee_care_acts (
  garantie text NOT NULL REFERENCES simulator_guarantee_lines (garantie) ON DELETE CASCADE,
  libelle_acte text NOT NULL,
  PRIMARY KEY (garantie, libelle_acte)
);

CREATE TABLE simulator_renforts (
  code text PRIMARY KEY,
  libelle text NOT NULL,
  description text NOT NULL,
  prix_mensuel integer NOT NULL CHECK (prix_mensuel > 0),
  garanties jsonb NOT NULL,
  position integer NOT NULL
);

CREATE TABLE offer_renforts (
  nom_offre text NOT NULL,
  code text NOT NULL REFERENCES simulator_renforts (code) ON DELETE CASCADE,
  PRIMARY KEY (nom_offre, code)
);

CREATE INDEX member_acts_contract_form_idx ON member_acts (numero_contrat_individuel, form_name);
