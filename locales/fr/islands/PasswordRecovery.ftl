# La réinitialisation du mot de passe (/fr/forgot-password, /fr/otp-verification,
# /fr/reset-password) : site/src/islands/PasswordRecovery. Les clés sont celles de
# locales/en/islands/PasswordRecovery.ftl.

## Le nom des pages (leur titre et leur chapeau, comme dans content/account/*.md)

recovery-forgot-title = Mot de passe oublié
recovery-forgot-lead = Saisissez l’adresse e-mail de votre compte et nous vous enverrons un code pour réinitialiser votre mot de passe.
recovery-otp-title = Vérifiez votre code
recovery-otp-lead = Saisissez le code à six chiffres que nous avons envoyé à votre adresse e-mail.
recovery-reset-title = Réinitialiser le mot de passe
recovery-reset-lead = Choisissez un nouveau mot de passe pour votre compte.

## Étape 1 : demander un code

recovery-forgot-heading = Demander un code
recovery-forgot-intro = La réinitialisation d’un mot de passe se fait en trois étapes : vous demandez un code ici, vous saisissez le code à six chiffres que nous vous envoyons par e-mail, puis vous choisissez un nouveau mot de passe. Vous vous souvenez de votre mot de passe ? { $link }.
recovery-return-to-login = Retour à la connexion
recovery-email = Adresse e-mail
recovery-email-hint = Si cette adresse correspond à un compte, nous y enverrons un code à six chiffres.
recovery-send-code = Envoyer le code
recovery-sending = Envoi en cours…
recovery-something-went-wrong = Une erreur s’est produite. Veuillez réessayer.

## Le code est envoyé

recovery-sent-heading = E-mail de réinitialisation envoyé !
recovery-sent-text = Si un compte existe pour { $email }, nous lui avons envoyé un e-mail contenant un code à six chiffres, à saisir dans ce navigateur dans les 10 minutes. Cet e-mail contient aussi un lien qui vous permet de choisir un nouveau mot de passe dans n’importe quel navigateur pendant une heure.
recovery-sent-no-email = Pas d’e-mail au bout de quelques minutes ? Vérifiez votre dossier de courrier indésirable ou { $button }.
recovery-try-again = réessayez
recovery-enter-code = Saisir le code

## Étape 2 : le code

recovery-otp-heading = Saisissez votre code
recovery-otp-intro = Il s’agit de la deuxième des trois étapes. La saisie du code confirme que l’adresse e-mail vous appartient ; vous choisirez ensuite un nouveau mot de passe. Si le code n’arrive pas, vérifiez votre dossier de courrier indésirable avant d’en demander un nouveau.
recovery-otp-sent-to = Nous avons envoyé un code à six chiffres à { $email }.
recovery-otp-legend = Code de vérification
recovery-otp-hint = Les { $count } chiffres reçus par e-mail, un par case.
recovery-otp-digit = Chiffre { $index } sur { $count }
recovery-verify = Vérifier
recovery-verifying = Vérification…
recovery-invalid-otp = Code de vérification incorrect. Veuillez réessayer.
recovery-resend-wait = Renvoyer le code dans { $seconds } s
recovery-resend = Renvoyer le code
recovery-code-resent = Un nouveau code a été envoyé.
recovery-not-your-address = Ce n’est pas votre adresse ? { $link }
recovery-other-address = Utiliser une autre adresse e-mail

## Étape 3 : le nouveau mot de passe

recovery-reset-heading = Choisissez un nouveau mot de passe
recovery-reset-intro-code = Il s’agit de la dernière des trois étapes. Choisissez votre nouveau mot de passe dans les 15 minutes qui suivent la saisie de votre code ; passé ce délai, il vous faudra un nouveau code. Une fois votre mot de passe modifié, vous pourrez l’utiliser pour vous connecter.
recovery-reset-intro-link = Il s’agit de la dernière des trois étapes. Le lien de notre e-mail reste valable une heure après son envoi ; passé ce délai, il vous faudra un nouveau code. Une fois votre mot de passe modifié, vous pourrez l’utiliser pour vous connecter.
recovery-request-new-code = Demander un nouveau code
recovery-new-password = Nouveau mot de passe
recovery-confirm-password = Confirmez le nouveau mot de passe
recovery-reset-password = Réinitialiser
recovery-updating = Mise à jour…

## Terminé

recovery-changed-heading = Votre mot de passe a été modifié
recovery-changed-text = Vous pouvez désormais vous connecter avec votre nouveau mot de passe.
recovery-go-to-login = Se connecter
recovery-return-home = Retour à l’accueil
recovery-changed-dialog-title = Mot de passe modifié !
recovery-changed-dialog-text = Votre mot de passe a été modifié. Vous pouvez désormais vous connecter avec votre nouveau mot de passe.

## Une étape ouverte seule (un favori, un nouvel onglet)

recovery-missing-heading = Recommencez la réinitialisation de votre mot de passe
recovery-missing-otp = Cette page fait suite à une réinitialisation de mot de passe commencée sur la page Mot de passe oublié. Ouverte seule, par exemple depuis un favori ou dans un nouvel onglet, elle ne sait pas à quelle adresse e-mail le code a été envoyé.
recovery-missing-reset = Cette page fait suite à une réinitialisation de mot de passe commencée sur la page Mot de passe oublié. Ouverte seule, par exemple depuis un favori ou dans un nouvel onglet, elle ne dispose pas de la confirmation de votre code, nécessaire pour choisir un nouveau mot de passe.
recovery-missing-ask = Demandez-y un nouveau code : cela ne prend qu’une minute, et le nouveau code remplace tous ceux que nous vous avons envoyés auparavant.
recovery-missing-go = Aller à la page Mot de passe oublié
