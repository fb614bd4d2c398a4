-- When the owner of a session last proved themselves in it (their password or a second-step
-- code) after signing in: operations that guard the account ask for it to be recent.
ALTER TABLE sessions ADD COLUMN identity_proved_at INTEGER;
