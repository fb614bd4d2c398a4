import { sitePath } from '../../lib/paths';
import { CheckboxField, RadioField, TextAreaField, TextField, type FormBinding } from './Fields';
import type { MembershipTypeOption } from './form';

/** Step 4: a contact person, areas for collaboration, the membership type and the consent. */
export function CollaborationStep({ form, membershipTypes }: { form: FormBinding; membershipTypes: readonly MembershipTypeOption[] }) {
  return (
    <>
      <TextField form={form} name="contactPersonName" label="Contact person's name" hint="Someone we may contact about your application." />
      <TextField form={form} name="contactPersonInstitution" label="Contact person's institution" />
      <TextAreaField
        form={form}
        name="areasForCollaboration"
        label="Areas for collaboration"
        hint="Separate them with commas, for example: joint research, teaching, conferences."
      />
      <RadioField form={form} name="membershipType" label="Membership type" options={membershipTypes} />
      <CheckboxField
        form={form}
        name="confidentialityConsent"
        label="I consent to the association keeping the information in this application confidential and using it only to process my membership."
        hint={
          <>
            How we keep and use it is in our{' '}
            {/* A new tab, so reading it leaves the application as it is. */}
            <a href={sitePath('/privacy')} target="_blank" rel="noopener">
              privacy notice (opens in new tab)
            </a>
            .
          </>
        }
      />
    </>
  );
}
