import type { Messages } from './en.ts'

export const fr = {
  'validation.required': 'Le champ :attribute est obligatoire.',
  'validation.string': 'Le champ :attribute doit être une chaîne de caractères.',
  'validation.boolean': 'Le champ :attribute doit être vrai ou faux.',
  'validation.email': 'Le champ :attribute doit être une adresse e-mail valide.',
  'validation.min_string': 'Le champ :attribute doit contenir au moins :min caractères.',
  'validation.max_string': 'Le champ :attribute ne doit pas dépasser :max caractères.',
  'validation.confirmed': 'La confirmation du champ :attribute ne correspond pas.',
  'validation.unique': 'La valeur du champ :attribute est déjà utilisée.',
  'validation.in': 'La valeur sélectionnée pour le champ :attribute n’est pas valide.',
  'validation.invalid': 'Le champ :attribute n’est pas valide.',
  'validation.summary_one': ':message (et 1 autre erreur)',
  'validation.summary_more': ':message (et :count autres erreurs)',

  'attribute.name': 'nom',
  'attribute.email': 'adresse e-mail',
  'attribute.password': 'mot de passe',
  'attribute.password_confirmation': 'confirmation du mot de passe',
  'attribute.current_password': 'mot de passe actuel',
  'attribute.lang': 'langue',
  'attribute.captcha': 'vérification anti-robot',
  'attribute.token': 'jeton',
  'attribute.login_token': 'lien de connexion',
  'attribute.credential': 'identifiant Google',
  'attribute.reason': 'motif',
  'attribute.comment': 'commentaire',
  'attribute.marketing_emails': 'e-mails promotionnels',
  'attribute.remember': 'se souvenir de moi',

  'validation.numeric': 'Le champ :attribute doit être un nombre.',
  'validation.min_numeric': 'La valeur du champ :attribute doit être supérieure ou égale à :min.',
  'validation.max_numeric': 'La valeur du champ :attribute ne doit pas dépasser :max.',
  'validation.date': 'Le champ :attribute doit être une date valide.',
  'validation.accepted': 'Le champ :attribute doit être accepté.',
  'validation.regex': 'Le format du champ :attribute n’est pas valide.',
  'validation.file': 'Le champ :attribute doit être un fichier.',
  'files.too_large': 'Le fichier du champ :attribute ne doit pas dépasser :max Mo.',
  'files.type': 'Le fichier du champ :attribute doit être de type : :types.',
  'files.request_too_large': 'Le fichier envoyé est trop volumineux.',

  'attribute.variationKey': 'variante',
  'attribute.flowLocale': 'langue du résultat',
  'attribute.has_no_password': 'sans mot de passe',
  'attribute.step': 'étape',
  'attribute.type': 'type',
  'attribute.file': 'fichier',

  'extraction.unsupported_type':
    'Ce type de fichier ne peut pas être lu. Envoyez un PDF, un document Word (.docx), ou un fichier texte ou Markdown.',
  'extraction.too_large': 'Le fichier ne doit pas dépasser :max Mo.',
  'extraction.too_many_pages': 'Le PDF dépasse :max pages. Envoyez un document plus court.',
  'extraction.too_long':
    'Le texte de ce document dépasse :max caractères. Envoyez un document plus court.',
  'extraction.no_text':
    'Aucun texte n’a pu être lu dans ce document. S’il s’agit d’un scan, envoyez une version dont le texte est sélectionnable.',
  'extraction.unreadable': 'Ce document n’a pas pu être lu : le fichier semble endommagé.',
  'extraction.archive_too_large':
    'Une fois décompressé, ce document dépasse :max Mo : il ne peut pas être lu.',
  'extraction.archive_too_complex':
    'Ce document ne peut pas être lu : il contient trop d’éléments ou il est bien plus compressé que d’ordinaire.',

  'flows.locked': 'Ce parcours a déjà été envoyé et ne peut plus être modifié.',
  'flows.email_taken':
    'Un compte utilise déjà cette adresse e-mail. Connectez-vous pour continuer.',
  'flows.step_order': 'Veuillez d’abord compléter l’étape :step.',
  'flows.missing_answer': 'Répondez d’abord à « :field » à l’étape :step.',
  'generation.incomplete': 'Répondez d’abord à toutes les questions de l’étape :step.',
  'generation.no_requests_left':
    'Vous avez utilisé les :count demandes gratuites de ce mois-ci pour cet outil. Choisissez une formule pour continuer.',
  'generation.failed.timeout':
    'La rédaction de votre document a pris trop de temps. Veuillez réessayer.',
  'generation.failed.rate_limited':
    'Notre service de rédaction est très sollicité en ce moment. Veuillez réessayer dans quelques minutes.',
  'generation.failed.provider_unavailable':
    'Notre service de rédaction est injoignable pour le moment. Veuillez réessayer plus tard.',
  'generation.failed.invalid_output':
    'Le brouillon reçu n’a pas pu être transformé en document. Veuillez réessayer.',
  'generation.failed.not_supported': 'Cet outil ne peut pas encore produire son résultat.',
  'generation.failed.internal':
    'Un problème est survenu pendant la rédaction de votre document. Veuillez réessayer.',
  'generation.revise_needs_ai':
    'Pour réviser un document à partir d’une consigne, il faut un service de rédaction par IA, et aucun n’est configuré ici. Vous pouvez toujours modifier le document vous-même.',
  'generation.passage_not_found':
    'Le passage sélectionné ne figure plus dans le document. Veuillez le sélectionner à nouveau.',
  'generation.thumbnail_unknown': 'Cette image ne fait pas partie des pages du document.',
  'mail.document_ready.subject': 'Votre document « :name » est prêt',
  'mail.document_ready.intro':
    'Bonne nouvelle : « :name » est prêt. Vous pouvez dès maintenant le lire, le modifier et le télécharger.',
  'mail.document_ready.action': 'Ouvrir mon document',
  'mail.document_ready.unsubscribe': 'Ne plus m’écrire quand un document est prêt',
  'mail.unsubscribe.title': 'Ne plus recevoir les e-mails « document prêt » ?',
  'mail.unsubscribe.explain':
    'Nous ne vous écrirons plus quand un document est prêt. Vos documents restent dans votre espace membre.',
  'mail.unsubscribe.confirm': 'Ne plus recevoir ces e-mails',
  'mail.unsubscribe.done': 'C’est fait : nous ne vous écrirons plus quand un document est prêt.',
  'mail.unsubscribe.invalid': 'Ce lien n’est pas valide ou a expiré.',
  'documents.not_ready': 'Le document n’est pas encore prêt.',

  'auth.failed': 'Ces identifiants ne correspondent à aucun compte.',
  'auth.throttle': 'Trop de tentatives de connexion. Veuillez réessayer dans :seconds secondes.',
  'auth.password_incorrect': 'Le mot de passe saisi est incorrect.',
  'auth.unauthenticated': 'Authentification requise.',
  'auth.captcha_failed': 'La vérification anti-robot a échoué. Veuillez réessayer.',
  'auth.login_token_invalid': 'Ce lien de connexion n’est pas valide ou a expiré.',
  'auth.email_change_invalid': 'Ce lien de confirmation est invalide ou a expiré.',
  'auth.google_invalid':
    'Nous n’avons pas pu vérifier votre connexion avec Google. Veuillez réessayer.',
  'auth.google_not_registered':
    'Aucun compte Docugen n’est encore associé à ce compte Google. Veuillez d’abord vous inscrire.',
  'auth.google_already_registered':
    'Un compte Docugen est déjà associé à ce compte Google. Connectez-vous plutôt que de vous inscrire.',
  'auth.google_email_unverified': 'L’adresse e-mail de votre compte Google n’est pas vérifiée.',
  'auth.google_unavailable': 'La connexion avec Google n’est pas disponible.',
  'auth.session_required':
    'Votre navigateur n’a transmis aucune session. Veuillez recharger la page.',

  'passwords.sent':
    'Nous vous avons envoyé par e-mail le lien de réinitialisation du mot de passe.',
  'passwords.reset': 'Votre mot de passe a été réinitialisé.',
  'passwords.token': 'Ce jeton de réinitialisation du mot de passe n’est pas valide.',
  'passwords.throttled': 'Veuillez patienter avant de réessayer.',
  'passwords.address_unproven':
    'Confirmez d’abord votre adresse e-mail : connectez-vous avec le lien que nous vous envoyons par e-mail, puis choisissez un mot de passe.',

  'http.too_many_requests': 'Trop de requêtes. Veuillez réessayer dans :seconds secondes.',
  'http.not_found': 'Introuvable.',
  'http.payload_too_large': 'La requête est trop volumineuse.',
  'http.malformed_body': 'Le contenu de la requête est illisible.',
  'http.server_error': 'Un problème est survenu de notre côté. Veuillez réessayer.',

  'mail.email_change.subject': 'Confirmez votre nouvelle adresse e-mail Docugen',
  'mail.email_change.intro':
    'Merci de confirmer qu’il s’agit bien de la nouvelle adresse e-mail de votre compte Docugen. D’ici là, votre compte conserve son adresse actuelle.',
  'mail.email_change.action': 'Confirmer cette adresse',
  'mail.email_change.expiry': 'Ce lien ne fonctionne qu’une fois et expire dans :hours heures.',
  'mail.email_change.ignore':
    'Si vous n’avez pas demandé ce changement, ignorez cet e-mail : rien ne sera modifié.',
  'mail.email_change_notice.subject': 'Un changement de votre adresse e-mail Docugen a été demandé',
  'mail.email_change_notice.intro':
    'Une personne connectée à votre compte a demandé à remplacer son adresse e-mail par :email. Le changement n’aura lieu qu’une fois cette adresse confirmée.',
  'mail.email_change_notice.action': 'Vérifier mon compte',
  'mail.email_change_notice.expiry': 'Sans confirmation, la demande expire dans :hours heures.',
  'mail.email_change_notice.ignore':
    'Si ce n’était pas vous, changez votre mot de passe dès maintenant : vos autres appareils seront alors déconnectés.',
  'mail.login.subject': 'Votre lien de connexion à Docugen',
  'mail.login.intro':
    'Utilisez le bouton ci-dessous pour vous connecter à Docugen, sans mot de passe.',
  'mail.login.action': 'Se connecter',
  'mail.login.expiry': 'Ce lien ne fonctionne qu’une fois et expire dans :hours heures.',
  'mail.login.ignore':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.',
  'login_link.sent':
    'Si un compte utilise cette adresse, nous venons de lui envoyer un lien de connexion.',

  'unsubscribe.too_many_emails': 'Je reçois trop d’e-mails',
  'unsubscribe.not_relevant': 'Le contenu ne me concerne pas',
  'unsubscribe.never_signed_up': 'Je n’ai jamais demandé à recevoir ces e-mails',
  'unsubscribe.no_longer_using': 'Je n’utilise plus Docugen',
  'unsubscribe.other': 'Autre raison',

  'mail.greeting': 'Bonjour :name,',
  'mail.signature': 'L’équipe Docugen',
  'mail.reset.subject': 'Réinitialisation de votre mot de passe Docugen',
  'mail.reset.intro':
    'Vous recevez cet e-mail car nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
  'mail.reset.action': 'Réinitialiser le mot de passe',
  'mail.reset.expiry': 'Ce lien de réinitialisation expirera dans :minutes minutes.',
  'mail.reset.ignore':
    'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.',
  'mail.reset.fallback':
    'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : :url',
} satisfies Messages
