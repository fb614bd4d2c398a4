//! The problems of `ssg check` for machines: GitHub workflow commands, which show each problem on
//! its line of a pull request's changes, or JSON for other tools. People read the text form
//! (`Diagnostic`'s Display).

use serde::Serialize;

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::failure::Failure;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// For people: file:line:col, the line with the place marked, how to fix it
    Text,
    /// GitHub Actions annotations (`::error file=...,line=...::message`)
    Github,
    /// One JSON array of problems
    Json,
}

/// One problem as JSON: where (1-based line and columns, in characters), what, and how to fix.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsonProblem<'a> {
    file: String,
    line: usize,
    column: usize,
    end_column: usize,
    message: &'a str,
    help: Option<&'a str>,
    /// `error` or `warning` (a translation gap the site reports without failing).
    severity: &'static str,
}

/// The last column marked (at least the first).
fn end_column(diagnostic: &Diagnostic) -> usize {
    let marked = diagnostic.source.as_ref().map_or(0, |source| {
        source.text.get(source.marked.clone()).map_or(0, |text| text.chars().count())
    });
    diagnostic.column + marked.saturating_sub(1)
}

/// What `ssg check` prints for a failure in this format.
pub fn failure(failure: &Failure, format: Format) -> String {
    match (failure, format) {
        (_, Format::Text) => failure.to_string(),
        (Failure::Problems(problems), Format::Github) => github(problems),
        (Failure::Problems(problems), Format::Json) => json(problems),
        (Failure::System(error), Format::Github) => {
            format!("::error title=ssg::{}", escape_data(&error.to_string()))
        }
        (Failure::System(error), Format::Json) => {
            serde_json::json!({ "error": error.to_string() }).to_string()
        }
    }
}

pub fn json(problems: &Diagnostics) -> String {
    let list: Vec<JsonProblem> = problems
        .iter()
        .map(|diagnostic| JsonProblem {
            file: diagnostic.path.display().to_string(),
            line: diagnostic.line,
            column: diagnostic.column,
            end_column: end_column(diagnostic),
            message: &diagnostic.message,
            help: diagnostic.help.as_deref(),
            severity: diagnostic.level(),
        })
        .collect();
    serde_json::to_string_pretty(&list).unwrap_or_else(|_| "[]".into())
}

pub fn github(problems: &Diagnostics) -> String {
    problems
        .iter()
        .map(|diagnostic| {
            let message = match &diagnostic.help {
                Some(help) => format!("{}\nhelp: {help}", diagnostic.message),
                None => diagnostic.message.clone(),
            };
            format!(
                "::{} file={},line={},col={},endColumn={},title={}::{}",
                diagnostic.level(),
                escape_property(&diagnostic.path.display().to_string()),
                diagnostic.line,
                diagnostic.column,
                end_column(diagnostic),
                escape_property("ssg check"),
                escape_data(&message)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A workflow command's message: `%`, CR and LF are encoded (GitHub's toolkit does the same).
fn escape_data(text: &str) -> String {
    text.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// A workflow command's property value: as a message, and `:` and `,` too.
fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::Problem;

    use crate::source_file::SourceFile;

    fn one_problem() -> Diagnostics {
        let file =
            SourceFile::new("content/a, b.md".into(), "---\n\nRead [this](/visoin) 100%.\n".into());
        let at = file.text.find("/visoin").unwrap();
        let problem = Problem::new(at..at + 7, "the link /visoin goes to no page")
            .with_help("did you mean /vision?");
        Diagnostics::from(file.locate(problem))
    }

    #[test]
    fn github_annotations_name_the_file_line_and_columns_and_escape_what_they_must() {
        assert_eq!(
            github(&one_problem()),
            "::error file=content/a%2C b.md,line=3,col=13,endColumn=19,title=ssg check::\
             the link /visoin goes to no page%0Ahelp: did you mean /vision?"
        );
    }

    #[test]
    fn json_lists_each_problem_with_its_place() {
        let value: serde_json::Value = serde_json::from_str(&json(&one_problem())).unwrap();
        assert_eq!(value[0]["file"], "content/a, b.md");
        assert_eq!(value[0]["line"], 3);
        assert_eq!(value[0]["column"], 13);
        assert_eq!(value[0]["endColumn"], 19);
        assert_eq!(value[0]["help"], "did you mean /vision?");
    }
}
