# La solicitud de afiliación de un miembro en forma de ficha (site/src/lib/applications), en
# /profile y en la página de solicitud, que muestra las enviadas anteriormente.

application-title = Solicitud { $reference }
application-sent = Fecha de envío
application-membership-type = Tipo de afiliación
application-status = Estado
application-status-received = Recibida
application-status-accepted = Aceptada
application-status-declined = Rechazada
application-decided = { $status } el { $date }
application-under-review = { $status }: el equipo de afiliación la revisará y le escribirá.
application-note = Nota del equipo de afiliación

application-type-regular = Regular
application-type-student = Estudiante
application-type-institutional = Institucional
application-type-corporate = Corporativa
application-type-emeritus = Emérita
