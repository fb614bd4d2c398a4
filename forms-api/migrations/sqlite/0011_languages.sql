-- The language an account signed up in (`en`, `fr` or `es`): its mail is written in it.
-- Applications keep theirs in their answers (`language`).
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
