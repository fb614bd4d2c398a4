# Les textes du thème en français : l'en-tête, le pied de page et les éléments communs à toutes
# les pages. Les clés sont celles de locales/en/site.ftl.

hero-kicker = { $name } · Fondée en { $year } · Association internationale à but non lucratif
skip-link = Aller au contenu principal
brand-home = { $name }, accueil
nav-menu = Menu
nav-main = Navigation principale
nav-account = Compte
# Beside the avatar in the header; $name is the member's name.
nav-signed-in-as = Compte connecté : { $name }
nav-signed-in = Compte connecté
nav-my-account = Mon compte
nav-logout = Se déconnecter
breadcrumb = Fil d’Ariane
breadcrumb-home = Accueil
section-nav-title = Rubrique { $group }
next-page = Page suivante
next-kicker = Page suivante :
language-switcher = Langue
language-not-translated = pas encore traduite
footer-home = accueil
footer-contact = Nous contacter
footer-email = E-mail :
footer-telephone = Téléphone :
footer-address = Adresse postale :
footer-legal = Mentions légales
footer-rights = © { $year } { $name }. Tous droits réservés.
footer-terms = Conditions d’utilisation
footer-privacy = Politique de confidentialité
footer-social = { $name } sur les réseaux sociaux

# Les dates en toutes lettres : « 1er décembre 2025 », « 2 décembre 2025 » (le premier du mois
# s’écrit 1er) ; les mois tels qu’ils s’écrivent dans une date.
date-long = { $day ->
    [1] 1er
   *[other] { $day }
} { $month } { $year }
month-1 = janvier
month-2 = février
month-3 = mars
month-4 = avril
month-5 = mai
month-6 = juin
month-7 = juillet
month-8 = août
month-9 = septembre
month-10 = octobre
month-11 = novembre
month-12 = décembre

# Ce qu’un délai encore ouvert indique après sa date.
deadline-days-left = { $days ->
    [one] plus que { $days } jour
   *[other] encore { $days } jours
}
deadline-closes-today = dernier jour aujourd’hui

## Les composants du texte des pages (themes/default/templates/components.html).

# Les boutons du bandeau d’accueil, quand la page ne les nomme pas.
hero-join = Adhérer
hero-learn-more = En savoir plus
# Le lien sous une carte dont les données ne donnent pas de link_label.
cards-learn-more = En savoir plus
# Le bouton de la demande d’adhésion, quand la page ne lui donne pas de libellé.
apply-button = Demander l’adhésion

# Les catégories d’adhésion de /members ; $name est le nom de la catégorie (« Adhésion individuelle »).
categories-eligibility = Conditions d’admission
categories-benefits = Avantages
categories-about = { $name } : en savoir plus

# Les types d’adhésion à côté du formulaire de demande : ce qu’est chacun, et le lien vers sa page.
membership-types-regular = Professionnels, chercheurs et enseignants en intelligence artificielle, en informatique et dans les domaines connexes.
membership-types-student = Étudiants inscrits dans un cursus diplômant d’un établissement d’enseignement supérieur, sur présentation d’un justificatif d’inscription.
membership-types-institutional = Universités, établissements d’enseignement supérieur, instituts de recherche et départements universitaires.
membership-types-corporate = Entreprises, start-up, organisations à but non lucratif et organismes publics.
membership-types-emeritus = Professionnels et universitaires retraités qui continuent de participer à la vie de l’association.
membership-types-about-regular = En savoir plus sur l’adhésion individuelle
membership-types-about-student = En savoir plus sur l’adhésion étudiante
membership-types-about-institutional = En savoir plus sur l’adhésion institutionnelle
membership-types-about-corporate = En savoir plus sur l’adhésion entreprise
membership-types-about-emeritus = En savoir plus sur l’adhésion émérite

# Les régions : la liste des liens vers les cartes des régions (son aria-label), puis chaque carte.
regions-index = Régions
# Lu avant le code de la région, par les lecteurs d’écran seulement.
regions-code = Code de la région
regions-subregions = Sous-régions :
# Le titre du volet des pays d’une région et de son représentant…
regions-countries = Pays et représentant
# …complété pour les lecteurs d’écran seulement : « Pays et représentant de la région Europe ».
regions-countries-of = de la région { $region }
# Après le titre du volet, entre parenthèses : le nombre de pays de la région.
regions-country-count = { $count ->
    [one] { $count } pays
   *[other] { $count } pays
}
# Le titre des pays d’une région qui n’appartiennent à aucune de ses sous-régions.
regions-other-countries = Autres pays
# Les aria-labels de la liste des pays d’une région : à côté de ses sous-régions, ou seule.
regions-other-countries-of = Autres pays de la région { $region }
regions-all-countries-of = Pays de la région { $region }
regions-representative = Représentant régional :
regions-back = Retour à la liste des régions

# Le comité de rédaction : les libellés de l’affiliation et de la spécialité de chaque membre.
board-affiliation = Affiliation
board-specialization = Spécialité

# Les offres d’emploi de /careers. Organisation et Lieu ne sont lus que par les lecteurs d’écran.
jobs-organization = Organisation :
jobs-location = Lieu :
# $date est la date de publication de l’offre, en toutes lettres.
jobs-posted = Publiée le { $date }
jobs-view-details = Voir les détails
# Après « Voir les détails », pour les lecteurs d’écran seulement : $title est l’intitulé de l’offre.
jobs-view-details-of = de l’offre « { $title } »
# Sous les offres ; $email est l’adresse des carrières, affichée comme un lien.
jobs-apply-text = Aucune offre ne vous correspond ? Envoyez votre CV et une courte lettre de motivation à { $email }.
jobs-apply-button = Envoyer une candidature spontanée

