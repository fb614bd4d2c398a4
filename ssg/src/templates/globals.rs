//! What every template sees: site settings, navigation and the data files, resolved for display
//! (country codes to names and member codes, deadlines to days left).

use serde_json::{Value, json};
use serde_saphyr::Spanned;

use crate::data::SiteData;
use crate::images::Pictures;
use crate::urls::BaseUrl;
use contract::countries;

use crate::deadlines;

pub fn globals(
    data: &SiteData,
    pictures: &Pictures,
    news: &Value,
    base: &BaseUrl,
    dev: bool,
    today: jiff::civil::Date,
) -> Value {
    let mut site = json!(data.site);
    site["year"] = json!(today.year());
    site["today"] = json!(today.to_string());
    site["base_path"] = json!(base.path());
    // The language the data's own texts are in (the postal address's lines are marked with it).
    let languages = &data.site.languages;
    let default = languages.iter().find(|l| l.value.default).or(languages.first());
    site["default_language"] = json!(default.map_or("en", |l| l.value.code.as_str()));
    json!({
        "site": site,
        "nav": data.navigation,
        "dev": dev,
        "data": {
            "cards": data.cards,
            "regions": regions(data),
            "editorial_board": data.editorial_board,
            "jobs": data.jobs,
            "membership": data.membership,
            "journal": data.journal,
            "countries": countries::un_members(),
            "genders": contract::GENDERS,
            "limits": contract::limits::LIMITS,
            "deadlines": deadlines::view(data, today),
            "news": news,
            "pictures": pictures
                .by_address
                .iter()
                .map(|(address, picture)| (address.clone(), json!(picture.under(base))))
                .collect::<serde_json::Map<_, _>>(),
        },
    })
}

/// The regions with each country code resolved to its name and member code.
fn regions(data: &SiteData) -> Vec<Value> {
    let short_name = &data.site.short_name;
    let resolve = |region_code: &str, codes: &[Spanned<String>]| -> Value {
        codes
            .iter()
            .map(|code| &code.value)
            .map(|code| {
                json!({
                    "code": code,
                    "name": countries::name(code).unwrap_or(code),
                    "member_code": format!("{short_name}-{region_code}-{code}"),
                })
            })
            .collect()
    };
    data.regions
        .iter()
        .map(|region| {
            let mut value = json!(region);
            value["countries"] = resolve(&region.code, &region.countries);
            for (index, subregion) in region.subregions.iter().enumerate() {
                value["subregions"][index]["countries"] =
                    resolve(&region.code, &subregion.countries);
            }
            value
        })
        .collect()
}
