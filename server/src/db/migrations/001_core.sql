-- Core tables owned by server-core: members, accounts, tokens, sessions, outbox, throttling, secrets.
-- Content tables (contracts, consents, CMS, FAQ, …) live in migrations 050+ (server-content).

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A person known to the insurer (seeded). Registration matches a request against these rows.
CREATE TABLE members (
  id text PRIMARY KEY,
  numero_contrat text NOT NULL UNIQUE,
  nir text,
  civilite text NOT NULL,
  nom text NOT NULL,
  prenom text NOT NULL,
  nom_patronymique text,
  date_naissance date NOT NULL,
  code_postal text NOT NULL,
  iban_last4 text,
  email text,
  telephone text,
  telephone_confirmed boolean NOT NULL DEFAULT false
);
CREATE INDEX members_nir_idx ON members (nir);

-- A login. user_name is the normalised (trimmed, lower-case) e-mail identifier.
CREATE TABLE accounts (
  id text PRIMARY KEY,
  member_id text REFERENCES members (id),
  user_name text NOT NULL UNIQUE,
  email text NOT NULL,
  password_hash text,
  status text NOT NULL CHECK (status IN ('pending', 'active', 'disabled')),
  is_confirmed boolean NOT NULL DEFAULT false,
  created_by_admin boolean NOT NULL DEFAULT false,
  roles text[] NOT NULL DEFAULT ARRAY['User']::text[],
  dematerialization boolean NOT NULL DEFAULT true,
  registration_consents jsonb NOT NULL DEFAULT '[]'::jsonb,
  cgu_accepted_at timestamptz,
  created_at timestamptz NOT NULL,
  activated_at timestamptz,
  password_changed_at timestamptz
);
CREATE INDEX accounts_member_idx ON accounts (member_id);

-- E-mailed single-use tokens; only the SHA-256 of the token is stored.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('Confirmation', 'ResetPassword')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_account_idx ON account_tokens (account_id, purpose);

-- Server sessions; the cookie holds a random id, the table its SHA-256.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ip text
);
CREATE INDEX sessions_account_idx ON sessions (account_id);

-- Every mail and SMS the server sends; .eml files are written from here.
CREATE TABLE outbox (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('mail', 'sms')),
  template text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL,
  dispatched_at timestamptz,
  eml_file text,
  last_error text
);

-- Failure counters for logins (per account name and per IP).
CREATE TABLE throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);
