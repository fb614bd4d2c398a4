# La verificación en dos pasos, allí donde se configura o se supera (site/src/lib/twoStep): el
# segundo paso del inicio de sesión, la configuración de la cuenta y el espacio del personal.

## El campo de un código (CodeForm), común a todos los formularios siguientes.

two-step-app-code-missing = Introduzca el código de 6 dígitos de su aplicación de autenticación
two-step-app-code-invalid = Introduzca un código de 6 dígitos, por ejemplo, 123456
two-step-checking-code = Comprobando el código…

## Configurar una aplicación de autenticación (AppSetup).

two-step-setup-failed = No hemos podido iniciar la configuración. { $reason }
two-step-try-again = Volver a intentarlo
two-step-setup-preparing = Preparando la configuración…
two-step-setup-scan = Abra su aplicación de autenticación y añada una cuenta escaneando este código QR.
two-step-setup-qr-alt = Código QR que configura su aplicación de autenticación para { $email }
two-step-setup-key = Si no puede escanearlo, introduzca esta clave en la aplicación (los espacios no importan): { $key }
two-step-setup-open-app = ¿Está en el teléfono que tiene la aplicación? { $link }.
two-step-setup-open-app-link = Abrir la configuración en su aplicación de autenticación
two-step-setup-enter-code = Introduzca el código de 6 dígitos que la aplicación muestra ahora para IAAII.
two-step-app-code-label = Código de su aplicación de autenticación
two-step-setup-code-hint = Los 6 dígitos, por ejemplo, 123456.
two-step-setup-confirm = Confirmar el código

## Añadir una llave de acceso (PasskeyAdd).

two-step-passkey-unsupported = Este navegador no puede crear llaves de acceso. Utilice una aplicación de autenticación.
two-step-passkey-no-domain = Las llaves de acceso solo funcionan en un sitio servido con un nombre de dominio. Utilice una aplicación de autenticación.
two-step-passkey-name-label = Nombre de la llave de acceso
two-step-passkey-name-hint = Para distinguirla de otras, por ejemplo, Portátil del trabajo.
two-step-passkey-name-missing = Introduzca un nombre para la llave de acceso
two-step-passkey-add = Añadir una llave de acceso
two-step-passkey-waiting = Esperando su llave de acceso…
two-step-passkey-not-used-adding = No se ha utilizado la llave de acceso. Vuelva a intentarlo. También puede utilizar un código de su aplicación de autenticación o un código de recuperación.

## Los diez códigos de recuperación, que se muestran una sola vez (RecoveryCodeList).

two-step-codes-copy = Copiar los códigos
two-step-codes-download = Descargar los códigos
two-step-codes-copied = Se han copiado los códigos de recuperación.
two-step-codes-not-copied = Su navegador no ha permitido que esta página los copie: descárguelos o anótelos.
# El título, también el de la página, mientras se muestran los códigos, una vez configurada la
# verificación en dos pasos o renovados los códigos (el espacio del personal).
two-step-codes-heading = Guarde sus códigos de recuperación

## Nuevos códigos de recuperación (RenewCodesForm).

two-step-renew-code-hint = Los 6 dígitos que muestra ahora la aplicación, por ejemplo, 123456. Aquí no se admite un código de recuperación.
two-step-renew-submit = Obtener nuevos códigos de recuperación

## El segundo paso del inicio de sesión (SecondStep).

two-step-passkey-use = Usar su llave de acceso
two-step-passkey-not-used = No se ha utilizado la llave de acceso. Vuelva a intentarlo o utilice un código de su aplicación de autenticación o un código de recuperación.
two-step-enter-code-instead = Introducir un código
two-step-enter-recovery-code-instead = Introducir un código de recuperación
two-step-code-label = Código de verificación
two-step-code-hint-app = Los 6 dígitos de su aplicación de autenticación o un código de recuperación como k7m2p-x9f4q.
two-step-code-hint-recovery = Uno de sus códigos de recuperación, como k7m2p-x9f4q.
two-step-code-missing = Introduzca el código de su aplicación de autenticación o un código de recuperación
two-step-continue = Continuar

## Confirmar su identidad antes de modificar lo que protege la cuenta (IdentityPrompt).

two-step-identity-title = Confirme su identidad
two-step-identity-text = Por su seguridad, introduzca su contraseña para realizar este cambio. No se le volverá a pedir durante los próximos diez minutos.
two-step-identity-password = Su contraseña
two-step-identity-password-missing = Introduzca su contraseña
two-step-identity-confirm = Confirmar
# El botón mientras el servicio comprueba la contraseña.
two-step-identity-busy = Comprobando…
two-step-identity-cancel = Cancelar
