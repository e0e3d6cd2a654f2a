-- Issue 27 §2, « Audiences »: a saved rule over members (criteria ANDed, domain/src/audiences/audience.entity.ts),
-- used to target CMS popups and notifications. version: optimistic concurrency (409 on a stale save).
CREATE TABLE audiences (
  id text PRIMARY KEY,
  nom text NOT NULL CHECK (char_length(nom) BETWEEN 1 AND 120),
  criteres jsonb NOT NULL CHECK (jsonb_typeof(criteres) = 'array'),
  version integer NOT NULL CHECK (version > 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
CREATE UNIQUE INDEX audiences_nom_idx ON audiences (lower(nom));

-- « Sans connexion depuis N mois » needs each account's last sign-in: sessions are deleted at logout, so it is kept
-- on the account, set by every new session (a sign-in) through the trigger below, and filled from the sessions
-- still open. Touching the account's last_sign_in_at bumps no cache token (101_change_versions.sql).
ALTER TABLE accounts ADD COLUMN last_sign_in_at timestamptz;
UPDATE accounts a SET last_sign_in_at = s.last
  FROM (SELECT account_id, max(created_at) AS last FROM sessions GROUP BY account_id) s
 WHERE s.account_id = a.id;

CREATE OR REPLACE FUNCTION record_account_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts SET last_sign_in_at = NEW.created_at
   WHERE id = NEW.account_id AND (last_sign_in_at IS NULL OR last_sign_in_at < NEW.created_at);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_record_sign_in AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION record_account_sign_in();

-- The contract criteria of an audience, by member (counts over 500,000 members: npm run bench:server -- --only=audiences).
CREATE INDEX contracts_payment_missing_member_idx ON contracts (member_id) WHERE payment_missing;
CREATE INDEX contracts_offer_member_idx ON contracts (nom_offre, member_id);
CREATE INDEX contracts_state_member_idx ON contracts (etat, member_id);
