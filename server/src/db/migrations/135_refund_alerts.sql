-- Refund alerts (issue 27): a member who turned them on in « Mon compte » is notified (notification centre, and a
-- mail when they chose it) when a refund of theirs is paid, once. `alerte_remboursement_depuis` is when the
-- account turned them on (null: off); only acts paid from that day on are announced.
ALTER TABLE accounts ADD COLUMN alerte_remboursement_depuis timestamptz;
ALTER TABLE accounts ADD COLUMN alerte_remboursement_mail boolean NOT NULL DEFAULT true;
-- When the refund-alerts job looked at a paid act (null: not yet). The job claims the acts paid in the last days and
-- not yet looked at (a range of this partial index: older ones are never read), notifies and marks them in one
-- transaction: each act is announced once.
ALTER TABLE care_acts ADD COLUMN alerte_traitee_at timestamptz;
CREATE INDEX care_acts_alerte_a_traiter_idx ON care_acts (date_paiement, id)
  WHERE statut = 'paye' AND alerte_traitee_at IS NULL;
-- The acts paid before this version are history: never announced.
UPDATE care_acts SET alerte_traitee_at = now() WHERE statut = 'paye';
