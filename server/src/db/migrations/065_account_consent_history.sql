-- « Mon compte » (issue 13): every answer a member gives to a consent, kept as evidence (never updated nor
-- deleted while the member exists). member_consents keeps the current answer; this table its history.
CREATE TABLE member_consent_answers (
  id bigserial PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  nom text NOT NULL,
  accepted boolean NOT NULL,
  answered_at timestamptz NOT NULL,
  account_id text
);
CREATE INDEX member_consent_answers_member_idx ON member_consent_answers (member_id, nom, answered_at);
