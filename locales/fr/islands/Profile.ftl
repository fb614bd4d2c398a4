# Mon profil (/fr/profile) : site/src/islands/Profile. Les paramètres du compte affichent les mêmes
# textes tant qu’ils ne savent pas qui est connecté (AccountStatus).

## Tant que la page ne sait pas qui est connecté (AccountStatus).

profile-checking = Vérification de votre connexion…
profile-signed-out = Vous n’êtes pas connecté.
profile-signed-out-explained = Connectez-vous pour voir votre profil et les paramètres de votre compte. Si vous n’avez pas encore de compte, créez-en un d’abord.
profile-login = Se connecter
profile-sign-up = Créer un compte
profile-try-again = Réessayer

## Les coordonnées du membre.

profile-details-heading = Vos coordonnées
profile-name = Nom
profile-email = Adresse e-mail
profile-settings-link = Paramètres du compte

## Les demandes d’adhésion du membre.

profile-applications-heading = Vos demandes d’adhésion
profile-applications-loading = Chargement de vos demandes…
profile-applications-failed = Nous n’avons pas pu charger vos demandes. { $reason }
profile-applications-none = Vous n’avez pas encore demandé à adhérer avec l’adresse { $email }. Les demandes envoyées avec cette adresse apparaissent ici, avec leur état d’avancement.
profile-apply = Demander l’adhésion
