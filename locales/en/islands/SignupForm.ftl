# The registration form (/signup): site/src/islands/SignupForm.

signup-first-name = First name
signup-last-name = Last name
signup-email = Email
signup-password = Password
signup-confirm-password = Confirm password
# The terms checkbox's label; $terms is the link, whose text is signup-terms-link.
signup-agree-terms = I agree to the { $terms }
signup-terms-link = terms and conditions (opens in new tab)
signup-submit = Create account
signup-submit-busy = Creating account...
# Followed by the link signup-log-in.
signup-have-account = Already have an account?
signup-log-in = Sign in
