//! The corpus of hostile values (tests/hostile-inputs.json) and bodies built from it.

use serde_json::{Value, json};

/// What a field holds, and so which hostile values are legitimately valid in it (the corpus's
/// `accepted_in` names these kinds). `Never`: no value of the corpus may succeed there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Name,
    LongText,
    OptionalText,
    Email,
    NewPassword,
    Years,
    Consent,
    Never,
}

impl Kind {
    pub const NAMED: [(Kind, &'static str); 7] = [
        (Kind::Name, "name"),
        (Kind::LongText, "long_text"),
        (Kind::OptionalText, "optional_text"),
        (Kind::Email, "email"),
        (Kind::NewPassword, "new_password"),
        (Kind::Years, "years"),
        (Kind::Consent, "consent"),
    ];

    pub fn name(self) -> Option<&'static str> {
        Self::NAMED.iter().find(|(kind, _)| *kind == self).map(|(_, name)| *name)
    }
}

/// One hostile value: the JSON text sent for it, and the kinds of field where it is valid.
#[derive(Clone)]
pub struct Hostile {
    pub group: String,
    pub note: String,
    pub json: Vec<u8>,
    pub accepted_in: Vec<String>,
}

impl Hostile {
    pub fn from_entry(group: &str, entry: &Value) -> Hostile {
        let json = if let Some(value) = entry.get("value") {
            serde_json::to_vec(value).unwrap()
        } else if let Some(raw) = entry["raw"].as_str() {
            raw.as_bytes().to_vec()
        } else if let Some(pieces) = entry["text"].as_array() {
            serde_json::to_vec(&Value::String(joined(pieces))).unwrap()
        } else if let Some(pieces) = entry["raw_pieces"].as_array() {
            joined(pieces).into_bytes()
        } else if let Some(hex) = entry["raw_hex"].as_str() {
            from_hex(hex)
        } else {
            panic!("{group}: an entry with no value: {entry}")
        };
        let accepted_in = entry["accepted_in"]
            .as_array()
            .map(|kinds| kinds.iter().filter_map(Value::as_str).map(String::from).collect())
            .unwrap_or_default();
        Hostile {
            group: group.to_string(),
            note: entry["note"].as_str().unwrap_or_default().to_string(),
            json,
            accepted_in,
        }
    }

    /// The value as the service reads it, when it is JSON at all.
    pub fn value(&self) -> Option<Value> {
        serde_json::from_slice(&self.json).ok()
    }

    pub fn text(&self) -> Option<String> {
        match self.value()? {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    pub fn accepted_as(&self, kind: Kind) -> bool {
        kind.name().is_some_and(|name| self.accepted_in.iter().any(|k| k == name))
    }

    pub fn has_markup(&self) -> bool {
        self.json.contains(&b'<')
    }

    pub fn label(&self) -> String {
        let text = String::from_utf8_lossy(&self.json);
        let preview: String = text.chars().take(48).collect();
        let more = if preview.len() < text.len() {
            format!("… ({} bytes)", self.json.len())
        } else {
            String::new()
        };
        format!("[{}: {}] {preview:?}{more}", self.group, self.note)
    }
}

pub fn corpus() -> Value {
    serde_json::from_str(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/hostile-inputs.json"
    )))
    .expect("the corpus is JSON")
}

/// Every value of every group, to put into fields.
pub fn hostile_values() -> Vec<Hostile> {
    let corpus = corpus();
    let groups = corpus["values"].as_object().expect("the corpus has values");
    groups
        .iter()
        .flat_map(|(group, entries)| {
            entries
                .as_array()
                .unwrap_or_else(|| panic!("{group} is a list"))
                .iter()
                .map(move |entry| Hostile::from_entry(group, entry))
        })
        .collect()
}

/// Whole bodies, and every value as a whole body too.
pub fn hostile_bodies() -> Vec<Hostile> {
    let corpus = corpus();
    let bodies = corpus["bodies"].as_array().expect("the corpus has bodies");
    bodies
        .iter()
        .map(|entry| Hostile::from_entry("bodies", entry))
        .chain(hostile_values())
        .collect()
}

/// Pieces are strings, or `{repeat, times, separator?}`: long and deep inputs are made here.
pub fn joined(pieces: &[Value]) -> String {
    pieces
        .iter()
        .map(|piece| match piece {
            Value::String(text) => text.clone(),
            _ => {
                let unit = piece["repeat"].as_str().expect("a piece repeats a string");
                let times = piece["times"].as_u64().expect("a piece has a count") as usize;
                vec![unit; times].join(piece["separator"].as_str().unwrap_or(""))
            }
        })
        .collect()
}

pub fn from_hex(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&hex[at..at + 2], 16).expect("hex digits"))
        .collect()
}

/// `base` as JSON text with `field` (and its `twins`, such as confirmPassword) holding `json`
/// exactly as given, even when serde_json could not hold it (1e309, bytes that are not UTF-8).
pub fn with_value(base: &Value, field: &str, json: &[u8], twins: &[&str]) -> Vec<u8> {
    pub const SLOT: &str = "@@hostile@@";
    let quoted = format!("\"{SLOT}\"");
    let mut body = base.clone();
    body[field] = json!(SLOT);
    for twin in twins {
        body[*twin] = json!(SLOT);
    }
    let text = body.to_string();
    let mut out = Vec::with_capacity(text.len() + json.len());
    let mut rest = text.as_str();
    while let Some(at) = rest.find(&quoted) {
        out.extend_from_slice(&rest.as_bytes()[..at]);
        out.extend_from_slice(json);
        rest = &rest[at + quoted.len()..];
    }
    out.extend_from_slice(rest.as_bytes());
    out
}
