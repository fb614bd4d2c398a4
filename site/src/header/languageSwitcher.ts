// The language switcher keeps what the address asks for: from /search/?q=Kenya, Français leads to
// /fr/search/?q=Kenya, not to an empty search page (and the wizard's ?step= likewise). The page may
// change its query without loading (the search page's history entries), so each link takes the
// query of the moment it is followed, and of the page as it loads, for a link copied unfollowed.

const SWITCHER_LINKS = '.language-switcher a[href]';

function withQuery(link: HTMLAnchorElement): void {
  link.search = window.location.search;
}

export function keepQueryOnSwitch(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(SWITCHER_LINKS)) withQuery(link);
  const follow = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SWITCHER_LINKS) : null;
    if (link) withQuery(link);
  };
  // Before the browser reads the href: a click, a middle click, or the context menu's "open in".
  document.addEventListener('click', follow, true);
  document.addEventListener('auxclick', follow, true);
  document.addEventListener('contextmenu', follow, true);
}
