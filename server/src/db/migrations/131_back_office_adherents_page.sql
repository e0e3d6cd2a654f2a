-- « Adhérents », a member's page (issue 27 §1). The mails sent to a member are read from the outbox by recipient
-- (their e-mail or phone), newest first; the account's state « supprimé » needs to know that the member deleted an
-- account (the row is gone with its sessions and tokens): one line per deletion, nothing else of the account.
CREATE INDEX outbox_recipient_idx ON outbox (recipient, created_at DESC);

CREATE TABLE member_account_deletions (
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  deleted_at timestamptz NOT NULL
);
CREATE INDEX member_account_deletions_member_idx ON member_account_deletions (member_id, deleted_at DESC);
