-- Uploaded files (stored under <dataDir>/uploads/<remote_file_name>) and multi-factor security codes.

CREATE TABLE uploaded_files (
  remote_file_name text PRIMARY KEY,
  local_file_name text NOT NULL,
  size bigint NOT NULL CHECK (size > 0),
  mime_type text NOT NULL,
  input_name text NOT NULL,
  account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  index_ged text,
  created_at timestamptz NOT NULL
);

-- Only the HMAC of the 6-digit code is stored. verified_at: the verify call succeeded;
-- consumed_at: the operation it authorised was carried out (or the code was replaced).
CREATE TABLE security_codes (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  operation text NOT NULL,
  send_type text NOT NULL CHECK (send_type IN ('MAIL', 'SMS')),
  salt text NOT NULL,
  code_hash text NOT NULL,
  new_phone text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  consumed_at timestamptz
);
CREATE INDEX security_codes_account_idx ON security_codes (account_id, operation, created_at DESC);
