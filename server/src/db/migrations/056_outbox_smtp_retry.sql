-- SMTP delivery retried with a growing delay: a transient SMTP outage no longer loses a mail.
-- smtp_attempts counts failed SMTP deliveries; smtp_next_attempt_at is when the next one may run.
ALTER TABLE outbox ADD COLUMN smtp_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN smtp_next_attempt_at timestamptz;
