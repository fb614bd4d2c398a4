# Account Settings (/account-settings): site/src/islands/AccountSettings. Signed out, the page
# shows the texts of locales/*/islands/Profile.ftl.

## Change your password (ChangePasswordForm).

settings-password-heading = Change your password
settings-password-changed = Your password has been changed.
settings-password-others-signed-out = Any other browser or device signed in to your account has been signed out.
# Also the field of "Delete my account" and of turning two-step verification off.
settings-current-password = Current password
settings-new-password = New password
settings-confirm-password = Confirm new password
settings-current-password-missing = Current password is required
# The same words as the service's refusal of the same password again.
settings-same-password = Choose a new password that is different from your current one.
settings-password-submit = Change password
settings-password-submit-busy = Updating...

## Two-step verification (TwoStepSettings, PasskeyList, TurnOffForm).

settings-two-step-heading = Two-step verification
settings-two-step-explained = With two-step verification, signing in needs a second step after your password: a code from an authenticator app on your phone, or a passkey on your device. Someone who learns your password still cannot sign in.
# Shown above the new recovery codes, once they have been made.
settings-two-step-keep-codes = Keep these recovery codes somewhere safe, such as a password manager: each signs you in once without your phone or passkey. They are shown only now.
settings-two-step-checking = Checking your two-step verification...
settings-two-step-on = Two-step verification is on.
settings-two-step-off = Two-step verification is off.
# After settings-two-step-on.
settings-two-step-codes-left = { $count ->
    [one] You have { $count } recovery code left.
   *[other] You have { $count } recovery codes left.
}
settings-two-step-app-set-up = An authenticator app is set up.
settings-passkeys-heading = Your passkeys
# { $name } is the passkey's name (in bold), { $added } and { $used } days such as 23 November 2026.
settings-passkey-used = { $name }, added { $added }, last used { $used }
settings-passkey-unused = { $name }, added { $added }, not used yet
# A button; { $passkey } is settings-passkey-remove-which, read out by screen readers only.
settings-passkey-remove = Remove { $passkey }
settings-passkey-remove-which = the passkey { $name }
# The buttons of the overview.
settings-two-step-set-up-app = Set up an authenticator app
settings-two-step-add-passkey = Add a passkey
settings-two-step-renew = Get new recovery codes
settings-two-step-turn-off = Turn off two-step verification
# The headings of what each button opens.
settings-two-step-app-heading = Set up an authenticator app
settings-two-step-passkey-heading = Add a passkey
settings-two-step-passkey-explained = Your browser will ask for this device's fingerprint, face or screen lock, or for a security key.
settings-two-step-renew-heading = Get new recovery codes
settings-two-step-renew-explained = Your earlier recovery codes will stop working.
settings-two-step-off-heading = Turn off two-step verification
settings-turn-off-explained = Signing in will then need your password alone. You can turn it on again at any time.
settings-turn-off-submit = Turn off two-step verification
settings-turn-off-submit-busy = Turning off...
settings-cancel = Cancel

## Download my data (DownloadMyData).

settings-download-heading = Download my data
# { $email } is the account's e-mail address.
settings-download-done = Your data has been downloaded. We have sent a message to { $email } to let you know.
settings-download-explained = Save a copy of what we hold about your account (your name, e-mail address, when the account was created and confirmed, and how many browsers and devices are signed in to it) and of every membership application sent with your e-mail address, with its answers, status and our decision. The copy is a JSON file. We send you an e-mail each time a copy is made.
settings-download-submit = Download my data
settings-download-submit-busy = Preparing your data...

## Delete my account (DeleteAccountForm, DeletionExplained, ConfirmDeletionDialog, AccountDeleted).

settings-delete-heading = Delete my account
settings-deletion-explained = Deleting your account deletes your sign-in details and ends every session at once: you are signed out on every browser and device, and you can no longer sign in with this e-mail address and password.
# { $link } is a link whose text is settings-deletion-privacy-link.
settings-deletion-applications = Your membership applications are not deleted with your account: they are the association's records, kept as our { $link } states, which also says how to ask us to erase them.
settings-deletion-privacy-link = privacy notice
# The same words as the service's, which checks the field too.
settings-delete-password-missing = Enter your current password to delete your account.
settings-delete-submit = Delete my account
settings-delete-submit-busy = Deleting your account...
# The dialog that asks before the account is deleted.
settings-delete-dialog-title = Delete your account?
settings-delete-dialog-text = This cannot be undone.
settings-delete-dialog-confirm = Delete my account
# Once deleted; the service's sentence comes first.
settings-deleted-title = Your account has been deleted
settings-deleted-signed-out = You have been signed out on every browser and device.
settings-deleted-home = Go to the home page
