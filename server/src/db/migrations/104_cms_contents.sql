-- Issue 24 §3, « Contenus »: the CMS items become editable in the back office. cms_items stays what members read
-- (GET /api/cms/blocklists reads it, its writes change the 'cms' token the read caches and the pre-rendered shells
-- key on); a draft lives beside it and every published version is kept.
--
-- published: members read the item (false: a static page created and never published, or unpublished).
-- cookie_name: the « Ne plus afficher ce message » cookie of a CMS popup (null: no such checkbox).
ALTER TABLE cms_items ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE cms_items ADD COLUMN cookie_name text;

-- The draft of an item and its optimistic-concurrency version. No row: the draft is the published text, version 0.
-- Kept apart from cms_items so a draft save changes nothing members read (nor the 'cms' token).
CREATE TABLE cms_drafts (
  item_id text PRIMARY KEY REFERENCES cms_items (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

-- Every published version of every item, numbered from 1 per item. Append-only (trigger below). author_account_id
-- is null for the text the portal was seeded with.
CREATE TABLE cms_versions (
  item_id text NOT NULL REFERENCES cms_items (id),
  number integer NOT NULL CHECK (number > 0),
  title text NOT NULL,
  content text NOT NULL,
  published_at timestamptz NOT NULL,
  author_account_id text,
  author_login text NOT NULL,
  PRIMARY KEY (item_id, number)
);

CREATE OR REPLACE FUNCTION refuse_cms_version_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cms_versions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER cms_versions_append_only BEFORE UPDATE OR DELETE ON cms_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_cms_version_change();
