-- « Mes garanties »: what each offer (contracts.nom_offre) covers, by domain of care, one row per line.
CREATE TABLE offer_guarantees (
  nom_offre text NOT NULL,
  domaine_code text NOT NULL,
  domaine_libelle text NOT NULL,
  domaine_position integer NOT NULL,
  position integer NOT NULL,
  libelle text NOT NULL,
  formule text NOT NULL,
  precision text NOT NULL DEFAULT '',
  PRIMARY KEY (nom_offre, domaine_code, position)
);
