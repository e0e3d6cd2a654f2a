-- A session's own idle timeout (issue 24: staff sessions end after 15 minutes without a request); null: the
-- instance's SESSION_IDLE_MINUTES. Stored with the session, so every instance ends it at the same time.
ALTER TABLE sessions ADD COLUMN idle_ms integer CHECK (idle_ms > 0);
