# Los textos del tema en español: la cabecera, el pie de página y los elementos comunes a todas
# las páginas. Las claves son las de locales/en/site.ftl.

hero-kicker = { $name } · Fundada en { $year } · Asociación internacional sin fines de lucro
skip-link = Ir al contenido principal
brand-home = { $name }, inicio
nav-menu = Menú
nav-main = Navegación principal
nav-account = Cuenta
# Beside the avatar in the header; $name is the member's name.
nav-signed-in-as = Sesión iniciada como { $name }
nav-signed-in = Sesión iniciada
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

# Las fechas completas: «1 de diciembre de 2025»; los meses tal como se escriben en una fecha.
date-long = { $day } de { $month } de { $year }
month-1 = enero
month-2 = febrero
month-3 = marzo
month-4 = abril
month-5 = mayo
month-6 = junio
month-7 = julio
month-8 = agosto
month-9 = septiembre
month-10 = octubre
month-11 = noviembre
month-12 = diciembre

# Lo que indica un plazo aún abierto tras su fecha.
deadline-days-left = { $days ->
    [one] queda { $days } día
   *[other] quedan { $days } días
}
deadline-closes-today = cierra hoy

## Los componentes del texto de las páginas (themes/default/templates/components.html).

# Los botones del banner de inicio, cuando la página no los nombra.
hero-join = Únase
hero-learn-more = Más información
# El enlace bajo una tarjeta cuyos datos no indican link_label.
cards-learn-more = Más información
# El botón de la solicitud de membresía, cuando la página no le da un texto.
apply-button = Solicitar la membresía

# Las categorías de membresía de /members; $name es el nombre de la categoría («Membresía individual»).
categories-eligibility = Requisitos
categories-benefits = Ventajas
categories-about = { $name }: más información

# Los tipos de membresía junto al formulario de solicitud: qué es cada uno y el enlace a su página.
membership-types-regular = Profesionales, investigadores y docentes de la inteligencia artificial, la informática y campos afines.
membership-types-student = Estudiantes matriculados en un programa de grado o diploma en una institución de educación superior, con comprobante de matrícula.
membership-types-institutional = Universidades, instituciones de educación superior, institutos de investigación y departamentos académicos.
membership-types-corporate = Empresas, empresas emergentes, organizaciones sin fines de lucro y organismos públicos.
membership-types-emeritus = Profesionales y académicos jubilados que siguen participando en la asociación.
membership-types-about-regular = Más información sobre la membresía individual
membership-types-about-student = Más información sobre la membresía estudiantil
membership-types-about-institutional = Más información sobre la membresía institucional académica
membership-types-about-corporate = Más información sobre la membresía corporativa
membership-types-about-emeritus = Más información sobre la membresía emérita

# Las regiones: la lista de enlaces a las tarjetas de las regiones (su aria-label) y luego cada tarjeta.
regions-index = Regiones
# Se lee antes del código de la región, solo para lectores de pantalla.
regions-code = Código de la región
regions-subregions = Subregiones:
# El título del desplegable con los países de una región y su representante…
regions-countries = Países y representante
# …completado solo para lectores de pantalla: «Países y representante de la región Europa».
regions-countries-of = de la región { $region }
# Tras el título del desplegable, entre paréntesis: cuántos países tiene la región.
regions-country-count = { $count ->
    [one] { $count } país
   *[other] { $count } países
}
# El título de los países de una región que no pertenecen a ninguna de sus subregiones.
regions-other-countries = Otros países
# Los aria-labels de la lista de países de una región: junto a sus subregiones, o sola.
regions-other-countries-of = Otros países de la región { $region }
regions-all-countries-of = Países de la región { $region }
regions-representative = Representante regional:
regions-back = Volver a la lista de regiones

# El consejo editorial: las etiquetas de la afiliación y la especialidad de cada miembro.
board-affiliation = Afiliación institucional
board-specialization = Especialidad

# Las ofertas de empleo de /careers. Organización y Ubicación solo las leen los lectores de pantalla.
jobs-organization = Organización:
jobs-location = Ubicación:
# $date es la fecha de publicación de la oferta, completa.
jobs-posted = Publicada el { $date }
jobs-view-details = Ver detalles
# Tras «Ver detalles», solo para lectores de pantalla: $title es el título de la oferta.
jobs-view-details-of = de la oferta «{ $title }»
# Bajo las ofertas; $email es la dirección de empleo, mostrada como enlace.
jobs-apply-text = ¿No encuentra una oferta adecuada? Envíe su CV y una breve carta de presentación a { $email }.
jobs-apply-button = Enviar una candidatura espontánea

# La revista: el título del número actual, las páginas de un artículo («págs. 1-18») y el archivo.
journal-issue-title = Volumen { $volume }, número { $issue } ({ $year })
journal-pages = págs. { $pages }
journal-volume = Volumen { $volume }
journal-issue-count = { $count ->
    [one] { $count } número
   *[other] { $count } números
}

