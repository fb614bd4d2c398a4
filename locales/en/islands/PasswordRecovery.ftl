# The password reset (/forgot-password, /otp-verification, /reset-password):
# site/src/islands/PasswordRecovery.

## The pages' names: their titles and leads (as content/account/*.md give them), which the island
## shows after a move to another step without a page load.

recovery-forgot-title = Forgot Password
recovery-forgot-lead = Enter the e-mail address of your account, and we will send you a code to reset your password.
recovery-otp-title = Verify Your Code
recovery-otp-lead = Enter the six-digit code we sent to your e-mail address.
recovery-reset-title = Reset Password
recovery-reset-lead = Choose a new password for your account.

## Step 1: asking for a code

recovery-forgot-heading = Request a code
# $link is the link recovery-return-to-login.
recovery-forgot-intro = Resetting a password takes three steps: you ask for a code here, you enter the six-digit code we e-mail you, and you choose a new password. Remembered your password? { $link }.
recovery-return-to-login = Return to login
recovery-email = Email address
# Followed by an example of an address (forms.ftl: email-example).
recovery-email-hint = We will send a six-digit code to this address if it belongs to an account.
recovery-send-code = Send code
recovery-sending = Sending...
# When no other reason is known.
recovery-something-went-wrong = Something went wrong. Please try again.

## The code is sent

# The spec's words. The e-mail holds the six-digit code and a link to choose a new password:
# translations say an e-mail was sent, not only a link.
recovery-sent-heading = Reset link sent!
# $email is the address, in bold.
recovery-sent-text = If an account exists for { $email }, we have sent it an e-mail with a six-digit code, to enter in this browser within 10 minutes. The e-mail also holds a link that lets you choose a new password in any browser, for an hour.
# $button is the button recovery-try-again, which shows the form again.
recovery-sent-no-email = No e-mail after a few minutes? Check your spam folder, or { $button }.
recovery-try-again = try again
recovery-enter-code = Enter the code

## Step 2: the code

recovery-otp-heading = Enter your code
recovery-otp-intro = This is the second of three steps. Entering the code confirms that the e-mail address is yours; then you choose a new password. If the code does not arrive, check your spam folder before asking for a new one.
# $email is the address, in bold.
recovery-otp-sent-to = We sent a six-digit code to { $email }.
recovery-otp-legend = Verification code
# $count is the number of digits (6).
recovery-otp-hint = The { $count } digits from the e-mail, one in each box.
# The name of each box, for screen readers.
recovery-otp-digit = Digit { $index } of { $count }
recovery-verify = Verify
recovery-verifying = Verifying...
recovery-invalid-otp = Invalid OTP. Please try again.
# $seconds: the seconds left before a new code can be asked for.
recovery-resend-wait = Resend code in { $seconds } s
recovery-resend = Resend code
recovery-code-resent = A new code has been sent.
# $link is the link recovery-other-address.
recovery-not-your-address = Not your address? { $link }
recovery-other-address = Use a different e-mail address

## Step 3: the new password

recovery-reset-heading = Choose a new password
recovery-reset-intro-code = This is the last of three steps. Choose your new password within 15 minutes of entering your code; after that, you will need a new code. Once your password has been changed, you can sign in with it.
# After the link of the recovery e-mail rather than the code.
recovery-reset-intro-link = This is the last of three steps. The link in our e-mail works for an hour after we sent it; after that, you will need a new code. Once your password has been changed, you can sign in with it.
# After the service's reason why the password could not be set.
recovery-request-new-code = Request a new code
recovery-new-password = New password
recovery-confirm-password = Confirm new password
recovery-reset-password = Reset password
recovery-updating = Updating...

## Done

recovery-changed-heading = Your password has been changed
recovery-changed-text = You can now sign in with your new password.
recovery-go-to-login = Go to Login
recovery-return-home = Return to Home
recovery-changed-dialog-title = Password Changed!
recovery-changed-dialog-text = Your password has been changed. You can now sign in with your new password.

## A step opened on its own (a bookmark, a new tab)

recovery-missing-heading = Start your password reset again
recovery-missing-otp = This page continues a password reset that starts on the Forgot Password page. Opened on its own, for example from a bookmark or in a new tab, it does not know which e-mail address the code was sent to.
recovery-missing-reset = This page continues a password reset that starts on the Forgot Password page. Opened on its own, for example from a bookmark or in a new tab, it does not have the confirmation of your code that a new password needs.
recovery-missing-ask = Ask for a new code there: it takes a minute, and the new code replaces any code we sent before.
recovery-missing-go = Go to Forgot Password
