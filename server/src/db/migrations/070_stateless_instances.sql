-- Several instances on one database (issue 14).
-- Uploaded files live in the database (any instance serves what another stored). A row of an earlier version
-- has no content: its file is still read from <dataDir>/uploads/<remote_file_name>.
ALTER TABLE uploaded_files ADD COLUMN content bytea;

-- Outbox dispatch across instances: a message is claimed (FOR UPDATE SKIP LOCKED) by one dispatcher until
-- claimed_until; a dispatcher that died holding a claim gives it back when it expires.
ALTER TABLE outbox ADD COLUMN claimed_until timestamptz;
CREATE INDEX outbox_pending_idx ON outbox (seq) WHERE dispatched_at IS NULL AND last_error IS NULL;
