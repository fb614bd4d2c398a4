-- The staff's search finds a name whatever its accents and case ("emilie" finds "Émilie"), by the
-- start of any of its words ("villaverde" finds "Fernández-Villaverde"): every word of the name,
-- folded by the service (lower case, accents dropped), each after a space, searched with LIKE
-- ' word%'. It replaces the first name's key, which found only the start of a first name.
-- The sorting key is folded from now on too, so setting it to NULL has the service fill both
-- columns again for every application at its next start (Db::fill_application_keys).
ALTER TABLE applications ADD COLUMN search_words TEXT NOT NULL DEFAULT '';
DROP INDEX applications_by_first_name;
ALTER TABLE applications DROP COLUMN first_name_key;
UPDATE applications SET name_key = NULL;
