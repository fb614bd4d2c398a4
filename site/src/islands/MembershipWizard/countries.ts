// The country list in the page's language. The service stores a country's English name (the
// site's data, ISO's short names), so that stays the option's value; what the applicant reads is
// the name in their language (the browser's, Intl.DisplayNames), in that language's alphabetical
// order. An English page shows the data's names as they are, in the data's order.
import type { Option } from '../../lib/forms/SelectField';
import type { Country } from './form';

/** The country's name in `language`, or its English name where the browser has none. */
function shownName({ code, name }: Country, names: Intl.DisplayNames | null): string {
  try {
    return names?.of(code) ?? name;
  } catch {
    // Not a region code the browser knows.
    return name;
  }
}

export function countryOptions(countries: readonly Country[], language: string): Option[] {
  if (language === 'en') return countries.map(({ name }) => ({ value: name, label: name }));
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    // No display names here (an old browser): the English names, sorted all the same.
  }
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => ({ value: country.name, label: shownName(country, names) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
