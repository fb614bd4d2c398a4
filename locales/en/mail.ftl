# The words the forms service (forms-api) puts into the mail it writes, by key; the templates in
# forms-api/templates/mail/ place them.

## When something happened: "November 24, 2026 at 09:15 UTC" ($date as the site writes a date,
## date-long in site.ftl)

mail-date-time = { $date } at { $clock } UTC

## How a password came to change ($how in password_changed)

mail-password-in-settings = in Account Settings
mail-password-by-reset = with a reset code or link sent to this address

## How two-step verification came to change: the subject's word, and the sentence's account of
## it ("Two-step verification of your account … ")

mail-factor-set-up-subject = set up
mail-factor-set-up = was set up with an authenticator app
mail-factor-codes-renewed-subject = given new recovery codes
mail-factor-codes-renewed = was given ten new recovery codes; the earlier ones no longer work
mail-factor-passkey-added-subject = given a new passkey
mail-factor-passkey-added = was given a new passkey, “{ $name }”
mail-factor-passkey-removed-subject = changed
mail-factor-passkey-removed = no longer accepts the passkey “{ $name }”, which was removed
mail-factor-turned-off-subject = turned off
mail-factor-turned-off = was turned off: signing in now needs your password alone
mail-factor-reset-subject = reset
mail-factor-reset = was reset by an administrator ({ $by }): you will set it up again at your next visit to the staff workspace

## A decision on an application ($kind: the membership type as the site names it, in lower case)

mail-decision-accepted = We are pleased to tell you that your application { $reference } for { $kind } membership has been accepted. Welcome to the association.
mail-decision-declined = Thank you for your interest in the association. After careful review, we are unable to accept your application { $reference } for { $kind } membership.
