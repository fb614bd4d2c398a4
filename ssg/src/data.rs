//! The structured content in `content/data/*.yaml`: each file read into a typed struct (unknown
//! keys rejected) and checked for what a type cannot say (a volume number that is not year - 2020,
//! a country code that does not exist, an e-mail key that site.yaml does not define).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::countries;
use crate::diagnostics::{Diagnostic, Diagnostics, SourceFile};

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SiteSettings {
    pub name: String,
    pub short_name: String,
    pub tagline: String,
    pub description: String,
    pub founded: u16,
    pub url: String,
    pub emails: BTreeMap<String, String>,
    pub phone: String,
    pub address: Vec<String>,
    pub social: Vec<SocialLink>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SocialLink {
    pub name: String,
    pub url: Option<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Link {
    pub label: String,
    pub href: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Navigation {
    pub header: Vec<MenuGroup>,
    pub contact: Link,
    pub footer: Vec<FooterColumn>,
    pub account: AccountLinks,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct MenuGroup {
    pub label: String,
    pub items: Vec<Link>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct FooterColumn {
    pub heading: String,
    pub links: Vec<Link>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AccountLinks {
    pub signed_out: Vec<Link>,
    pub signed_in: Vec<Link>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    pub title: String,
    pub text: String,
    #[serde(default)]
    pub icon: Option<Icon>,
    #[serde(default)]
    pub href: Option<String>,
    #[serde(default)]
    pub link_label: Option<String>,
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Icon {
    Vision,
    Mission,
    Advocacy,
    Collaboration,
    Membership,
    Academic,
    Globe,
    Journal,
    People,
    Briefcase,
    Calendar,
    Check,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Region {
    pub id: String,
    pub name: String,
    pub code: String,
    pub description: String,
    pub subregions: Vec<Subregion>,
    pub countries: Vec<String>,
    pub representative: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Subregion {
    pub name: String,
    pub code: String,
    pub countries: Vec<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct BoardMember {
    pub name: String,
    pub title: String,
    pub affiliation: String,
    pub specialization: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Job {
    pub title: String,
    pub organization: String,
    pub location: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub posted: jiff::civil::Date,
    pub summary: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Membership {
    /// The last day of the introductory offer of free individual and student membership.
    pub free_offer_until: jiff::civil::Date,
    pub categories: Vec<MembershipCategory>,
    pub corporate_tiers: Vec<CorporateTier>,
    pub types: Vec<MembershipType>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct MembershipCategory {
    pub id: String,
    pub name: String,
    pub audience: String,
    pub eligibility: Vec<String>,
    pub benefits: Vec<String>,
    pub href: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CorporateTier {
    pub name: String,
    pub size: String,
    pub description: String,
    pub benefits: Vec<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct MembershipType {
    pub value: String,
    pub label: String,
}

/// The values the application form accepts for membershipType (spec section 3).
pub const MEMBERSHIP_TYPES: [&str; 5] = [
    "regular",
    "student",
    "institutional",
    "corporate",
    "emeritus",
];

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Journal {
    pub name: String,
    pub current_issue: CurrentIssue,
    pub archive: Vec<Volume>,
    pub special_issues: SpecialIssues,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CurrentIssue {
    pub volume: u32,
    pub issue: u32,
    pub year: i32,
    pub status: String,
    pub articles: Vec<Article>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Article {
    pub title: String,
    pub authors: String,
    pub pages: String,
    pub summary: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Volume {
    pub year: i32,
    pub volume: u32,
    pub issues: u32,
    pub note: String,
}

/// The journal's first volume appeared in 2021: volume number = year - 2020 (spec section 9).
pub const FIRST_VOLUME_YEAR_OFFSET: i32 = 2020;

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialIssues {
    pub deadline: jiff::civil::Date,
    pub email: String,
    pub template: String,
    pub themes: Vec<SpecialIssueTheme>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialIssueTheme {
    pub title: String,
    pub summary: String,
    pub topics: Vec<String>,
}

/// Every data file, loaded and checked.
#[derive(Debug, Clone)]
pub struct SiteData {
    pub site: SiteSettings,
    pub navigation: Navigation,
    pub cards: BTreeMap<String, Vec<Card>>,
    pub regions: Vec<Region>,
    pub editorial_board: Vec<BoardMember>,
    pub jobs: Vec<Job>,
    pub membership: Membership,
    pub journal: Journal,
    /// The data files' text, kept so later checks (links in navigation) can point at a line.
    pub sources: BTreeMap<&'static str, SourceFile>,
}

const DATA_FILES: [&str; 8] = [
    "site",
    "navigation",
    "cards",
    "regions",
    "editorial_board",
    "jobs",
    "membership",
    "journal",
];

/// A link found in a data file, to be checked once every page is known.
pub struct DataLink<'a> {
    pub file: &'a SourceFile,
    pub href: &'a str,
}

impl SiteData {
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
                        .with_help(
                            "every site needs this file; see docs/editing.md for its fields",
                        ),
                ),
            }
        }
        report_unknown_files(&dir, &mut problems);
        if !problems.is_empty() {
            return Err(problems);
        }
        let site = parse(&sources["site"], &mut problems);
        let navigation = parse(&sources["navigation"], &mut problems);
        let cards = parse(&sources["cards"], &mut problems);
        let regions = parse(&sources["regions"], &mut problems);
        let editorial_board = parse(&sources["editorial_board"], &mut problems);
        let jobs = parse(&sources["jobs"], &mut problems);
        let membership = parse(&sources["membership"], &mut problems);
        let journal = parse(&sources["journal"], &mut problems);
        let (
            Some(site),
            Some(navigation),
            Some(cards),
            Some(regions),
            Some(editorial_board),
            Some(jobs),
            Some(membership),
            Some(journal),
        ) = (
            site,
            navigation,
            cards,
            regions,
            editorial_board,
            jobs,
            membership,
            journal,
        )
        else {
            return Err(problems);
        };
        let data = SiteData {
            site,
            navigation,
            cards,
            regions,
            editorial_board,
            jobs,
            membership,
            journal,
            sources,
        };
        data.check(&mut problems);
        problems.into_result().map(|()| data)
    }

    /// Every internal link written in a data file.
    pub fn links(&self) -> Vec<DataLink<'_>> {
        let mut links = Vec::new();
        let navigation = &self.sources["navigation"];
        let nav = &self.navigation;
        let nav_links = nav
            .header
            .iter()
            .flat_map(|group| &group.items)
            .chain([&nav.contact]);
        let nav_links = nav_links
            .chain(nav.footer.iter().flat_map(|column| &column.links))
            .chain(&nav.account.signed_out)
            .chain(&nav.account.signed_in);
        links.extend(nav_links.map(|link| DataLink {
            file: navigation,
            href: &link.href,
        }));
        let cards = &self.sources["cards"];
        let card_links = self
            .cards
            .values()
            .flatten()
            .filter_map(|card| card.href.as_deref());
        links.extend(card_links.map(|href| DataLink { file: cards, href }));
        let membership = &self.sources["membership"];
        links.extend(self.membership.categories.iter().map(|c| DataLink {
            file: membership,
            href: &c.href,
        }));
        links.push(DataLink {
            file: &self.sources["journal"],
            href: &self.journal.special_issues.template,
        });
        links
    }

    fn check(&self, problems: &mut Diagnostics) {
        self.check_regions(problems);
        self.check_journal(problems);
        self.check_membership_types(problems);
    }

    fn check_regions(&self, problems: &mut Diagnostics) {
        let file = &self.sources["regions"];
        let mut seen = BTreeMap::new();
        for region in &self.regions {
            let region_at = file.find(&format!("id: {}", region.id), 0).unwrap_or(0);
            let codes = region
                .subregions
                .iter()
                .flat_map(|s| &s.countries)
                .chain(&region.countries);
            for code in codes {
                let at = file
                    .find(&format!("\"{code}\""), region_at)
                    .or_else(|| file.find(code, region_at));
                let at = at.unwrap_or(region_at);
                if countries::name(code).is_none() {
                    problems.push(
                        file.error_at(at, format!("`{code}` is not an ISO 3166-1 alpha-2 country code"))
                            .with_help("use two capital letters, e.g. GB for the United Kingdom, GR for Greece"),
                    );
                } else if let Some(other) = seen.insert(code.clone(), region.name.clone()) {
                    problems.push(
                        file.error_at(
                            at,
                            format!("{code} is listed in both {other} and {}", region.name),
                        )
                        .with_help("a country belongs to one region only"),
                    );
                }
            }
        }
        if seen.len() <= 100 {
            problems.push(
                Diagnostic::file(
                    &file.path,
                    format!("the regions list {} countries", seen.len()),
                )
                .with_help("the association covers more than 100 countries: add the missing ones"),
            );
        }
    }

    fn check_journal(&self, problems: &mut Diagnostics) {
        let file = &self.sources["journal"];
        for volume in &self.journal.archive {
            let expected = volume.year - FIRST_VOLUME_YEAR_OFFSET;
            if i64::from(volume.volume) != i64::from(expected) {
                let at = file.find(&format!("year: {}", volume.year), 0).unwrap_or(0);
                problems.push(
                    file.error_at(
                        at,
                        format!("{} is listed as volume {}", volume.year, volume.volume),
                    )
                    .with_help(format!(
                        "the volume number is the year minus 2020: volume {expected}"
                    )),
                );
            }
        }
        let key = &self.journal.special_issues.email;
        if !self.site.emails.contains_key(key) {
            let at = file.find(&format!("email: {key}"), 0).unwrap_or(0);
            let known: Vec<&str> = self.site.emails.keys().map(String::as_str).collect();
            problems.push(
                file.error_at(
                    at,
                    format!("`{key}` is not an e-mail key of content/data/site.yaml"),
                )
                .with_help(format!("known keys: {}", known.join(", "))),
            );
        }
    }

    fn check_membership_types(&self, problems: &mut Diagnostics) {
        let values: Vec<&str> = self
            .membership
            .types
            .iter()
            .map(|t| t.value.as_str())
            .collect();
        if values != MEMBERSHIP_TYPES {
            let file = &self.sources["membership"];
            let at = file.find("types:", 0).unwrap_or(0);
            problems.push(
                file.error_at(at, format!("the membership types are {values:?}"))
                    .with_help(format!(
                        "the application form accepts exactly {MEMBERSHIP_TYPES:?}, in that order"
                    )),
            );
        }
    }
}

fn parse<T: DeserializeOwned>(file: &SourceFile, problems: &mut Diagnostics) -> Option<T> {
    match serde_norway::from_str(&file.text) {
        Ok(value) => Some(value),
        Err(error) => {
            let (line, column) = error
                .location()
                .map_or((1, 1), |at| (at.line(), at.column()));
            let message = error.to_string();
            let message = message.split(" at line ").next().unwrap_or(&message);
            problems.push(
                file.error_at_line(line, column, message.to_string())
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
    let known: BTreeSet<String> = DATA_FILES
        .iter()
        .map(|name| format!("{name}.yaml"))
        .collect();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !known.contains(&name) {
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
