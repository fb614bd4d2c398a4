import { TextAreaField, type FormBinding } from './Fields';

/** Step 3: research interests. List-like answers are comma separated, and the hints say so. */
export function ResearchStep({ form }: { form: FormBinding }) {
  return (
    <>
      <TextAreaField
        form={form}
        name="researchInterests"
        label="Research interests"
        hint="Separate them with commas, for example: machine learning, computer vision, natural language processing."
      />
      <TextAreaField
        form={form}
        name="subjectClassification"
        label="Subject classification (optional)"
        hint="For example, ACM Computing Classification System or Mathematics Subject Classification codes, separated by commas."
      />
      <TextAreaField
        form={form}
        name="areasOfSpecialization"
        label="Areas of specialization (optional)"
        hint="Separate them with commas, for example: deep learning, health informatics."
      />
    </>
  );
}
