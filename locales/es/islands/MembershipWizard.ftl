# La solicitud de membresía (/es/membership-application): site/src/islands/MembershipWizard y las
# reglas de las respuestas libres (site/src/lib/answerRules.ts). Las claves son las de
# locales/en/islands/MembershipWizard.ftl.

## El paso actual

wizard-step-personal = Datos personales
wizard-step-professional = Situación profesional
wizard-step-research = Investigación
wizard-step-collaboration = Colaboración y membresía
wizard-progress = Progreso de la solicitud
# Lo leen los lectores de pantalla tras el nombre de un paso ya completado.
wizard-step-completed = (paso completado)
wizard-step-title = Paso { $step } de { $count }: { $name }
wizard-step-caption = Paso { $step } de { $count }
wizard-step-separator = :
wizard-check-title = Revise sus respuestas
wizard-page-title = { $name } – { $page }
wizard-page-title-error = Error: { $name } – { $page }

## Paso 1: datos personales

wizard-first-name = Nombre
wizard-family-name = Apellidos
wizard-gender = Género
wizard-gender-placeholder = Seleccione una opción
wizard-gender-male = Hombre
wizard-gender-female = Mujer
wizard-gender-prefer-not-to-say = Prefiero no decirlo
wizard-email = Correo electrónico
wizard-email-hint = Enviaremos a esta dirección una confirmación con la referencia de su solicitud (no una copia de sus respuestas). Si no ha iniciado sesión con ella, primero le enviaremos por correo electrónico un enlace para confirmarla.
wizard-country = País
wizard-country-placeholder = Seleccione su país
wizard-mobile = Teléfono móvil
wizard-mobile-hint = Incluya el prefijo del país, por ejemplo +34 612 345 678.

## Paso 2: situación profesional

wizard-job-title = Cargo
wizard-job-title-hint = Por ejemplo, profesor titular o científica de datos.
wizard-job-classification = Categoría profesional
wizard-job-classification-hint = Por ejemplo, personal académico, investigador, profesional de la industria o estudiante.
wizard-highest-qualification = Titulación más alta
wizard-highest-qualification-hint = Por ejemplo, doctorado en Informática.
wizard-department = Departamento
wizard-institution = Institución
wizard-institution-hint = Su universidad, centro de estudios, empresa u organización.
wizard-years-in-academia = Años en el ámbito académico
wizard-years-in-academia-hint = Deje este campo vacío si no se aplica a su caso.

## Paso 3: investigación

wizard-research-interests = Intereses de investigación
wizard-research-interests-hint = Sepárelos con comas, por ejemplo: aprendizaje automático, visión por computador, procesamiento del lenguaje natural.
wizard-subject-classification = Clasificación temática
wizard-subject-classification-hint = Por ejemplo, códigos del ACM Computing Classification System o de la Mathematics Subject Classification, separados por comas.
wizard-areas-of-specialization = Áreas de especialización
wizard-areas-of-specialization-hint = Sepárelas con comas, por ejemplo: aprendizaje profundo, informática de la salud.

## Paso 4: colaboración y membresía

wizard-contact-person-name = Nombre de la persona de contacto
wizard-contact-person-name-hint = Alguien con quien podamos ponernos en contacto en relación con su solicitud.
wizard-contact-person-institution = Institución de la persona de contacto
wizard-areas-for-collaboration = Áreas de colaboración
wizard-areas-for-collaboration-hint = Sepárelas con comas, por ejemplo: investigación conjunta, docencia, congresos.
wizard-membership-type = Tipo de membresía
wizard-consent = Acepto que la asociación mantenga la confidencialidad de la información de esta solicitud y la utilice únicamente para tramitar mi membresía.
wizard-consent-hint = En nuestro { $link } se explica cómo la conservamos y utilizamos.
wizard-consent-privacy-link = aviso de privacidad (se abre en una pestaña nueva)
wizard-optional = { $label } (opcional)

## Las reglas de las respuestas (también los mensajes del servicio)

wizard-first-name-required = El nombre es obligatorio
wizard-family-name-required = Los apellidos son obligatorios
wizard-gender-required = El género es obligatorio
wizard-country-required = El país es obligatorio
wizard-country-not-listed = Elija un país de la lista
wizard-mobile-required = El teléfono móvil es obligatorio
wizard-mobile-invalid = Introduzca un número de teléfono móvil válido
wizard-job-title-required = El cargo es obligatorio
wizard-job-classification-required = La categoría profesional es obligatoria
wizard-highest-qualification-required = La titulación más alta es obligatoria
wizard-department-required = El departamento es obligatorio
wizard-institution-required = La institución es obligatoria
wizard-years-invalid = Los años en el ámbito académico deben ser un número entre 0 y { $max }
wizard-research-interests-required = Los intereses de investigación son obligatorios
wizard-contact-person-name-required = El nombre de la persona de contacto es obligatorio
wizard-contact-person-institution-required = La institución de la persona de contacto es obligatoria
wizard-areas-for-collaboration-required = Las áreas de colaboración son obligatorias
wizard-membership-type-required = Seleccione un tipo de membresía
wizard-consent-required = Debe dar su consentimiento para el tratamiento de datos
wizard-text-too-long = Utilice como máximo { $max } caracteres
wizard-text-control-characters = Elimine los caracteres de control de este campo
wizard-text-format-characters = Elimine los caracteres de formato invisibles de este campo
wizard-choice-not-listed = Elija una de las opciones de la lista ({ $missing })

