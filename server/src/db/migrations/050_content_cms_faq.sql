-- Content owned by server-content: CMS blocks and images, FAQ (questions, categories, Top 5, clicks, ratings).

-- One item of a CMS block list (GET /api/cms/blocklists?name=&itemName=). content is HTML, sanitised by the front.
CREATE TABLE cms_items (
  id text PRIMARY KEY,
  block_name text NOT NULL,
  item_name text NOT NULL DEFAULT '',
  title text NOT NULL,
  content text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX cms_items_block_idx ON cms_items (block_name, item_name, position);

-- Images served by GET /api/cms/documents/images/{id}.
CREATE TABLE cms_images (
  id text PRIMARY KEY,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'image/webp')),
  bytes bytea NOT NULL,
  description text NOT NULL DEFAULT ''
);

-- A FAQ question. audience: NULL = every userType, else only that userType ('public', 'adherent').
CREATE TABLE faq_questions (
  id integer PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  click_code text NOT NULL UNIQUE,
  rate_code text NOT NULL UNIQUE,
  audience text,
  popular_rank integer UNIQUE
);

CREATE TABLE faq_categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  position integer NOT NULL,
  audience text
);

CREATE TABLE faq_category_questions (
  category_id integer NOT NULL REFERENCES faq_categories (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES faq_questions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (category_id, question_id)
);

-- 'Ceci peut aussi vous intéresser'.
CREATE TABLE faq_related_questions (
  question_id integer NOT NULL REFERENCES faq_questions (id) ON DELETE CASCADE,
  related_id integer NOT NULL REFERENCES faq_questions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (question_id, related_id),
  CHECK (question_id <> related_id)
);

CREATE TABLE faq_clicks (
  id bigserial PRIMARY KEY,
  click_code text NOT NULL,
  user_type text NOT NULL,
  clicked_at timestamptz NOT NULL
);
CREATE INDEX faq_clicks_code_idx ON faq_clicks (click_code);

CREATE TABLE faq_ratings (
  id bigserial PRIMARY KEY,
  rate_code text NOT NULL,
  is_useful boolean NOT NULL,
  comment text,
  user_type text NOT NULL,
  rated_at timestamptz NOT NULL
);
CREATE INDEX faq_ratings_code_idx ON faq_ratings (rate_code);
