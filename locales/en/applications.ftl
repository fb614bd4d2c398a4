# A member's membership application as a card (site/src/lib/applications), on /profile and on the
# application page, which shows the ones sent before.

# The card's title; { $reference } is the application's reference, such as IAAII-2026-000123.
application-title = Application { $reference }
# The day it was sent.
application-sent = Sent
application-membership-type = Membership type
application-status = Status
# Where an application stands.
application-status-received = Received
application-status-accepted = Accepted
application-status-declined = Declined
# { $status } is one of the three above, { $date } the day of the decision (23 November 2026).
application-decided = { $status } on { $date }
application-under-review = { $status }: the membership team will review it and write to you.
application-note = Note from the membership team

# The membership types, where the page gives no name of its own.
application-type-regular = Individual
application-type-student = Student
application-type-institutional = Institutional
application-type-corporate = Corporate
application-type-emeritus = Emeritus
