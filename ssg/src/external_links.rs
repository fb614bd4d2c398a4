//! `ssg check --external`: every link to another site, and the `#anchor` in it, fetched and
//! checked, never as part of `ssg build`. Hosts are checked side by side, the links of one host
//! one after the other (so no site is hammered); each request has a time limit and is tried again
//! with a growing pause when the network or the server fails; the User-Agent says who asks.
//! Links found working are remembered in `.ssg-cache/external-links.json` for `cache_hours`;
//! hosts or addresses listed under `external_links.skip` in site.yaml are not checked.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::data::ExternalLinkSettings;
use crate::diagnostics::{Diagnostics, Problem};
use crate::link_checker::element_ids;
use crate::rendering::Rendering;

const CACHE_FILE: &str = ".ssg-cache/external-links.json";
const USER_AGENT: &str = concat!(
    "ssg-link-checker/",
    env!("CARGO_PKG_VERSION"),
    " (checks the links of a static site before it is published)"
);
/// Tries of one address before it is reported, with these pauses between them.
const PAUSES: [Duration; 2] = [Duration::from_millis(300), Duration::from_millis(1200)];
/// A page larger than this is not read further for its anchors.
const MAX_BODY: u64 = 4 * 1024 * 1024;
const HOSTS_AT_ONCE: usize = 8;

#[derive(Default, Serialize, Deserialize)]
struct Cache {
    /// Address (without its fragment) -> when it last answered well (seconds since 1970), and its ids.
    working: BTreeMap<String, (u64, Vec<String>)>,
}

/// Where each external link is written: page index and the link.
struct Written<'a> {
    page: usize,
    target: &'a str,
    offset: usize,
}

/// What one address turned out to be.
enum Verdict {
    Working(Vec<String>),
    Broken(String),
}

/// Every external link of the rendered site, checked; the broken ones as problems at their place.
pub fn check(rendering: &Rendering, root: &Path) -> Diagnostics {
    let settings = &rendering.inputs.data.site.external_links;
    let written: Vec<Written> = rendering
        .pages
        .iter()
        .enumerate()
        .flat_map(|(page, rendered)| {
            rendered.external.iter().map(move |link| Written {
                page,
                target: &link.target,
                offset: link.offset,
            })
        })
        .filter(|link| !skipped(link.target, &settings.skip))
        .collect();
    let cache_path = root.join(CACHE_FILE);
    let mut cache: Cache = std::fs::read(&cache_path)
        .ok()
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default();
    let verdicts = fetch_all(&written, &cache, settings);
    let now = seconds_now();
    for (address, verdict) in &verdicts {
        if let Verdict::Working(ids) = verdict {
            cache.working.insert(address.clone(), (now, ids.clone()));
        }
    }
    save(&cache_path, &cache);
    report(rendering, &written, &verdicts, &cache)
}

fn report(
    rendering: &Rendering,
    written: &[Written],
    verdicts: &HashMap<String, Verdict>,
    cache: &Cache,
) -> Diagnostics {
    let mut problems = Diagnostics::default();
    for link in written {
        let (address, fragment) = split(link.target);
        let message = match verdicts.get(address) {
            Some(Verdict::Broken(why)) => Some(format!("the link {} {why}", link.target)),
            _ => fragment
                .filter(|fragment| {
                    let ids = cache.working.get(address).map(|(_, ids)| ids);
                    ids.is_some_and(|ids| !ids.iter().any(|id| id == fragment))
                })
                .map(|fragment| {
                    format!("the link {} points at a missing anchor #{fragment}", link.target)
                }),
        };
        if let Some(message) = message {
            let file = &rendering.pages[link.page].page.source;
            let span = link.offset..link.offset + link.target.len();
            let problem = Problem::new(span, message)
                .with_help("fix or remove the link, or list its host under external_links.skip in content/data/site.yaml");
            problems.push(file.locate(problem));
        }
    }
    problems
}

