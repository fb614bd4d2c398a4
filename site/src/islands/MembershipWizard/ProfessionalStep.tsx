import { TextField } from '../../lib/forms/TextField';
import { type FormBinding, text } from './binding';

/** Step 2: the applicant's position and institution. */
export function ProfessionalStep({ form }: { form: FormBinding }) {
  return (
    <>
      <TextField
        {...text(form, 'jobTitle')}
        label="Job title"
        hint="For example, Associate Professor or Data Scientist."
        input={{ autoComplete: 'organization-title' }}
      />
      <TextField
        {...text(form, 'jobClassification')}
        label="Job classification"
        hint="For example, academic, researcher, industry professional or student."
      />
      <TextField
        {...text(form, 'highestQualification')}
        label="Highest qualification"
        hint="For example, PhD in Computer Science."
      />
      <TextField {...text(form, 'department')} label="Department" />
      <TextField
        {...text(form, 'institution')}
        label="Institution"
        hint="Your university, college, company or organization."
        input={{ autoComplete: 'organization' }}
      />
      <TextField
        {...text(form, 'yearsInAcademia')}
        label="Years in academia (optional)"
        hint="Leave this empty if it does not apply to you."
        input={{ type: 'number', min: 0, max: 100, step: 1, inputMode: 'numeric', className: 'input--short' }}
      />
    </>
  );
}
