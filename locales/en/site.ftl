# The theme's texts in English: the header, the footer and the parts every page shares.
# Each message's key is what templates pass to t(key="..."); see docs/editing.md.

hero-kicker = { $name } · Founded { $year } · International non-profit
skip-link = Skip to main content
brand-home = { $name }, home
nav-menu = Menu
nav-main = Main
nav-account = Account
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
