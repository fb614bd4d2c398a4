# El formulario de inicio de sesión (/es/login): site/src/islands/LoginForm.

login-email = Correo electrónico
login-password = Contraseña
login-forgot-password = ¿Ha olvidado su contraseña?
login-remember-me = Mantener la sesión iniciada
login-remember-me-hint = Mantenga la sesión iniciada en este dispositivo aunque cierre el navegador.
login-submit = Iniciar sesión
login-submit-busy = Iniciando sesión…
login-no-account = ¿Todavía no tiene cuenta?
login-sign-up = Regístrese

login-resend-intro = ¿Se ha registrado hace poco? Confirme primero su dirección con el enlace que le hemos enviado por correo electrónico. Si la contraseña era correcta, acabamos de enviarle uno nuevo; también puede solicitarlo aquí.
login-resend = Enviar un nuevo enlace
login-resend-busy = Enviando…

login-second-step-title = Verificación en dos pasos
login-second-step-both = Utilice su llave de acceso o introduzca el código que su aplicación de autenticación muestra para IAAII. Si no dispone de ninguna de las dos, introduzca uno de sus códigos de recuperación: cada uno funciona una sola vez.
login-second-step-passkey = Utilice su llave de acceso para terminar de iniciar sesión. Si no la tiene, introduzca uno de sus códigos de recuperación: cada uno funciona una sola vez.
login-second-step-app = Introduzca el código que su aplicación de autenticación muestra para IAAII para terminar de iniciar sesión. Si no tiene su teléfono, introduzca uno de sus códigos de recuperación: cada uno funciona una sola vez.
