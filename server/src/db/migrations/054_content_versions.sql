-- A token per content area that changes on every write to its tables (any statement, TRUNCATE included), so
-- the server can keep CMS and FAQ reads in memory and still see writes made by seeds, tests or plain SQL.
CREATE TABLE content_versions (
  name text PRIMARY KEY,
  token text NOT NULL
);

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_versions (name, token) VALUES (TG_ARGV[0], md5(random()::text || clock_timestamp()::text))
  ON CONFLICT (name) DO UPDATE SET token = EXCLUDED.token;
  RETURN NULL;
END
$$;

CREATE TRIGGER cms_items_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('cms');
CREATE TRIGGER faq_questions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_questions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('faq');
CREATE TRIGGER faq_categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('faq');
CREATE TRIGGER faq_category_questions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_category_questions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('faq');
CREATE TRIGGER faq_related_questions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_related_questions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('faq');
