-- Issue 27 « Statistiques »: per-day counts of the events (migration 140), kept at insert by a statement-level
-- trigger, so that the dashboard reads a few hundred rows instead of counting a million events. The day is the
-- calendar day in Europe/Paris (the portal's time zone); `variant` splits a kind by its attributes where the
-- dashboard needs it (sign-in: '<method>:<success>', account-requested: its origin), '' otherwise. A test reset
-- empties both tables together (triggers off).
CREATE TABLE event_day_counts (
  kind text NOT NULL,
  day date NOT NULL,
  variant text NOT NULL DEFAULT '',
  n bigint NOT NULL,
  PRIMARY KEY (kind, day, variant)
);

CREATE FUNCTION event_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_day_counts (kind, day, variant, n)
  SELECT kind,
         (at AT TIME ZONE 'Europe/Paris')::date,
         CASE kind
           WHEN 'sign-in' THEN coalesce(attributes->>'method', '') || ':' || coalesce(attributes->>'success', '')
           WHEN 'account-requested' THEN coalesce(attributes->>'origin', '')
           ELSE ''
         END,
         count(*)
    FROM inserted_events
   GROUP BY 1, 2, 3
  ON CONFLICT (kind, day, variant) DO UPDATE SET n = event_day_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;
CREATE TRIGGER event_day_counts_apply AFTER INSERT ON events
  REFERENCING NEW TABLE AS inserted_events
  FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_apply();

-- The activation delays of a period (median), read from the events themselves: the delay as a column of its
-- own so that the median reads the index alone (an expression index cannot answer an index-only scan).
ALTER TABLE events ADD COLUMN delay_seconds integer
  GENERATED ALWAYS AS ((attributes->>'delaySeconds')::integer) STORED;
CREATE INDEX events_activation_delay_idx ON events (at, delay_seconds) WHERE kind = 'account-activated';
-- The notifications sent over a period (member_notifications has no index on created_at).
CREATE INDEX member_notifications_created_idx ON member_notifications (created_at);
