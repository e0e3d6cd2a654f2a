-- Issue 25 leftovers. 1. A mail of the outbox can carry documents (the « prise en charge » PDF sent to the
-- establishment). Each is a reference to a stored file, `[{ "remoteFileName", "fileName", "contentType" }]`, read
-- (uploaded_file_contents) and attached when the .eml is built and the mail sent by SMTP.
ALTER TABLE outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;

