import { CheckboxField } from '../../lib/forms/CheckboxField';
import { RadioField } from '../../lib/forms/RadioField';
import { TextAreaField } from '../../lib/forms/TextAreaField';
import { TextField } from '../../lib/forms/TextField';
import { sitePath } from '../../lib/paths';
import { type FormBinding, flag, text } from './binding';
import type { MembershipTypeOption } from './form';

/** Step 4: a contact person, areas for collaboration, the membership type and the consent. */
export function CollaborationStep({
  form,
  membershipTypes,
}: {
  form: FormBinding;
  membershipTypes: readonly MembershipTypeOption[];
}) {
  return (
    <>
      <TextField
        {...text(form, 'contactPersonName')}
        label="Contact person's name"
        hint="Someone we may contact about your application."
      />
      <TextField {...text(form, 'contactPersonInstitution')} label="Contact person's institution" />
      <TextAreaField
        {...text(form, 'areasForCollaboration')}
        label="Areas for collaboration"
        hint="Separate them with commas, for example: joint research, teaching, conferences."
      />
      <RadioField {...text(form, 'membershipType')} label="Membership type" options={membershipTypes} />
      <CheckboxField
        {...flag(form, 'confidentialityConsent')}
        label="I consent to the association keeping the information in this application confidential and using it only to process my membership."
        hint={
          <>
            How we keep and use it is in our {/* A new tab, so reading it leaves the application as it is. */}
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
