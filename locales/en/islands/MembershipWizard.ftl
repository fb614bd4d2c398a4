# The membership application (/membership-application): site/src/islands/MembershipWizard, and
# the rules of its free answers (site/src/lib/answerRules.ts). The rules' messages are the
# service's too (forms-api: application_rules.rs, rules.rs), which will read them from here.

## Where the applicant is

# The names of the four steps of questions, in the progress indicator, the headings and the
# "Check your answers" page.
wizard-step-personal = Personal
wizard-step-professional = Professional
wizard-step-research = Research
wizard-step-collaboration = Collaboration & Membership
# The progress indicator's name, for screen readers.
wizard-progress = Application progress
# Read by screen readers after the name of a step already done.
wizard-step-completed = completed
# The browser's title and the small line above a step's name: "Step 1 of 4: Personal".
wizard-step-title = Step { $step } of { $count }: { $name }
wizard-step-caption = Step { $step } of { $count }
# Read by screen readers only, between the caption and the step's name in the heading.
wizard-step-separator = :
wizard-check-title = Check your answers
# The browser's title: the wizard's place, then the page's own title.
wizard-page-title = { $name } – { $page }
# The same while the page shows errors.
wizard-page-title-error = Error: { $name } – { $page }

## Step 1: Personal

wizard-first-name = First name
wizard-family-name = Family name
wizard-gender = Gender
# The first line of the gender list, with no value.
wizard-gender-placeholder = Select an option
wizard-gender-male = Male
wizard-gender-female = Female
wizard-gender-prefer-not-to-say = Prefer not to say
wizard-email = Email address
# Followed by an example of an address (forms.ftl: email-example).
wizard-email-hint = We will send a confirmation with your application's reference to this address (not a copy of your answers). If you are not signed in with it, we will first e-mail you a link to confirm it.
wizard-country = Country
# The first line of the country list, with no value.
wizard-country-placeholder = Select your country
wizard-mobile = Mobile number
wizard-mobile-hint = Include the country code, for example +1 202 555 0143.

## Step 2: Professional

wizard-job-title = Job title
wizard-job-title-hint = For example, Associate Professor or Data Scientist.
wizard-job-classification = Job classification
wizard-job-classification-hint = For example, academic, researcher, industry professional or student.
wizard-highest-qualification = Highest qualification
wizard-highest-qualification-hint = For example, PhD in Computer Science.
wizard-department = Department
wizard-institution = Institution
wizard-institution-hint = Your university, college, company or organization.
wizard-years-in-academia = Years in academia
wizard-years-in-academia-hint = Leave this empty if it does not apply to you.

## Step 3: Research

wizard-research-interests = Research interests
wizard-research-interests-hint = Separate them with commas, for example: machine learning, computer vision, natural language processing.
wizard-subject-classification = Subject classification
wizard-subject-classification-hint = For example, ACM Computing Classification System or Mathematics Subject Classification codes, separated by commas.
wizard-areas-of-specialization = Areas of specialization
wizard-areas-of-specialization-hint = Separate them with commas, for example: deep learning, health informatics.

## Step 4: Collaboration & Membership

wizard-contact-person-name = Contact person's name
wizard-contact-person-name-hint = Someone we may contact about your application.
wizard-contact-person-institution = Contact person's institution
wizard-areas-for-collaboration = Areas for collaboration
wizard-areas-for-collaboration-hint = Separate them with commas, for example: joint research, teaching, conferences.
wizard-membership-type = Membership type
wizard-consent = I consent to the association keeping the information in this application confidential and using it only to process my membership.
# $link is the link wizard-consent-privacy-link, which opens the privacy notice in a new tab.
wizard-consent-hint = How we keep and use it is in our { $link }.
wizard-consent-privacy-link = privacy notice (opens in new tab)
# The label of a field that may be left empty: "Years in academia (optional)".
wizard-optional = { $label } (optional)

## The rules of the answers (the service's messages too)

