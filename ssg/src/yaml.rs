//! YAML through serde-saphyr: typed values with the parser's own positions (`Spanned`), and its
//! errors as a line, a column and a message.

use std::ops::Range;

use serde::de::DeserializeOwned;
use serde_saphyr::Spanned;

/// What the parser found wrong: its 1-based line and column in the text, and its message.
pub struct YamlError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    serde_saphyr::from_str(text).map_err(|error| {
        let (line, column) = error
            .location()
            .map_or((1, 1), |at| (at.line().max(1) as usize, at.column().max(1) as usize));
        let message = error.without_snippet().to_string();
        // The message may end with the position, which the editor sees in file:line:col already.
        let message = message.split(" at line ").next().unwrap_or(&message);
        YamlError { line, column, message: message.to_string() }
    })
}

/// Where a value is written (bytes), in a text whose YAML starts at `base`.
pub fn span<T>(value: &Spanned<T>, base: usize) -> Range<usize> {
    let span = value.referenced.span();
    let start = base + span.byte_offset().unwrap_or(0) as usize;
    start..start + span.byte_len().unwrap_or(0) as usize
}
