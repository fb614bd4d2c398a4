# Le formulaire de connexion (/fr/login) : site/src/islands/LoginForm.

login-email = Adresse e-mail
login-password = Mot de passe
login-forgot-password = Mot de passe oublié ?
login-remember-me = Rester connecté
login-remember-me-hint = Restez connecté sur cet appareil même après avoir fermé le navigateur.
login-submit = Se connecter
login-submit-busy = Connexion en cours…
login-no-account = Pas encore de compte ?
login-sign-up = Créer un compte

login-resend-intro = Vous venez de créer votre compte ? Confirmez d’abord votre adresse avec le lien que nous vous avons envoyé par e-mail. Si le mot de passe était correct, nous venons de vous en envoyer un nouveau ; vous pouvez aussi en demander un ici.
login-resend = Envoyer un nouveau lien
login-resend-busy = Envoi en cours…

login-second-step-title = Vérification en deux étapes
login-second-step-both = Utilisez votre clé d’accès, ou saisissez le code affiché pour IAAII par votre application d’authentification. À défaut, saisissez l’un de vos codes de récupération : chacun ne fonctionne qu’une fois.
login-second-step-passkey = Utilisez votre clé d’accès pour terminer la connexion. À défaut, saisissez l’un de vos codes de récupération : chacun ne fonctionne qu’une fois.
login-second-step-app = Saisissez le code affiché pour IAAII par votre application d’authentification pour terminer la connexion. Sans votre téléphone, saisissez l’un de vos codes de récupération : chacun ne fonctionne qu’une fois.
