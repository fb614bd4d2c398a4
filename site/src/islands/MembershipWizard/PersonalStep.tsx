import { SelectField } from '../../lib/forms/SelectField';
import { TextField } from '../../lib/forms/TextField';
import { type FormBinding, text } from './binding';
import { type Country, GENDERS } from './form';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));

/** Step 1: who the applicant is and how to reach them. */
export function PersonalStep({ form, countries }: { form: FormBinding; countries: readonly Country[] }) {
  // The service stores the country's name, so the name is both the value and the label.
  const countryOptions = countries.map((country) => ({ value: country.name, label: country.name }));
  return (
    <>
      <TextField
        {...text(form, 'firstName')}
        label="First name"
        input={{ autoComplete: 'given-name', spellCheck: false }}
      />
      <TextField
        {...text(form, 'familyName')}
        label="Family name"
        input={{ autoComplete: 'family-name', spellCheck: false }}
      />
      <SelectField
        {...text(form, 'gender')}
        label="Gender"
        options={GENDER_OPTIONS}
        placeholder="Select an option"
        autoComplete="sex"
      />
      <TextField
        {...text(form, 'email')}
        label="Email address"
        hint="We will send a copy of your application to this address."
        input={{ type: 'email', autoComplete: 'email', spellCheck: false }}
      />
      <SelectField
        {...text(form, 'country')}
        label="Country"
        options={countryOptions}
        placeholder="Select your country"
        autoComplete="country-name"
      />
      <TextField
        {...text(form, 'mobile')}
        label="Mobile number"
        hint="Include the country code, for example +1 202 555 0143."
        input={{ type: 'tel', autoComplete: 'tel' }}
      />
    </>
  );
}
