-- « Mon compte » (issue 13): a change of login asked from the member area waits here until the link mailed to
-- the new address is used (confirm-email); meanwhile the current login keeps working.
ALTER TABLE accounts ADD COLUMN pending_user_name text;
