//! The audit log's head kept outside the database. Whoever can write to the database can delete
//! the newest rows and point `audit_head` at the row before them, and the chain still verifies;
//! a line printed by `forms-api audit head` and kept elsewhere (mailed, or in the timer's journal
//! on another machine) is out of their reach, and `audit verify --head LINE` proves the log
//! still holds that row, unchanged, with the chain running on from it to the current end.

use crate::audit::{Checked, Entry, Head};
use crate::clock::rfc3339;

/// What the operator keeps: a row's number (when given) and hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anchor {
    pub seq: Option<i64>,
    pub hash: String,
}

/// The line `audit head` prints for a verified log, taken at `now`:
/// `audit head <seq> <hash> <time taken>`.
pub fn line(checked: &Checked, now: i64) -> String {
    format!("audit head {} {} {}", checked.last, checked.hash, rfc3339(now))
}

/// Read a kept line (`audit head 1284 5f0c... 2026-12-07T06:00:00Z`), or its `<seq> <hash>`, or
/// the hash alone.
pub fn parse(text: &str) -> Result<Anchor, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let words = match words.as_slice() {
        ["audit", "head", rest @ ..] => rest,
        all => all,
    };
    let (seq, hash) = match words {
        [hash] => (None, *hash),
        [seq, hash] | [seq, hash, _] => {
            let seq = seq.parse::<i64>().ok().filter(|seq| *seq >= 0).ok_or_else(|| {
                format!(
                    "--head: \"{seq}\" is not a row number (give the line `audit head` printed)"
                )
            })?;
            (Some(seq), *hash)
        }
        _ => return Err(unreadable(text)),
    };
    if hash.len() != 64 || !hash.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(unreadable(text));
    }
    Ok(Anchor { seq, hash: hash.to_ascii_lowercase() })
}

fn unreadable(text: &str) -> String {
    format!(
        "--head: \"{}\" is not a line printed by `forms-api audit head` \
         (audit head <row> <64 hex digits> <time>) nor a row's hash",
        text.trim()
    )
}

