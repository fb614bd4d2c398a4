import { SelectField, TextField, type FormBinding } from './Fields';
import { GENDERS, type Country } from './form';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));

/** Step 1: who the applicant is and how to reach them. */
export function PersonalStep({ form, countries }: { form: FormBinding; countries: readonly Country[] }) {
  // The service stores the country's name, so the name is both the value and the label.
  const countryOptions = countries.map((country) => ({ value: country.name, label: country.name }));
  return (
    <>
      <TextField form={form} name="firstName" label="First name" input={{ autoComplete: 'given-name', spellCheck: false }} />
      <TextField form={form} name="familyName" label="Family name" input={{ autoComplete: 'family-name', spellCheck: false }} />
      <SelectField form={form} name="gender" label="Gender" options={GENDER_OPTIONS} placeholder="Select an option" autoComplete="sex" />
      <TextField
        form={form}
        name="email"
        label="Email address"
        hint="We will send a copy of your application to this address."
        input={{ type: 'email', autoComplete: 'email', spellCheck: false }}
      />
      <SelectField
        form={form}
        name="country"
        label="Country"
        options={countryOptions}
        placeholder="Select your country"
        autoComplete="country-name"
      />
      <TextField
        form={form}
        name="mobile"
        label="Mobile number"
        hint="Include the country code, for example +1 202 555 0143."
        input={{ type: 'tel', autoComplete: 'tel' }}
      />
    </>
  );
}
