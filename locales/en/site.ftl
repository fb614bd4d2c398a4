# The theme's texts in English: the header, the footer and the parts every page shares.
# Each message's key is what templates pass to t(key="..."); see docs/editing.md.

hero-kicker = { $name } · Founded { $year } · International non-profit
skip-link = Skip to main content
brand-home = { $name }, home
nav-menu = Menu
nav-main = Main
nav-account = Account
# Beside the avatar in the header; $name is the member's name.
nav-signed-in-as = Signed in as { $name }
nav-signed-in = Signed in
nav-my-account = My account
nav-logout = Logout
breadcrumb = Breadcrumb
breadcrumb-home = Home
section-nav-title = In { $group }
next-page = Next page
next-kicker = Next:
language-switcher = Language
language-not-translated = not yet translated
footer-home = home
footer-contact = Contact us
footer-email = E-mail:
footer-telephone = Telephone:
footer-address = Postal address:
footer-legal = Legal
footer-rights = © { $year } { $name }. All rights reserved.
footer-terms = Terms of Use
footer-privacy = Privacy Notice
footer-social = { $name } on social media

# Dates in full: "December 1, 2025"; the months as they are written inside a date.
date-long = { $month } { $day }, { $year }
month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December

# What a deadline still open says after its date (the {days} of a Deadline's text).
deadline-days-left = { $days ->
    [one] { $days } day left
   *[other] { $days } days left
}
deadline-closes-today = closes today

## The components of the pages' text (themes/default/templates/components.html).

# The home banner's buttons, when the page does not name them.
hero-join = Join
hero-learn-more = Learn More
# The link under a card whose data gives no link_label.
cards-learn-more = Learn more
# The membership application button, when the page gives it no label.
apply-button = Apply for Membership

# The membership categories of /members; $name is the category's name ("Individual Membership").
categories-eligibility = Eligibility
categories-benefits = Benefits
categories-about = About { $name }

# The membership types beside the application form: what each is, and the link to its page.
membership-types-regular = Professionals, researchers and educators in artificial intelligence, informatics and related fields.
membership-types-student = Students enrolled in a degree or diploma program at a college or university, with proof of enrollment.
membership-types-institutional = Universities, colleges, research institutes and academic departments.
membership-types-corporate = Companies, start-ups, non-profit organizations and public bodies.
membership-types-emeritus = Retired professionals and academics who continue to take part in the association.
membership-types-about-regular = About individual membership
membership-types-about-student = About student membership
membership-types-about-institutional = About academic institutional membership
membership-types-about-corporate = About corporate membership
membership-types-about-emeritus = About emeritus membership

# The regions: the list of links to the region cards (its aria-label), then each card.
regions-index = Regions
# Read before the region's code, for screen readers only.
regions-code = Region code
regions-subregions = Subregions:
# The title of the disclosure with a region's countries and its representative…
regions-countries = Countries and representative
# …continued for screen readers only: "Countries and representative of Europe".
regions-countries-of = of { $region }
# After the disclosure's title, in brackets: how many countries the region has.
regions-country-count = { $count ->
    [one] { $count } country
   *[other] { $count } countries
}
# The heading of the countries of a region that are in none of its subregions.
regions-other-countries = Other countries
# The aria-labels of a region's list of countries: beside its subregions, or alone.
regions-other-countries-of = Other countries of { $region }
regions-all-countries-of = Countries of { $region }
regions-representative = Regional representative:
regions-back = Back to the list of regions

# The editorial board: the labels beside each member's affiliation and specialization.
board-affiliation = Affiliation
board-specialization = Specialization

# The job postings of /careers. Organization and Location are read by screen readers only.
jobs-organization = Organization:
jobs-location = Location:
# $date is the date of the posting, in full.
jobs-posted = Posted { $date }
jobs-view-details = View Details
# After "View Details", for screen readers only: $title is the posting's title.
jobs-view-details-of = of { $title }
# Under the postings; $email is the careers address, shown as a link.
jobs-apply-text = No posting that fits? Send your CV and a short cover letter to { $email }.
jobs-apply-button = Submit General Application

