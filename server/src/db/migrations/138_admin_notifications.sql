-- Issue 27 §2 « Notifications »: what the back office sends to an audience. `status` moves programmee → en-cours
-- (the fan-out job claims it: one UPDATE … WHERE status = 'programmee', so a cancel and a start cannot both win) →
-- envoyee; or programmee → annulee. `total` is the audience's size when the fan-out started; `delivered` and
-- `failed` grow in the same transaction as the deliveries they count (progress is exact, whoever was killed).
CREATE TABLE admin_notifications (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  body_html text NOT NULL,
  body_text text NOT NULL CHECK (char_length(body_text) BETWEEN 1 AND 2000),
  link text,
  audience_id text NOT NULL,
  audience_label text NOT NULL,
  to_portal boolean NOT NULL,
  to_mail boolean NOT NULL,
  mail_template text,
  CHECK (to_portal OR to_mail),
  CHECK (NOT to_mail OR mail_template IS NOT NULL),
  status text NOT NULL CHECK (status IN ('programmee', 'en-cours', 'envoyee', 'annulee')),
  send_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  cancelled_at timestamptz,
  cancelled_by text,
  started_at timestamptz,
  finished_at timestamptz,
  total integer,
  delivered integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  mails integer NOT NULL DEFAULT 0,
  -- Batches whose delivery failed and will be tried again (back-off), and the last failure's cause.
  retrying integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX admin_notifications_list_idx ON admin_notifications (seq DESC);
