//! Heading ids, so every section can be linked to as `/page#section`.

use std::collections::HashSet;

/// "Why join?" -> "why-join"; letters and digits kept (lower-cased), runs of anything else
/// become one hyphen.
pub fn slugify(text: &str) -> String {
    let mut slug = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_alphanumeric() {
            slug.extend(c.to_lowercase());
        } else if (c.is_whitespace() || c == '-' || c == '_')
            && !slug.ends_with('-')
            && !slug.is_empty()
        {
            slug.push('-');
        }
    }
    slug.trim_end_matches('-').to_string()
}

/// Hands out ids unique within one page: a second "Overview" becomes "overview-1".
#[derive(Default)]
pub struct IdAllocator {
    used: HashSet<String>,
}

impl IdAllocator {
    pub fn reserve(&mut self, id: &str) {
        self.used.insert(id.to_string());
    }

    pub fn allocate(&mut self, text: &str) -> String {
        let base = match slugify(text) {
            slug if slug.is_empty() => "section".to_string(),
            slug => slug,
        };
        let mut candidate = base.clone();
        let mut n = 1;
        while !self.used.insert(candidate.clone()) {
            candidate = format!("{base}-{n}");
            n += 1;
        }
        candidate
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_drop_punctuation_and_join_words() {
        assert_eq!(slugify("Why join?"), "why-join");
        assert_eq!(slugify("Step 1: Create an account"), "step-1-create-an-account");
        assert_eq!(slugify("Europe & Central Asia"), "europe-central-asia");
    }

    #[test]
    fn repeated_headings_get_distinct_ids() {
        let mut ids = IdAllocator::default();
        assert_eq!(ids.allocate("Overview"), "overview");
        assert_eq!(ids.allocate("Overview"), "overview-1");
    }
}
