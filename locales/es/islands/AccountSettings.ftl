# La configuración de la cuenta (/es/account-settings): site/src/islands/AccountSettings. Sin
# sesión iniciada, la página muestra los textos de locales/*/islands/Profile.ftl.

## Cambiar la contraseña (ChangePasswordForm).

settings-password-heading = Cambiar su contraseña
settings-password-changed = Se ha cambiado su contraseña.
settings-password-others-signed-out = Se ha cerrado la sesión de su cuenta en todos los demás navegadores y dispositivos.
settings-current-password = Contraseña actual
settings-new-password = Nueva contraseña
settings-confirm-password = Confirmar la nueva contraseña
settings-current-password-missing = La contraseña actual es obligatoria
settings-same-password = Elija una nueva contraseña distinta de la actual.
settings-password-submit = Cambiar la contraseña
settings-password-submit-busy = Actualizando…

## La verificación en dos pasos (TwoStepSettings, PasskeyList, TurnOffForm).

settings-two-step-heading = Verificación en dos pasos
settings-two-step-explained = Con la verificación en dos pasos, para iniciar sesión se necesita un segundo paso después de la contraseña: un código de una aplicación de autenticación en su teléfono o una llave de acceso en su dispositivo. Aunque alguien descubra su contraseña, no podrá iniciar sesión.
settings-two-step-keep-codes = Guarde estos códigos de recuperación en un lugar seguro, como un gestor de contraseñas: cada uno le permite iniciar sesión una vez sin su teléfono ni su llave de acceso. Solo se muestran ahora.
settings-two-step-checking = Comprobando su verificación en dos pasos…
settings-two-step-on = La verificación en dos pasos está activada.
settings-two-step-off = La verificación en dos pasos está desactivada.
settings-two-step-codes-left = { $count ->
    [one] Le queda { $count } código de recuperación.
   *[other] Le quedan { $count } códigos de recuperación.
}
settings-two-step-app-set-up = Hay una aplicación de autenticación configurada.
settings-passkeys-heading = Sus llaves de acceso
settings-passkey-used = { $name }, añadida el { $added }, usada por última vez el { $used }
settings-passkey-unused = { $name }, añadida el { $added }, todavía sin usar
settings-passkey-remove = Eliminar { $passkey }
settings-passkey-remove-which = la llave de acceso { $name }
settings-two-step-set-up-app = Configurar una aplicación de autenticación
settings-two-step-add-passkey = Añadir una llave de acceso
settings-two-step-renew = Obtener nuevos códigos de recuperación
settings-two-step-turn-off = Desactivar la verificación en dos pasos
settings-two-step-app-heading = Configurar una aplicación de autenticación
settings-two-step-passkey-heading = Añadir una llave de acceso
settings-two-step-passkey-explained = Su navegador le pedirá la huella dactilar, el rostro o el bloqueo de pantalla de este dispositivo, o una llave de seguridad.
settings-two-step-renew-heading = Obtener nuevos códigos de recuperación
settings-two-step-renew-explained = Sus códigos de recuperación anteriores dejarán de funcionar.
settings-two-step-off-heading = Desactivar la verificación en dos pasos
settings-turn-off-explained = A partir de entonces, para iniciar sesión solo necesitará su contraseña. Puede volver a activarla en cualquier momento.
settings-turn-off-submit = Desactivar la verificación en dos pasos
settings-turn-off-submit-busy = Desactivando…
settings-cancel = Cancelar

## Descargar mis datos (DownloadMyData).

settings-download-heading = Descargar mis datos
settings-download-done = Se han descargado sus datos. Hemos enviado un mensaje a { $email } para informarle.
settings-download-explained = Guarde una copia de los datos que conservamos sobre su cuenta (su nombre, su dirección de correo electrónico, cuándo se creó y se confirmó la cuenta y cuántos navegadores y dispositivos tienen una sesión iniciada en ella) y de cada solicitud de membresía enviada con su dirección de correo electrónico, con sus respuestas, su estado y nuestra decisión. La copia es un archivo JSON. Le enviamos un correo electrónico cada vez que se hace una copia.
settings-download-submit = Descargar mis datos
settings-download-submit-busy = Preparando sus datos…

## Eliminar mi cuenta (DeleteAccountForm, DeletionExplained, ConfirmDeletionDialog, AccountDeleted).

settings-delete-heading = Eliminar mi cuenta
settings-deletion-explained = Al eliminar su cuenta se borran sus datos de inicio de sesión y se cierran todas sus sesiones a la vez: se cierra la sesión en todos sus navegadores y dispositivos, y ya no podrá iniciar sesión con esta dirección de correo electrónico y esta contraseña.
settings-deletion-applications = Sus solicitudes de membresía no se eliminan con su cuenta: forman parte de los registros de la asociación y se conservan según indica nuestro { $link }, que también explica cómo pedirnos que las borremos.
settings-deletion-privacy-link = aviso de privacidad
settings-delete-password-missing = Introduzca su contraseña actual para eliminar su cuenta.
settings-delete-submit = Eliminar mi cuenta
settings-delete-submit-busy = Eliminando su cuenta…
settings-delete-dialog-title = ¿Eliminar su cuenta?
settings-delete-dialog-text = Esta acción no se puede deshacer.
settings-delete-dialog-confirm = Eliminar mi cuenta
settings-deleted-title = Se ha eliminado su cuenta
settings-deleted-signed-out = Se ha cerrado su sesión en todos sus navegadores y dispositivos.
settings-deleted-home = Ir a la página de inicio
