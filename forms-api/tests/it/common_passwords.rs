//! The common-password list both the service and the islands read (contract/common-passwords.txt)
//! is the head of zxcvbn's frequency list, in its order: wherever zxcvbn reads a listed password
//! as one match in its "Passwords" dictionary, the rank it gives is the password's line number;
//! the few it reads otherwise (a sequence, a reversed or l33t word: `654321`, `passw0rd`) it still
//! scores as too guessable. The rule built on the file refuses every one of them, in any case.

use std::collections::HashSet;

use contract::common_passwords::{LIST, is_common_password};
use zxcvbn::matching::patterns::MatchPattern;

/// The rank zxcvbn gives `password` when it reads it whole as one word of its password list.
fn zxcvbn_rank(password: &str) -> Option<usize> {
    let entropy = zxcvbn::zxcvbn(password, &[]);
    let [found] = entropy.sequence() else { return None };
    match &found.pattern {
        // zxcvbn does not export its dictionary enum; its Debug name is the dictionary's.
        MatchPattern::Dictionary(d)
            if format!("{:?}", d.dictionary_name) == "Passwords" && !d.l33t && !d.reversed =>
        {
            Some(d.rank)
        }
        _ => None,
    }
}

#[test]
fn the_list_is_the_head_of_zxcvbns_in_its_order() {
    let lines: Vec<&str> = LIST.lines().collect();
    assert_eq!(lines.iter().collect::<HashSet<_>>().len(), 5_000, "5,000 distinct passwords");
    let mut read_whole = 0;
    for (index, word) in lines.iter().enumerate() {
        match zxcvbn_rank(word) {
            Some(rank) => {
                assert_eq!(rank, index + 1, "{word}");
                read_whole += 1;
            }
            None => {
                let score = u8::from(zxcvbn::zxcvbn(word, &[]).score());
                assert!(score <= 1, "{word} scores {score}");
            }
        }
    }
    assert!(read_whole > 4_900, "{read_whole} of 5,000 read as one listed word");
}

#[test]
fn the_rule_refuses_each_in_any_case_and_nothing_longer() {
    for word in LIST.lines() {
        assert!(is_common_password(word) && is_common_password(&word.to_uppercase()), "{word}");
        assert!(!is_common_password(&format!("{word}-x9q")), "{word}-x9q");
    }
}
