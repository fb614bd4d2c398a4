//! The validation rules of the product spec (section 5), with its exact messages. The islands
//! apply the same rules in the browser; the service applies them again, because a browser can be
//! bypassed.

use std::collections::BTreeMap;

/// Field name (as on the wire) -> message.
pub type FieldErrors = BTreeMap<String, String>;

pub use contract::common_passwords::is_common_password;
pub use contract::limits::{LONG_TEXT_MAX, PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX};
pub const STRENGTH_THRESHOLD: u8 = 3;

/// A count as an English reader writes it, thousands grouped (`2,000`), as the forms' character
/// counts show it; `messages::translate` reads it back as a number for the other languages.
pub fn grouped(count: usize) -> String {
    let digits = count.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// One point each for 8+ characters, 12+ characters, an upper-case letter, a digit and a
/// character that is neither letter nor digit (spec section 5).
pub fn strength_score(password: &str) -> u8 {
    let length = password.chars().count();
    [
        length >= 8,
        length >= 12,
        password.chars().any(|c| c.is_uppercase()),
        password.chars().any(|c| c.is_ascii_digit()),
        password.chars().any(|c| !c.is_alphanumeric()),
    ]
    .into_iter()
    .map(u8::from)
    .sum()
}

/// An address as a person reads it in a message: a domain the browser sent in its ASCII form
/// (`ada@xn--exmple-cua.org`, as `<input type="email">` gives it) shown as typed
/// (`ada@exämple.org`); stored and mailed in its ASCII form all the same.
pub fn shown_address(email: &str) -> String {
    match email.rsplit_once('@') {
        Some((local, domain)) if domain.contains("xn--") => {
            let (unicode, result) = idna::domain_to_unicode(domain);
            if result.is_ok() { format!("{local}@{unicode}") } else { email.to_string() }
        }
        _ => email.to_string(),
    }
}

/// An address as typed (`Ada@Exämple.org`) in the form it is stored: lower case, the domain in
/// ASCII (`ada@xn--exmple-cua.org`), as browsers send it from an e-mail field.
pub fn stored_address(typed: &str) -> String {
    let typed = typed.trim().to_lowercase();
    match typed.rsplit_once('@') {
        Some((local, domain)) if !domain.is_ascii() => match idna::domain_to_ascii(domain) {
            Ok(ascii) => format!("{local}@{ascii}"),
            Err(_) => typed.clone(),
        },
        _ => typed.clone(),
    }
}

#[derive(Default)]
pub struct Checker {
    pub errors: FieldErrors,
}

impl Checker {
    fn fail(&mut self, field: &str, message: impl Into<String>) {
        self.errors.entry(field.to_string()).or_insert_with(|| message.into());
    }

    /// A required text field: present after trimming, within a length, free of control characters.
    pub fn text<'a>(
        &mut self,
        field: &str,
        value: Option<&'a str>,
        missing: &str,
        max: TextSize,
    ) -> &'a str {
        let value = value.map(str::trim).unwrap_or("");
        if value.is_empty() {
            self.fail(field, missing);
        } else {
            self.well_formed(field, value, max);
        }
        value
    }

    /// An optional text field: empty is fine.
    pub fn optional_text<'a>(
        &mut self,
        field: &str,
        value: Option<&'a str>,
        max: TextSize,
    ) -> &'a str {
        let value = value.map(str::trim).unwrap_or("");
        self.well_formed(field, value, max);
        value
    }

    fn well_formed(&mut self, field: &str, value: &str, max: TextSize) {
        let limit = max.chars();
        if value.chars().count() > limit {
            let limit = grouped(limit);
            self.fail(field, format!("Please use at most {limit} characters"));
        } else if value.chars().any(|c| {
            // Only a text area holds several lines; a one-line field with a line break is
            // forged (and could start a header in a mail).
            c.is_control() && c != '\t' && !(c == '\n' && matches!(max, TextSize::Long))
        }) {
            self.fail(field, "Please remove the control characters from this field");
        } else if value.chars().any(|c| is_invisible_format(c, max)) {
            self.fail(field, "Please remove the invisible formatting characters from this field");
        }
    }

    /// 'Email is required' / 'Email is invalid'; returns the address trimmed and lower-cased.
    pub fn email(&mut self, field: &str, value: Option<&str>) -> String {
        let value = value.map(str::trim).unwrap_or("");
        if value.is_empty() {
            self.fail(field, "Email is required");
        } else if !is_email(value) {
            self.fail(field, "Email is invalid");
        }
        value.to_ascii_lowercase()
    }

    /// The signup and reset rules for a new password.
    pub fn new_password<'a>(&mut self, field: &str, value: Option<&'a str>) -> &'a str {
        let value = value.unwrap_or("");
        let length = value.chars().count();
        if value.is_empty() {
            self.fail(field, "Password is required");
        } else if length < PASSWORD_MIN {
            self.fail(field, "Password must be at least 8 characters");
        } else if length > PASSWORD_MAX {
            self.fail(field, format!("Password must be at most {PASSWORD_MAX} characters"));
        } else if strength_score(value) < STRENGTH_THRESHOLD || is_common_password(value) {
            self.fail(field, "Please choose a stronger password");
        }
        value
    }

    pub fn confirmation(&mut self, field: &str, password: &str, confirmation: Option<&str>) {
        match confirmation.unwrap_or("") {
            "" => self.fail(field, "Please confirm your password"),
            given if given != password => self.fail(field, "Passwords do not match"),
            _ => {}
        }
    }

    pub fn ticked(&mut self, field: &str, value: Option<bool>, message: &str) {
        if value != Some(true) {
            self.fail(field, message);
        }
    }

    /// A required choice among fixed values.
    pub fn choice<'a>(
        &mut self,
        field: &str,
        value: Option<&'a str>,
        allowed: &[&str],
        missing: &str,
    ) -> &'a str {
        let value = value.map(str::trim).unwrap_or("");
        if value.is_empty() {
            self.fail(field, missing);
        } else if !allowed.contains(&value) {
            self.fail(field, format!("Please choose one of the listed options ({missing})"));
        }
        value
    }

    pub fn finish(self) -> Result<(), FieldErrors> {
        if self.errors.is_empty() { Ok(()) } else { Err(self.errors) }
    }
}

