//! The 5,000 most common passwords (the head of zxcvbn's frequency list, in rank order, one per
//! line in `contract/common-passwords.txt`), refused as new passwords however they score. The
//! islands load the same file, so the password checklist says what the service will say.

use std::collections::HashSet;
use std::sync::LazyLock;

/// The list as the file holds it.
pub const LIST: &str = include_str!("../common-passwords.txt");

static SET: LazyLock<HashSet<&'static str>> = LazyLock::new(|| LIST.lines().collect());

/// Whether the whole password, in any case, is one of the common ones.
pub fn is_common_password(password: &str) -> bool {
    SET.contains(password.to_lowercase().as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_passwords_are_recognised_whatever_their_case() {
        assert!(is_common_password("Password1"));
        assert!(is_common_password("QWERTY123"));
        assert!(!is_common_password("Correct-Horse-Battery-42"));
        assert!(!is_common_password("password1!"), "only the whole password counts");
        assert_eq!(LIST.lines().count(), 5_000);
    }
}
