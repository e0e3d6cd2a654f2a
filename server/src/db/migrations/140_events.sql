-- Issue 27 « Statistiques »: the append-only events table, written by the features (server/src/events/public.ts)
-- and read by the statistics dashboard and the member page of « Adhérents » (last sign-ins). No personal data:
-- beyond the member id (members.id, null when none: an unknown login, a staff account), only the kind, the
-- instant and non-personal attributes (method, success, delay, …) — never a login, an address, a password or a code.
-- Kinds (server/src/events/event-kinds.ts): sign-in {method: local|oidc, success}, account-requested
-- {origin: member|admin}, account-activated {delaySeconds}, account-deleted, two-factor-on, two-factor-off,
-- account-locked.
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]{1,40}$'),
  member_id text,
  at timestamptz NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(attributes) = 'object')
);
-- The dashboard's range scans per kind; a member's latest events (« Adhérents »: last sign-ins).
CREATE INDEX events_kind_at_idx ON events (kind, at);
CREATE INDEX events_member_idx ON events (member_id, kind, at DESC) WHERE member_id IS NOT NULL;

-- Append-only: no update, no delete (a member's erasure only forgets the member id).
CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.member_id IS NULL AND NEW.id = OLD.id AND NEW.kind = OLD.kind
     AND NEW.at = OLD.at AND NEW.attributes = OLD.attributes THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'events are append-only';
END;
$$;
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_append_only();