#[derive(Clone, Copy)]
pub enum TextSize {
    Short,
    Long,
}

impl TextSize {
    fn chars(self) -> usize {
        match self {
            TextSize::Short => TEXT_MAX,
            TextSize::Long => LONG_TEXT_MAX,
        }
    }
}

/// A format character (general category Cf) the field may not hold: direction overrides and
/// isolates (U+202A-202E, U+2066-2069), marks (U+200E, U+200F, U+061C), zero-width spaces and
/// joiners, the byte order mark, the soft hyphen... They are invisible, so the staff would read
/// other text than was sent (a name shown reversed, a hidden word). A text area keeps the zero
/// width non-joiner and joiner (U+200C, U+200D): Persian, Hindi and other scripts need them
/// between letters, as emoji sequences need the joiner; a one-line field (a name) refuses them.
pub fn is_invisible_format(c: char, size: TextSize) -> bool {
    use unicode_properties::{GeneralCategory, UnicodeGeneralCategory as _};
    c.general_category() == GeneralCategory::Format
        && !(matches!(size, TextSize::Long) && matches!(c, '\u{200C}' | '\u{200D}'))
}

/// An address the mail transport takes (lettre parses it) in the spec's simple shape
/// (`^[^\s@]+@[^\s@]+\.[^\s@]+$`), narrowed to what the site's forms accept too
/// (`site/src/lib/validation.ts`): a local part of atoms joined by single dots (no quoted local
/// part), a host name of two labels or more (no address literal, no trailing dot, no label
/// starting or ending with a hyphen); printable ASCII only (so no look-alike characters), at most
/// 254 characters.
pub fn is_email(value: &str) -> bool {
    if value.len() > 254 || !value.bytes().all(|b| (0x21..=0x7e).contains(&b)) {
        return false;
    }
    let Some((local, domain)) = value.split_once('@') else {
        return false;
    };
    is_dot_atom(local) && is_host_name(domain) && value.parse::<lettre::Address>().is_ok()
}

