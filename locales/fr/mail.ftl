# Les mots que le service des formulaires (forms-api) insère dans les messages qu’il envoie, par
# clé ; les modèles de forms-api/templates/mail/ les placent. Les clés sont celles de
# locales/en/mail.ftl.

## Quand une chose a eu lieu : « 24 novembre 2026 à 09:15 UTC » ($date telle que le site écrit une
## date, date-long dans site.ftl)

mail-date-time = { $date } à { $clock } UTC

## Comment un mot de passe a été modifié ($how dans password_changed)

mail-password-in-settings = dans les paramètres du compte
mail-password-by-reset = avec un code ou un lien de réinitialisation envoyé à cette adresse e-mail

## Comment la validation en deux étapes a changé : le mot de l’objet, et le récit de la phrase

mail-factor-set-up-subject = configurée
mail-factor-set-up = a été configurée avec une application d’authentification
mail-factor-codes-renewed-subject = dotée de nouveaux codes de récupération
mail-factor-codes-renewed = a été dotée de dix nouveaux codes de récupération ; les codes précédents ne sont plus valables
mail-factor-passkey-added-subject = dotée d’une nouvelle clé d’accès
mail-factor-passkey-added = a été dotée d’une nouvelle clé d’accès, « { $name } »
mail-factor-passkey-removed-subject = modifiée
mail-factor-passkey-removed = n’accepte plus la clé d’accès « { $name } », qui a été supprimée
mail-factor-turned-off-subject = désactivée
mail-factor-turned-off = a été désactivée : seul votre mot de passe est désormais demandé pour vous connecter
mail-factor-reset-subject = réinitialisée
mail-factor-reset = a été réinitialisée par un administrateur ({ $by }) : vous devrez la configurer de nouveau lors de votre prochaine visite dans l’espace du personnel

## La décision sur une demande ($kind : le type d’adhésion tel que le site le nomme, en minuscules)

mail-decision-accepted = Nous avons le plaisir de vous informer que votre demande d’adhésion { $kind }, référence { $reference }, a été acceptée. Bienvenue au sein de l’association.
mail-decision-declined = Nous vous remercions de l’intérêt que vous portez à l’association. Après un examen attentif, nous avons le regret de vous informer que nous ne pouvons pas accepter votre demande d’adhésion { $kind }, référence { $reference }.
