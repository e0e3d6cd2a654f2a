-- Issue 25 « Notifications » (and issue 27: targeted notifications, refund alerts): the member's notification
-- centre. One row per notification delivered to a member; (member_id, source_kind, source_id) makes a delivery
-- idempotent (a status change, a message, a campaign or a paid refund notifies a member once, whoever retries).
-- `seq` orders the keyset list (newest first); the partial index answers the unread count.
CREATE TABLE member_notifications (
  seq bigint GENERATED ALWAYS AS IDENTITY,
  id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (
    kind IN ('demande-statut', 'demande-message', 'document-disponible', 'information', 'alerte-remboursement')
  ),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  body text CHECK (char_length(body) <= 2000),
  link text CHECK (char_length(link) <= 300),
  source_kind text NOT NULL,
  source_id text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  -- The outbox mail announcing it (null: no mail — « Zéro papier » off, no active account, or not asked).
  outbox_id text,
  UNIQUE (member_id, source_kind, source_id)
);
CREATE INDEX member_notifications_list_idx ON member_notifications (member_id, seq DESC);
CREATE INDEX member_notifications_unread_idx ON member_notifications (member_id) WHERE read_at IS NULL;
