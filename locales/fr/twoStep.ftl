# La vérification en deux étapes, partout où elle est configurée ou franchie (site/src/lib/twoStep) :
# la seconde étape de la connexion, les paramètres du compte et l’espace du personnel.

## Le champ d’un code (CodeForm), commun à tous les formulaires ci-dessous.

two-step-app-code-missing = Saisissez le code à 6 chiffres de votre application d’authentification
two-step-app-code-invalid = Saisissez le code sous la forme de 6 chiffres, par exemple 123456
two-step-checking-code = Vérification du code…

## Configurer une application d’authentification (AppSetup).

two-step-setup-failed = Nous n’avons pas pu lancer la configuration. { $reason }
two-step-try-again = Réessayer
two-step-setup-preparing = Préparation de la configuration…
two-step-setup-scan = Ouvrez votre application d’authentification et ajoutez un compte en scannant ce code QR.
two-step-setup-qr-alt = Code QR qui configure votre application d’authentification pour { $email }
two-step-setup-key = Si vous ne pouvez pas le scanner, saisissez plutôt cette clé dans l’application (les espaces n’ont pas d’importance) : { $key }
two-step-setup-open-app = Vous êtes sur le téléphone où se trouve l’application ? { $link }.
two-step-setup-open-app-link = Ouvrir la configuration dans votre application d’authentification
two-step-setup-enter-code = Saisissez le code à 6 chiffres que l’application affiche maintenant pour IAAII.
two-step-app-code-label = Code de votre application d’authentification
two-step-setup-code-hint = Les 6 chiffres, par exemple 123456.
two-step-setup-confirm = Confirmer le code

## Ajouter une clé d’accès (PasskeyAdd).

two-step-passkey-unsupported = Ce navigateur ne permet pas de créer de clé d’accès. Utilisez plutôt une application d’authentification.
two-step-passkey-no-domain = Les clés d’accès ne fonctionnent que sur un site servi à un nom de domaine. Utilisez plutôt une application d’authentification.
two-step-passkey-name-label = Nom de la clé d’accès
two-step-passkey-name-hint = Pour la distinguer des autres, par exemple Ordinateur du bureau.
two-step-passkey-name-missing = Saisissez un nom pour la clé d’accès
two-step-passkey-add = Ajouter une clé d’accès
two-step-passkey-waiting = En attente de votre clé d’accès…
two-step-passkey-not-used-adding = La clé d’accès n’a pas été utilisée. Réessayez. Vous pouvez aussi utiliser un code de votre application d’authentification ou un code de récupération.

## Les dix codes de récupération, affichés une seule fois (RecoveryCodeList).

two-step-codes-copy = Copier les codes
two-step-codes-download = Télécharger les codes
two-step-codes-copied = Les codes de récupération ont été copiés.
two-step-codes-not-copied = Votre navigateur n’a pas permis à cette page de les copier : téléchargez-les ou notez-les.
# Le titre et celui de la page pendant que les codes sont affichés, une fois la vérification en deux
# étapes configurée ou les codes renouvelés (l’espace du personnel).
two-step-codes-heading = Enregistrez vos codes de récupération

## De nouveaux codes de récupération (RenewCodesForm).

two-step-renew-code-hint = Les 6 chiffres que l’application affiche maintenant, par exemple 123456. Un code de récupération n’est pas accepté ici.
two-step-renew-submit = Obtenir de nouveaux codes de récupération

## La seconde étape de la connexion (SecondStep).

two-step-passkey-use = Utiliser votre clé d’accès
two-step-passkey-not-used = La clé d’accès n’a pas été utilisée. Réessayez, ou utilisez un code de votre application d’authentification ou un code de récupération.
two-step-enter-code-instead = Saisir plutôt un code
two-step-enter-recovery-code-instead = Saisir plutôt un code de récupération
two-step-code-label = Code de vérification
two-step-code-hint-app = Les 6 chiffres de votre application d’authentification, ou un code de récupération comme k7m2p-x9f4q.
two-step-code-hint-recovery = L’un de vos codes de récupération, comme k7m2p-x9f4q.
two-step-code-missing = Saisissez le code de votre application d’authentification, ou un code de récupération
two-step-continue = Continuer

## Confirmer votre identité avant de modifier ce qui protège le compte (IdentityPrompt).

two-step-identity-title = Confirmez votre identité
two-step-identity-text = Pour votre sécurité, saisissez votre mot de passe pour effectuer cette modification. Il ne vous sera pas redemandé pendant les dix prochaines minutes.
two-step-identity-password = Votre mot de passe
two-step-identity-password-missing = Saisissez votre mot de passe
two-step-identity-confirm = Confirmer
# Le bouton pendant que le service vérifie le mot de passe.
two-step-identity-busy = Vérification…
two-step-identity-cancel = Annuler
