# El formulario de registro (/es/signup): site/src/islands/SignupForm.

signup-first-name = Nombre
signup-last-name = Apellidos
signup-email = Correo electrónico
signup-password = Contraseña
signup-confirm-password = Confirmar contraseña
# $terms es el enlace, cuyo texto es signup-terms-link.
signup-agree-terms = Acepto las { $terms }
signup-terms-link = condiciones de uso (se abre en una pestaña nueva)
signup-submit = Crear cuenta
signup-submit-busy = Creando la cuenta…
signup-have-account = ¿Ya tiene una cuenta?
signup-log-in = Iniciar sesión
