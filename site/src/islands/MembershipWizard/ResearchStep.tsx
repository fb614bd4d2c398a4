import { TextAreaField } from '../../lib/forms/TextAreaField';
import { type FormBinding, text } from './binding';

/** Step 3: research interests. List-like answers are comma separated, and the hints say so. */
export function ResearchStep({ form }: { form: FormBinding }) {
  return (
    <>
      <TextAreaField
        {...text(form, 'researchInterests')}
        label="Research interests"
        hint="Separate them with commas, for example: machine learning, computer vision, natural language processing."
      />
      <TextAreaField
        {...text(form, 'subjectClassification')}
        label="Subject classification (optional)"
        hint="For example, ACM Computing Classification System or Mathematics Subject Classification codes, separated by commas."
      />
      <TextAreaField
        {...text(form, 'areasOfSpecialization')}
        label="Areas of specialization (optional)"
        hint="Separate them with commas, for example: deep learning, health informatics."
      />
    </>
  );
}
