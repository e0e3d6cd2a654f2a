-- « Historique » filtered by staff login and by item (issue 24): keyset pages, newest first, on their own indexes.
CREATE INDEX admin_history_login_at_id ON admin_history (staff_login, at DESC, id DESC);
CREATE INDEX admin_history_item_at_id ON admin_history (item, at DESC, id DESC) WHERE item IS NOT NULL;
