# Les pages ouvertes depuis un lien reçu par e-mail (/fr/confirm-email après l’inscription,
# /fr/confirm-application après une demande envoyée sans être connecté) : site/src/islands/ConfirmEmail.

## Confirmation de l’adresse d’un nouveau compte
confirm-address-confirming = Confirmation de votre adresse e-mail…
confirm-address-confirmed-title = Adresse e-mail confirmée
confirm-address-failed-title = Nous n’avons pas pu confirmer votre adresse e-mail
confirm-address-incomplete = L’adresse que vous avez ouverte ne contient pas le code qui confirme votre adresse e-mail. Cela peut arriver lorsque seule une partie du lien a été copiée depuis le message.
confirm-address-incomplete-next = Ouvrez à nouveau le lien depuis le message que nous vous avons envoyé, ou demandez un nouveau lien ci-dessous.
confirm-sign-in = Se connecter

## Envoi d’une demande d’adhésion
confirm-application-confirming = Envoi de votre demande…
confirm-application-confirmed-title = Demande reçue
confirm-application-failed-title = Nous n’avons pas pu envoyer votre demande
confirm-application-incomplete = L’adresse que vous avez ouverte ne contient pas le code qui envoie votre demande. Cela peut arriver lorsque seule une partie du lien a été copiée depuis le message.
confirm-application-incomplete-next = Ouvrez à nouveau le lien depuis le message que nous vous avons envoyé, ou remplissez à nouveau le formulaire de demande.
confirm-application-reference = Votre référence est { $reference }. Elle figure aussi dans l’e-mail que nous vous avons envoyé.
confirm-home = Retour à l’accueil

## Commun aux deux pages
confirm-incomplete-title = Ce lien est incomplet
confirm-try-again = Réessayer
confirm-already-confirmed = Vous avez déjà confirmé votre adresse ?
confirm-fill-in-again = Remplir à nouveau la demande

## Le formulaire pour obtenir un nouveau lien
confirm-resend-title = Obtenir un nouveau lien
confirm-resend-email = Adresse e-mail
confirm-resend-hint = L’adresse utilisée lors de votre inscription. Si elle est en attente de confirmation, nous lui enverrons un nouveau lien, valable 48 heures.
confirm-resend = Envoyer un nouveau lien
confirm-resend-busy = Envoi en cours…
