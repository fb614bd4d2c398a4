# My Profile (/profile): site/src/islands/Profile. Account Settings shows the same texts until it
# knows who is signed in (AccountStatus).

## Until the page knows who is signed in (AccountStatus).

profile-checking = Checking whether you are signed in...
profile-signed-out = You are not signed in.
profile-signed-out-explained = Sign in to see your profile and account settings. If you do not have an account yet, sign up first.
# Buttons to the sign-in and sign-up pages.
profile-login = Sign in
profile-sign-up = Sign up
profile-try-again = Try again

## The member's details.

profile-details-heading = Your details
profile-name = Name
profile-email = E-mail
# A button to /account-settings.
profile-settings-link = Account Settings

## The member's membership applications (each one a card: locales/*/applications.ftl).

profile-applications-heading = Your membership applications
profile-applications-loading = Loading your applications...
# { $reason } is the service's sentence, or the browser's, saying why.
profile-applications-failed = We could not load your applications. { $reason }
# { $email } is the account's e-mail address.
profile-applications-none = You have not applied for membership with { $email } yet. Applications sent with this address appear here, with where they stand.
profile-apply = Apply for membership
