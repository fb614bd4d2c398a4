//! Property tests: the front matter and island-tag parsers take any text an editor might save,
//! however broken, and answer with a page or a located error, never a panic.

use std::path::PathBuf;

use proptest::prelude::*;
use ssg::frontmatter;
use ssg::markdown::tags;
use ssg::source_file::SourceFile;

/// Text made mostly of the characters front matter and tags are built from, plus any character.
fn editor_text() -> impl Strategy<Value = String> {
    let pieces = prop_oneof![
        Just("---\n".to_string()),
        Just("title: ".to_string()),
        Just("description: ".to_string()),
        Just("layout: ".to_string()),
        Just("next: { href: /x, label: \"y\" }\n".to_string()),
        Just("\"".to_string()),
        Just("'".to_string()),
        Just(": ".to_string()),
        Just("\n".to_string()),
        Just("\r\n".to_string()),
        Just("\u{feff}".to_string()),
        Just("<".to_string()),
        Just(" />".to_string()),
        Just("=".to_string()),
        Just("{".to_string()),
        Just("}".to_string()),
        Just("[".to_string()),
        Just("\\".to_string()),
        "[A-Za-z][A-Za-z0-9_.]{0,8}",
        any::<char>().prop_map(String::from),
    ];
    prop::collection::vec(pieces, 0..40).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn front_matter_never_panics(text in editor_text()) {
        let file = SourceFile::new(PathBuf::from("content/page.md"), text.clone());
        match frontmatter::parse(&file) {
            Ok(split) => {
                prop_assert!(split.body_start <= text.len());
                prop_assert!(text.is_char_boundary(split.body_start));
            }
            Err(problems) => {
                prop_assert!(!problems.is_empty());
                for diagnostic in problems.iter() {
                    prop_assert!(diagnostic.line >= 1);
                    prop_assert!(!diagnostic.message.is_empty());
                }
            }
        }
    }

    #[test]
    fn a_tag_never_panics_and_errors_point_into_the_text(body in editor_text()) {
        let text = format!("<{body}");
        if let Err(error) = tags::parse(&text) {
            prop_assert!(error.span.end <= text.len(), "span {:?} past {}", error.span, text.len());
            // Reporting it at its place must not panic either.
            let file = SourceFile::new(PathBuf::from("content/page.md"), text.clone());
            let diagnostic = file.locate(error);
            prop_assert!(diagnostic.line >= 1);
        }
        let _ = tags::looks_like_tag(&text);
    }

    #[test]
    fn well_formed_tags_keep_their_props(
        name in "[A-Z][A-Za-z0-9]{0,10}",
        props in prop::collection::btree_map("[a-z][a-z_]{0,8}", "[^\"\\\\]{0,12}", 0..5),
    ) {
        let written: String = props
            .iter()
            .map(|(key, value)| format!(" {key}=\"{value}\""))
            .collect();
        let tag = tags::parse(&format!("<{name}{written} />")).expect("a well-formed tag");
        prop_assert_eq!(&tag.name, &name);
        prop_assert_eq!(tag.props.len(), props.len());
    }
}