## Errores y avisos

wizard-error-on-step = { $message } ({ $step })
wizard-not-sent = Su solicitud no se ha enviado.
wizard-something-went-wrong = Se ha producido un error. Inténtelo de nuevo.
wizard-part-loading = Cargando el resto del formulario…
wizard-part-failed = No se ha podido cargar esta parte del formulario. Compruebe su conexión e inténtelo de nuevo. Sus respuestas se conservan.
wizard-part-retry = Reintentar
wizard-draft-restored = Hemos recuperado las respuestas que introdujo anteriormente.
wizard-account-filled = Hemos completado estos datos con los de su cuenta: { $fields }. Puede cambiarlos aquí.
wizard-filled-first-name = nombre
wizard-filled-family-name = apellidos
wizard-filled-email = correo electrónico
wizard-list-and = { $first } y { $last }
wizard-saved-to-account = Sus respuestas se guardan en su cuenta, por lo que puede continuar en otro dispositivo.

## Botones

wizard-previous = Anterior
wizard-next = Siguiente
wizard-save-and-return = Guardar y volver a la revisión
wizard-submit = Enviar solicitud
wizard-submitting = Enviando…

## Revise sus respuestas

wizard-check-consent = Consentimiento para el tratamiento de datos
wizard-check-consent-given = Otorgado
wizard-check-consent-not-given = No otorgado
wizard-check-not-given = Sin respuesta
wizard-check-change = Cambiar { $field }
wizard-check-change-what = { $answer ->
    [firstName] el nombre
    [familyName] los apellidos
    [gender] el género
    [email] el correo electrónico
    [country] el país
    [mobile] el teléfono móvil
    [jobTitle] el cargo
    [jobClassification] la categoría profesional
    [highestQualification] la titulación más alta
    [department] el departamento
    [institution] la institución
    [yearsInAcademia] los años en el ámbito académico
    [researchInterests] los intereses de investigación
    [subjectClassification] la clasificación temática
    [areasOfSpecialization] las áreas de especialización
    [contactPersonName] el nombre de la persona de contacto
    [contactPersonInstitution] la institución de la persona de contacto
    [areasForCollaboration] las áreas de colaboración
    [membershipType] el tipo de membresía
    [confidentialityConsent] el consentimiento para el tratamiento de datos
   *[other] { $name }
}

## Empezar de nuevo

wizard-start-again = Empezar de nuevo
wizard-start-again-confirm = ¿Empezar de nuevo? Se eliminarán todas sus respuestas.
wizard-start-again-title = ¿Empezar de nuevo?
wizard-start-again-text = Se eliminarán todas sus respuestas. Esta acción no se puede deshacer.
wizard-start-again-text-member = Se eliminarán todas sus respuestas, aquí y en su cuenta. Esta acción no se puede deshacer.
wizard-start-again-delete = Eliminar mis respuestas
wizard-start-again-cancel = Cancelar

## Las solicitudes anteriores de un miembro que ha iniciado sesión

wizard-already-applied = Ya ha enviado una solicitud
wizard-applied-before = Ya ha presentado una solicitud anteriormente
wizard-earlier-under-review = { $count ->
    [one] El equipo de membresía se pondrá en contacto con usted sobre ella: no es necesario que presente otra solicitud. Hágalo solo si desea otro tipo de membresía; una nueva solicitud no sustituirá a la que figura arriba.
   *[other] El equipo de membresía se pondrá en contacto con usted sobre ellas: no es necesario que presente otra solicitud. Hágalo solo si desea otro tipo de membresía; una nueva solicitud no sustituirá a las que figuran arriba.
}
wizard-earlier-decided = Una nueva solicitud, por ejemplo para otro tipo de membresía, se evalúa por separado: no modifica la decisión indicada arriba.
wizard-earlier-profile = { $link } muestra todas sus solicitudes y en qué estado se encuentran.
wizard-earlier-profile-link = Su perfil
wizard-apply-again = Volver a solicitar

## Solicitud enviada

wizard-submitted-title = Solicitud enviada
wizard-inbox-title = Revise su bandeja de entrada
wizard-submitted-text = Gracias por su solicitud. Revisaremos su información y nos pondremos en contacto con usted en breve.
wizard-reference = Su referencia es { $reference }. También figura en el correo electrónico que le hemos enviado.
wizard-follow-on-profile = Puede seguir su solicitud en { $link }.
wizard-follow-profile-link = su perfil
wizard-return-home = Volver a la página de inicio
wizard-dialog-title = ¡Solicitud enviada!
