# Mi perfil (/es/profile): site/src/islands/Profile. La configuración de la cuenta muestra los
# mismos textos mientras no sabe quién ha iniciado sesión (AccountStatus).

## Mientras la página no sabe quién ha iniciado sesión (AccountStatus).

profile-checking = Comprobando si ha iniciado sesión…
profile-signed-out = No ha iniciado sesión.
profile-signed-out-explained = Inicie sesión para ver su perfil y la configuración de su cuenta. Si todavía no tiene una cuenta, regístrese primero.
profile-login = Iniciar sesión
profile-sign-up = Registrarse
profile-try-again = Volver a intentarlo

## Los datos del miembro.

profile-details-heading = Sus datos
profile-name = Nombre
profile-email = Correo electrónico
profile-settings-link = Configuración de la cuenta

## Las solicitudes de membresía del miembro.

profile-applications-heading = Sus solicitudes de membresía
profile-applications-loading = Cargando sus solicitudes…
profile-applications-failed = No hemos podido cargar sus solicitudes. { $reason }
profile-applications-none = Todavía no ha solicitado la membresía con { $email }. Las solicitudes enviadas con esta dirección aparecen aquí, con su estado.
profile-apply = Solicitar la membresía
