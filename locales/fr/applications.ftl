# La demande d’adhésion d’un membre sous forme de fiche (site/src/lib/applications), sur /profile
# et sur la page de demande, qui montre les demandes envoyées auparavant.

application-title = Demande { $reference }
application-sent = Date d’envoi
application-membership-type = Type d’adhésion
application-status = Statut
application-status-received = Reçue
application-status-accepted = Acceptée
application-status-declined = Refusée
application-decided = { $status } le { $date }
application-under-review = { $status } : l’équipe des adhésions va l’examiner et vous écrira.
application-note = Note de l’équipe des adhésions

application-type-regular = Individuelle
application-type-student = Étudiante
application-type-institutional = Institutionnelle
application-type-corporate = Entreprise
application-type-emeritus = Émérite
