# Les réponses que le service des formulaires (forms-api) adresse aux personnes : erreurs et
# confirmations. Les clés sont celles de locales/en/service.ftl.

## Réponses à toute requête

service-too-large = Le corps de la requête dépasse 64 Kio.
service-server-fault = Une erreur s’est produite de notre côté. Veuillez réessayer plus tard.
service-not-json = Envoyez le corps de la requête au format JSON (Content-Type: application/json).
service-unreadable = Impossible de lire le corps de la requête : { $detail }
service-unreadable-plain = Impossible de lire le corps de la requête.
service-correct-fields = Veuillez corriger les champs signalés.
service-too-slow = Le corps de la requête a mis trop de temps à arriver.
service-no-endpoint = Ce point de terminaison n’existe pas.
service-wrong-method = Ce point de terminaison n’accepte pas cette méthode.
service-not-handled = La requête n’a pas pu être traitée.
service-head-too-large = Les en-têtes de la requête sont trop volumineux.
service-not-http = La requête HTTP est mal formée.
service-cross-site = Les requêtes provenant d’autres sites ne sont pas acceptées.

## Attendre avant de réessayer ($count minutes ou heures)

service-wait-a-minute = une minute
service-wait-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
service-wait-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
service-account-busy = Trop de tentatives de connexion à ce compte. Veuillez patienter { $wait } avant de réessayer, ou réinitialisez votre mot de passe à l’aide d’un code reçu par e-mail pour vous connecter tout de suite.
service-recovery-mails-spent = { $count ->
    [one] Au cours de la dernière heure, { $count } demande de code a été faite pour cette adresse.
   *[other] Au cours de la dernière heure, { $count } demandes de code ont été faites pour cette adresse.
} Si un compte est associé à cette adresse, le dernier message que nous y avons envoyé contient un lien pour choisir un nouveau mot de passe. Vous pouvez aussi patienter { $wait } avant de refaire une demande.
service-too-many = Trop de tentatives. Veuillez patienter { $wait } avant de réessayer.

## Comptes et connexion

service-finish-signing-in = Terminez votre connexion : saisissez un code de votre application d’authentification ou un code de récupération, ou utilisez votre clé d’accès.
service-incorrect = L’adresse e-mail ou le mot de passe est incorrect.
service-signed-out = Vous êtes déconnecté.
service-check-inbox = Nous avons envoyé un message à { $email }. Ouvrez le lien qu’il contient pour confirmer votre adresse, puis connectez-vous.
service-current-password-incorrect = Votre mot de passe actuel est incorrect.
## Confirmation de l’adresse

service-address-confirmed = Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.
service-confirmation-link-gone = Ce lien de confirmation a expiré ou a déjà été utilisé. Demandez un nouveau lien ci-dessous.
service-confirmation-resent = Si l’adresse { $email } est en attente de confirmation, nous lui avons envoyé un nouveau lien, valable 48 heures.

## Récupération du mot de passe

service-other-browser = Ce code ne peut être saisi que dans le navigateur qui l’a demandé, dans un délai de 10 minutes. Ouvrez plutôt le lien contenu dans l’e-mail, ou demandez un nouveau code ici.
service-code-sent = Si un compte est associé à cette adresse e-mail, nous y avons envoyé un code à 6 chiffres.
service-otp-invalid-shape = Veuillez saisir un code valide à 6 chiffres
service-reset-token-missing = Le jeton de réinitialisation est manquant. Veuillez recommencer.
service-reset-link-gone = Ce lien de réinitialisation a expiré ou a déjà été utilisé. Veuillez demander un nouveau code.
## Demandes d’adhésion

service-application-almost-done = Vous y êtes presque : nous avons envoyé un message à { $email }. Ouvrez le lien qu’il contient dans les 48 heures pour nous transmettre votre demande d’adhésion.
service-application-link-gone = Ce lien de confirmation a expiré ou a déjà été utilisé. Si votre demande d’adhésion ne nous est pas parvenue, veuillez l’envoyer à nouveau.
service-application-link-incomplete = Le lien de confirmation est incomplet. Ouvrez-le de nouveau depuis le message.
service-draft-deleted = Le brouillon a été supprimé.
service-draft-not-object = Les réponses du brouillon doivent être un objet.
service-draft-out-of-range = L’étape ou l’horodatage du brouillon sort de la plage autorisée.
service-use-at-most = { $limit ->
    [one] Veuillez ne pas dépasser { $limit } caractère
   *[other] Veuillez ne pas dépasser { $limit } caractères
}
service-listed-options = Veuillez choisir l’une des options proposées ({ $options })

## Vos données et votre compte

service-account-deleted = Votre compte a été supprimé. Nous avons envoyé une confirmation à votre adresse e-mail.

## Vérification en deux étapes et clés d’accès

service-passkey-timeout = La clé d’accès n’a pas répondu à temps, ou sa réponse ne concernait pas cette page. Veuillez réessayer.
service-passkey-added-already = Cette clé d’accès a déjà été ajoutée.
service-passkey-added = La clé d’accès « { $name } » a été ajoutée.
service-no-such-passkey = Cette clé d’accès n’existe pas.
service-passkey-removed = La clé d’accès « { $name } » a été supprimée.
service-no-passkey = Ce compte n’a aucune clé d’accès.
service-passkeys-need-domain = Les clés d’accès ne fonctionnent que si le site est servi sous un nom de domaine. Utilisez plutôt un code généré par une application d’authentification.
service-staff-keep-two-step = La vérification en deux étapes ne peut pas être désactivée sur les comptes du personnel. Un administrateur peut la réinitialiser si vous avez perdu votre téléphone ou votre clé d’accès.
service-two-step-not-on = La vérification en deux étapes n’est pas activée.
service-two-step-off = La vérification en deux étapes est désactivée.
service-wrong-code = Ce code est incorrect ou a déjà été utilisé. Saisissez le code affiché actuellement par votre application d’authentification, ou l’un de vos codes de récupération.
service-wrong-app-code = Ce code est incorrect ou a déjà été utilisé. Saisissez le code affiché actuellement par votre application d’authentification (les codes de récupération ne sont pas acceptés ici).
service-app-set-up-already = Une application d’authentification est déjà configurée. Pour en utiliser une autre, désactivez puis réactivez la vérification en deux étapes, ou demandez à un administrateur de la réinitialiser.
service-no-set-up = Aucune configuration n’est en cours : recommencez la configuration de la vérification en deux étapes.
service-two-step-set-up = La vérification en deux étapes est configurée. Conservez vos codes de récupération en lieu sûr : chacun vous permet de vous connecter une fois si vous perdez votre téléphone.
service-two-step-not-set-up = La vérification en deux étapes n’est pas configurée.
service-renewal-needs-app = Pour obtenir de nouveaux codes de récupération, un code généré par une application d’authentification est nécessaire, or aucune n’est configurée.
service-new-recovery-codes = Voici vos nouveaux codes de récupération. Les précédents ne sont plus valables.

## Session utilisée et confirmation d’identité

service-two-sessions = Cette requête porte deux connexions différentes ; elle a donc été refusée. Déconnectez-vous, puis reconnectez-vous.
service-confirm-it-is-you = Pour votre sécurité, confirmez votre identité : saisissez votre mot de passe, puis réessayez.
service-identity-confirmed = Merci, vous pouvez continuer.
service-last-factor = C’est le dernier moyen dont vous disposez pour la vérification en deux étapes. Pour ne plus l’utiliser, désactivez la vérification en deux étapes (votre mot de passe vous sera demandé) ; pour remplacer cette clé d’accès, ajoutez d’abord la nouvelle.
