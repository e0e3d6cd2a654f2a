-- Issue 24, « Habilitations »: what the back office keeps of a staff account beyond its login (table accounts):
-- its name, and the version of its habilitations (optimistic concurrency of the matrix editor: a save names the
-- version it read; a stale one is refused with 409). A staff account without a row (the seeded demo staff before
-- their first change) reads as version 0 with no name.
CREATE TABLE staff_profiles (
  account_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  nom text NOT NULL DEFAULT '' CHECK (char_length(nom) <= 100),
  prenom text NOT NULL DEFAULT '' CHECK (char_length(prenom) <= 100),
  habilitations_version integer NOT NULL DEFAULT 0
);
