# Les textes du thème en français : l'en-tête, le pied de page et les éléments communs à toutes
# les pages. Les clés sont celles de locales/en/site.ftl.

hero-kicker = { $name } · Fondée en { $year } · Association internationale à but non lucratif
skip-link = Aller au contenu principal
brand-home = { $name }, accueil
nav-menu = Menu
nav-main = Navigation principale
nav-account = Compte
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
footer-email = Courriel :
footer-telephone = Téléphone :
footer-address = Adresse postale :
footer-legal = Mentions légales
footer-rights = © { $year } { $name }. Tous droits réservés.
footer-terms = Conditions d’utilisation
footer-privacy = Politique de confidentialité
footer-social = { $name } sur les réseaux sociaux
