// What the page hands the wizard (its `data:` props): the lists of choices and the service's
// limits, as the rules check them (`context`) and as the fields offer them (`options`). A page
// whose data did not arrive still gets a working form; the service checks what it cannot.
import { useMemo } from 'react';
import type { Limits } from '../../lib/answerRules';
import { currentLanguage } from '../../lib/messages/catalog';
import { countryOptions } from './countries';
import type { Choices } from './FirstStepFields';
import type { Country, MembershipTypeOption } from './form';
import { GENDERS, genderLabel, type RuleContext } from './rules';

export interface PageData {
  /** The 193 UN member states from the site's data, sorted by name. */
  countries?: Country[];
  /** regular, student, institutional, corporate, emeritus, from the site's data. */
  membershipTypes?: MembershipTypeOption[];
  /** The service's limits (contract::limits, `data:limits`). */
  limits?: Limits;
}

function isLimits(value: unknown): value is Limits {
  const limits = value as Partial<Limits> | null;
  return (
    typeof limits === 'object' &&
    limits !== null &&
    [limits.textMax, limits.longTextMax, limits.maxYearsInAcademia].every((n) => typeof n === 'number')
  );
}

export function usePageData({ countries, membershipTypes, limits }: PageData) {
  const countryList = useMemo(() => (Array.isArray(countries) ? countries : []), [countries]);
  const typeList = useMemo(() => (Array.isArray(membershipTypes) ? membershipTypes : []), [membershipTypes]);
  const context: RuleContext = useMemo(
    () => ({
      countries: countryList.map((c) => c.name),
      membershipTypes: typeList.map((t) => t.value),
      limits: isLimits(limits) ? limits : null,
    }),
    [countryList, typeList, limits],
  );
  // The service stores the gender and the country's name in English: the values; the labels are
  // the page's language (a country's, countries.ts). The language is set before the first render.
  const language = currentLanguage();
  const options: Choices = useMemo(
    () => ({
      gender: GENDERS.map((gender) => ({ value: gender, label: genderLabel(gender) })),
      country: countryOptions(countryList, language),
      membershipType: typeList,
    }),
    [countryList, typeList, language],
  );
  return { context, options };
}
