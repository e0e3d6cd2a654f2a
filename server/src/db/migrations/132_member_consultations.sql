-- Issue 27 §1, « Voir l'espace de l'adhérent »: a staff member's read-only consultation of a member's space. The row
-- is the consultation session, shared by every instance: the staff session it is bound to (`staff_session_hash`,
-- the `sessions.id_hash` of the agent's browser) reads the member API as the member while the row is open
-- (`ended_at` null and `ends_at` in the future, 30 minutes after the start); every member write is refused then.
-- The member's own sessions are never touched. The reason's category is shown to the member (« Mon compte »,
-- « Consultations de votre espace »); the reason's text and ticket stay in the back office.
CREATE TABLE member_consultations (
  id text PRIMARY KEY,
  member_id text NOT NULL,
  member_account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  staff_account_id text NOT NULL,
  staff_login text NOT NULL,
  staff_session_hash text NOT NULL,
  agent_prenom text NOT NULL CHECK (char_length(agent_prenom) <= 100),
  agent_role text NOT NULL CHECK (char_length(agent_role) <= 50),
  reason_category text NOT NULL CHECK (char_length(reason_category) <= 50),
  reason_text text CHECK (char_length(reason_text) <= 500),
  ticket text CHECK (char_length(ticket) <= 40),
  started_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  ended_at timestamptz,
  CHECK (reason_text IS NOT NULL OR ticket IS NOT NULL)
);
-- The session lookup of every request (server/src/http/session.ts): the open consultation of a staff session.
CREATE INDEX member_consultations_open_session ON member_consultations (staff_session_hash) WHERE ended_at IS NULL;
-- « Consultations de votre espace »: a member's consultations, newest first.
CREATE INDEX member_consultations_member_started ON member_consultations (member_id, started_at DESC);
-- Opening or ending a consultation changes what a session reads as: the process session caches are voided.
CREATE TRIGGER member_consultations_session_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_consultations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('sessions');
