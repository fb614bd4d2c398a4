# Las palabras que el servicio de formularios (forms-api) pone en los mensajes que envía, por
# clave; las plantillas de forms-api/templates/mail/ las colocan. Las claves son las de
# locales/en/mail.ftl.

## Cuándo ocurrió algo: «24 de noviembre de 2026 a las 09:15 UTC» ($date tal como el sitio escribe
## una fecha, date-long en site.ftl)

mail-date-time = { $date } a las { $clock } UTC

## Cómo cambió una contraseña ($how en password_changed)

mail-password-in-settings = en la configuración de la cuenta
mail-password-by-reset = con un código o un enlace de restablecimiento enviado a esta dirección de correo electrónico

## Cómo cambió la verificación en dos pasos: la palabra del asunto y el relato de la frase

mail-factor-set-up-subject = configurada
mail-factor-set-up = se configuró con una aplicación de autenticación
mail-factor-codes-renewed-subject = actualizada con nuevos códigos de recuperación
mail-factor-codes-renewed = se actualizó con diez nuevos códigos de recuperación; los anteriores ya no son válidos
mail-factor-passkey-added-subject = actualizada con una nueva llave de acceso
mail-factor-passkey-added = pasó a aceptar una nueva llave de acceso, «{ $name }»
mail-factor-passkey-removed-subject = modificada
mail-factor-passkey-removed = dejó de aceptar la llave de acceso «{ $name }», que se eliminó
mail-factor-turned-off-subject = desactivada
mail-factor-turned-off = se desactivó: a partir de ahora, para iniciar sesión solo se necesita su contraseña
mail-factor-reset-subject = restablecida
mail-factor-reset = fue restablecida por un administrador ({ $by }): tendrá que volver a configurarla en su próxima visita al espacio del personal

## La decisión sobre una solicitud ($kind: el tipo de membresía tal como lo nombra el sitio, en minúsculas)

mail-decision-accepted = Nos complace comunicarle que su solicitud { $reference } de membresía { $kind } ha sido aceptada. Le damos la bienvenida a la asociación.
mail-decision-declined = Le agradecemos su interés en la asociación. Tras un examen detenido, lamentamos comunicarle que no podemos aceptar su solicitud { $reference } de membresía { $kind }.