/// At most 64 letters, digits and ``!#$%&'*+-/=?^_`{|}~``, in atoms joined by single dots.
fn is_dot_atom(local: &str) -> bool {
    let atext = |b: u8| b.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~".contains(&b);
    local.len() <= 64 && local.split('.').all(|atom| !atom.is_empty() && atom.bytes().all(atext))
}

/// Two labels or more, each 1 to 63 letters, digits and hyphens, neither first nor last a hyphen.
fn is_host_name(domain: &str) -> bool {
    let label = |l: &str| {
        (1..=63).contains(&l.len())
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
    };
    domain.split('.').count() >= 2 && domain.split('.').all(label)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(200), "200");
        assert_eq!(grouped(2000), "2,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }

    #[test]
    fn strength_scores_match_the_spec_at_the_boundaries() {
        assert_eq!(strength_score("abcdefg"), 0);
        assert_eq!(strength_score("abcdefgh"), 1);
        assert_eq!(strength_score("abcdefghijkl"), 2);
        assert_eq!(strength_score("Abcdefgh1"), 3);
        assert_eq!(strength_score("Abcdefghijk1"), 4);
        assert_eq!(strength_score("Abcdefghijk1!"), 5);
    }

    #[test]
    fn invisible_format_characters_are_refused_but_joiners_in_text_areas() {
        let hidden = [
            '\u{202A}', '\u{202E}', '\u{2066}', '\u{2069}', '\u{200E}', '\u{200F}', '\u{061C}',
            '\u{FEFF}', '\u{200B}', '\u{2060}', '\u{2064}', '\u{00AD}', '\u{200C}', '\u{200D}',
        ];
        for c in hidden {
            assert!(is_invisible_format(c, TextSize::Short), "{:04X}", c as u32);
        }
        for c in ['\u{200C}', '\u{200D}'] {
            assert!(!is_invisible_format(c, TextSize::Long), "{:04X}", c as u32);
        }
        for c in ['a', ' ', '\u{00A0}', '\u{2028}', '\u{0301}', 'é', 'ی'] {
            assert!(!is_invisible_format(c, TextSize::Short), "{:04X}", c as u32);
        }
        let field = |value: &str, size| {
            let mut checker = Checker::default();
            checker.text("f", Some(value), "missing", size);
            checker.errors.get("f").cloned()
        };
        let refused =
            Some("Please remove the invisible formatting characters from this field".into());
        assert_eq!(field("\u{202E}Ada", TextSize::Short), refused);
        assert_eq!(field("Ada\u{00AD}", TextSize::Long), refused);
        // می‌خواهم (Persian, "I want") with its zero width non-joiner, and a family emoji.
        assert_eq!(field("می\u{200C}خواهم 👨\u{200D}👩\u{200D}👧", TextSize::Long), None);
        assert_eq!(field("Ali\u{200C}Reza", TextSize::Short), refused);
    }

    #[test]
    fn addresses_are_shown_as_typed() {
        assert_eq!(shown_address("ada@xn--exmple-cua.org"), "ada@exämple.org");
        assert_eq!(shown_address("ada@example.org"), "ada@example.org");
        assert_eq!(shown_address("ada@xn--!.org"), "ada@xn--!.org");
    }

    #[test]
    fn emails_have_the_simple_shape() {
        assert!(is_email("ada@example.org"));
        for bad in [
            "ada",
            "ada@",
            "@example.org",
            "ada@example",
            "a da@example.org",
            "ada@exämple.org",
            "a@b@c.org",
        ] {
            assert!(!is_email(bad), "{bad}");
        }
    }
}
