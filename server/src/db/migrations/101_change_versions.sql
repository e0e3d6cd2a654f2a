-- Server-side read caches that stay exact (issue 15). Every write to the tables an in-memory cache depends on
-- changes the area's token in content_versions (migration 054) and sends NOTIFY content_versions '<area>':
--   cms, faq        CMS items, FAQ (as before)
--   sessions        a session ended (logout, password change, deletion) or an account's identity changed
--                   (status, roles, login, e-mail, member); opening a session or touching last_seen_at does not
--   contracts       any write to contracts (bank details, states)
-- PGlite (one process) is told at commit; on PostgreSQL each read first reads the tokens, one query shared by
-- the requests that arrived while the previous one ran (server/src/db/change-versions.ts).
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_versions (name, token) VALUES (TG_ARGV[0], md5(random()::text || clock_timestamp()::text))
  ON CONFLICT (name) DO UPDATE SET token = EXCLUDED.token;
  PERFORM pg_notify('content_versions', TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_end_version AFTER DELETE OR UPDATE OF id_hash, account_id, expires_at OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('sessions');
CREATE TRIGGER accounts_identity_version
  AFTER DELETE OR UPDATE OF id, status, roles, user_name, email, member_id OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('sessions');
CREATE TRIGGER contracts_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('contracts');
