# Los elementos comunes de los formularios (site/src/lib). El servicio de formularios también
# lee aquí los mensajes de sus reglas.

email-example = Por ejemplo, nombre@ejemplo.org

## Las reglas (site/src/lib/validation.ts; forms-api/src/rules.rs escribe las mismas)

rule-email-required = El correo electrónico es obligatorio
rule-email-invalid = El correo electrónico no es válido
rule-password-required = La contraseña es obligatoria
rule-password-too-short = La contraseña debe tener al menos { $min } caracteres
rule-password-too-long = La contraseña debe tener como máximo { $max } caracteres
rule-password-weak = Elija una contraseña más segura
rule-confirm-required = Confirme su contraseña
rule-confirm-mismatch = Las contraseñas no coinciden
rule-first-name-required = El nombre es obligatorio
rule-last-name-required = Los apellidos son obligatorios
rule-agree-terms = Debe aceptar las condiciones de uso
rule-otp-invalid = Introduzca un código válido de { $digits } dígitos

rule-requirement-min-length = Al menos { $min } caracteres
rule-requirement-max-length = No más de { $max } caracteres
rule-requirement-strength = Seguridad suficiente: una puntuación de al menos { $threshold } de { $points }
rule-requirement-uncommon = No figurar entre las { $count } contraseñas más comunes
rule-point-length = { $count } caracteres o más
rule-point-upper = Una letra mayúscula
rule-point-digit = Un número del 0 al 9
rule-point-symbol = Un símbolo o un espacio
rule-strength-weak = Débil
rule-strength-moderate = Moderada
rule-strength-strong = Fuerte
rule-strength-very-strong = Muy fuerte

## Los elementos de los formularios (site/src/lib/forms)

form-error-summary-title = Hay un problema
form-error-prefix = Error:
form-unexpected = Se ha producido un error. Inténtelo de nuevo.
form-network = No hemos podido conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.
form-count = { $count } de { $limit } caracteres
form-count-over = { $count } de { $limit } caracteres ({ $over } de más)

# $label es la etiqueta del campo tal como se muestra.
form-password-show = Mostrar
form-password-hide = Ocultar
form-password-show-field = Mostrar «{ $label }»
form-password-hide-field = Ocultar «{ $label }»
form-password-visible = El contenido del campo «{ $label }» está visible
form-password-hidden = El contenido del campo «{ $label }» está oculto

form-checklist-needs = Su contraseña debe cumplir estos requisitos:
form-checklist-met = requisito cumplido
form-checklist-not-met = requisito no cumplido
form-checklist-checking = comprobación en curso
form-checklist-unchecked = se comprobará al enviar el formulario
form-checklist-score = Puntuación: { $score } ({ $strength })
form-checklist-score-common = Puntuación: { $score } ({ $strength }). Es una de las contraseñas más comunes, que no se aceptan.
form-checklist-points = { $score } de { $total }
form-checklist-ways = Un punto por cada uno de estos criterios:
form-checklist-scored = punto obtenido
form-checklist-not-scored = punto aún no obtenido
form-checklist-advice = Cuanto más larga sea la contraseña y más tipos de caracteres combine, más puntos obtendrá. Evite las contraseñas y palabras comunes, como Password1: se rechazan sea cual sea su puntuación.

# $who es el nombre (o la dirección), en negrita.
form-signed-in-as = Ha iniciado sesión como { $who }.
form-signed-in-as-with-email = Ha iniciado sesión como { $who } ({ $email }).
form-signed-in = Ha iniciado sesión.
form-signed-in-signup = Ya tiene una cuenta. Para crear otra, cierre antes la sesión.
form-signed-in-login = Para iniciar sesión con otra cuenta, cierre antes la sesión.
form-signed-in-apply = Solicitar la membresía
form-signed-in-profile = Ir a su perfil
form-log-out = Cerrar sesión
form-log-out-busy = Cerrando sesión…
