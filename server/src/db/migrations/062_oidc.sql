-- External OpenID Connect provider: pending authorization requests, provider identities linked to accounts,
-- and the ID token of a session opened through the provider (id_token_hint of the RP-initiated logout).

-- One row per authorization request, found by the SHA-256 of the browser's HttpOnly flow cookie: the random
-- state, nonce and PKCE verifier, and the member's callbackUrl. Short-lived (expires_at) and single-use.
CREATE TABLE oidc_flows (
  browser_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  callback_url text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE oidc_links (
  issuer text NOT NULL,
  subject text NOT NULL,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX oidc_links_account_idx ON oidc_links (account_id);

CREATE TABLE oidc_sessions (
  session_id_hash text PRIMARY KEY REFERENCES sessions (id_hash) ON DELETE CASCADE,
  id_token text NOT NULL
);
