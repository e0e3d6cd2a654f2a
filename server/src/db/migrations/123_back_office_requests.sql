-- Issue 25 §2, « Demandes » in the back office. The target delay of each request type (hours; the expected answer
-- date is the submission plus the delay of its type as it is when read), edited in « Référentiels » with optimistic
-- concurrency on one version for the whole table (`request_target_delays_version`, a single row). The defaults
-- (e.g. 48 hours for a hospital coverage) are seeded by `db/seeds/request-target-delays.seed.ts`.
CREATE TABLE request_target_delays (
  request_type text PRIMARY KEY,
  hours integer NOT NULL CHECK (hours BETWEEN 1 AND 2160),
  updated_at timestamptz,
  updated_by text
);

CREATE TABLE request_target_delays_version (
  id smallint PRIMARY KEY CHECK (id = 1),
  version integer NOT NULL CHECK (version >= 0)
);

-- The queue's counts per status, kept by statement-level triggers on member_requests (migration 122): the queue
-- reads 6 rows instead of counting 200,000 requests at each page. A test reset empties both tables together.
CREATE TABLE member_request_status_counts (
  status text PRIMARY KEY,
  n bigint NOT NULL
);

CREATE FUNCTION member_request_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO member_request_status_counts (status, n)
    SELECT status, -count(*) FROM old_rows GROUP BY status
    ON CONFLICT (status) DO UPDATE SET n = member_request_status_counts.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO member_request_status_counts (status, n)
    SELECT status, count(*) FROM new_rows GROUP BY status
    ON CONFLICT (status) DO UPDATE SET n = member_request_status_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER member_request_status_counts_insert AFTER INSERT ON member_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_request_status_counts_apply();
CREATE TRIGGER member_request_status_counts_update AFTER UPDATE ON member_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_request_status_counts_apply();
CREATE TRIGGER member_request_status_counts_delete AFTER DELETE ON member_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_request_status_counts_apply();
INSERT INTO member_request_status_counts (status, n) SELECT status, count(*) FROM member_requests GROUP BY status;
