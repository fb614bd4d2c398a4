# La demande d’adhésion (/fr/membership-application) : site/src/islands/MembershipWizard et les
# règles des réponses libres (site/src/lib/answerRules.ts). Les clés sont celles de
# locales/en/islands/MembershipWizard.ftl.

## L’étape en cours

wizard-step-personal = Informations personnelles
wizard-step-professional = Situation professionnelle
wizard-step-research = Recherche
wizard-step-collaboration = Collaboration et adhésion
wizard-progress = Progression de la demande
# Lu par les lecteurs d’écran après le nom d’une étape terminée.
wizard-step-completed = (étape terminée)
wizard-step-title = Étape { $step } sur { $count } : { $name }
wizard-step-caption = Étape { $step } sur { $count }
wizard-step-separator =  :
wizard-check-title = Vérifiez vos réponses
wizard-page-title = { $name } – { $page }
wizard-page-title-error = Erreur : { $name } – { $page }

## Étape 1 : informations personnelles

wizard-first-name = Prénom
wizard-family-name = Nom de famille
wizard-gender = Genre
wizard-gender-placeholder = Sélectionnez une option
wizard-gender-male = Homme
wizard-gender-female = Femme
wizard-gender-prefer-not-to-say = Je préfère ne pas le préciser
wizard-email = Adresse e-mail
wizard-email-hint = Nous enverrons à cette adresse une confirmation indiquant la référence de votre demande (et non une copie de vos réponses). Si cette adresse n’est pas celle de votre session en cours, nous vous enverrons d’abord un lien par e-mail pour la confirmer.
wizard-country = Pays
wizard-country-placeholder = Sélectionnez votre pays
wizard-mobile = Téléphone mobile
wizard-mobile-hint = Indiquez l’indicatif du pays, par exemple +33 6 12 34 56 78.

## Étape 2 : situation professionnelle

wizard-job-title = Intitulé du poste
wizard-job-title-hint = Par exemple, maître de conférences ou scientifique des données.
wizard-job-classification = Catégorie professionnelle
wizard-job-classification-hint = Par exemple, universitaire, chercheur, professionnel de l’industrie ou étudiant.
wizard-highest-qualification = Diplôme le plus élevé
wizard-highest-qualification-hint = Par exemple, doctorat en informatique.
wizard-department = Département
wizard-institution = Établissement
wizard-institution-hint = Votre université, école, entreprise ou organisation.
wizard-years-in-academia = Années d’activité universitaire
wizard-years-in-academia-hint = Laissez ce champ vide s’il ne vous concerne pas.

## Étape 3 : recherche

wizard-research-interests = Thèmes de recherche
wizard-research-interests-hint = Séparez-les par des virgules, par exemple : apprentissage automatique, vision par ordinateur, traitement automatique des langues.
wizard-subject-classification = Classification thématique
wizard-subject-classification-hint = Par exemple, des codes de l’ACM Computing Classification System ou de la Mathematics Subject Classification, séparés par des virgules.
wizard-areas-of-specialization = Domaines de spécialisation
wizard-areas-of-specialization-hint = Séparez-les par des virgules, par exemple : apprentissage profond, informatique de la santé.

## Étape 4 : collaboration et adhésion

wizard-contact-person-name = Nom de la personne de contact
wizard-contact-person-name-hint = Une personne que nous pouvons contacter au sujet de votre demande.
wizard-contact-person-institution = Établissement de la personne de contact
wizard-areas-for-collaboration = Domaines de collaboration
wizard-areas-for-collaboration-hint = Séparez-les par des virgules, par exemple : recherche commune, enseignement, conférences.
wizard-membership-type = Type d’adhésion
wizard-consent = J’accepte que l’association garde confidentielles les informations de cette demande et ne les utilise que pour traiter mon adhésion.
wizard-consent-hint = La manière dont nous les conservons et les utilisons est décrite dans notre { $link }.
wizard-consent-privacy-link = politique de confidentialité (s’ouvre dans un nouvel onglet)
wizard-optional = { $label } (facultatif)

## Les règles des réponses (aussi les messages du service)

wizard-first-name-required = Le prénom est obligatoire
wizard-family-name-required = Le nom de famille est obligatoire
wizard-gender-required = Le genre est obligatoire
wizard-country-required = Le pays est obligatoire
wizard-country-not-listed = Veuillez choisir un pays dans la liste
wizard-mobile-required = Le numéro de téléphone mobile est obligatoire
wizard-mobile-invalid = Veuillez saisir un numéro de téléphone mobile valide
wizard-job-title-required = L’intitulé du poste est obligatoire
wizard-job-classification-required = La catégorie professionnelle est obligatoire
wizard-highest-qualification-required = Le diplôme le plus élevé est obligatoire
wizard-department-required = Le département est obligatoire
wizard-institution-required = L’établissement est obligatoire
wizard-years-invalid = Le nombre d’années d’activité universitaire doit être compris entre 0 et { $max }
wizard-research-interests-required = Les thèmes de recherche sont obligatoires
wizard-contact-person-name-required = Le nom de la personne de contact est obligatoire
wizard-contact-person-institution-required = L’établissement de la personne de contact est obligatoire
wizard-areas-for-collaboration-required = Les domaines de collaboration sont obligatoires
wizard-membership-type-required = Veuillez choisir un type d’adhésion
wizard-consent-required = Vous devez donner votre consentement au traitement des données
wizard-text-too-long = Veuillez ne pas dépasser { $max } caractères
wizard-text-control-characters = Veuillez supprimer les caractères de contrôle de ce champ
wizard-text-format-characters = Veuillez supprimer les caractères de mise en forme invisibles de ce champ
wizard-choice-not-listed = Veuillez choisir l’une des options proposées ({ $missing })

