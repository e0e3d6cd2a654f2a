-- « Mes coordonnées bancaires » (issue 13): the holder of each contract's benefit payment account, shown with the
-- masked IBAN and the BIC. Null when unknown (the insurer's record has no holder yet).
ALTER TABLE contracts ADD COLUMN rib_titulaire text;
