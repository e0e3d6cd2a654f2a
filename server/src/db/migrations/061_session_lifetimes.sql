-- Session lifetimes: expires_at stays the absolute end; last_seen_at (created_at when null) drives the idle
-- timeout.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
