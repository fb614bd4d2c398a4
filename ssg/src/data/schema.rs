//! The shape of each data file in `content/data/`: one typed struct per file, unknown keys
//! rejected, so a misspelt field is an editor's problem with its line instead of a silent gap.
//! Values that later checks may find wrong are `Spanned`: the YAML parser's own position of each,
//! so a problem points at the value itself.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use crate::source_file::SourceFile;

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SiteSettings {
    pub name: String,
    pub short_name: String,
    pub tagline: String,
    pub description: String,
    pub founded: u16,
    pub url: Spanned<String>,
    pub emails: BTreeMap<String, String>,
    pub phone: String,
    /// The postal address's lines as the post of its country reads them (not translated).
    pub address: Vec<String>,
    /// The address's country, the last line, in each language's words (`site.fr.yaml`).
    #[serde(default)]
    pub country: Option<String>,
    pub social: Vec<SocialLink>,
    /// The news listing's heading and description (/news).
    pub news: NewsSettings,
    /// `ssg check --external`: what not to check, and for how long a working link is trusted.
    #[serde(default)]
    pub external_links: ExternalLinkSettings,
    /// The languages pages are published in, the default first or marked; none: English alone.
    #[serde(default)]
    pub languages: Vec<Spanned<LanguageSetting>>,
    /// Whether a missing translation fails `ssg check` and the build (`error`) or is reported
    /// (`warning`, the default).
    #[serde(default)]
    pub translation_gaps: GapSeverity,
}

/// One language of the site: `{ code: fr, name: Français, dir: ltr }`; one has `default: true`.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LanguageSetting {
    /// A BCP 47 code: `fr`, `es`, `pt-BR`.
    pub code: String,
    /// Its own name for itself, as the switcher shows it: `Français`.
    pub name: String,
    #[serde(default)]
    pub dir: TextDirection,
    #[serde(default)]
    pub default: bool,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum TextDirection {
    #[default]
    Ltr,
    Rtl,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum GapSeverity {
    #[default]
    Warning,
    Error,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct ExternalLinkSettings {
    /// Hosts (`doi.org`, which covers its subdomains) or address prefixes (`https://a.org/x/`).
    pub skip: Vec<String>,
    pub cache_hours: u64,
    pub timeout_seconds: u64,
}

impl Default for ExternalLinkSettings {
    fn default() -> Self {
        ExternalLinkSettings { skip: Vec::new(), cache_hours: 24, timeout_seconds: 10 }
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct NewsSettings {
    pub title: String,
    pub description: String,
    pub lead: String,
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
    pub href: Spanned<String>,
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
    /// Whether the first item is the section's overview page (Publications, Members Overview):
    /// the breadcrumb of the section's other pages then links the section's name to it.
    #[serde(default)]
    pub overview: bool,
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
    pub href: Option<Spanned<String>>,
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
    pub countries: Vec<Spanned<String>>,
    pub representative: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Subregion {
    pub name: String,
    pub code: String,
    pub countries: Vec<Spanned<String>>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct BoardMember {
    pub name: String,
    pub title: String,
    pub affiliation: String,
    pub specialization: String,
    /// A portrait in content/static/images/ (`/images/board/name.jpg`), written at several widths.
    #[serde(default)]
    pub photo: Option<Spanned<String>>,
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
    pub types: Spanned<Vec<MembershipType>>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct MembershipCategory {
    pub id: String,
    pub name: String,
    pub audience: String,
    pub eligibility: Vec<String>,
    pub benefits: Vec<String>,
    pub href: Spanned<String>,
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
    pub year: Spanned<i32>,
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
    pub email: Spanned<String>,
    pub template: Spanned<String>,
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

pub(crate) const DATA_FILES: [&str; 8] =
    ["site", "navigation", "cards", "regions", "editorial_board", "jobs", "membership", "journal"];

/// A link found in a data file, to be checked once every page is known.
pub struct DataLink<'a> {
    pub file: &'a SourceFile,
    pub href: &'a Spanned<String>,
}
