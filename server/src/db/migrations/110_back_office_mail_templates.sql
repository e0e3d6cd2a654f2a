-- Issue 24 §5, « Modèles de mails »: the version of a mail or SMS template saved in the back office. A template
-- without a row is sent with its default texts (server/src/mail/*-mail-templates.catalogue.ts); `version` counts the
-- saves (optimistic concurrency: a save names the version it started from, 0 for the defaults).
CREATE TABLE mail_templates (
  key text PRIMARY KEY CHECK (char_length(key) <= 60),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 300),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 20000),
  version integer NOT NULL CHECK (version >= 1),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
