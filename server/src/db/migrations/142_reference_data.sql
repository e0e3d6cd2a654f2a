-- Issue 27 §4, « Référentiels »: the nine reference-data kinds of spec §3 (civility, sex, country, postal code,
-- payment mode, payment frequency, claim type, beneficiary type, service catalogue), served by
-- `GET /api/referentiel/{kind}` from these tables at every request (no per-process copy: a change made on one
-- instance is seen at the next request on every instance) and edited in the back office. A value is never deleted:
-- it is disabled (`enabled = false`), left out of the lists offered to new input and still resolved where used.
-- Each kind carries the version its edits are checked against (409 on a stale version). The values of
-- `server/seed/referentiels.json` are seeded by `db/seeds/reference-data.seed.ts` in the file's order.
CREATE TABLE reference_data_kinds (
  kind text PRIMARY KEY,
  version integer NOT NULL DEFAULT 0 CHECK (version >= 0)
);

CREATE TABLE reference_data_values (
  kind text NOT NULL REFERENCES reference_data_kinds (kind),
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 40),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
  rank integer NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz,
  updated_by text,
  PRIMARY KEY (kind, code)
);

-- The lists' order and the admin's keyset pages (kind, rank, code); search by code prefix or label.
CREATE INDEX reference_data_values_order ON reference_data_values (kind, rank, code);
