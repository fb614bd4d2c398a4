//! The common-password list both the service and the islands read (contract/common-passwords.txt)
//! is zxcvbn's 5,000 most common passwords: every line is a whole-password match in zxcvbn's
//! "Passwords" dictionary with a rank of at most 5,000, and there are 5,000 distinct lines, so the
//! two sets are the same. The rule built on the file agrees with zxcvbn's on every listed
//! password in upper case, and on near misses.

use std::collections::HashSet;

use contract::common_passwords::{LIST, is_common_password};

/// zxcvbn's own answer: the whole password is one of its 5,000 most common, in any case.
fn zxcvbn_says_common(password: &str) -> bool {
    let entropy = zxcvbn::zxcvbn(password, &[]);
    let length = password.chars().count();
    entropy.sequence().iter().any(|found| {
        found.i == 0
            && found.j + 1 == length
            && matches!(&found.pattern, zxcvbn::matching::patterns::MatchPattern::Dictionary(d)
                // zxcvbn does not export its dictionary enum; its Debug name is the dictionary's.
                if format!("{:?}", d.dictionary_name) == "Passwords"
                    && d.rank <= 5_000 && !d.l33t && !d.reversed)
    })
}

#[test]
fn the_list_is_zxcvbns_five_thousand_most_common() {
    let lines: Vec<&str> = LIST.lines().collect();
    assert_eq!(lines.iter().collect::<HashSet<_>>().len(), 5_000, "5,000 distinct passwords");
    let missing: Vec<&&str> = lines.iter().filter(|word| !zxcvbn_says_common(word)).collect();
    assert!(missing.is_empty(), "not among zxcvbn's 5,000: {missing:?}");
}

#[test]
fn the_rule_on_the_list_agrees_with_zxcvbn() {
    for word in LIST.lines().step_by(7) {
        let upper = word.to_uppercase();
        let near = format!("{word}-x9");
        for candidate in [word, upper.as_str(), near.as_str()] {
            assert_eq!(is_common_password(candidate), zxcvbn_says_common(candidate), "{candidate}");
        }
    }
}
