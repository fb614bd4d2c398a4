//! What a type cannot say about the data files: countries that exist and belong to one region,
//! volume numbers, e-mail keys, the membership types the form accepts; and the links the files
//! make, for the link checker.

use std::collections::BTreeMap;

use contract::MEMBERSHIP_TYPES;

use super::schema::{DataLink, FIRST_VOLUME_YEAR_OFFSET, SiteData};
use contract::countries;

use crate::diagnostics::{Diagnostic, Diagnostics, Problem};
use crate::yaml;

impl SiteData {
    /// Every internal link written in a data file.
    pub fn links(&self) -> Vec<DataLink<'_>> {
        let mut links = Vec::new();
        let navigation = &self.sources["navigation"];
        let nav = &self.navigation;
        let nav_links = nav.header.iter().flat_map(|group| &group.items).chain([&nav.contact]);
        let nav_links = nav_links
            .chain(nav.footer.iter().flat_map(|column| &column.links))
            .chain(&nav.account.signed_out)
            .chain(&nav.account.signed_in);
        links.extend(nav_links.map(|link| DataLink { file: navigation, href: &link.href }));
        let cards = &self.sources["cards"];
        let card_links = self.cards.values().flatten().filter_map(|card| card.href.as_ref());
        links.extend(card_links.map(|href| DataLink { file: cards, href }));
        let membership = &self.sources["membership"];
        links.extend(
            self.membership.categories.iter().map(|c| DataLink { file: membership, href: &c.href }),
        );
        links.push(DataLink {
            file: &self.sources["journal"],
            href: &self.journal.special_issues.template,
        });
        links
    }

    pub(super) fn check(&self, problems: &mut Diagnostics) {
        self.check_regions(problems);
        self.check_journal(problems);
        self.check_membership_types(problems);
    }

    fn check_regions(&self, problems: &mut Diagnostics) {
        let file = &self.sources["regions"];
        let mut seen = BTreeMap::new();
        for region in &self.regions {
            let codes =
                region.subregions.iter().flat_map(|s| &s.countries).chain(&region.countries);
            for code in codes {
                let at = yaml::span(code, 0);
                let code = &code.value;
                if countries::name(code).is_none() {
                    let problem = Problem::new(
                        at,
                        format!("`{code}` is not an ISO 3166-1 alpha-2 country code"),
                    );
                    problems.push(file.locate(problem.with_help(
                        "use two capital letters, e.g. GB for the United Kingdom, GR for Greece",
                    )));
                } else if let Some(other) = seen.insert(code.clone(), region.name.clone()) {
                    let problem = Problem::new(
                        at,
                        format!("{code} is listed in both {other} and {}", region.name),
                    );
                    problems.push(
                        file.locate(problem.with_help("a country belongs to one region only")),
                    );
                }
            }
        }
        if seen.len() <= 100 {
            problems.push(
                Diagnostic::file(&file.path, format!("the regions list {} countries", seen.len()))
                    .with_help(
                        "the association covers more than 100 countries: add the missing ones",
                    ),
            );
        }
    }

    fn check_journal(&self, problems: &mut Diagnostics) {
        let file = &self.sources["journal"];
        for volume in &self.journal.archive {
            let year = volume.year.value;
            let expected = year - FIRST_VOLUME_YEAR_OFFSET;
            if i64::from(volume.volume) != i64::from(expected) {
                let problem = Problem::new(
                    yaml::span(&volume.year, 0),
                    format!("{year} is listed as volume {}", volume.volume),
                );
                problems.push(file.locate(problem.with_help(format!(
                    "the volume number is the year minus 2020: volume {expected}"
                ))));
            }
        }
        let key = &self.journal.special_issues.email;
        if !self.site.emails.contains_key(&key.value) {
            let known: Vec<&str> = self.site.emails.keys().map(String::as_str).collect();
            let problem = Problem::new(
                yaml::span(key, 0),
                format!("`{}` is not an e-mail key of content/data/site.yaml", key.value),
            );
            problems
                .push(file.locate(problem.with_help(format!("known keys: {}", known.join(", ")))));
        }
    }

    fn check_membership_types(&self, problems: &mut Diagnostics) {
        let values: Vec<&str> =
            self.membership.types.value.iter().map(|t| t.value.as_str()).collect();
        if values != MEMBERSHIP_TYPES {
            let file = &self.sources["membership"];
            let at = yaml::span(&self.membership.types, 0).start;
            problems.push(
                file.error_at(at, format!("the membership types are {values:?}")).with_help(
                    format!(
                        "the application form accepts exactly {MEMBERSHIP_TYPES:?}, in that order"
                    ),
                ),
            );
        }
    }
}
