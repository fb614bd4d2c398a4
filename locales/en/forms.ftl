# The shared parts of the forms (site/src/lib: fields, rules, two-step verification, the
# application card). The forms service reads the rules' messages from here too.

# Last in a hint and without a full stop, which could be taken for part of the address.
email-example = For example, name@example.org

## The rules (site/src/lib/validation.ts; forms-api/src/rules.rs writes the same ones)

# Email field, empty.
rule-email-required = Email is required
# Email field, not an address.
rule-email-invalid = Email is invalid
# Password field (sign-in, sign-up, reset), empty.
rule-password-required = Password is required
# New password field, too short.
rule-password-too-short = Password must be at least { $min } characters
# New password field, too long.
rule-password-too-long = Password must be at most { $max } characters
# New password field: its score is too low, or it is one of the most common passwords.
rule-password-weak = Please choose a stronger password
# Confirm password field, empty.
rule-confirm-required = Please confirm your password
# Confirm password field, not the same as the password.
rule-confirm-mismatch = Passwords do not match
# First name field (sign-up), empty.
rule-first-name-required = First name is required
# Last name field (sign-up), empty.
rule-last-name-required = Last name is required
# Terms checkbox (sign-up), not ticked.
rule-agree-terms = You must agree to the terms and conditions
# One-time code field (password recovery); $digits is 6.
rule-otp-invalid = Please enter a valid { $digits }-digit OTP

# The new password's checklist: what the password needs, each marked met or not.
rule-requirement-min-length = At least { $min } characters
# Shown only once the password is longer than $max (128).
rule-requirement-max-length = No more than { $max } characters
rule-requirement-strength = Strong enough: a score of at least { $threshold } out of { $points }
# $count is 5000, written the language's way (5,000).
rule-requirement-uncommon = Not one of the { $count } most common passwords
# The five ways to score a point. $count is 8, then 12.
rule-point-length = { $count } characters or more
rule-point-upper = An upper-case letter
rule-point-digit = A number from 0 to 9
rule-point-symbol = A symbol or a space
# The password's strength, from its score: 0-1, 2-3, 4, 5.
rule-strength-weak = Weak
rule-strength-moderate = Moderate
rule-strength-strong = Strong
rule-strength-very-strong = Very Strong

## The form parts (site/src/lib/forms)

# The title of the box listing a form's errors, above the form.
form-error-summary-title = There is a problem
# Read by screen readers before a field's error message, and put before the page's title while
# a form shows errors ("Error: Sign in | IAAII"). A space follows it.
form-error-prefix = Error:
# A failure the service did not explain.
form-unexpected = Something went wrong. Please try again.
form-network = We could not reach the server. Please check your connection and try again.
# Under a text area with a limit.
form-count = { $count } of { $limit } characters
form-count-over = { $count } of { $limit } characters ({ $over } too many)

# The button beside a password field, and its name for screen readers. $field is the field's
# label in lower case ("password", "confirm password"), $label the label as shown.
form-password-show = Show
form-password-hide = Hide
form-password-show-field = Show { $field }
form-password-hide-field = Hide { $field }
# Read out by screen readers after the button is pressed.
form-password-visible = Your { $field } is visible
form-password-hidden = Your { $field } is hidden

# The checklist under a new password (sign-up, reset, account settings).
form-checklist-needs = Your password needs:
# Read by screen readers after each requirement.
form-checklist-met = met
form-checklist-not-met = not met
# The list of common passwords is still loading.
form-checklist-checking = being checked
# The list of common passwords could not load: the service checks it.
form-checklist-unchecked = to be checked when you send the form
# $score is the bold "3 of 5" (form-checklist-points), $strength the name of the strength.
form-checklist-score = Score: { $score } ({ $strength })
form-checklist-score-common = Score: { $score } ({ $strength }). It is one of the most common passwords, which are refused.
form-checklist-points = { $score } of { $total }
form-checklist-ways = One point for each of these:
# Read by screen readers after each way to score a point.
form-checklist-scored = scored
form-checklist-not-scored = not scored yet
form-checklist-advice = A longer password that mixes kinds of characters scores more. Avoid common passwords and words, such as Password1: they are refused however they score.

# What /login and /signup show a member who is already signed in. $who is the name (or the
# address), in bold.
form-signed-in-as = You are signed in as { $who }.
form-signed-in-as-with-email = You are signed in as { $who } ({ $email }).
form-signed-in = You are signed in.
form-signed-in-signup = You already have an account. To create another one, sign out first.
form-signed-in-login = To sign in with another account, sign out first.
form-signed-in-apply = Apply for membership
form-signed-in-profile = Go to your profile
form-log-out = Sign out
form-log-out-busy = Signing out...
