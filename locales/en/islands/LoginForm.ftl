# The sign-in form (/login): site/src/islands/LoginForm.

login-email = Email
login-password = Password
login-forgot-password = Forgot password?
login-remember-me = Remember me
login-remember-me-hint = Stay signed in on this device after you close the browser.
login-submit = Sign in
login-submit-busy = Signing in...
login-no-account = Don't have an account?
login-sign-up = Sign up

# After a refused sign-in (a wrong password, or an address not confirmed yet).
login-resend-intro = Signed up recently? Confirm your address first with the link we mailed you. If the password was right, we have just sent you a new one; you can also ask for one here.
login-resend = Send a new link
login-resend-busy = Sending...

# The second step, for an account with two-step verification.
login-second-step-title = Two-step verification
# The account has a passkey and an authenticator app.
login-second-step-both = Use your passkey, or enter the code your authenticator app shows for IAAII. Without either, enter one of your recovery codes: each works once.
login-second-step-passkey = Use your passkey to finish signing in. Without it, enter one of your recovery codes: each works once.
login-second-step-app = Enter the code your authenticator app shows for IAAII to finish signing in. Without your phone, enter one of your recovery codes: each works once.
