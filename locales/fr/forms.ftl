# Les éléments communs des formulaires (site/src/lib). Le service des formulaires y lit aussi
# les messages de ses règles.

email-example = Par exemple, nom@exemple.org

## Les règles (site/src/lib/validation.ts ; forms-api/src/rules.rs écrit les mêmes)

rule-email-required = L’adresse e-mail est obligatoire
rule-email-invalid = L’adresse e-mail n’est pas valide
rule-password-required = Le mot de passe est obligatoire
rule-password-too-short = Le mot de passe doit comporter au moins { $min } caractères
rule-password-too-long = Le mot de passe doit comporter au plus { $max } caractères
rule-password-weak = Veuillez choisir un mot de passe plus robuste
rule-confirm-required = Veuillez confirmer votre mot de passe
rule-confirm-mismatch = Les mots de passe ne correspondent pas
rule-first-name-required = Le prénom est obligatoire
rule-last-name-required = Le nom est obligatoire
rule-agree-terms = Vous devez accepter les conditions d’utilisation
rule-otp-invalid = Veuillez saisir un code valide à { $digits } chiffres

rule-requirement-min-length = Au moins { $min } caractères
rule-requirement-max-length = Pas plus de { $max } caractères
rule-requirement-strength = Une robustesse suffisante : un score d’au moins { $threshold } sur { $points }
rule-requirement-uncommon = Ne pas figurer parmi les { $count } mots de passe les plus courants
rule-point-length = { $count } caractères ou plus
rule-point-upper = Une lettre majuscule
rule-point-digit = Un chiffre de 0 à 9
rule-point-symbol = Un symbole ou un espace
rule-strength-weak = Faible
rule-strength-moderate = Moyen
rule-strength-strong = Fort
rule-strength-very-strong = Très fort

## Les éléments des formulaires (site/src/lib/forms)

form-error-summary-title = Il y a un problème
form-error-prefix = Erreur :
form-unexpected = Une erreur s’est produite. Veuillez réessayer.
form-network = Impossible de joindre le serveur. Veuillez vérifier votre connexion et réessayer.
form-count = { $count } caractères sur { $limit }
form-count-over = { $count } caractères sur { $limit } ({ $over } en trop)

# $label est l’intitulé du champ tel qu’il est affiché.
form-password-show = Afficher
form-password-hide = Masquer
form-password-show-field = Afficher « { $label } »
form-password-hide-field = Masquer « { $label } »
form-password-visible = Le contenu du champ « { $label } » est visible
form-password-hidden = Le contenu du champ « { $label } » est masqué

form-checklist-needs = Votre mot de passe doit remplir ces conditions :
form-checklist-met = condition remplie
form-checklist-not-met = condition non remplie
form-checklist-checking = vérification en cours
form-checklist-unchecked = sera vérifiée à l’envoi du formulaire
form-checklist-score = Score : { $score } ({ $strength })
form-checklist-score-common = Score : { $score } ({ $strength }). Il fait partie des mots de passe les plus courants, qui sont refusés.
form-checklist-points = { $score } sur { $total }
form-checklist-ways = Un point pour chacun de ces critères :
form-checklist-scored = point obtenu
form-checklist-not-scored = point pas encore obtenu
form-checklist-advice = Plus un mot de passe est long et mélange différents types de caractères, meilleur est son score. Évitez les mots et les mots de passe courants, comme Password1 : ils sont refusés, quel que soit leur score.

# $who est le nom (ou l’adresse), en gras.
form-signed-in-as = Compte connecté : { $who }.
form-signed-in-as-with-email = Compte connecté : { $who } ({ $email }).
form-signed-in = Vous êtes connecté.
form-signed-in-signup = Vous avez déjà un compte. Pour en créer un autre, déconnectez-vous d’abord.
form-signed-in-login = Pour vous connecter avec un autre compte, déconnectez-vous d’abord.
form-signed-in-apply = Demander l’adhésion
form-signed-in-profile = Accéder à votre profil
form-log-out = Se déconnecter
form-log-out-busy = Déconnexion…