# The journal: the current issue's title, an article's pages ("pp. 1-18") and the archive.
journal-issue-title = Volume { $volume }, Issue { $issue } ({ $year })
journal-pages = pp. { $pages }
journal-volume = Volume { $volume }
journal-issue-count = { $count ->
    [one] { $count } issue
   *[other] { $count } issues
}

# The special issues' call for papers; special-issues-label is its aria-label.
special-issues-label = Special issues: call for papers
# The deadline of proposals: $date is the last day, in full; $days says how many days are left ("12 days left").
special-issues-open = Submissions are open until { $date } ({ $days }).
special-issues-closed = Submissions closed on { $date }.
# Above each theme's title.
special-issues-kicker = Call for papers
special-issues-topics = Topics include
# $email is the journal's special-issues address, shown as a link.
special-issues-proposals = Send special-issue proposals to { $email } with a description of the theme, the proposed guest editors and a timeline.
# The button that downloads the proposal template (a Word file).
special-issues-template = Download Proposal Template

# After a link, in a page in another language, to a page written only in English.
link-other-language = (in English)

## The news: the latest entries on the home page, the listing (/news) and an entry's heading.

news-none = There is no news yet.
# The link from the latest entries to the listing.
news-all = All news and events
news-upcoming = Upcoming events
news-no-upcoming = No events are announced at the moment. New events are listed here and in the news feed.
news-latest = Latest news
# The heading of the listing's second and following pages.
news-page-title = News, page { $number } of { $count }
# The aria-label of the links between the listing's pages.
news-pages = News pages
news-newer = Newer news
news-older = Older news
news-page-status = Page { $number } of { $count }
news-past = Past events
news-feed = Follow the news in a feed reader (Atom)
# In the listing, after an entry's date: $date is the event's date, in full; $place is where it is held.
news-event-on = Event on { $date }, { $place }
# The aria-label of an entry's list of tags.
news-tags = Tags
# The title of a tag's page and feed: $tag is the tag's name.
news-tag-title = News tagged “{ $tag }”
# The description of a tag's page: $tag is the tag's name, $count how many entries carry the tag.
news-tag-description = { $count ->
    [one] One entry of the association's news and events
   *[other] { $count } entries of the association's news and events
} tagged “{ $tag }”.
# The link to a tag's own feed: $tag is the tag's name.
news-tag-feed = Follow news tagged “{ $tag }” in a feed reader (Atom)
# The tags news entries may carry (`tags:` in their front matter), each named here.
news-tag-governance = Governance
news-tag-events = Events
news-tag-health = Health
news-tag-publications = Publications
news-tag-calls = Calls for proposals
# Under the title of a news entry: $date is its date of publication, in full.
page-published = Published { $date }
# After page-published, for an event: $date is its date, in full; $place is where it is held.
page-event = Event: { $date }, { $place }

## Search: the header's field and the search page (/search/)
search-label = Search
search-placeholder = Search the site
# The list of suggestions under the header's field, for screen readers.
search-suggestions = Suggestions
search-submit = Search
# The names of the two search forms, as landmarks: the header's, and the search page's own.
search-landmark-header = Quick search
search-landmark-page = Search the site
# After the title of a result whose page exists only in the site's default language (English).
search-untranslated = in English
# The last suggestion: all results on the search page. $query is what was typed.
search-all-results = All results for “{ $query }”
search-results = { $count ->
    [one] One result for “{ $query }”
   *[other] { $count } results for “{ $query }”
}
search-none = No results for “{ $query }”. Check the spelling, or try other or fewer words.
search-failed = Search is not available at the moment. Please try again later.
search-empty = Type one or more words to search the pages and news of the site.
search-more = Show more results
search-kind-legend = Kind of page
search-year-legend = News of
search-noscript = Search needs JavaScript, which is turned off in your browser. The menus at the top of the page reach every page.
# The kinds of page results can be limited to: each folder of content/.
search-kind-about = About
search-kind-account = Your account
search-kind-general = Home
search-kind-membership = Membership
search-kind-news = News
search-kind-publications = Publications
search-kind-resources = Resources

## The page left at a page's old address (aliases:), before the browser moves on
redirect-moved = This page has moved:
