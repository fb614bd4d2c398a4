//! The audit log of staff actions: appended, never changed. Each row's hash covers the row and
//! the hash of the row before, and `audit_head` holds the last row's number and hash, so
//! `forms-api audit verify` finds a row changed, removed (anywhere, the last one included) or
//! inserted, and names the first that breaks the chain. The head can be rewritten too, so verify
//! also refuses a start moved past rows the retention period still keeps, and checks the end
//! against a head line kept outside the database (`audit_anchor`).

use crate::clock::rfc3339;
use crate::secrets::sha256_hex;

/// What a staff member did; the names are what the log and the workspace show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    SignedIn,
    FactorEnrolled,
    FactorReset,
    CodesRenewed,
    PasskeyAdded,
    PasskeyRemoved,
    ApplicationOpened,
    Decided,
    Reopened,
    Exported,
    RoleGranted,
    RoleRevoked,
}

impl Action {
    pub const ALL: [Action; 12] = [
        Action::SignedIn,
        Action::FactorEnrolled,
        Action::FactorReset,
        Action::CodesRenewed,
        Action::PasskeyAdded,
        Action::PasskeyRemoved,
        Action::ApplicationOpened,
        Action::Decided,
        Action::Reopened,
        Action::Exported,
        Action::RoleGranted,
        Action::RoleRevoked,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Action::SignedIn => "signed-in",
            Action::FactorEnrolled => "second-factor-enrolled",
            Action::FactorReset => "second-factor-reset",
            Action::CodesRenewed => "recovery-codes-renewed",
            Action::PasskeyAdded => "passkey-added",
            Action::PasskeyRemoved => "passkey-removed",
            Action::ApplicationOpened => "application-opened",
            Action::Decided => "application-decided",
            Action::Reopened => "application-reopened",
            Action::Exported => "applications-exported",
            Action::RoleGranted => "role-granted",
            Action::RoleRevoked => "role-revoked",
        }
    }

    pub fn of(name: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|action| action.name() == name)
    }
}

/// What is appended: who did what, to what, from where.
#[derive(Debug, Clone)]
pub struct NewEntry {
    pub actor: String,
    pub action: Action,
    pub subject: String,
    pub detail: String,
    pub client: String,
}

/// A row of the log as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub seq: i64,
    pub at: i64,
    pub actor: String,
    pub action: String,
    pub subject: String,
    pub detail: String,
    pub client: String,
    pub prev_hash: String,
    pub hash: String,
}

/// The hash before the first row.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// The hash of a row: every field and the hash of the row before.
pub fn row_hash(entry: &Entry) -> String {
    sha256_hex(&[
        &entry.prev_hash,
        &entry.seq.to_string(),
        &entry.at.to_string(),
        &entry.actor,
        &entry.action,
        &entry.subject,
        &entry.detail,
        &entry.client,
    ])
}

/// The chain's ends as `audit_head` keeps them.
#[derive(Debug, Clone)]
pub struct Head {
    pub seq: i64,
    pub hash: String,
    pub purged_through: i64,
    pub purged_hash: String,
    /// When row `purged_through` was written; `None` when nothing was purged.
    pub purged_at: Option<i64>,
}

/// Check the rows, in order of `seq`, against each other and the head, and the head's start
/// against `kept_since` (rows written since then are within the retention period, so none of
/// them may have been purged): the first problem found.
pub fn verify(head: &Head, rows: &[Entry], kept_since: i64) -> Result<Checked, String> {
    check_start(head, rows.first(), kept_since)?;
    let mut expected_seq = head.purged_through + 1;
    let mut prev_hash = head.purged_hash.clone();
    let mut count = 0;
    for row in rows {
        if row.seq != expected_seq {
            return Err(if row.seq > expected_seq {
                format!("row {expected_seq} is missing (the next row is {})", row.seq)
            } else {
                format!("row {} is out of order or inserted (expected row {expected_seq})", row.seq)
            });
        }
        if row.prev_hash != prev_hash {
            return Err(format!(
                "row {} does not follow the row before it (a row before it was changed, removed or inserted)",
                row.seq
            ));
        }
        if row_hash(row) != row.hash {
            return Err(format!("row {} has been changed since it was written", row.seq));
        }
        prev_hash.clone_from(&row.hash);
        expected_seq += 1;
        count += 1;
    }
    let last = expected_seq - 1;
    if last != head.seq || prev_hash != head.hash {
        return Err(if last < head.seq {
            format!("rows {} to {} are missing from the end", last + 1, head.seq)
        } else {
            format!("row {last} does not match the log's recorded end (row {})", head.seq)
        });
    }
    Ok(Checked { rows: count, last: head.seq, hash: head.hash.clone() })
}

