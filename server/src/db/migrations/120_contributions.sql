-- « Mes cotisations » (issue 26): how each contract's contributions are paid, its schedule (« échéancier ») and
-- the payment changes asked by the member.
CREATE TABLE contribution_settings (
  numero_contrat_individuel text PRIMARY KEY REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  annual_cents integer NOT NULL CHECK (annual_cents >= 0),
  code_mode_paiement text NOT NULL CHECK (code_mode_paiement IN ('PRL', 'VIR', 'CHQ')),
  code_periodicite text NOT NULL CHECK (code_periodicite IN ('M', 'T', 'S', 'A')),
  is_madelin boolean NOT NULL DEFAULT false,
  titulaire text,
  iban text,
  bic text,
  rum text,
  mandate_signed_on date,
  mandate_sequence integer NOT NULL DEFAULT 0
);

CREATE TABLE contribution_due_dates (
  numero_contrat_individuel text NOT NULL REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  date_echeance date NOT NULL,
  -- A rejected direct debit and its new presentation may share a due date: their order within it.
  attempt smallint NOT NULL DEFAULT 0,
  periode_debut date NOT NULL,
  periode_fin date NOT NULL,
  montant_cents integer NOT NULL CHECK (montant_cents >= 0),
  code_mode_paiement text NOT NULL,
  code_periodicite text NOT NULL,
  statut text NOT NULL CHECK (statut IN ('payee', 'a_venir', 'impayee', 'rejetee')),
  motif_rejet text,
  date_paiement date,
  PRIMARY KEY (numero_contrat_individuel, date_echeance, attempt)
);

CREATE TABLE contribution_payment_changes (
  id uuid PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  numero_contrat_individuel text NOT NULL REFERENCES contracts (numero_contrat_individuel) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  effective_from date NOT NULL,
  code_mode_paiement text NOT NULL,
  code_periodicite text NOT NULL,
  iban_masque text,
  rum text,
  manual boolean NOT NULL,
  rib_files jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX contribution_payment_changes_contract_idx
  ON contribution_payment_changes (numero_contrat_individuel, created_at DESC);
