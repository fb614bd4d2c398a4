# Las respuestas que el servicio de formularios (forms-api) da a las personas: errores y
# confirmaciones. Las claves son las de locales/en/service.ftl.

## Respuestas a cualquier solicitud

service-too-large = El cuerpo de la solicitud supera los 64 KiB.
service-server-fault = Se ha producido un error por nuestra parte. Vuelva a intentarlo más tarde.
service-not-json = Envíe el cuerpo de la solicitud en formato JSON (Content-Type: application/json).
service-unreadable = No se ha podido leer el cuerpo de la solicitud: { $detail }
service-unreadable-plain = No se ha podido leer el cuerpo de la solicitud.
service-correct-fields = Corrija los campos resaltados.
service-too-slow = El cuerpo de la solicitud ha tardado demasiado en llegar.
service-no-endpoint = Este punto de conexión no existe.
service-wrong-method = Este punto de conexión no admite ese método.
service-not-handled = No se ha podido procesar la solicitud.
service-head-too-large = Los encabezados de la solicitud son demasiado grandes.
service-not-http = La solicitud no tiene un formato HTTP válido.
service-cross-site = No se aceptan solicitudes procedentes de otros sitios.

## Esperar antes de volver a intentarlo ($count minutos u horas)

service-wait-a-minute = un minuto
service-wait-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
service-wait-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
service-account-busy = Se han producido demasiados intentos de inicio de sesión en esta cuenta. Espere { $wait } y vuelva a intentarlo, o bien, para iniciar sesión ahora mismo, restablezca su contraseña con un código que le enviaremos por correo electrónico.
service-recovery-mails-spent = { $count ->
    [one] En la última hora se ha hecho { $count } solicitud de código para esta dirección.
   *[other] En la última hora se han hecho { $count } solicitudes de código para esta dirección.
} Si existe una cuenta asociada, el último mensaje que le enviamos contiene un enlace para elegir una contraseña nueva. También puede esperar { $wait } y volver a solicitar un código.
service-too-many = Demasiados intentos. Espere { $wait } y vuelva a intentarlo.

## Cuentas e inicio de sesión

service-finish-signing-in = Complete el inicio de sesión: introduzca un código de su aplicación de autenticación o un código de recuperación, o utilice su llave de acceso.
service-incorrect = El correo electrónico o la contraseña no son correctos.
service-signed-out = Ha cerrado la sesión.
service-check-inbox = Hemos enviado un mensaje a { $email }. Abra el enlace que contiene para confirmar su dirección y, después, inicie sesión.
service-current-password-incorrect = La contraseña actual no es correcta.
## Confirmación de la dirección

service-address-confirmed = Se ha confirmado su dirección de correo electrónico. Ya puede iniciar sesión.
service-confirmation-link-gone = Este enlace de confirmación ha caducado o ya se ha utilizado. Solicite un enlace nuevo a continuación.
service-confirmation-resent = Si { $email } está pendiente de confirmación, hemos enviado un enlace nuevo a esa dirección, válido durante 48 horas.

## Recuperación de la contraseña

service-other-browser = Este código solo puede introducirse en el navegador desde el que se solicitó y en un plazo de 10 minutos. Abra en su lugar el enlace del correo electrónico o solicite aquí un código nuevo.
service-code-sent = Si existe una cuenta con este correo electrónico, hemos enviado a esa dirección un código de 6 dígitos.
service-otp-invalid-shape = Introduzca un código válido de 6 dígitos
service-reset-token-missing = Falta el token de restablecimiento. Vuelva a empezar.
service-reset-link-gone = Este enlace de restablecimiento ha caducado o ya se ha utilizado. Solicite un código nuevo.
## Solicitudes de membresía

service-application-almost-done = Ya casi está: hemos enviado un mensaje a { $email }. Abra el enlace que contiene en un plazo de 48 horas para enviarnos su solicitud de membresía.
service-application-link-gone = Este enlace de confirmación ha caducado o ya se ha utilizado. Si su solicitud de membresía no nos ha llegado, envíela de nuevo.
service-application-link-incomplete = El enlace de confirmación está incompleto. Vuelva a abrirlo desde el mensaje.
service-draft-deleted = Se ha eliminado el borrador.
service-draft-not-object = Las respuestas del borrador deben ser un objeto.
service-draft-out-of-range = El paso o la marca de tiempo del borrador están fuera del intervalo permitido.
service-use-at-most = { $limit ->
    [one] Utilice como máximo { $limit } carácter
   *[other] Utilice como máximo { $limit } caracteres
}
service-listed-options = Elija una de las opciones de la lista ({ $options })

## Sus datos y su cuenta

service-account-deleted = Se ha eliminado su cuenta. Le hemos enviado una confirmación a su correo electrónico.

## Verificación en dos pasos y llaves de acceso

service-passkey-timeout = La llave de acceso no respondió a tiempo o su respuesta no correspondía a esta página. Inténtelo de nuevo.
service-passkey-added-already = Esta llave de acceso ya se había añadido.
service-passkey-added = Se ha añadido la llave de acceso «{ $name }».
service-no-such-passkey = Esa llave de acceso no existe.
service-passkey-removed = Se ha eliminado la llave de acceso «{ $name }».
service-no-passkey = Esta cuenta no tiene ninguna llave de acceso.
service-passkeys-need-domain = Las llaves de acceso solo funcionan cuando el sitio se sirve desde un nombre de dominio. Utilice en su lugar un código de una aplicación de autenticación.
service-staff-keep-two-step = En las cuentas del personal no se puede desactivar la verificación en dos pasos. Si ha perdido su teléfono o su llave de acceso, un administrador puede restablecerla.
service-two-step-not-on = La verificación en dos pasos no está activada.
service-two-step-off = Se ha desactivado la verificación en dos pasos.
service-wrong-code = El código no es correcto o ya se ha utilizado. Introduzca el código que muestra ahora su aplicación de autenticación o uno de sus códigos de recuperación.
service-wrong-app-code = El código no es correcto o ya se ha utilizado. Introduzca el código que muestra ahora su aplicación de autenticación (aquí no se admiten códigos de recuperación).
service-app-set-up-already = Ya hay una aplicación de autenticación configurada. Para usar otra, desactive la verificación en dos pasos y vuelva a activarla, o pida a un administrador que la restablezca.
service-no-set-up = No hay ninguna configuración pendiente: vuelva a empezar la configuración de la verificación en dos pasos.
service-two-step-set-up = La verificación en dos pasos está configurada. Guarde sus códigos de recuperación en un lugar seguro: cada uno le permite iniciar sesión una vez si pierde su teléfono.
service-two-step-not-set-up = La verificación en dos pasos no está configurada.
service-renewal-needs-app = Para generar nuevos códigos de recuperación se necesita un código de una aplicación de autenticación, y no hay ninguna configurada.
service-new-recovery-codes = Estos son sus nuevos códigos de recuperación. Los anteriores ya no son válidos.

## Sesión utilizada y confirmación de identidad

service-two-sessions = Esta solicitud contiene dos inicios de sesión distintos, por lo que se ha rechazado. Cierre la sesión y vuelva a iniciarla.
service-confirm-it-is-you = Por su seguridad, confirme su identidad: introduzca su contraseña y vuelva a intentarlo.
service-identity-confirmed = Gracias, puede continuar.
service-last-factor = Es el último medio que le queda para la verificación en dos pasos. Para dejar de usarla, desactive la verificación en dos pasos (se le pedirá la contraseña); para sustituir esta llave de acceso, añada primero la nueva.
