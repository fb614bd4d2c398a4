//! The theme: Tera 2 templates in `themes/<theme>/templates`, the filters they use, and the
//! server-side components that Markdown tags such as `<RegionCards />` render.

mod globals;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Serialize;
use tera::{Context, ErrorKind, Kwargs, State, Tera};
use walkdir::WalkDir;

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::languages::Translations;
use crate::languages::catalog::{self, Catalog};
use crate::source_file::SourceFile;
use crate::theme_assets::ThemeAssets;
use crate::urls::BaseUrl;

pub use globals::globals;

pub struct Theme {
    tera: Tera,
    dir: PathBuf,
    /// The theme's static files under names that change with their content.
    pub assets: Arc<ThemeAssets>,
    /// Site-wide values components receive as implicit parameters, prepared once per language.
    implicits: BTreeMap<String, Context>,
}

/// What the theme needs of the site's languages: its catalog, and which pages are translated
/// (for the links it writes in a page's own language).
#[derive(Clone)]
pub struct ThemeLanguages {
    pub catalog: Arc<Catalog>,
    pub translations: Arc<Translations>,
}

impl Theme {
    pub fn load(
        root: &Path,
        base: &BaseUrl,
        languages: ThemeLanguages,
    ) -> Result<Theme, Diagnostics> {
        let dir = crate::theme::folder(root);
        let templates = dir.join("templates");
        if !templates.is_dir() {
            let path = crate::theme::folder(Path::new("")).join("templates");
            return Err(Diagnostic::file(&path, "the theme's templates folder is missing").into());
        }
        let files: Vec<(PathBuf, Option<String>)> = WalkDir::new(&templates)
            .follow_links(true)
            .sort_by_file_name()
            .into_iter()
            .filter_map(Result::ok)
            .filter(|entry| entry.file_type().is_file())
            .map(|entry| {
                let name = entry.path().strip_prefix(&templates).unwrap_or(entry.path());
                (entry.path().to_path_buf(), Some(name.to_string_lossy().replace('\\', "/")))
            })
            .collect();
        let assets = ThemeAssets::load(&dir.join("static")).map_err(|error| {
            Diagnostic::file(
                &crate::theme::folder(Path::new("")).join("static"),
                format!("cannot read the theme's static files: {error}"),
            )
        })?;
        let assets = Arc::new(assets);
        let mut tera = Tera::default();
        tera.autoescape_on(vec![".html", ".xml"]);
        register_filters(&mut tera, base, Arc::clone(&languages.translations), Arc::clone(&assets));
        catalog::register(&mut tera, languages.catalog);
        let theme_dir = crate::theme::folder(Path::new(""));
        tera.add_template_files(files).map_err(|error| template_error(&theme_dir, &dir, &error))?;
        Ok(Theme { tera, dir, assets, implicits: BTreeMap::new() })
    }

    /// Values every template and component can read (site settings, navigation, data), each
    /// language's with its translated texts: the default's are the templates' globals, and a
    /// page in another language gets its own in its context.
    pub fn set_globals(
        &mut self,
        default: &str,
        by_lang: &BTreeMap<String, serde_json::Value>,
    ) -> Result<(), Diagnostics> {
        for (lang, globals) in by_lang {
            let context = Context::from_serialize(globals).map_err(|error| {
                Diagnostic::file(
                    Path::new("content/data"),
                    format!("cannot pass the data to the theme: {error}"),
                )
            })?;
            if lang == default {
                self.tera.global_context().extend(context.clone());
            }
            self.implicits.insert(lang.clone(), context);
        }
        Ok(())
    }

    pub fn has_template(&self, name: &str) -> bool {
        self.tera.contains_template(name)
    }

    pub fn component_names(&self) -> Vec<&str> {
        self.tera.get_component_names().collect()
    }

    pub fn has_component(&self, name: &str) -> bool {
        self.tera.contains_component(name)
    }

    pub fn render(&self, template: &str, context: &Context) -> Result<String, Diagnostics> {
        self.tera.render(template, context).map_err(|error| {
            template_error(&crate::theme::folder(Path::new("")), &self.dir, &error)
        })
    }

    /// Render a server component for a tag; `page` is the page it sits on, in `lang`.
    pub fn render_component(
        &self,
        name: &str,
        props: &impl Serialize,
        page: &impl Serialize,
        lang: &str,
    ) -> Result<String, String> {
        let args = Context::from_serialize(props).map_err(|error| error.to_string())?;
        let mut implicits = self.implicits.get(lang).cloned().unwrap_or_default();
        implicits.insert("page", page);
        implicits.insert("lang", lang);
        self.tera
            .render_component_with_implicits(name, &args, &implicits, None, true)
            .map_err(|error| describe(&error))
    }
}

fn register_filters(
    tera: &mut Tera,
    base: &BaseUrl,
    translations: Arc<Translations>,
    assets: Arc<ThemeAssets>,
) {
    let base = base.clone();
    // A site link in a page's language: to its translation when there is one (`lang` is set in
    // each page's context), under the base path; a theme file by its current name.
    // `"/vision" | other_language`: "en" when a page in another language links to a page written
    // only in English, for the link's `hreflang` and its "(en anglais)" note; "" otherwise.
    let written_in = translations.clone();
    tera.register_filter("other_language", move |link: &str, _: Kwargs, state: &State| {
        let lang: Option<String> = state.get("lang").ok().flatten();
        lang.and_then(|lang| written_in.only_in_default(link, &lang).map(str::to_string))
            .unwrap_or_default()
    });
    tera.register_filter("url", move |link: &str, _: Kwargs, state: &State| {
        if let Some(named) = assets.named(link) {
            return base.href(named);
        }
        let lang: Option<String> = state.get("lang").ok().flatten();
        match lang {
            Some(lang) => base.href(&translations.localize(link, &lang)),
            None => base.href(link),
        }
    });
}

/// The innermost message of a Tera error, without its source excerpt.
fn describe(error: &tera::Error) -> String {
    match error.kind() {
        ErrorKind::SyntaxError(report) | ErrorKind::RenderingError(report) => {
            report.message().to_string()
        }
        other => {
            let mut message = other.to_string();
            let mut source = std::error::Error::source(error);
            while let Some(inner) = source {
                message = format!("{message}: {inner}");
                source = inner.source();
            }
            message
        }
    }
}

/// A Tera error as a diagnostic pointing into the template that caused it.
fn template_error(theme_dir: &Path, dir: &Path, error: &tera::Error) -> Diagnostics {
    let report = match error.kind() {
        ErrorKind::SyntaxError(report) | ErrorKind::RenderingError(report) => report,
        _ => return Diagnostic::file(&theme_dir.join("templates"), describe(error)).into(),
    };
    let relative = theme_dir.join("templates").join(report.filename());
    let text =
        std::fs::read_to_string(dir.join("templates").join(report.filename())).unwrap_or_default();
    let file = SourceFile::new(relative, text);
    let span = report.span();
    file.error_at_line(span.start_line.max(1), span.start_col + 1, report.message().to_string())
        .into()
}
