# Les paramètres du compte (/fr/account-settings) : site/src/islands/AccountSettings. Déconnecté,
# la page affiche les textes de locales/*/islands/Profile.ftl.

## Modifier le mot de passe (ChangePasswordForm).

settings-password-heading = Modifier votre mot de passe
settings-password-changed = Votre mot de passe a été modifié.
settings-password-others-signed-out = Tous les autres navigateurs et appareils connectés à votre compte ont été déconnectés.
settings-current-password = Mot de passe actuel
settings-new-password = Nouveau mot de passe
settings-confirm-password = Confirmer le nouveau mot de passe
settings-current-password-missing = Le mot de passe actuel est obligatoire
settings-same-password = Choisissez un nouveau mot de passe différent de votre mot de passe actuel.
settings-password-submit = Modifier le mot de passe
settings-password-submit-busy = Mise à jour…

## La vérification en deux étapes (TwoStepSettings, PasskeyList, TurnOffForm).

settings-two-step-heading = Vérification en deux étapes
settings-two-step-explained = Avec la vérification en deux étapes, la connexion demande une seconde étape après votre mot de passe : un code d’une application d’authentification sur votre téléphone, ou une clé d’accès sur votre appareil. Une personne qui découvrirait votre mot de passe ne pourrait toujours pas se connecter.
settings-two-step-keep-codes = Conservez ces codes de récupération en lieu sûr, par exemple dans un gestionnaire de mots de passe : chacun vous permet de vous connecter une fois sans votre téléphone ni votre clé d’accès. Ils ne sont affichés qu’une seule fois.
settings-two-step-checking = Chargement de votre vérification en deux étapes…
settings-two-step-on = La vérification en deux étapes est activée.
settings-two-step-off = La vérification en deux étapes est désactivée.
settings-two-step-codes-left = { $count ->
    [one] Il vous reste { $count } code de récupération.
   *[other] Il vous reste { $count } codes de récupération.
}
settings-two-step-app-set-up = Une application d’authentification est configurée.
settings-passkeys-heading = Vos clés d’accès
settings-passkey-used = { $name }, ajoutée le { $added }, utilisée pour la dernière fois le { $used }
settings-passkey-unused = { $name }, ajoutée le { $added }, pas encore utilisée
settings-passkey-remove = Supprimer { $passkey }
settings-passkey-remove-which = la clé d’accès { $name }
settings-two-step-set-up-app = Configurer une application d’authentification
settings-two-step-add-passkey = Ajouter une clé d’accès
settings-two-step-renew = Obtenir de nouveaux codes de récupération
settings-two-step-turn-off = Désactiver la vérification en deux étapes
settings-two-step-app-heading = Configurer une application d’authentification
settings-two-step-passkey-heading = Ajouter une clé d’accès
settings-two-step-passkey-explained = Votre navigateur vous demandera l’empreinte digitale, le visage ou le verrouillage d’écran de cet appareil, ou une clé de sécurité.
settings-two-step-renew-heading = Obtenir de nouveaux codes de récupération
settings-two-step-renew-explained = Vos anciens codes de récupération ne fonctionneront plus.
settings-two-step-off-heading = Désactiver la vérification en deux étapes
settings-turn-off-explained = La connexion ne demandera alors plus que votre mot de passe. Vous pourrez la réactiver à tout moment.
settings-turn-off-submit = Désactiver la vérification en deux étapes
settings-turn-off-submit-busy = Désactivation…
settings-cancel = Annuler

## Télécharger mes données (DownloadMyData).

settings-download-heading = Télécharger mes données
settings-download-done = Vos données ont été téléchargées. Nous avons envoyé un message à { $email } pour vous en informer.
settings-download-explained = Enregistrez une copie de ce que nous conservons sur votre compte (votre nom, votre adresse e-mail, les dates de création et de confirmation du compte, et le nombre de navigateurs et d’appareils qui y sont connectés) ainsi que de chaque demande d’adhésion envoyée avec votre adresse e-mail, avec ses réponses, son statut et notre décision. La copie est un fichier JSON. Nous vous envoyons un e-mail chaque fois qu’une copie est faite.
settings-download-submit = Télécharger mes données
settings-download-submit-busy = Préparation de vos données…

## Supprimer mon compte (DeleteAccountForm, DeletionExplained, ConfirmDeletionDialog, AccountDeleted).

settings-delete-heading = Supprimer mon compte
settings-deletion-explained = La suppression de votre compte efface vos identifiants de connexion et met fin immédiatement à toutes vos sessions : vous êtes déconnecté sur tous vos navigateurs et appareils, et vous ne pouvez plus vous connecter avec cette adresse e-mail et ce mot de passe.
settings-deletion-applications = Vos demandes d’adhésion ne sont pas supprimées avec votre compte : elles font partie des dossiers de l’association et sont conservées comme l’indique notre { $link }, qui explique aussi comment nous demander de les effacer.
settings-deletion-privacy-link = politique de confidentialité
settings-delete-password-missing = Saisissez votre mot de passe actuel pour supprimer votre compte.
settings-delete-submit = Supprimer mon compte
settings-delete-submit-busy = Suppression de votre compte…
settings-delete-dialog-title = Supprimer votre compte ?
settings-delete-dialog-text = Cette action est irréversible.
settings-delete-dialog-confirm = Supprimer mon compte
settings-deleted-title = Votre compte a été supprimé
settings-deleted-signed-out = Vous avez été déconnecté sur tous vos navigateurs et appareils.
settings-deleted-home = Aller à la page d’accueil
