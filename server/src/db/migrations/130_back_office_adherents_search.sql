-- « Adhérents » search of the back office (issue 27 §1): name prefixes without accents or case, member number, NIR,
-- e-mail, phone — p99 ≤ 100 ms with 500,000 members. No extension (PGlite ships pg_trgm and unaccent only as
-- loadable bundles and unaccent() is not IMMUTABLE): generated columns folded as the domain's foldSearchText
-- (domain/src/adherents/adherent-search.ts; a test checks both use the same translate() strings), in the "C"
-- collation so that one btree serves both the prefix (LIKE 'dupon%') and the order of the list.

ALTER TABLE members ADD COLUMN nom_recherche text COLLATE "C" GENERATED ALWAYS AS (
  btrim(regexp_replace(lower(replace(replace(replace(replace(
    translate(nom, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸàáâãäåçèéêëìíîïñòóôõöùúûüýÿ-''’', 'AAAAAACEEEEIIIINOOOOOUUUUYYaaaaaaceeeeiiiinooooouuuuyy '),
    'Œ', 'OE'), 'œ', 'oe'), 'Æ', 'AE'), 'æ', 'ae')), '\s+', ' ', 'g'))
) STORED;
ALTER TABLE members ADD COLUMN prenom_recherche text COLLATE "C" GENERATED ALWAYS AS (
  btrim(regexp_replace(lower(replace(replace(replace(replace(
    translate(prenom, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸàáâãäåçèéêëìíîïñòóôõöùúûüýÿ-''’', 'AAAAAACEEEEIIIINOOOOOUUUUYYaaaaaaceeeeiiiinooooouuuuyy '),
    'Œ', 'OE'), 'œ', 'oe'), 'Æ', 'AE'), 'æ', 'ae')), '\s+', ' ', 'g'))
) STORED;
ALTER TABLE members ADD COLUMN email_recherche text COLLATE "C" GENERATED ALWAYS AS (lower(btrim(email))) STORED;
ALTER TABLE members ADD COLUMN telephone_recherche text COLLATE "C" GENERATED ALWAYS AS (
  regexp_replace(regexp_replace(telephone, '[^0-9+]', '', 'g'), '^(\+33|0033)', '0')
) STORED;

CREATE INDEX members_nom_recherche_idx ON members (nom_recherche, prenom_recherche, id);
CREATE INDEX members_email_recherche_idx ON members (email_recherche);
CREATE INDEX members_telephone_recherche_idx ON members (telephone_recherche);
