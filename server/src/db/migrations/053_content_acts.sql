-- Generic acts (POST /api/forms/{formName}/form) and online-sales forms (POST /api/vel/{formName}/vel).
CREATE TABLE member_acts (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('form', 'vel')),
  form_name text NOT NULL,
  account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  member_id text REFERENCES members (id) ON DELETE SET NULL,
  numero_contrat_individuel text,
  data jsonb NOT NULL,
  mode_gestion text NOT NULL CHECK (mode_gestion IN ('manuel', 'automatique')),
  created_at timestamptz NOT NULL
);
CREATE INDEX member_acts_account_idx ON member_acts (account_id, created_at DESC);
