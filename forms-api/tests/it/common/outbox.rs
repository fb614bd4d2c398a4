//! Reading the service's outbox: mail is written as .eml files, quoted-printable encoded. Shared
//! by the tests and the load test (examples/load_test.rs).

/// Undo quoted-printable soft line breaks and `=XX` escapes well enough to read the text; the
/// escaped bytes are UTF-8.
pub fn decode(raw: &str) -> String {
    let joined = raw.replace("=\r\n", "").replace("=\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'=')
            .then(|| bytes.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok());
        match escaped {
            Some(byte) => {
                out.push(byte);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The six-digit recovery code in a decoded recovery mail.
pub fn code_in(mail: &str) -> Option<String> {
    const BEFORE: &str = "reset your password is ";
    let at = mail.find(BEFORE)? + BEFORE.len();
    mail.get(at..at + 6).map(str::to_string)
}

/// The token of the confirmation link (`.../confirm-email#token=...`) in a decoded sign-up mail.
pub fn confirmation_token_in(mail: &str) -> Option<String> {
    token_after(mail, "confirm-email#token=")
}

/// The reset token of the link (`.../reset-password#token=...`) in a decoded recovery mail.
#[allow(dead_code)] // Not every includer of this file follows such links.
pub fn reset_token_in(mail: &str) -> Option<String> {
    token_after(mail, "reset-password#token=")
}

/// The token of the link that sends on an application kept until its address is confirmed.
#[allow(dead_code)] // Not every includer of this file follows such links.
pub fn application_token_in(mail: &str) -> Option<String> {
    token_after(mail, "confirm-application#token=")
}

fn token_after(mail: &str, before: &str) -> Option<String> {
    let at = mail.find(before)? + before.len();
    let token: String = mail[at..].chars().take_while(char::is_ascii_hexdigit).collect();
    (token.len() == 64).then_some(token)
}
