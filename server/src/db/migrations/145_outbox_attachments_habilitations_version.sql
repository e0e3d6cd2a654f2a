-- Issue 25 leftovers, two small changes.
--
-- 1. A mail of the outbox can carry documents (the « prise en charge » PDF sent to the
-- establishment). Each is a reference to a stored file, `[{ "remoteFileName", "fileName", "contentType" }]`, read
-- (uploaded_file_contents) and attached when the .eml is built and the mail sent by SMTP.
ALTER TABLE outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;

-- 2. The staff queue's per-request path (« Demandes », issue 25 §2): the habilitations of a staff member are kept in
-- memory with their session, exact while the `sessions` change token is unchanged (migration 101). A grant or a
-- withdrawal changes that token too, so no instance serves a withdrawn habilitation after the change commits.
CREATE TRIGGER staff_habilitations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_habilitations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('sessions');
