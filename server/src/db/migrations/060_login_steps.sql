-- Sign-in with a multi-factor code (LOGIN_AMF): double authentication per account, and the pending step
-- between a correct password and the code. Stored here, not in memory, so every instance sees it.

ALTER TABLE accounts ADD COLUMN amf_enabled boolean NOT NULL DEFAULT false;

-- The browser holds a random id in an HttpOnly cookie; only its SHA-256 is stored. A step lives at most
-- 10 minutes, is spent once (used_at) and dies after 5 wrong codes (attempts).
CREATE TABLE login_steps (
  id_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  callback_url text NOT NULL,
  send_type text NOT NULL CHECK (send_type IN ('MAIL', 'SMS')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_steps_account_idx ON login_steps (account_id);
