//! Passwords never leave the process: every URL the service prints (database, SMTP) is shown with
//! its password replaced, whatever the message that carries it.

const HIDDEN: &str = "***";

/// `text` with the password of every URL in it replaced by `***`: the `user:password@` part of
/// an authority, and a `password=` query parameter.
pub fn secrets(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("://") {
        let (before, after) = rest.split_at(at + 3);
        out.push_str(before);
        // The URL runs to the next blank; its authority to the first '/', '?' or '#' after '@'.
        let end = after.find(char::is_whitespace).unwrap_or(after.len());
        out.push_str(&url_tail(&after[..end]));
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Everything after `scheme://` of one URL, with its password hidden. The last '@' ends the
/// user part, so an unescaped '@' or '/' in a password is hidden with the rest of it (an '@' in
/// a query hides a little more than needed, never less).
fn url_tail(tail: &str) -> String {
    let Some(at) = tail.rfind('@') else {
        return hide_password_parameter(tail);
    };
    let (user, host_and_path) = tail.split_at(at);
    let user = match user.split_once(':') {
        Some((name, _)) => format!("{name}:{HIDDEN}"),
        None => user.to_string(),
    };
    format!("{user}{}", hide_password_parameter(host_and_path))
}

/// `?user=forms&password=secret` -> `?user=forms&password=***`.
fn hide_password_parameter(path: &str) -> String {
    let Some((before, query)) = path.split_once('?') else {
        return path.to_string();
    };
    let query: Vec<String> = query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((key, _)) if key.eq_ignore_ascii_case("password") => format!("{key}={HIDDEN}"),
            _ => pair.to_string(),
        })
        .collect();
    format!("{before}?{}", query.join("&"))
}

#[cfg(test)]
mod tests {
    use super::secrets;

    #[test]
    fn passwords_in_urls_are_hidden() {
        let cases = [
            (
                "cannot open postgres://forms:s3cret@db.example.org:5432/iaaii: refused",
                "cannot open postgres://forms:***@db.example.org:5432/iaaii: refused",
            ),
            (
                "smtp://mailer:p@ss/word@smtp.example.org:587?tls=required",
                "smtp://mailer:***@smtp.example.org:587?tls=required",
            ),
            (
                "postgres://db/iaaii?user=forms&password=s3cret",
                "postgres://db/iaaii?user=forms&password=***",
            ),
            ("sqlite://var/forms.db", "sqlite://var/forms.db"),
            ("postgres://forms@db/iaaii", "postgres://forms@db/iaaii"),
            ("no url at all", "no url at all"),
            (
                "two: smtps://a:b@h and postgres://c:d@e/f.",
                "two: smtps://a:***@h and postgres://c:***@e/f.",
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(secrets(text), expected, "{text}");
        }
    }
}
