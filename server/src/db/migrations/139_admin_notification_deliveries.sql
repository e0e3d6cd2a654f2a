-- Issue 27 §2: one row per (notification, member) delivered or given up — the key of « exactly once ». A batch
-- inserts its members here with ON CONFLICT DO NOTHING and writes the notification-centre rows and the outbox
-- mails only for the rows it inserted, in the same transaction: a batch run twice (a killed instance, a retry, two
-- instances) delivers nothing twice.
CREATE TABLE admin_notification_deliveries (
  notification_id text NOT NULL REFERENCES admin_notifications (id) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('livree', 'echec')),
  outbox_id text,
  at timestamptz NOT NULL,
  PRIMARY KEY (notification_id, member_id)
);