/// The recorded start (the last purged row) must be one `audit purge` could have made: its time
/// recorded, before the first row kept, and older than the retention period. Without this,
/// deleting the first rows and copying the last deleted row's number and hash into the head
/// would verify.
fn check_start(head: &Head, first: Option<&Entry>, kept_since: i64) -> Result<(), String> {
    if head.purged_through == 0 {
        return Ok(());
    }
    let boundary = head.purged_through;
    let Some(at) = head.purged_at else {
        return Err(format!(
            "the log starts after row {boundary}, but no purge recorded when that row was \
             written: rows up to {boundary} were deleted other than by `audit purge`"
        ));
    };
    if let Some(first) = first.filter(|first| first.at < at) {
        return Err(format!(
            "the log's start, after row {boundary} written at {}, is refused: row {} kept after \
             it was written earlier, at {}",
            rfc3339(at),
            first.seq,
            rfc3339(first.at)
        ));
    }
    if at >= kept_since {
        return Err(format!(
            "the log's start, after row {boundary} written at {}, is refused: rows written since \
             {} are within the retention period and are never purged, so rows up to \
             {boundary} were deleted and the start moved",
            rfc3339(at),
            rfc3339(kept_since)
        ));
    }
    Ok(())
}

/// A verified log: how many rows, the last one's number and hash (worth noting down elsewhere:
/// a later verify that ends on the same hash proves nothing before it was rewritten).
#[derive(Debug)]
pub struct Checked {
    pub rows: usize,
    pub last: i64,
    pub hash: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain(count: i64) -> (Head, Vec<Entry>) {
        let mut rows = Vec::new();
        let mut prev = GENESIS.to_string();
        for seq in 1..=count {
            let mut row = Entry {
                seq,
                at: 1_800_000_000 + seq,
                actor: "staff@example.org".into(),
                action: Action::Decided.name().into(),
                subject: format!("IAAII-2026-{seq:05}"),
                detail: crate::status::ApplicationStatus::Accepted.name().into(),
                client: "127.0.0.1".into(),
                prev_hash: prev.clone(),
                hash: String::new(),
            };
            row.hash = row_hash(&row);
            prev = row.hash.clone();
            rows.push(row);
        }
        let head = Head {
            seq: count,
            hash: prev,
            purged_through: 0,
            purged_hash: GENESIS.into(),
            purged_at: None,
        };
        (head, rows)
    }

    #[test]
    fn an_intact_chain_verifies() {
        let (head, rows) = chain(5);
        assert_eq!(verify(&head, &rows, KEPT).unwrap().rows, 5);
        let (head, _) = chain(0);
        assert_eq!(verify(&head, &[], KEPT).unwrap().rows, 0);
    }

    #[test]
    fn a_changed_row_is_named() {
        let (head, mut rows) = chain(5);
        rows[2].detail = crate::status::ApplicationStatus::Declined.name().into();
        assert_eq!(
            verify(&head, &rows, KEPT).unwrap_err(),
            "row 3 has been changed since it was written"
        );
    }

    #[test]
    fn a_removed_row_is_named_anywhere() {
        let (head, mut rows) = chain(5);
        rows.remove(1);
        assert!(verify(&head, &rows, KEPT).unwrap_err().starts_with("row 2 is missing"));
        let (head, mut rows) = chain(5);
        rows.pop();
        assert_eq!(verify(&head, &rows, KEPT).unwrap_err(), "rows 5 to 5 are missing from the end");
    }

    #[test]
    fn a_row_rewritten_with_its_own_hash_breaks_the_next() {
        let (head, mut rows) = chain(5);
        rows[1].detail = crate::status::ApplicationStatus::Declined.name().into();
        rows[1].hash = row_hash(&rows[1]);
        assert!(verify(&head, &rows, KEPT).unwrap_err().starts_with("row 3 does not follow"));
    }

    /// Rows of `chain` are written at 1_800_000_001 onwards: all are within the retention period.
    const KEPT: i64 = 1_800_000_000;

    fn purged_through_2(rows: &[Entry]) -> Head {
        let (mut head, _) = chain(5);
        head.purged_through = 2;
        head.purged_hash = rows[1].hash.clone();
        head.purged_at = Some(rows[1].at);
        head
    }

    #[test]
    fn a_purged_start_verifies_from_its_anchor() {
        let (_, rows) = chain(5);
        let head = purged_through_2(&rows);
        // Rows 1 and 2 are past the retention period, row 3 is not.
        assert_eq!(verify(&head, &rows[2..], rows[2].at).unwrap().rows, 3);
    }

    #[test]
    fn a_start_moved_past_rows_the_retention_period_keeps_is_refused() {
        let (_, rows) = chain(5);
        let head = purged_through_2(&rows);
        let refused = verify(&head, &rows[2..], KEPT).unwrap_err();
        assert!(refused.starts_with("the log's start, after row 2 written at"), "{refused}");
        assert!(refused.contains("within the retention period"), "{refused}");
    }

    #[test]
    fn a_start_moved_without_a_purge_time_is_refused() {
        let (_, rows) = chain(5);
        let mut head = purged_through_2(&rows);
        head.purged_at = None;
        let refused = verify(&head, &rows[2..], rows[4].at).unwrap_err();
        assert!(refused.contains("no purge recorded when that row was written"), "{refused}");
    }

    #[test]
    fn a_purge_time_after_the_first_row_kept_is_refused() {
        let (_, rows) = chain(5);
        let mut head = purged_through_2(&rows);
        head.purged_at = Some(rows[3].at);
        let refused = verify(&head, &rows[2..], rows[4].at + 1).unwrap_err();
        assert!(refused.contains("row 3 kept after it was written earlier"), "{refused}");
    }
}
