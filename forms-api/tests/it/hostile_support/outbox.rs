//! The outbox: mail written by a hostile request, and its HTML escaping.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::*;

/// Markup an applicant's value could smuggle in; the mail templates use none of it.
pub const MARKUP: [&str; 10] =
    ["<script", "<img", "<svg", "<iframe", "<style", "<math", "<a ", "<meta", "<base", "<!--"];

pub fn mail_files(outbox: &Path) -> BTreeSet<PathBuf> {
    let Ok(entries) = std::fs::read_dir(outbox) else {
        return BTreeSet::new();
    };
    entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|x| x == "eml"))
        .collect()
}

pub async fn wait_for_mail_to(outbox: &Path, to: &str) -> Mail {
    for _ in 0..100 {
        let found = mail_files(outbox)
            .into_iter()
            .map(|path| Mail::read(&path))
            .find(|mail| mail.is_to(to));
        if let Some(mail) = found {
            return mail;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no mail to {to}");
}

/// A message from the outbox: its header block, and each part's content type and decoded text.
pub struct Mail {
    pub headers: String,
    pub parts: Vec<(String, String)>,
}

impl Mail {
    pub fn read(path: &Path) -> Mail {
        let raw =
            String::from_utf8_lossy(&std::fs::read(path).unwrap_or_default()).replace("\r\n", "\n");
        let (headers, body) = raw.split_once("\n\n").unwrap_or((raw.as_str(), ""));
        let unfolded = headers.replace("\n ", " ").replace("\n\t", " ");
        let boundary = unfolded
            .split("boundary=")
            .nth(1)
            .and_then(|rest| rest.trim_start_matches('"').split(['"', ';', '\n', ' ']).next())
            .filter(|boundary| !boundary.is_empty());
        let parts = match boundary {
            Some(boundary) => body
                .split(&format!("--{boundary}"))
                .skip(1)
                .filter(|part| !part.starts_with("--"))
                .map(decode_part)
                .collect(),
            None => vec![decode_part(&format!("{headers}\n\n{body}"))],
        };
        Mail { headers: headers.to_string(), parts }
    }

    pub fn is_to(&self, address: &str) -> bool {
        self.recipient_line().strip_prefix("To: ") == Some(address)
    }

    pub fn recipient_line(&self) -> &str {
        self.headers.lines().find(|line| line.starts_with("To: ")).unwrap_or("")
    }

    /// The application's reference, as the staff's and the applicant's messages give it.
    pub fn reference(&self) -> Option<String> {
        self.parts.iter().find_map(|(_, text)| {
            let at = text.find("eference: ")? + "eference: ".len();
            // IAAII-2026-00042
            let reference: String =
                text[at..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
            (reference.len() == 16 && reference.starts_with("IAAII-")).then_some(reference)
        })
    }

    /// What is wrong with the message, given the hostile text it may carry: an injected
    /// header, markup in its HTML, or the text itself unescaped there.
    pub fn problems(&self, sent: &str) -> Vec<String> {
        let mut problems = Vec::new();
        let lines: Vec<String> = self.headers.lines().map(str::to_ascii_lowercase).collect();
        let to = lines.iter().filter(|line| line.starts_with("to:")).count();
        let copies =
            lines.iter().filter(|line| line.starts_with("cc:") || line.starts_with("bcc:")).count();
        if to != 1 || copies != 0 {
            problems.push(format!("injected recipients: {}", brief(&self.headers)));
        }
        let special = sent.contains(['<', '>', '&', '"', '\'']);
        for (content_type, html) in self.parts.iter().filter(|(t, _)| t.starts_with("text/html")) {
            // The service's own links (to the site) are the only markup it may write; markup in
            // a value arrives escaped, so it cannot pass for one of them.
            let own_links_removed = html.replace("<a href=\"http://127.0.0.1:8080/", "");
            if let Some(tag) = markup_in(&own_links_removed) {
                problems.push(format!("{content_type} holds {tag:?}"));
            }
            let lower = sent.to_ascii_lowercase();
            if special && (html.contains(sent) || html.contains(&lower)) {
                problems.push(format!("{content_type} holds the value unescaped"));
            }
        }
        if !self.parts.iter().any(|(t, _)| t.starts_with("text/html")) {
            problems.push("no HTML part to check".into());
        }
        problems
    }
}

pub fn markup_in(html: &str) -> Option<&'static str> {
    let lower = html.to_lowercase();
    MARKUP.into_iter().find(|tag| lower.contains(tag))
}

pub fn decode_part(part: &str) -> (String, String) {
    let part = part.trim_start_matches('\n');
    let (headers, content) = part.split_once("\n\n").unwrap_or((part, ""));
    let headers = headers.to_ascii_lowercase();
    let header = |name: &str| {
        headers
            .lines()
            .find_map(|line| line.strip_prefix(name))
            .map(|value| value.trim().to_string())
            .unwrap_or_default()
    };
    let bytes = match header("content-transfer-encoding:").as_str() {
        "quoted-printable" => quoted_printable(content),
        "base64" => base64(content),
        _ => content.as_bytes().to_vec(),
    };
    (header("content-type:"), String::from_utf8_lossy(&bytes).into_owned())
}

pub fn quoted_printable(text: &str) -> Vec<u8> {
    let text = text.replace("=\n", "");
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let escaped = if bytes[at] == b'=' {
            bytes
                .get(at + 1..at + 3)
                .and_then(|hex| std::str::from_utf8(hex).ok())
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
        } else {
            None
        };
        match escaped {
            Some(byte) => {
                out.push(byte);
                at += 3;
            }
            None => {
                out.push(bytes[at]);
                at += 1;
            }
        }
    }
    out
}

pub fn base64(text: &str) -> Vec<u8> {
    pub const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut bits, mut count) = (0u32, 0u32);
    for byte in text.bytes() {
        // Padding and line breaks are not in the alphabet and are skipped.
        let Some(value) = ALPHABET.iter().position(|&a| a == byte) else {
            continue;
        };
        bits = (bits << 6) | value as u32;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    out
}
