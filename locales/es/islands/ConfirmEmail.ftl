# Las páginas que se abren desde un enlace recibido por correo (/es/confirm-email tras el registro,
# /es/confirm-application tras una solicitud enviada sin iniciar sesión): site/src/islands/ConfirmEmail.

## Confirmación de la dirección de una cuenta nueva
confirm-address-confirming = Confirmando su dirección de correo electrónico…
confirm-address-confirmed-title = Dirección de correo electrónico confirmada
confirm-address-failed-title = No hemos podido confirmar su dirección de correo electrónico
confirm-address-incomplete = La dirección que ha abierto no incluye el código que confirma su dirección de correo electrónico. Esto puede ocurrir cuando solo se copia una parte del enlace del mensaje.
confirm-address-incomplete-next = Vuelva a abrir el enlace desde el mensaje que le enviamos o solicite un nuevo enlace a continuación.
confirm-sign-in = Iniciar sesión

## Envío de una solicitud de membresía
confirm-application-confirming = Enviando su solicitud…
confirm-application-confirmed-title = Solicitud recibida
confirm-application-failed-title = No hemos podido enviar su solicitud
confirm-application-incomplete = La dirección que ha abierto no incluye el código que envía su solicitud. Esto puede ocurrir cuando solo se copia una parte del enlace del mensaje.
confirm-application-incomplete-next = Vuelva a abrir el enlace desde el mensaje que le enviamos o rellene de nuevo la solicitud.
confirm-application-reference = Su referencia es { $reference }. También figura en el correo electrónico que le hemos enviado.
confirm-home = Volver a la página de inicio

## Común a las dos páginas
confirm-incomplete-title = Este enlace está incompleto
confirm-try-again = Volver a intentarlo
confirm-already-confirmed = ¿Ya ha confirmado su dirección?
confirm-fill-in-again = Rellenar de nuevo la solicitud

## El formulario para obtener un nuevo enlace
confirm-resend-title = Obtener un nuevo enlace
confirm-resend-email = Correo electrónico
confirm-resend-hint = La dirección con la que se registró. Si está pendiente de confirmación, le enviaremos un nuevo enlace, válido durante 48 horas.
confirm-resend = Enviar un nuevo enlace
confirm-resend-busy = Enviando…
