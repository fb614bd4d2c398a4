import { TextField, type FormBinding } from './Fields';

/** Step 2: the applicant's position and institution. */
export function ProfessionalStep({ form }: { form: FormBinding }) {
  return (
    <>
      <TextField
        form={form}
        name="jobTitle"
        label="Job title"
        hint="For example, Associate Professor or Data Scientist."
        input={{ autoComplete: 'organization-title' }}
      />
      <TextField
        form={form}
        name="jobClassification"
        label="Job classification"
        hint="For example, academic, researcher, industry professional or student."
      />
      <TextField form={form} name="highestQualification" label="Highest qualification" hint="For example, PhD in Computer Science." />
      <TextField form={form} name="department" label="Department" />
      <TextField
        form={form}
        name="institution"
        label="Institution"
        hint="Your university, college, company or organization."
        input={{ autoComplete: 'organization' }}
      />
      <TextField
        form={form}
        name="yearsInAcademia"
        label="Years in academia (optional)"
        hint="Leave this empty if it does not apply to you."
        input={{ type: 'number', min: 0, max: 100, step: 1, inputMode: 'numeric', className: 'input--short' }}
      />
    </>
  );
}
