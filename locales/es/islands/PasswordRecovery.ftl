# El restablecimiento de la contraseña (/es/forgot-password, /es/otp-verification,
# /es/reset-password): site/src/islands/PasswordRecovery. Las claves son las de
# locales/en/islands/PasswordRecovery.ftl.

## El nombre de las páginas (su título y su entradilla, como en content/account/*.md)

recovery-forgot-title = Contraseña olvidada
recovery-forgot-lead = Introduzca la dirección de correo electrónico de su cuenta y le enviaremos un código para restablecer su contraseña.
recovery-otp-title = Verifique su código
recovery-otp-lead = Introduzca el código de seis dígitos que hemos enviado a su dirección de correo electrónico.
recovery-reset-title = Restablecer la contraseña
recovery-reset-lead = Elija una nueva contraseña para su cuenta.

## Paso 1: solicitar un código

recovery-forgot-heading = Solicitar un código
recovery-forgot-intro = Restablecer una contraseña lleva tres pasos: solicita aquí un código, introduce el código de seis dígitos que le enviamos por correo electrónico y elige una nueva contraseña. ¿Ha recordado su contraseña? { $link }.
recovery-return-to-login = Volver al inicio de sesión
recovery-email = Correo electrónico
recovery-email-hint = Si esta dirección corresponde a una cuenta, le enviaremos a ella un código de seis dígitos.
recovery-send-code = Enviar código
recovery-sending = Enviando…
recovery-something-went-wrong = Se ha producido un error. Inténtelo de nuevo.

## El código se ha enviado

recovery-sent-heading = ¡Correo electrónico de restablecimiento enviado!
recovery-sent-text = Si existe una cuenta para { $email }, le hemos enviado un correo electrónico con un código de seis dígitos, que debe introducir en este navegador en un plazo de 10 minutos. El correo también contiene un enlace que le permite elegir una nueva contraseña en cualquier navegador durante una hora.
recovery-sent-no-email = ¿No ha recibido ningún correo al cabo de unos minutos? Revise su carpeta de correo no deseado o { $button }.
recovery-try-again = vuelva a intentarlo
recovery-enter-code = Introducir el código

## Paso 2: el código

recovery-otp-heading = Introduzca su código
recovery-otp-intro = Este es el segundo de tres pasos. Al introducir el código confirma que la dirección de correo electrónico es suya; después elegirá una nueva contraseña. Si el código no llega, revise su carpeta de correo no deseado antes de solicitar uno nuevo.
recovery-otp-sent-to = Hemos enviado un código de seis dígitos a { $email }.
recovery-otp-legend = Código de verificación
recovery-otp-hint = Los { $count } dígitos del correo electrónico, uno en cada casilla.
recovery-otp-digit = Dígito { $index } de { $count }
recovery-verify = Verificar
recovery-verifying = Verificando…
recovery-invalid-otp = Código de verificación no válido. Inténtelo de nuevo.
recovery-resend-wait = Reenviar el código en { $seconds } s
recovery-resend = Reenviar el código
recovery-code-resent = Se ha enviado un nuevo código.
recovery-not-your-address = ¿No es su dirección? { $link }
recovery-other-address = Utilizar otra dirección de correo electrónico

## Paso 3: la nueva contraseña

recovery-reset-heading = Elija una nueva contraseña
recovery-reset-intro-code = Este es el último de tres pasos. Elija su nueva contraseña en los 15 minutos siguientes a la introducción del código; pasado ese plazo, necesitará un código nuevo. Una vez cambiada la contraseña, podrá iniciar sesión con ella.
recovery-reset-intro-link = Este es el último de tres pasos. El enlace de nuestro correo electrónico es válido durante una hora desde su envío; pasado ese plazo, necesitará un código nuevo. Una vez cambiada la contraseña, podrá iniciar sesión con ella.
recovery-request-new-code = Solicitar un nuevo código
recovery-new-password = Nueva contraseña
recovery-confirm-password = Confirme la nueva contraseña
recovery-reset-password = Restablecer contraseña
recovery-updating = Actualizando…

## Terminado

recovery-changed-heading = Su contraseña se ha cambiado
recovery-changed-text = Ya puede iniciar sesión con su nueva contraseña.
recovery-go-to-login = Iniciar sesión
recovery-return-home = Volver al inicio
recovery-changed-dialog-title = ¡Contraseña cambiada!
recovery-changed-dialog-text = Su contraseña se ha cambiado. Ya puede iniciar sesión con su nueva contraseña.

## Un paso abierto por separado (un marcador, una pestaña nueva)

recovery-missing-heading = Vuelva a empezar el restablecimiento de su contraseña
recovery-missing-otp = Esta página continúa un restablecimiento de contraseña que comienza en la página Contraseña olvidada. Abierta por separado, por ejemplo desde un marcador o en una pestaña nueva, no sabe a qué dirección de correo electrónico se envió el código.
recovery-missing-reset = Esta página continúa un restablecimiento de contraseña que comienza en la página Contraseña olvidada. Abierta por separado, por ejemplo desde un marcador o en una pestaña nueva, no dispone de la confirmación de su código, necesaria para elegir una nueva contraseña.
recovery-missing-ask = Solicite allí un nuevo código: solo lleva un minuto, y el nuevo código sustituye a cualquier otro que le hayamos enviado antes.
recovery-missing-go = Ir a Contraseña olvidada