wizard-first-name-required = First name is required
wizard-family-name-required = Family name is required
wizard-gender-required = Gender is required
wizard-country-required = Country is required
wizard-country-not-listed = Please choose a country from the list
wizard-mobile-required = Mobile number is required
wizard-mobile-invalid = Please enter a valid mobile number
wizard-job-title-required = Job title is required
wizard-job-classification-required = Job classification is required
wizard-highest-qualification-required = Highest qualification is required
wizard-department-required = Department is required
wizard-institution-required = Institution is required
# $max: the most years the service takes (100).
wizard-years-invalid = Years in academia must be a number from 0 to { $max }
wizard-research-interests-required = Research interests are required
wizard-contact-person-name-required = Contact person name is required
wizard-contact-person-institution-required = Contact person institution is required
wizard-areas-for-collaboration-required = Areas for collaboration are required
wizard-membership-type-required = Please select a membership type
wizard-consent-required = You must agree to the confidentiality consent
# Any text answer longer than the service takes; $max is the number of characters.
wizard-text-too-long = Please use at most { $max } characters
wizard-text-control-characters = Please remove the control characters from this field
# Invisible characters that change how text reads (direction overrides, zero-width spaces, a soft
# hyphen...).
wizard-text-format-characters = Please remove the invisible formatting characters from this field
# A choice that is not among those offered; $missing is the field's "... is required" message.
wizard-choice-not-listed = Please choose one of the listed options ({ $missing })

## Errors and notices

# A line of the error summary about a field on another step: the message, then the step's title.
wizard-error-on-step = { $message } ({ $step })
# Before the service's reason, at the top of the error summary or in a notice.
wizard-not-sent = Your application has not been sent.
wizard-something-went-wrong = Something went wrong. Please try again.
# In place of the steps after the first while their part of the page is still on its way, and
# when it could not be fetched (the connection lost); the answers are kept meanwhile.
wizard-part-loading = Loading the rest of the form…
wizard-part-failed = This part of the form could not be loaded. Please check your connection and try again. Your answers are kept.
wizard-part-retry = Try again
wizard-draft-restored = We have restored the answers you entered earlier.
# $fields lists what was filled in, from the three names below: "first name and e-mail address".
wizard-account-filled = We have filled in your { $fields } from your account. You can change them here.
wizard-filled-first-name = first name
wizard-filled-family-name = family name
wizard-filled-email = e-mail address
# The end of a list: "first name, family name and e-mail address".
wizard-list-and = { $first } and { $last }
wizard-saved-to-account = Your answers are saved to your account, so you can continue on another device.

## Buttons

wizard-previous = Previous
wizard-next = Next
# After a Change link of "Check your answers".
wizard-save-and-return = Save and return to check your answers
wizard-submit = Submit Application
wizard-submitting = Submitting...

## Check your answers

# The name of the consent in the list of answers.
wizard-check-consent = Confidentiality consent
# The answer to the consent.
wizard-check-consent-given = Given
wizard-check-consent-not-given = Not given
# A question left unanswered.
wizard-check-not-given = Not given
# The link beside each answer; $field is the answer's name, in lower case, read by screen readers only.
wizard-check-change = Change { $field }
# The hidden part of the link above: the answer's name in lower case ($name). A language whose
# words need an article picks it by $answer, the field's id (firstName, gender, country...).
wizard-check-change-what = { $name }

## Start again

wizard-start-again = Start again
# The browser's own confirmation, when the dialog cannot be loaded.
wizard-start-again-confirm = Start again? This deletes every answer you have given.
wizard-start-again-title = Start again?
wizard-start-again-text = This deletes every answer you have given. It cannot be undone.
# For a signed-in member, whose answers are kept in their account too.
wizard-start-again-text-member = This deletes every answer you have given, here and in your account. It cannot be undone.
wizard-start-again-delete = Delete my answers
wizard-start-again-cancel = Cancel

## Earlier applications of a signed-in member

wizard-already-applied = You have already applied
wizard-applied-before = You have applied before
# $count: how many applications are under review (listed above).
wizard-earlier-under-review = { $count ->
    [one] The membership team will write to you about it: you do not need to apply again. Apply again only for a different membership type; a new application does not replace the one above.
   *[other] The membership team will write to you about them: you do not need to apply again. Apply again only for a different membership type; a new application does not replace those above.
}
wizard-earlier-decided = A new application, for a different membership type for example, is reviewed on its own: it does not change the decision above.
# $link is the link wizard-earlier-profile-link.
wizard-earlier-profile = { $link } lists all your applications and where they stand.
wizard-earlier-profile-link = Your profile
wizard-apply-again = Apply again

## Submitted

wizard-submitted-title = Application submitted
# When the application waits for the link mailed to its address.
wizard-inbox-title = Check your inbox
wizard-submitted-text = Thank you for your application. We will review your information and get back to you soon.
# $reference is the application's reference, in bold (IAAII-2026-00042).
wizard-reference = Your reference is { $reference }. It is also in the e-mail we have sent you.
# $link is the link wizard-follow-profile-link.
wizard-follow-on-profile = You can follow your application on { $link }.
wizard-follow-profile-link = your profile
wizard-return-home = Return to Homepage
wizard-dialog-title = Application Submitted!
