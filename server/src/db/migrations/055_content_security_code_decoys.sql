-- Stand-ins for the security codes of unauthenticated usernames that match no account (no enumeration): a send
-- for such a username records one, and the verify step counts wrong tries, the fifth-try lock and the expiry on it
-- exactly as on a real code. subject_hash: HMAC of the typed username (never stored in clear). No code exists.
CREATE TABLE security_code_decoys (
  subject_hash text NOT NULL,
  operation text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (subject_hash, operation)
);
