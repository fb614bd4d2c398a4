# Two-step verification, wherever it is set up or passed (site/src/lib/twoStep): the sign-in
# form's second step, Account Settings and the staff workspace.

## The field for a code (CodeForm), shared by every form below.

# The form's own check of a code from the authenticator app (setting it up, new recovery codes).
two-step-app-code-missing = Enter the 6-digit code from your authenticator app
two-step-app-code-invalid = Enter the code as 6 digits, for example 123456
# The button of a code form while the service checks the code.
two-step-checking-code = Checking the code...

## Setting up an authenticator app (AppSetup): numbered steps.

# { $reason } is the service's sentence, or the browser's, saying why.
two-step-setup-failed = We could not start the set-up. { $reason }
two-step-try-again = Try again
two-step-setup-preparing = Preparing your set-up...
two-step-setup-scan = Open your authenticator app and add an account by scanning this QR code.
# The QR code's text alternative; { $email } is the account's e-mail address.
two-step-setup-qr-alt = QR code that sets up your authenticator app for { $email }
# { $key } is the secret key, in groups of four characters.
two-step-setup-key = If you cannot scan it, enter this key in the app instead (the spaces do not matter): { $key }
# { $link } is a link whose text is two-step-setup-open-app-link.
two-step-setup-open-app = On the phone that has the app? { $link }.
two-step-setup-open-app-link = Open the set-up in your authenticator app
two-step-setup-enter-code = Enter the 6-digit code the app now shows for IAAII.
two-step-app-code-label = Code from your authenticator app
two-step-setup-code-hint = The 6 digits, for example 123456.
two-step-setup-confirm = Confirm the code

## Adding a passkey (PasskeyAdd).

two-step-passkey-unsupported = This browser cannot make passkeys. Use an authenticator app instead.
# The site is served at an IP address, where WebAuthn cannot work: only the app is offered.
two-step-passkey-no-domain = Passkeys work only when the site is served at a domain name. Use an authenticator app instead.
two-step-passkey-name-label = Name for the passkey
two-step-passkey-name-hint = To tell it from others, for example Work laptop.
two-step-passkey-name-missing = Enter a name for the passkey
two-step-passkey-add = Add a passkey
# A button while the browser asks for the passkey (fingerprint, face, screen lock, security key).
two-step-passkey-waiting = Waiting for your passkey...
# The visitor cancelled the browser's passkey request, it timed out, or there was none on this device.
two-step-passkey-not-used-adding = The passkey was not used. Try again. You can also use a code from your authenticator app or a recovery code.

## The ten recovery codes, shown once (RecoveryCodeList).

two-step-codes-copy = Copy the codes
two-step-codes-download = Download the codes
two-step-codes-copied = The recovery codes have been copied.
two-step-codes-not-copied = Your browser did not let this page copy them: download them, or write them down.
# The heading and the page's title while the codes are shown, once two-step verification is set up
# or the codes renewed (the staff workspace).
two-step-codes-heading = Save your recovery codes

## New recovery codes (RenewCodesForm).

two-step-renew-code-hint = The 6 digits the app shows now, for example 123456. A recovery code cannot be used here.
two-step-renew-submit = Get new recovery codes

## The second step of signing in (SecondStep).

two-step-passkey-use = Use your passkey
# As two-step-passkey-not-used-adding, when signing in with the passkey.
two-step-passkey-not-used = The passkey was not used. Try again, or use a code from your authenticator app or a recovery code.
two-step-enter-code-instead = Enter a code instead
two-step-enter-recovery-code-instead = Enter a recovery code instead
two-step-code-label = Verification code
# k7m2p-x9f4q is the shape of a recovery code: keep it as it is.
two-step-code-hint-app = 6 digits from your authenticator app, or a recovery code such as k7m2p-x9f4q.
two-step-code-hint-recovery = One of your recovery codes, such as k7m2p-x9f4q.
two-step-code-missing = Enter the code from your authenticator app, or a recovery code
two-step-continue = Continue

## Confirming it is you before a change to what guards the account (IdentityPrompt).

two-step-identity-title = Confirm it is you
two-step-identity-text = For your security, enter your password to make this change. You will not be asked again for the next ten minutes.
two-step-identity-password = Your password
two-step-identity-password-missing = Enter your password
two-step-identity-confirm = Confirm
# The button while the service checks the password.
two-step-identity-busy = Checking...
two-step-identity-cancel = Cancel