# La convocatoria de artículos de los números especiales; special-issues-label es su aria-label.
special-issues-label = Números especiales: convocatoria de artículos
# El plazo de las propuestas: $date es el último día, completo; $days, los días que quedan («quedan 12 días»).
special-issues-open = El plazo de envío está abierto hasta el { $date } ({ $days }).
special-issues-closed = El plazo de envío se cerró el { $date }.
# Sobre el título de cada tema.
special-issues-kicker = Convocatoria de artículos
special-issues-topics = Temas, entre otros
# $email es la dirección de los números especiales de la revista, mostrada como enlace.
special-issues-proposals = Envíe sus propuestas de números especiales a { $email } con una descripción del tema, los editores invitados propuestos y un calendario.
# El botón que descarga la plantilla de propuesta (un archivo de Word).
special-issues-template = Descargar la plantilla de propuesta

link-other-language = (en inglés)

## Las noticias: las últimas en la página de inicio, la lista (/news) y la cabecera de una noticia.

news-none = Todavía no hay noticias.
# El enlace de las últimas noticias a la lista.
news-all = Todas las noticias y eventos
news-upcoming = Próximos eventos
news-no-upcoming = Por el momento no hay eventos anunciados. Los nuevos eventos se publican aquí y en el canal de noticias.
news-latest = Últimas noticias
# El título de las páginas siguientes de la lista.
news-page-title = Noticias, página { $number } de { $count }
# El aria-label de los enlaces entre las páginas de la lista.
news-pages = Páginas de noticias
news-newer = Noticias más recientes
news-older = Noticias anteriores
news-page-status = Página { $number } de { $count }
news-past = Eventos pasados
news-feed = Seguir las noticias en un lector de canales (Atom)
# En la lista, tras la fecha de una noticia: $date es la fecha del evento, completa; $place, su lugar.
news-event-on = Evento el { $date }, { $place }
# El aria-label de la lista de etiquetas de una noticia.
news-tags = Etiquetas
# El título de la página y del canal de una etiqueta: $tag es su nombre.
news-tag-title = Noticias sobre «{ $tag }»
# La descripción de la página de una etiqueta: $tag es el nombre de la etiqueta; $count, cuántas noticias la llevan.
news-tag-description = { $count ->
    [one] Una noticia de la asociación
   *[other] { $count } noticias de la asociación
} con la etiqueta «{ $tag }».
# El enlace al canal de una etiqueta: $tag es su nombre.
news-tag-feed = Seguir las noticias sobre «{ $tag }» en un lector de canales (Atom)
# Las etiquetas que pueden llevar las noticias (`tags:` en su encabezado), cada una con su nombre aquí.
news-tag-governance = Gobernanza
news-tag-events = Eventos
news-tag-health = Salud
news-tag-publications = Publicaciones
news-tag-calls = Convocatorias
# Bajo el título de una noticia: $date es su fecha de publicación, completa.
page-published = Publicado el { $date }
# Tras page-published, para un evento: $date es su fecha, completa; $place, su lugar.
page-event = Evento: { $date }, { $place }

## Search: the header's field and the search page (/search/)
search-label = Buscar
search-placeholder = Buscar en el sitio
search-suggestions = Sugerencias
search-submit = Buscar
# Los nombres de los dos formularios de búsqueda, como puntos de referencia: el de la cabecera y el de la página de búsqueda.
search-landmark-header = Búsqueda rápida
search-landmark-page = Buscar en el sitio
# Tras el título de un resultado cuya página solo existe en el idioma predeterminado del sitio (el inglés).
search-untranslated = en inglés
search-all-results = Todos los resultados de «{ $query }»
search-results = { $count ->
    [one] Un resultado para «{ $query }»
   *[other] { $count } resultados para «{ $query }»
}
search-none = No hay resultados para «{ $query }». Revise la ortografía o pruebe con otras palabras, o con menos.
search-failed = La búsqueda no está disponible en este momento. Vuelva a intentarlo más tarde.
search-empty = Escriba una o varias palabras para buscar en las páginas y noticias del sitio.
search-more = Mostrar más resultados
search-kind-legend = Tipo de página
search-year-legend = Noticias de
search-noscript = La búsqueda necesita JavaScript, que está desactivado en su navegador. Los menús de la parte superior de la página llevan a todas las páginas.
search-kind-about = Acerca de
search-kind-account = Su cuenta
search-kind-general = Inicio
search-kind-membership = Membresía
search-kind-news = Noticias
search-kind-publications = Publicaciones
search-kind-resources = Recursos

## The page left at a page's old address (aliases:), before the browser moves on
redirect-moved = Esta página ha cambiado de dirección:
