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
