# Los textos del tema en español: la cabecera, el pie de página y los elementos comunes a todas
# las páginas. Las claves son las de locales/en/site.ftl.

hero-kicker = { $name } · Fundada en { $year } · Asociación internacional sin fines de lucro
skip-link = Ir al contenido principal
brand-home = { $name }, inicio
nav-menu = Menú
nav-main = Navegación principal
nav-account = Cuenta
nav-my-account = Mi cuenta
nav-logout = Cerrar sesión
breadcrumb = Ruta de navegación
breadcrumb-home = Inicio
section-nav-title = En { $group }
next-page = Página siguiente
next-kicker = Siguiente:
language-switcher = Idioma
language-not-translated = aún sin traducir
footer-home = inicio
footer-contact = Contacto
footer-email = Correo electrónico:
footer-telephone = Teléfono:
footer-address = Dirección postal:
footer-legal = Información legal
footer-rights = © { $year } { $name }. Todos los derechos reservados.
footer-terms = Condiciones de uso
footer-privacy = Aviso de privacidad
footer-social = { $name } en las redes sociales
