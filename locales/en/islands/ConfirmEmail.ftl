# The pages opened from a mailed link (/confirm-email after sign-up, /confirm-application after
# an application sent without signing in): site/src/islands/ConfirmEmail.

## Confirming the address of a new account
confirm-address-confirming = Confirming your email address…
confirm-address-confirmed-title = Email address confirmed
confirm-address-failed-title = We could not confirm your email address
confirm-address-incomplete = The address you opened does not include the code that confirms your email address. This can happen when only part of the link is copied from the message.
confirm-address-incomplete-next = Open the link again from the message we sent you, or ask for a new link below.
# The button once the address is confirmed, and the link after "Already confirmed your address?".
confirm-sign-in = Sign in

## Sending on an application
confirm-application-confirming = Sending your application…
confirm-application-confirmed-title = Application received
confirm-application-failed-title = We could not send your application
confirm-application-incomplete = The address you opened does not include the code that sends your application. This can happen when only part of the link is copied from the message.
confirm-application-incomplete-next = Open the link again from the message we sent you, or fill in the application again.
# A line after the service's message; $reference is like IAAII-2026-00042.
confirm-application-reference = Your reference is { $reference }. It is also in the e-mail we have sent you.
confirm-home = Return to Homepage

## Both
# The title when the page's address has no token.
confirm-incomplete-title = This link is incomplete
# The link may still work later (no connection, too many tries).
confirm-try-again = Try again
# Followed by the link confirm-sign-in.
confirm-already-confirmed = Already confirmed your address?
confirm-fill-in-again = Fill in the application again

## The form for a new link
confirm-resend-title = Get a new link
confirm-resend-email = Email
# Followed by the example of an address (email-example in forms.ftl).
confirm-resend-hint = The address you signed up with. If it is waiting for confirmation, we will send it a new link, which works for 48 hours.
confirm-resend = Send a new link
confirm-resend-busy = Sending...
