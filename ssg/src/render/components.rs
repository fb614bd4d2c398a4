//! The tags a page places with `<Name ... />`: theme components rendered by Tera, and React
//! islands written as mount points (their props as JSON, "data:" props filled from site data),
//! each marked so `islands::prerender_islands` can put its HTML in once every island is rendered.

use std::cell::RefCell;

use serde_json::Value;

use crate::diagnostics::Problem;
use crate::diagnostics::closest;
use crate::html::escape_html;
use crate::islands::{Instance, Islands, island_marker};
use crate::languages::catalog;
use crate::markdown::{self, tags::Tag};
use crate::templates::Theme;
use crate::urls::BaseUrl;

/// Renders the tags of one page and remembers which islands it used.
pub struct PageTags<'a> {
    /// The site's data, which island props can name as "data:<path>".
    pub data: &'a Value,
    /// The addresses of `emails:` in site.yaml, which `<Email to="..." />` names.
    pub emails: &'a Value,
    /// The page's islands in order, for build-time rendering; the n-th is marked by
    /// `island_marker(n)` in the page.
    pub instances: RefCell<Vec<Instance>>,
    pub theme: &'a Theme,
    pub islands: &'a Islands,
    pub base: &'a BaseUrl,
    pub page: Value,
    pub used: RefCell<Vec<String>>,
    /// The pictures of content/static/images/, by address.
    pub pictures: &'a std::collections::BTreeMap<String, crate::images::Picture>,
    /// The page's language, and the translations its links go to.
    pub lang: &'a str,
    pub translations: &'a crate::languages::Translations,
    /// The theme's messages (the note on a link to a page in the default language only).
    pub catalog: &'a catalog::Catalog,
}

impl PageTags<'_> {
    /// An island's props, with every "data:<dotted.path>" value replaced by that site data
    /// (so the membership form's country list is the site's own).
    fn resolve_data_props(&self, tag: &Tag) -> Result<serde_json::Map<String, Value>, Problem> {
        let mut props = tag.props.clone();
        for (key, value) in props.iter_mut() {
            let Some(path) = value.as_str().and_then(|v| v.strip_prefix("data:")) else {
                continue;
            };
            let found = path.split('.').try_fold(self.data, |value, part| value.get(part));
            *value = found.cloned().ok_or_else(|| {
                let known: Vec<&str> = self
                    .data
                    .as_object()
                    .map(|o| o.keys().map(String::as_str).collect())
                    .unwrap_or_default();
                Problem::at(
                    0,
                    format!("the prop `{key}` asks for data:{path}, which the site does not have"),
                )
                .with_help(format!("data paths start with one of: {}", known.join(", ")))
            })?;
        }
        Ok(props)
    }
}

impl PageTags<'_> {
    /// `<Email to="..." />` names an address of `emails:` in site.yaml (else the template would
    /// fail in its own words, about a variable).
    fn check_email(&self, tag: &Tag) -> Result<(), Problem> {
        let known = self.emails.as_object();
        let names: Vec<&str> =
            known.map(|o| o.keys().map(String::as_str).collect()).unwrap_or_default();
        let Some(to) = tag.props.get("to").and_then(Value::as_str) else {
            return Ok(()); // A missing prop is the component's own, reported as such.
        };
        if names.contains(&to) {
            return Ok(());
        }
        let help = match closest(to, names.iter().copied()) {
            Some(near) => format!("did you mean to=\"{near}\"?"),
            None => format!("the addresses are: {}", names.join(", ")),
        };
        Err(Problem::at(
            0,
            format!("<Email /> names the address `{to}`, which content/data/site.yaml does not have under emails:"),
        )
        .with_help(help))
    }

    /// `<Deadline on="..." />` names a date the data has.
    fn check_deadline(&self, tag: &Tag) -> Result<(), Problem> {
        let known = self.data["deadlines"].as_object();
        let names: Vec<&str> =
            known.map(|o| o.keys().map(String::as_str).collect()).unwrap_or_default();
        let on = tag.props.get("on").and_then(Value::as_str).unwrap_or_default();
        if names.contains(&on) {
            return Ok(());
        }
        let help = match closest(on, names.iter().copied()) {
            Some(near) => format!("did you mean on=\"{near}\"?"),
            None => format!("the dates are: {}", names.join(", ")),
        };
        Err(Problem::at(
            0,
            format!("<Deadline /> names the date `{on}`, which the data does not have"),
        )
        .with_help(help))
    }
}

impl markdown::Context for PageTags<'_> {
    fn render_tag(&self, tag: &Tag, inline: bool) -> Result<String, Problem> {
        let name = tag.name.as_str();
        if name == "Deadline" {
            self.check_deadline(tag)?;
        }
        if name == "Email" {
            self.check_email(tag)?;
        }
        if self.theme.has_component(name) {
            return self.theme.render_component(name, &tag.props, &self.page, self.lang).map_err(
                |message| {
                    Problem::at(0, format!("<{name} />: {message}"))
                        .with_help("see docs/editing.md for the props each component takes")
                },
            );
        }
        if self.islands.contains(name) {
            if inline {
                return Err(Problem::at(
                    0,
                    format!("the island <{name} /> cannot sit inside a sentence"),
                )
                .with_help("put it on a line of its own, with blank lines around it"));
            }
            let mut used = self.used.borrow_mut();
            if !used.iter().any(|u| u == name) {
                used.push(name.to_string());
            }
            let props = self.resolve_data_props(tag)?;
            let json = serde_json::to_string(&props).unwrap_or_else(|_| "{}".into());
            let mut instances = self.instances.borrow_mut();
            let marker = island_marker(instances.len());
            let route = self.page["route"].as_str().unwrap_or("/").to_string();
            instances.push(Instance {
                name: name.to_string(),
                props,
                route,
                base_path: self.base.path().to_string(),
                lang: self.lang.to_string(),
            });
            // The marker is replaced by the island's HTML once every island is rendered.
            return Ok(format!(
                "<div class=\"island\" data-island=\"{name}\" data-props=\"{}\">{marker}</div>",
                escape_html(&json)
            ));
        }
        let mut known: Vec<&str> =
            self.theme.component_names().into_iter().chain(self.islands.names()).collect();
        known.sort_unstable();
        let help = match closest(name, known.iter().copied()) {
            Some(near) => format!("did you mean <{near} />?"),
            None => format!("known components and islands: {}", known.join(", ")),
        };
        Err(Problem::at(0, format!("there is no component or island called <{name} />"))
            .with_help(help))
    }

    fn href(&self, link: &str) -> String {
        self.base.href(link)
    }

    fn localize(&self, link: &str) -> String {
        self.translations.localize(link, self.lang)
    }

    fn other_language(&self, link: &str) -> Option<(String, String)> {
        let code = self.translations.only_in_default(link, self.lang)?;
        let note = self.catalog.format(self.lang, catalog::OTHER_LANGUAGE_NOTE, &[])?;
        Some((code.to_string(), note))
    }

    fn picture(&self, src: &str, alt: &str) -> Option<String> {
        let picture = self.pictures.get(src)?;
        Some(picture.under(self.base).img(alt))
    }
}
