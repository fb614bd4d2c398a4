// What deleting the account does and does not delete, in the privacy notice's terms.
import { sitePath } from '../../lib/paths';

export function DeletionExplained() {
  return (
    <>
      <p>
        Deleting your account deletes your sign-in details and ends every session at once: you are signed out on every
        browser and device, and you can no longer sign in with this e-mail address and password.
      </p>
      <p>
        Your membership applications are not deleted with your account: they are the association's records, kept as our{' '}
        <a href={sitePath('/privacy')}>privacy notice</a> states, which also says how to ask us to erase them.
      </p>
    </>
  );
}
