//! Reading the data files and parsing each into its typed struct, every problem reported.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde::de::DeserializeOwned;

use super::schema::{DATA_FILES, SiteData};
use crate::diagnostics::{Diagnostic, Diagnostics};

use crate::source_file::SourceFile;

/// Read, parse and check every data file of the site in `root`.
pub fn load(root: &Path) -> Result<SiteData, Diagnostics> {
    let dir = root.join("content/data");
    let mut problems = Diagnostics::default();
    let mut sources = BTreeMap::new();
    for name in DATA_FILES {
        let relative = Path::new("content/data").join(format!("{name}.yaml"));
        match std::fs::read_to_string(dir.join(format!("{name}.yaml"))) {
            Ok(text) => {
                sources.insert(name, SourceFile::new(relative, text));
            }
            Err(error) => problems.push(
                Diagnostic::file(&relative, format!("cannot read this data file: {error}"))
                    .with_help("every site needs this file; see docs/editing.md for its fields"),
            ),
        }
    }
    report_unknown_files(&dir, &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    // Every file is parsed (so each one's problems are reported) before any is required.
    let site = parse(&sources["site"], &mut problems);
    let navigation = parse(&sources["navigation"], &mut problems);
    let cards = parse(&sources["cards"], &mut problems);
    let regions = parse(&sources["regions"], &mut problems);
    let editorial_board = parse(&sources["editorial_board"], &mut problems);
    let jobs = parse(&sources["jobs"], &mut problems);
    let membership = parse(&sources["membership"], &mut problems);
    let journal = parse(&sources["journal"], &mut problems);
    let data = (|| {
        Some(SiteData {
            site: site?,
            navigation: navigation?,
            cards: cards?,
            regions: regions?,
            editorial_board: editorial_board?,
            jobs: jobs?,
            membership: membership?,
            journal: journal?,
            sources,
        })
    })();
    let Some(data) = data else {
        return Err(problems);
    };
    data.check(&mut problems);
    problems.into_result().map(|()| data)
}

fn parse<T: DeserializeOwned>(file: &SourceFile, problems: &mut Diagnostics) -> Option<T> {
    match crate::yaml::from_str(&file.text) {
        Ok(value) => Some(value),
        Err(error) => {
            problems.push(
                file.error_at_line(error.line, error.column, error.message)
                    .with_help("see docs/editing.md for the fields this file takes"),
            );
            None
        }
    }
}

fn report_unknown_files(dir: &Path, problems: &mut Diagnostics) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let known: BTreeSet<String> = DATA_FILES.iter().map(|name| format!("{name}.yaml")).collect();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        // A translation of a data file's texts (`navigation.fr.yaml`) is read by `languages`.
        let translated = crate::content::language_of(Path::new(&name))
            .map(|code| name.replace(&format!(".{code}."), "."));
        if !known.contains(translated.as_ref().unwrap_or(&name)) {
            problems.push(
                Diagnostic::file(
                    &Path::new("content/data").join(&name),
                    "this is not a data file the site reads",
                )
                .with_help(format!(
                    "the data files are: {}",
                    DATA_FILES.map(|n| format!("{n}.yaml")).join(", ")
                )),
            );
        }
    }
}
