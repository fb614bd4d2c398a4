-- Facts about the database itself, by key: when the readiness check last wrote to it
-- ('readiness_probe'), and the mark of a copy made by `forms-api backup` ('backup_taken_at'),
-- which the service refuses to start on until the reference numbers have been moved past those
-- handed out since (`forms-api applications continue-after`).
CREATE TABLE service_state (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
