-- The staff's search looks at every name's words (LIKE '% word%' can follow no index's order): an
-- index of the words alone lets its count read that index instead of the table, whose rows hold
-- every application's answers. With 100,000 applications the count of a one-word search took
-- 88 ms on SQLite and 84 ms on PostgreSQL, and 15 to 22 ms and 14 ms with it.
CREATE INDEX applications_by_words ON applications(search_words);
