-- Issue 24, back office part 1: the staff's habilitations and the append-only history of their actions.
--
-- staff_habilitations: one row per (account, area, action) granted. A staff account with no row at all is given its
-- roles' defaults at start (server/src/back-office/staff-habilitations.seed.ts, table in domain/README.md).
CREATE TABLE staff_habilitations (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  area text NOT NULL CHECK (area IN ('contenus', 'faq', 'modeles-mails', 'demandes', 'adherents', 'statistiques',
                                      'referentiels', 'habilitations', 'historique')),
  action text NOT NULL CHECK (action IN ('create', 'read', 'update', 'delete')),
  PRIMARY KEY (account_id, area, action)
);

-- admin_history: every staff action (who, when, area, item, action, before/after summary). Append-only: the trigger
-- below refuses UPDATE and DELETE (TRUNCATE, the test reset, is not a row operation and stays possible for the
-- owner). No foreign key to accounts: an entry outlives its author's account, and keeps the login it had then.
CREATE TABLE admin_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_account_id text NOT NULL,
  staff_login text NOT NULL,
  area text NOT NULL CHECK (area IN ('connexion', 'contenus', 'faq', 'modeles-mails', 'demandes', 'adherents',
                                      'statistiques', 'referentiels', 'habilitations', 'historique')),
  item text CHECK (char_length(item) <= 200),
  action text NOT NULL CHECK (char_length(action) BETWEEN 1 AND 50),
  summary jsonb NOT NULL DEFAULT '{}'::jsonb
);
-- Keyset pages, newest first, whole history and per staff member / per area.
CREATE INDEX admin_history_at_id ON admin_history (at DESC, id DESC);
CREATE INDEX admin_history_staff_at_id ON admin_history (staff_account_id, at DESC, id DESC);
CREATE INDEX admin_history_area_at_id ON admin_history (area, at DESC, id DESC);

CREATE OR REPLACE FUNCTION refuse_admin_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER admin_history_append_only BEFORE UPDATE OR DELETE ON admin_history
  FOR EACH ROW EXECUTE FUNCTION refuse_admin_history_change();