# La revue : le titre du numéro en cours, les pages d’un article (« p. 1-18 ») et les archives.
journal-issue-title = Volume { $volume }, numéro { $issue } ({ $year })
journal-pages = p. { $pages }
journal-volume = Volume { $volume }
journal-issue-count = { $count ->
    [one] { $count } numéro
   *[other] { $count } numéros
}

# L’appel à contributions des numéros spéciaux ; special-issues-label est son aria-label.
special-issues-label = Numéros spéciaux : appel à contributions
# La date limite des propositions : $date est le dernier jour, en toutes lettres ; $days, les jours restants (« encore 12 jours »).
special-issues-open = Les soumissions sont ouvertes jusqu’au { $date } ({ $days }).
special-issues-closed = Les soumissions ont été closes le { $date }.
# Au-dessus du titre de chaque thème.
special-issues-kicker = Appel à contributions
special-issues-topics = Thèmes abordés notamment
# $email est l’adresse des numéros spéciaux de la revue, affichée comme un lien.
special-issues-proposals = Envoyez vos propositions de numéro spécial à { $email }, accompagnées d’une description du thème, des rédacteurs invités pressentis et d’un calendrier.
# Le bouton qui télécharge le modèle de proposition (un fichier Word).
special-issues-template = Télécharger le modèle de proposition

link-other-language = (en anglais)

## Les actualités : les dernières sur la page d’accueil, la liste (/news) et l’en-tête d’une actualité.

news-none = Aucune actualité pour le moment.
# Le lien des dernières actualités vers la liste.
news-all = Toutes les actualités et tous les événements
news-upcoming = Événements à venir
news-no-upcoming = Aucun événement n’est annoncé pour le moment. Les nouveaux événements sont annoncés ici et dans le fil d’actualités.
news-latest = Dernières actualités
# Le titre des pages suivantes de la liste.
news-page-title = Actualités, page { $number } sur { $count }
# L’aria-label des liens entre les pages de la liste.
news-pages = Pages des actualités
news-newer = Actualités plus récentes
news-older = Actualités plus anciennes
news-page-status = Page { $number } sur { $count }
news-past = Événements passés
news-feed = Suivre les actualités dans un lecteur de flux (Atom)
# Dans la liste, après la date d’une actualité : $date est la date de l’événement, en toutes lettres ; $place, son lieu.
news-event-on = Événement le { $date }, { $place }
# L’aria-label de la liste des étiquettes d’une actualité.
news-tags = Étiquettes
# Le titre de la page et du fil d’une étiquette : $tag est son nom.
news-tag-title = Actualités « { $tag } »
# La description de la page d’une étiquette : $tag est le nom de l’étiquette, $count le nombre d’actualités qui la portent.
news-tag-description = { $count ->
    [one] Une actualité de l’association
   *[other] { $count } actualités de l’association
} sous l’étiquette « { $tag } ».
# Le lien vers le fil d’une étiquette : $tag est son nom.
news-tag-feed = Suivre les actualités « { $tag } » dans un lecteur de flux (Atom)
# Les étiquettes que peuvent porter les actualités (`tags:` dans leur en-tête), chacune nommée ici.
news-tag-governance = Gouvernance
news-tag-events = Événements
news-tag-health = Santé
news-tag-publications = Publications
news-tag-calls = Appels à propositions
# Sous le titre d’une actualité : $date est sa date de publication, en toutes lettres.
page-published = Publié le { $date }
# Après page-published, pour un événement : $date est sa date, en toutes lettres ; $place, son lieu.
page-event = Événement : { $date }, { $place }

## Search: the header's field and the search page (/search/)
search-label = Rechercher
search-placeholder = Rechercher sur le site
search-suggestions = Suggestions
search-submit = Rechercher
# Les noms des deux formulaires de recherche, comme repères : celui de l’en-tête et celui de la page de recherche.
search-landmark-header = Recherche rapide
search-landmark-page = Rechercher dans le site
# Après le titre d’un résultat dont la page n’existe que dans la langue par défaut du site (l’anglais).
search-untranslated = en anglais
search-all-results = Tous les résultats pour « { $query } »
search-results = { $count ->
    [one] { $count } résultat pour « { $query } »
   *[other] { $count } résultats pour « { $query } »
}
search-none = Aucun résultat pour « { $query } ». Vérifiez l’orthographe, ou essayez d’autres mots, ou moins de mots.
search-failed = La recherche n’est pas disponible pour le moment. Veuillez réessayer plus tard.
search-empty = Saisissez un ou plusieurs mots pour rechercher dans les pages et les actualités du site.
search-more = Afficher plus de résultats
search-kind-legend = Type de page
search-year-legend = Actualités de
search-noscript = La recherche nécessite JavaScript, qui est désactivé dans votre navigateur. Les menus en haut de la page mènent à toutes les pages.
search-kind-about = À propos
search-kind-account = Votre compte
search-kind-general = Accueil
search-kind-membership = Adhésion
search-kind-news = Actualités
search-kind-publications = Publications
search-kind-resources = Ressources

## The page left at a page's old address (aliases:), before the browser moves on
redirect-moved = Cette page a changé d’adresse :
