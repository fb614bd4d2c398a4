# Le formulaire d’inscription (/fr/signup) : site/src/islands/SignupForm.

signup-first-name = Prénom
signup-last-name = Nom
signup-email = Adresse e-mail
signup-password = Mot de passe
signup-confirm-password = Confirmer le mot de passe
# $terms est le lien, dont le texte est signup-terms-link.
signup-agree-terms = J’accepte les { $terms }
signup-terms-link = conditions d’utilisation (s’ouvre dans un nouvel onglet)
signup-submit = Créer un compte
signup-submit-busy = Création du compte…
signup-have-account = Vous avez déjà un compte ?
signup-log-in = Se connecter
