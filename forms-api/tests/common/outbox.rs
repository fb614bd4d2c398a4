//! Reading the service's outbox: mail is written as .eml files, quoted-printable encoded. Shared
//! by the tests and the load test (examples/load_test.rs).

/// Undo quoted-printable soft line breaks and `=XX` escapes well enough to read the text.
pub fn decode(raw: &str) -> String {
    let joined = raw.replace("=\r\n", "").replace("=\n", "");
    let mut out = String::with_capacity(joined.len());
    let mut chars = joined.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '=' {
            let hex: String = chars.clone().take(2).collect();
            if let Ok(byte) = u8::from_str_radix(&hex, 16) {
                out.push(byte as char);
                chars.next();
                chars.next();
                continue;
            }
        }
        out.push(c);
    }
    out
}

/// The six-digit recovery code in a decoded recovery mail.
pub fn code_in(mail: &str) -> Option<String> {
    const BEFORE: &str = "reset your password is ";
    let at = mail.find(BEFORE)? + BEFORE.len();
    mail.get(at..at + 6).map(str::to_string)
}

/// The token of the confirmation link (`.../confirm-email#token=...`) in a decoded sign-up mail.
pub fn confirmation_token_in(mail: &str) -> Option<String> {
    const BEFORE: &str = "confirm-email#token=";
    let at = mail.find(BEFORE)? + BEFORE.len();
    let token: String = mail[at..]
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .collect();
    (token.len() == 64).then_some(token)
}
