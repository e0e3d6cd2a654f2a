-- « Supprimer mon espace » with an external OpenID provider (the member has no local password to type): the member
-- signs in again at the provider. An authorization request started for that names the portal session it confirms
-- (SHA-256 of its cookie, null for a sign-in); the session keeps the time of its last confirmation.
ALTER TABLE oidc_flows ADD COLUMN reauth_session_hash text;
ALTER TABLE oidc_sessions ADD COLUMN reauthenticated_at timestamptz;
