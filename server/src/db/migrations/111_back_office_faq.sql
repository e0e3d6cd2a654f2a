-- Issue 24 §4, the FAQ in the back office. Members keep reading faq_questions, faq_categories and their links (the
-- published state); the staff edit a draft of the whole FAQ (one JSON document, `version` for optimistic
-- concurrency; no row: the draft is the published state, version 0), and « Publier » rewrites the published tables
-- from it and keeps the published document with its author and date. Searches that found nothing are kept (text,
-- audience, date) for the feedback screen; the clicks and ratings gain indexes on their date (period filters).
CREATE TABLE faq_draft (
  id smallint PRIMARY KEY CHECK (id = 1),
  document jsonb NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

CREATE TABLE faq_publications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  document jsonb NOT NULL,
  draft_version integer NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text NOT NULL
);

CREATE TABLE faq_missed_searches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  query text NOT NULL CHECK (char_length(query) <= 200),
  user_type text NOT NULL,
  searched_at timestamptz NOT NULL
);
CREATE INDEX faq_missed_searches_at_idx ON faq_missed_searches (searched_at);
CREATE INDEX faq_clicks_at_idx ON faq_clicks (clicked_at);
CREATE INDEX faq_ratings_at_idx ON faq_ratings (rated_at);
