# La solicitud de membresía de un miembro en forma de ficha (site/src/lib/applications), en
# /profile y en la página de solicitud, que muestra las enviadas anteriormente.

application-title = Solicitud { $reference }
application-sent = Fecha de envío
application-membership-type = Tipo de membresía
application-status = Estado
application-status-received = Recibida
application-status-accepted = Aceptada
application-status-declined = Rechazada
application-decided = { $status } el { $date }
application-under-review = { $status }: el equipo de membresía la revisará y le escribirá.
application-note = Nota del equipo de membresía

application-type-regular = Individual
application-type-student = Estudiantil
application-type-institutional = Institucional
application-type-corporate = Corporativa
application-type-emeritus = Emérita