/// Check that the verified log (`head` and its `rows`, oldest first) holds the anchored row
/// unchanged; the chain from it to the end was verified with the rest. The row found.
pub fn extends(anchor: &Anchor, head: &Head, rows: &[Entry]) -> Result<i64, String> {
    let found = match anchor.seq {
        Some(seq) => rows.iter().find(|row| row.seq == seq),
        None => rows.iter().find(|row| row.hash == anchor.hash),
    };
    let is_start = |seq: i64| seq == head.purged_through && anchor.hash == head.purged_hash;
    match (found, anchor.seq) {
        (Some(row), _) if row.hash == anchor.hash => Ok(row.seq),
        (Some(row), _) => Err(format!(
            "row {} does not have the kept hash {} (it has {}): the log was rewritten at or \
             before that row",
            row.seq, anchor.hash, row.hash
        )),
        (None, Some(seq)) if is_start(seq) => Ok(seq),
        (None, None) if anchor.hash == head.purged_hash && head.purged_through > 0 => {
            Ok(head.purged_through)
        }
        (None, Some(seq)) if seq > head.seq => Err(format!(
            "the kept head is row {seq}, but the log now ends at row {}: rows {} to {seq} were \
             removed from its end and its recorded end moved back",
            head.seq,
            head.seq + 1
        )),
        (None, Some(seq)) if seq <= head.purged_through => Err(format!(
            "the kept head is row {seq}, which has been purged since (the log now starts after \
             row {}): verify against a line kept more recently",
            head.purged_through
        )),
        (None, Some(seq)) => Err(format!("row {seq} of the kept head is not in the log")),
        (None, None) => Err(format!(
            "no row has the kept hash {}: that row was changed or removed, or the log's end \
             moved back",
            anchor.hash
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audit::{Action, GENESIS, row_hash, verify};

    fn chain(count: i64) -> (Head, Vec<Entry>) {
        let mut rows: Vec<Entry> = Vec::new();
        for seq in 1..=count {
            let mut row = Entry {
                seq,
                at: 1_800_000_000 + seq,
                actor: "admin@example.org".into(),
                action: Action::RoleGranted.name().into(),
                subject: format!("m{seq}@example.org"),
                detail: crate::role::Role::Reviewer.name().into(),
                client: String::new(),
                prev_hash: rows.last().map_or(GENESIS.into(), |row| row.hash.clone()),
                hash: String::new(),
            };
            row.hash = row_hash(&row);
            rows.push(row);
        }
        let head = Head {
            seq: count,
            hash: rows.last().map_or(GENESIS.into(), |row| row.hash.clone()),
            purged_through: 0,
            purged_hash: GENESIS.into(),
            purged_at: None,
        };
        (head, rows)
    }

    fn anchor_of(head: &Head, rows: &[Entry]) -> Anchor {
        let checked = verify(head, rows, 0).unwrap();
        parse(&line(&checked, 1_800_000_100)).unwrap()
    }

    #[test]
    fn the_printed_line_reads_back() {
        let (head, rows) = chain(3);
        let printed = line(&verify(&head, &rows, 0).unwrap(), 1_800_000_100);
        assert!(printed.starts_with(&format!("audit head 3 {} 20", head.hash)), "{printed}");
        assert_eq!(parse(&printed).unwrap(), Anchor { seq: Some(3), hash: head.hash.clone() });
        assert_eq!(parse(&head.hash).unwrap().seq, None);
        for nonsense in ["", "audit head", "3 abc", "x 0000", &format!("-1 {}", head.hash)] {
            assert!(parse(nonsense).unwrap_err().starts_with("--head:"), "{nonsense}");
        }
    }

    #[test]
    fn a_log_grown_since_the_anchor_extends_it() {
        let (head, rows) = chain(3);
        let anchor = anchor_of(&head, &rows);
        let (head, rows) = chain(6);
        assert_eq!(extends(&anchor, &head, &rows), Ok(3));
        let by_hash = Anchor { seq: None, ..anchor };
        assert_eq!(extends(&by_hash, &head, &rows), Ok(3));
    }

    #[test]
    fn an_end_cut_and_moved_back_is_found() {
        let (head, rows) = chain(5);
        let anchor = anchor_of(&head, &rows);
        // Row 5 deleted and the head pointed at row 4: the chain alone still verifies.
        let (cut_head, cut_rows) = chain(4);
        assert!(verify(&cut_head, &cut_rows, 0).is_ok());
        let found = extends(&anchor, &cut_head, &cut_rows).unwrap_err();
        assert!(found.contains("rows 5 to 5 were removed from its end"), "{found}");
        let by_hash = Anchor { seq: None, ..anchor };
        assert!(extends(&by_hash, &cut_head, &cut_rows).unwrap_err().starts_with("no row has"));
    }

    #[test]
    fn a_rewritten_anchored_row_is_found() {
        let (head, rows) = chain(5);
        let mut anchor = anchor_of(&head, &rows);
        anchor.seq = Some(4);
        let found = extends(&anchor, &head, &rows).unwrap_err();
        assert!(found.starts_with("row 4 does not have the kept hash"), "{found}");
    }

    #[test]
    fn an_anchor_at_the_purge_boundary_holds_and_an_older_one_is_named() {
        let (mut head, rows) = chain(5);
        let anchor = Anchor { seq: Some(2), hash: rows[1].hash.clone() };
        head.purged_through = 2;
        head.purged_hash = rows[1].hash.clone();
        assert_eq!(extends(&anchor, &head, &rows[2..]), Ok(2));
        let older = Anchor { seq: Some(1), hash: rows[0].hash.clone() };
        assert!(extends(&older, &head, &rows[2..]).unwrap_err().contains("purged since"));
    }
}