## Erreurs et avis

wizard-error-on-step = { $message } ({ $step })
wizard-not-sent = Votre demande n’a pas été envoyée.
wizard-something-went-wrong = Une erreur s’est produite. Veuillez réessayer.
wizard-part-loading = Chargement de la suite du formulaire…
wizard-part-failed = Cette partie du formulaire n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez. Vos réponses sont conservées.
wizard-part-retry = Réessayer
wizard-draft-restored = Nous avons rétabli les réponses que vous aviez saisies précédemment.
wizard-account-filled = Nous avons repris de votre compte les informations suivantes : { $fields }. Vous pouvez les modifier ici.
wizard-filled-first-name = prénom
wizard-filled-family-name = nom de famille
wizard-filled-email = adresse e-mail
wizard-list-and = { $first } et { $last }
wizard-saved-to-account = Vos réponses sont enregistrées dans votre compte : vous pouvez poursuivre sur un autre appareil.

## Boutons

wizard-previous = Précédent
wizard-next = Suivant
wizard-save-and-return = Enregistrer et revenir à la vérification
wizard-submit = Envoyer la demande
wizard-submitting = Envoi en cours…

## Vérifiez vos réponses

wizard-check-consent = Consentement au traitement des données
wizard-check-consent-given = Donné
wizard-check-consent-not-given = Non donné
wizard-check-not-given = Non renseigné
wizard-check-change = Modifier { $field }
wizard-check-change-what = { $answer ->
    [firstName] le prénom
    [familyName] le nom de famille
    [gender] le genre
    [email] l’adresse e-mail
    [country] le pays
    [mobile] le numéro de téléphone mobile
    [jobTitle] l’intitulé du poste
    [jobClassification] la catégorie professionnelle
    [highestQualification] le diplôme le plus élevé
    [department] le département
    [institution] l’établissement
    [yearsInAcademia] les années d’activité universitaire
    [researchInterests] les thèmes de recherche
    [subjectClassification] la classification thématique
    [areasOfSpecialization] les domaines de spécialisation
    [contactPersonName] le nom de la personne de contact
    [contactPersonInstitution] l’établissement de la personne de contact
    [areasForCollaboration] les domaines de collaboration
    [membershipType] le type d’adhésion
    [confidentialityConsent] le consentement au traitement des données
   *[other] { $name }
}

## Recommencer

wizard-start-again = Recommencer
wizard-start-again-confirm = Recommencer ? Toutes vos réponses seront supprimées.
wizard-start-again-title = Recommencer ?
wizard-start-again-text = Toutes vos réponses seront supprimées. Cette action est irréversible.
wizard-start-again-text-member = Toutes vos réponses seront supprimées, ici et dans votre compte. Cette action est irréversible.
wizard-start-again-delete = Supprimer mes réponses
wizard-start-again-cancel = Annuler

## Les demandes précédentes d’un membre connecté

wizard-already-applied = Vous avez déjà fait une demande
wizard-applied-before = Vous avez déjà fait une demande par le passé
wizard-earlier-under-review = { $count ->
    [one] L’équipe des adhésions vous écrira à son sujet : inutile de faire une nouvelle demande. N’en faites une que pour un autre type d’adhésion ; elle ne remplacera pas celle qui figure ci-dessus.
   *[other] L’équipe des adhésions vous écrira à leur sujet : inutile de faire une nouvelle demande. N’en faites une que pour un autre type d’adhésion ; elle ne remplacera pas celles qui figurent ci-dessus.
}
wizard-earlier-decided = Une nouvelle demande, par exemple pour un autre type d’adhésion, est examinée séparément : elle ne modifie pas la décision ci-dessus.
wizard-earlier-profile = { $link } présente toutes vos demandes et leur état d’avancement.
wizard-earlier-profile-link = Votre profil
wizard-apply-again = Faire une nouvelle demande

## Demande envoyée

wizard-submitted-title = Demande envoyée
wizard-inbox-title = Consultez votre boîte de réception
wizard-submitted-text = Merci pour votre demande. Nous allons examiner vos informations et reviendrons vers vous dans les meilleurs délais.
wizard-reference = Votre référence est { $reference }. Elle figure également dans l’e-mail que nous vous avons envoyé.
wizard-follow-on-profile = Vous pouvez suivre votre demande sur { $link }.
wizard-follow-profile-link = votre profil
wizard-return-home = Retour à l’accueil
wizard-dialog-title = Demande envoyée !
