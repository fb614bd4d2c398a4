//! The 5,000 most common passwords (the head of zxcvbn's frequency list, in rank order, one per
//! line in `contract/common-passwords.txt`), refused as new passwords however they score, in any
//! case and with up to six digits or symbols added at its ends (`Password123!`, `!iloveyou1`:
//! the decorations sites ask for, which add next to nothing to the guessing). The islands load the
//! same file and apply the same rule (`site/src/lib/commonPasswords.ts`; both read the cases in
//! `forms-api/tests/validation-cases.json`), so the password checklist says what the service will say.

use std::collections::HashSet;
use std::sync::LazyLock;

/// The list as the file holds it.
pub const LIST: &str = include_str!("../common-passwords.txt");

static SET: LazyLock<HashSet<&'static str>> = LazyLock::new(|| LIST.lines().collect());

/// How many digits or symbols a common password may gain, at its ends, and still count as common.
pub const DECORATION_LIMIT: usize = 6;

/// Whether the password, in any case, is one of the common ones, whole or with at most
/// [`DECORATION_LIMIT`] ASCII digits or punctuation added at its start and end together.
pub fn is_common_password(password: &str) -> bool {
    let lower = password.to_lowercase();
    let chars: Vec<char> = lower.chars().collect();
    let leading = chars.iter().take_while(|c| is_decoration(**c)).count();
    let trailing = chars.iter().rev().take_while(|c| is_decoration(**c)).count();
    (0..=leading.min(DECORATION_LIMIT)).any(|start| {
        (0..=trailing.min(DECORATION_LIMIT - start)).filter(|end| start + end < chars.len()).any(
            |end| {
                let core: String = chars[start..chars.len() - end].iter().collect();
                SET.contains(core.as_str())
            },
        )
    })
}

/// What people add to a common password to pass a site's rules: a digit or an ASCII symbol.
fn is_decoration(c: char) -> bool {
    c.is_ascii_digit() || c.is_ascii_punctuation()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_passwords_are_recognised_whatever_their_case() {
        assert!(is_common_password("Password1"));
        assert!(is_common_password("QWERTY123"));
        assert!(!is_common_password("Correct-Horse-Battery-42"));
        assert!(is_common_password("Password123!"), "decorated at the end");
        assert!(is_common_password("!!Iloveyou1"), "decorated at the start");
        assert!(is_common_password("123456!"), "a listed number with a symbol");
        assert!(is_common_password("Dragon2024!!"), "a year and two marks");
        assert!(!is_common_password("Dragon2024!!!"), "seven decorations are more than a few");
        assert!(!is_common_password("passwordx1"), "only digits and symbols decorate");
        assert_eq!(LIST.lines().count(), 5_000);
    }
}
