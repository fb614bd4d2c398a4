# What the forms service (forms-api) says to people in its answers. The service writes its
# messages in English in its code; an answer to a page in another language is given in that
# language by finding the English text here (a $variable stands for what changes) and writing
# the same message in the page's language. The rules' messages shared with the forms are in
# forms.ftl and the islands' catalogs, which the service reads too.
#
# English messages here take no selectors: the English is how the service's text is found.

## Answers to any request

service-too-large = The request body is larger than 64 KiB.
service-server-fault = Something went wrong on our side. Please try again later.
service-not-json = Send the request body as JSON (Content-Type: application/json).
service-unreadable = The request body could not be read: { $detail }
service-unreadable-plain = The request body could not be read.
service-correct-fields = Please correct the highlighted fields.
service-too-slow = The request body took too long to arrive.
service-no-endpoint = There is no such endpoint.
service-wrong-method = This endpoint does not accept that method.
service-not-handled = The request could not be handled.
service-head-too-large = The request's headers are too large.
service-not-http = The request is not well-formed HTTP.
service-cross-site = Requests from other sites are not accepted.

## Waiting before trying again ($count minutes or hours)

service-wait-a-minute = a minute
service-wait-minutes = { $count } minutes
service-wait-hours = { $count } hours
service-account-busy = Too many attempts to sign in to this account. Please wait { $wait } and try again, or reset your password with a code sent by email to sign in now.
service-recovery-mails-spent = Codes have been asked for this address { $count } times in the last hour. If it has an account, the latest message we sent holds a link to choose a new password; or wait { $wait } and ask again.
service-too-many = Too many attempts. Please wait { $wait } and try again.

## Accounts and signing in

service-finish-signing-in = Finish signing in: enter a code from your authenticator app or a recovery code, or use your passkey.
service-incorrect = The email or password is incorrect.
service-signed-out = You are signed out.
service-check-inbox = We have sent a message to { $email }. Open the link in it to confirm your address, then sign in.
service-current-password-incorrect = Your current password is incorrect.
## Confirming an address

service-address-confirmed = Your email address is confirmed. You can now sign in.
service-confirmation-link-gone = This confirmation link has expired or was already used. Ask for a new link below.
service-confirmation-resent = If { $email } is waiting for confirmation, we have sent it a new link. It works for 48 hours.

## Password recovery

service-other-browser = This code can only be entered in the browser that asked for it, within 10 minutes. Open the link in the e-mail instead, or ask for a new code here.
service-code-sent = If an account exists for this email, we have sent it a 6-digit code.
service-otp-invalid-shape = Please enter a valid 6-digit OTP
service-reset-token-missing = The reset token is missing. Please start again.
service-reset-link-gone = This reset link has expired or was already used. Please request a new code.
## Membership applications

service-application-almost-done = Almost done: we have sent a message to { $email }. Open the link in it within 48 hours to send us your application.
service-application-link-gone = This confirmation link has expired or was already used. If your application has not reached us, please send it again.
service-application-link-incomplete = The confirmation link is incomplete. Open it again from the message.
service-draft-deleted = The draft has been deleted.
service-draft-not-object = The draft's answers must be an object.
service-draft-out-of-range = The draft's step or time is out of range.
service-use-at-most = Please use at most { $limit } characters
service-listed-options = Please choose one of the listed options ({ $options })

## Your data and your account

service-account-deleted = Your account has been deleted. We have sent a confirmation to your email address.

## Two-step verification and passkeys

service-passkey-timeout = The passkey did not answer in time, or the answer was not for this page. Try again.
service-passkey-added-already = This passkey is added already.
service-passkey-added = The passkey “{ $name }” is added.
service-no-such-passkey = There is no such passkey.
service-passkey-removed = The passkey “{ $name }” is removed.
service-no-passkey = This account has no passkey.
service-passkeys-need-domain = Passkeys work only when the site is served at a domain name. Use a code from an authenticator app instead.
service-staff-keep-two-step = Staff accounts keep two-step verification. An administrator can reset it if you have lost your phone or passkey.
service-two-step-not-on = Two-step verification is not turned on.
service-two-step-off = Two-step verification is turned off.
service-wrong-code = The code is incorrect or has been used already. Enter the current code from your authenticator app, or one of your recovery codes.
service-wrong-app-code = The code is incorrect or has been used already. Enter the current code from your authenticator app (a recovery code cannot be used here).
service-app-set-up-already = An authenticator app is set up already. To use another, turn two-step verification off and on again, or ask an administrator to reset it.
service-no-set-up = There is no set-up to finish: begin setting up two-step verification again.
service-two-step-set-up = Two-step verification is set up. Keep your recovery codes somewhere safe: each signs you in once if you lose your phone.
service-two-step-not-set-up = Two-step verification is not set up.
service-renewal-needs-app = New recovery codes need a code from an authenticator app, and none is set up.
service-new-recovery-codes = Here are your new recovery codes. The earlier ones no longer work.

## Which session, and confirming it is you

service-two-sessions = This request carries two different sign-ins, so it was refused. Sign out, then sign in again.
service-confirm-it-is-you = For your security, confirm it is you: enter your password, then try again.
service-identity-confirmed = Thank you: you can go on.
service-last-factor = This is the last way you have to pass two-step verification. To stop using two-step verification, turn it off (it asks for your password); to replace this passkey, add the new one first.
