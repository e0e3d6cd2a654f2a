-- Issue 22: the family of a contract, santé or prévoyance. A prévoyance contract's refunds have no care-type filter
-- and its guarantees no health glossary. Existing contracts are health ones.
ALTER TABLE contracts ADD COLUMN famille text NOT NULL DEFAULT 'sante' CHECK (famille IN ('sante', 'prevoyance'));
