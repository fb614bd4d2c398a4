//! Rendering islands to HTML at build time: every island of the site in one Node process, with
//! Vite's SSR build of `site/src/ssr.tsx`, run by `site/scripts/prerender.mjs`; then each
//! island's HTML put in its page in place of its marker.

use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Stdio};

use super::bundle::{Islands, RENDERER, SITE_DIR};
use super::protocol::{Instance, PRERENDER_SCRIPT, Prerendered};
use super::render_cache::RenderCache;
use crate::content::Page;
use crate::diagnostics::{Diagnostic, Diagnostics};

/// Render every island instance to HTML; each entry is the HTML or what went wrong. Those an
/// earlier build rendered with the same renderer come from the cache; the others are rendered in
/// one Node process. Without a built renderer the islands are left to render in the browser.
fn render_all(
    islands: &Islands,
    instances: &[Instance],
) -> Result<Vec<Result<String, String>>, Diagnostics> {
    let Some(site) = islands.renderer.as_ref().filter(|_| !instances.is_empty()) else {
        return Ok(instances.iter().map(|_| Ok(String::new())).collect());
    };
    let mut cache = RenderCache::open(site, &site.join(RENDERER));
    let keys: Vec<String> = instances.iter().map(|i| cache.key(i)).collect();
    let missing: Vec<Instance> = instances
        .iter()
        .zip(&keys)
        .filter(|(_, key)| cache.get(key).is_none())
        .map(|(instance, _)| instance.clone())
        .collect();
    let mut fresh = if missing.is_empty() {
        Vec::new()
    } else if let Some(kept) = &islands.kept_renderer {
        let mut kept = kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let answers = kept
            .render(&missing)
            .map_err(|message| Diagnostics::from(Diagnostic::file(Path::new(SITE_DIR), message)))?;
        outcomes(answers)
    } else {
        run_node(site, &missing)?
    }
    .into_iter();
    let mut kept = HashMap::new();
    let mut results = Vec::with_capacity(instances.len());
    for key in keys {
        let result = match cache.get(&key) {
            Some(html) => Ok(html.to_string()),
            None => fresh.next().unwrap_or_else(|| Err("no answer from the renderer".into())),
        };
        if let Ok(html) = &result {
            kept.insert(key, html.clone());
        }
        results.push(result);
    }
    cache.save(kept);
    Ok(results)
}

/// Renders these instances in one Node process.
fn run_node(
    site: &Path,
    instances: &[Instance],
) -> Result<Vec<Result<String, String>>, Diagnostics> {
    let failed =
        |message: String| Diagnostics::from(Diagnostic::file(Path::new(SITE_DIR), message));
    let input = serde_json::to_vec(instances).map_err(|e| failed(e.to_string()))?;
    let mut child = Command::new("node")
        .arg(PRERENDER_SCRIPT)
        .current_dir(site)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| failed(format!("cannot run node to render the islands: {error}")))?;
    if let Some(mut stdin) = child.stdin.take() {
        std::io::Write::write_all(&mut stdin, &input)
            .map_err(|e| failed(format!("cannot send the islands to node: {e}")))?;
    }
    let output = child
        .wait_with_output()
        .map_err(|e| failed(format!("rendering the islands failed: {e}")))?;
    if !output.status.success() {
        return Err(failed(format!(
            "rendering the islands failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        )));
    }
    let results: Vec<Prerendered> = serde_json::from_slice(&output.stdout)
        .map_err(|e| failed(format!("the island renderer answered something unexpected: {e}")))?;
    Ok(outcomes(results))
}

fn outcomes(answers: Vec<Prerendered>) -> Vec<Result<String, String>> {
    answers.into_iter().map(|r| r.html.ok_or_else(|| r.error.unwrap_or_default())).collect()
}

pub fn island_marker(index: usize) -> String {
    format!("<!--ssg-island-{index}-->")
}

/// Render every island of the site to HTML in one go and put each in its page, so forms appear
/// drawn before their script runs. `instances` are each page's islands, by page index; a failure
/// names the page and the island.
pub fn prerender_islands(
    islands: &Islands,
    pages: &[Page],
    instances: Vec<(usize, Vec<Instance>)>,
    rendered: &mut [(usize, String)],
    problems: &mut Diagnostics,
) -> Result<(), Diagnostics> {
    let list: Vec<Instance> =
        instances.iter().flat_map(|(_, on_page)| on_page.iter().cloned()).collect();
    if list.is_empty() {
        return Ok(());
    }
    let mut results = render_all(islands, &list)?.into_iter();
    let position: HashMap<usize, usize> = rendered
        .iter()
        .enumerate()
        .map(|(position, (page_index, _))| (*page_index, position))
        .collect();
    for (page_index, on_page) in &instances {
        for (local, instance) in on_page.iter().enumerate() {
            let html = match results.next() {
                Some(Ok(html)) => html,
                Some(Err(error)) => {
                    let file = &pages[*page_index].source;
                    let at = file.find(&format!("<{}", instance.name), 0).unwrap_or(0);
                    problems.push(file.error_at(
                        at,
                        format!("the island <{} /> failed to render: {error}", instance.name),
                    ));
                    continue;
                }
                None => continue,
            };
            if shows_nothing(&html) {
                // An island that draws nothing before its script runs draws nothing after it
                // either in the cases that matter (a route it does not know, a language it was
                // not given): French and Spanish password recovery once shipped empty this way.
                let file = &pages[*page_index].source;
                let at = file.find(&format!("<{}", instance.name), 0).unwrap_or(0);
                problems.push(file.error_at(
                    at,
                    format!(
                        "the island <{} /> renders nothing on this page ({}): it does not \
                         recognise the page's address or language",
                        instance.name, pages[*page_index].route
                    ),
                ));
                continue;
            }
            if let Some(&position) = position.get(page_index) {
                let page = &mut rendered[position].1;
                *page = page.replacen(&island_marker(local), &html, 1);
            }
        }
    }
    Ok(())
}

/// Whether an island's HTML shows nothing: no text, and no control or picture.
fn shows_nothing(html: &str) -> bool {
    let mut in_tag = false;
    let mut text = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag && !c.is_whitespace() => text = true,
            _ => {}
        }
    }
    const SHOWN: [&str; 7] = ["<input", "<button", "<img", "<svg", "<select", "<textarea", "<a "];
    !text && !SHOWN.iter().any(|tag| html.contains(tag))
}

#[cfg(test)]
mod tests {
    use super::shows_nothing;

    #[test]
    fn an_island_with_no_text_and_no_control_shows_nothing() {
        let empty = r#"<div class="recovery"><div class="recovery-step recovery-step--none"></div></div><!-- -->"#;
        assert!(shows_nothing(empty));
        assert!(!shows_nothing("<div><h2>Request a code</h2></div>"));
        assert!(!shows_nothing(r#"<div><input type="email"/></div>"#));
    }
}
