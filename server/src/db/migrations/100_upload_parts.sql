-- Uploads written while they arrive (issue 15). A file's content is written in segments (`upload_parts`, about
-- 1 MiB each, in autocommit) while the request body is still being received, instead of in one statement once the
-- last byte is in; the `uploaded_files` row, written in the request's final transaction, is what makes the file
-- exist: parts without a row belong to an upload in progress, refused or cut (deleted by the request that wrote
-- them, else swept after a day). A row of an earlier version keeps its content in `uploaded_files.content`.
CREATE TABLE upload_parts (
  remote_file_name text NOT NULL,
  seq integer NOT NULL CHECK (seq >= 0),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (remote_file_name, seq)
);
CREATE INDEX upload_parts_created_idx ON upload_parts (created_at);

-- The content of each stored file, whichever way it was written.
CREATE VIEW uploaded_file_contents AS
SELECT f.remote_file_name,
       COALESCE(
         f.content,
         (SELECT string_agg(p.bytes, ''::bytea ORDER BY p.seq) FROM upload_parts p WHERE p.remote_file_name = f.remote_file_name)
       ) AS content
  FROM uploaded_files f;
