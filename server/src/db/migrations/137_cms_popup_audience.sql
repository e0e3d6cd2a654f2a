-- Issue 27 §2: a CMS popup may be shown only to the members of an audience (null: to everyone). An audience a popup
-- uses cannot be deleted (RESTRICT; the back office answers 409 FLOW.AUDIENCE_UTILISEE first).
ALTER TABLE cms_items ADD COLUMN audience_id text REFERENCES audiences (id) ON DELETE RESTRICT;
CREATE INDEX cms_items_audience_idx ON cms_items (audience_id) WHERE audience_id IS NOT NULL;