/// The addresses not fresh in the cache, fetched host by host on several threads.
fn fetch_all(
    written: &[Written],
    cache: &Cache,
    settings: &ExternalLinkSettings,
) -> HashMap<String, Verdict> {
    let fresh_after = seconds_now().saturating_sub(settings.cache_hours * 3600);
    let mut by_host: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for link in written {
        let (address, _) = split(link.target);
        let cached = cache.working.get(address).is_some_and(|(at, _)| *at >= fresh_after);
        let list = by_host.entry(host(address).to_string()).or_default();
        if !cached && !list.iter().any(|known| known == address) {
            list.push(address.to_string());
        }
    }
    let agent = agent(settings.timeout_seconds);
    let hosts: Vec<Vec<String>> = by_host.into_values().filter(|list| !list.is_empty()).collect();
    let mut verdicts = HashMap::new();
    for batch in hosts.chunks(HOSTS_AT_ONCE) {
        std::thread::scope(|scope| {
            let running: Vec<_> = batch
                .iter()
                .map(|addresses| {
                    let agent = &agent;
                    scope.spawn(move || {
                        addresses
                            .iter()
                            .map(|address| (address.clone(), fetch(agent, address)))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            for handle in running {
                verdicts.extend(handle.join().unwrap_or_default());
            }
        });
    }
    verdicts
}

fn agent(timeout_seconds: u64) -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(timeout_seconds.max(1))))
        .user_agent(USER_AGENT)
        .http_status_as_error(false)
        .build()
        .into()
}

/// One address, tried again after a pause when the network or the server failed.
fn fetch(agent: &ureq::Agent, address: &str) -> Verdict {
    let mut tries = 0;
    loop {
        let verdict = fetch_once(agent, address);
        let retry = matches!(&verdict, Err(true));
        match verdict {
            Ok(ids) => return Verdict::Working(ids),
            Err(_) if retry && tries < PAUSES.len() => {
                std::thread::sleep(PAUSES[tries]);
                tries += 1;
            }
            Err(_) => return Verdict::Broken(last_failure(agent, address)),
        }
    }
}

/// Ok with the page's ids, or Err(whether trying again may help).
fn fetch_once(agent: &ureq::Agent, address: &str) -> Result<Vec<String>, bool> {
    match agent.get(address).call() {
        Ok(mut response) if response.status().is_success() => {
            let body = response
                .body_mut()
                .with_config()
                .limit(MAX_BODY)
                .read_to_string()
                .unwrap_or_default();
            Ok(element_ids(&body).into_iter().map(str::to_string).collect())
        }
        Ok(response) => {
            let status = response.status().as_u16();
            Err(status == 429 || status >= 500)
        }
        Err(_) => Err(true),
    }
}

/// Why an address does not work, in words (one more request, after the tries).
fn last_failure(agent: &ureq::Agent, address: &str) -> String {
    match agent.get(address).call() {
        Ok(response) => {
            let status = response.status();
            let reason = status.canonical_reason().unwrap_or("");
            format!("answered {} {reason}", status.as_u16()).trim_end().to_string()
        }
        Err(ureq::Error::Timeout(_)) => "did not answer in time".to_string(),
        Err(error) => format!("could not be reached: {error}"),
    }
}

fn skipped(target: &str, skip: &[String]) -> bool {
    let (address, _) = split(target);
    skip.iter().any(|entry| {
        if entry.contains("://") {
            address.starts_with(entry.as_str())
        } else {
            host(address) == entry || host(address).ends_with(&format!(".{entry}"))
        }
    })
}

fn split(target: &str) -> (&str, Option<&str>) {
    match target.split_once('#') {
        Some((address, fragment)) => (address, Some(fragment).filter(|f| !f.is_empty())),
        None => (target, None),
    }
}

fn host(address: &str) -> &str {
    let rest = address.split_once("://").map_or(address, |(_, rest)| rest);
    let authority = rest.split(['/', '?']).next().unwrap_or(rest);
    authority.rsplit('@').next().unwrap_or(authority)
}

fn seconds_now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |elapsed| elapsed.as_secs())
}

fn save(path: &PathBuf, cache: &Cache) {
    if let Some(folder) = path.parent() {
        let _ = std::fs::create_dir_all(folder);
    }
    if let Ok(bytes) = serde_json::to_vec(cache) {
        // A cache that cannot be written only means checking again next time.
        let _ = std::fs::write(path, bytes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_and_fragments_are_read_from_addresses() {
        assert_eq!(host("https://user@www.example.org:8080/a?b"), "www.example.org:8080");
        assert_eq!(split("https://a.org/x#intro"), ("https://a.org/x", Some("intro")));
        assert!(skipped("https://doi.org/10.1/x", &["doi.org".into()]));
        assert!(skipped("https://api.doi.org/x", &["doi.org".into()]));
        assert!(skipped("https://a.org/private/x", &["https://a.org/private/".into()]));
        assert!(!skipped("https://a.org/public", &["https://a.org/private/".into()]));
    }
}
