-- Outgoing mail waits here until a sender has delivered it. A message is written in the same
-- transaction as what it tells of (the account, the code, the application), so a failure of the
-- mail server delays it and loses none. A delivered message's row is deleted; one given up after
-- its last try stays, with its error, for the operator.

CREATE TABLE mail_queue (
    id TEXT PRIMARY KEY,                       -- also the message's Message-ID, <id@sender's domain>
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    next_attempt_at BIGINT NOT NULL,          -- not tried again before this time
    claimed_until BIGINT NOT NULL DEFAULT 0,   -- a sender is delivering it until then
    attempts BIGINT NOT NULL DEFAULT 0,
    last_error TEXT,
    failed_at BIGINT                          -- given up: no more tries
);
CREATE INDEX mail_queue_due ON mail_queue(next_attempt_at) WHERE failed_at IS NULL;
