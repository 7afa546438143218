import type { Messages } from './en.ts'

export const es = {
  'validation.required': 'El campo :attribute es obligatorio.',
  'validation.string': 'El campo :attribute debe ser una cadena de texto.',
  'validation.boolean': 'El campo :attribute debe ser verdadero o falso.',
  'validation.email': 'El campo :attribute debe ser una dirección de correo electrónico válida.',
  'validation.min_string': 'El campo :attribute debe tener al menos :min caracteres.',
  'validation.max_string': 'El campo :attribute no debe superar los :max caracteres.',
  'validation.confirmed': 'La confirmación del campo :attribute no coincide.',
  'validation.unique': 'El valor del campo :attribute ya está en uso.',
  'validation.in': 'El valor seleccionado en el campo :attribute no es válido.',
  'validation.invalid': 'El campo :attribute no es válido.',
  'validation.summary_one': ':message (y 1 error más)',
  'validation.summary_more': ':message (y :count errores más)',

  'attribute.name': 'nombre',
  'attribute.email': 'correo electrónico',
  'attribute.password': 'contraseña',
  'attribute.password_confirmation': 'confirmación de contraseña',
  'attribute.current_password': 'contraseña actual',
  'attribute.lang': 'idioma',
  'attribute.captcha': 'verificación de seguridad',
  'attribute.token': 'token',
  'attribute.login_token': 'enlace de inicio de sesión',
  'attribute.credential': 'credencial de Google',
  'attribute.reason': 'motivo',
  'attribute.comment': 'comentario',
  'attribute.marketing_emails': 'correos promocionales',
  'attribute.remember': 'recordarme',

  'validation.numeric': 'El campo :attribute debe ser un número.',
  'validation.min_numeric': 'El campo :attribute debe ser al menos :min.',
  'validation.max_numeric': 'El campo :attribute no debe ser mayor que :max.',
  'validation.date': 'El campo :attribute debe ser una fecha válida.',
  'validation.accepted': 'El campo :attribute debe ser aceptado.',
  'validation.regex': 'El formato del campo :attribute no es válido.',
  'validation.file': 'El campo :attribute debe ser un archivo.',
  'files.too_large': 'El archivo del campo :attribute no debe superar los :max MB.',
  'files.type': 'El archivo del campo :attribute debe ser de tipo: :types.',
  'files.request_too_large': 'El archivo enviado es demasiado grande.',

  'attribute.variationKey': 'variante',
  'attribute.flowLocale': 'idioma del resultado',
  'attribute.has_no_password': 'sin contraseña',
  'attribute.step': 'paso',
  'attribute.type': 'tipo',
  'attribute.file': 'archivo',

  'extraction.unsupported_type':
    'No se puede leer este tipo de archivo. Sube un PDF, un documento de Word (.docx) o un archivo de texto o Markdown.',
  'extraction.too_large': 'El archivo no debe superar los :max MB.',
  'extraction.too_many_pages': 'El PDF tiene más de :max páginas. Sube un documento más corto.',
  'extraction.too_long':
    'El texto de este documento supera los :max caracteres. Sube un documento más corto.',
  'extraction.no_text':
    'No se ha podido leer ningún texto de este documento. Si es un escaneo, sube una versión con texto seleccionable.',
  'extraction.unreadable':
    'No se ha podido leer este documento: parece que el archivo está dañado.',
  'extraction.archive_too_large':
    'Una vez descomprimido, este documento ocupa más de :max MB, así que no se puede leer.',
  'extraction.archive_too_complex':
    'No se puede leer este documento: contiene demasiados elementos o está mucho más comprimido de lo normal.',

  'flows.locked': 'Este flujo ya se ha enviado y no se puede modificar.',
  'flows.email_taken':
    'Ya hay una cuenta con este correo electrónico. Inicia sesión para continuar.',
  'flows.step_order': 'Completa primero el paso :step.',
  'flows.missing_answer': 'Responde primero a «:field» en el paso :step.',
  'generation.incomplete': 'Primero responde a todas las preguntas del paso :step.',
  'generation.no_requests_left':
    'Ya has usado las :count solicitudes gratuitas de este mes para esta herramienta. Elige un plan para continuar.',
  'generation.failed.timeout':
    'La redacción de tu documento ha tardado demasiado. Inténtalo de nuevo.',
  'generation.failed.rate_limited':
    'Nuestro servicio de redacción está muy solicitado en este momento. Inténtalo de nuevo dentro de unos minutos.',
  'generation.failed.provider_unavailable':
    'Ahora mismo no podemos conectar con nuestro servicio de redacción. Inténtalo de nuevo más tarde.',
  'generation.failed.invalid_output':
    'No hemos podido convertir el borrador recibido en un documento. Inténtalo de nuevo.',
  'generation.failed.not_supported': 'Esta herramienta todavía no puede generar su resultado.',
  'generation.failed.internal': 'Algo ha fallado al redactar tu documento. Inténtalo de nuevo.',
  'generation.revise_needs_ai':
    'Para revisar un documento a partir de una instrucción hace falta un servicio de redacción con IA, y aquí no hay ninguno configurado. Puedes seguir editando el documento tú mismo.',
  'generation.passage_not_found':
    'El fragmento seleccionado ya no está en el documento. Vuelve a seleccionarlo.',
  'generation.thumbnail_unknown': 'Esta imagen no corresponde a ninguna página del documento.',
  'mail.document_ready.subject': 'Tu documento «:name» está listo',
  'mail.document_ready.intro':
    'Buenas noticias: «:name» ya está listo. Puedes leerlo, editarlo y descargarlo ahora mismo.',
  'mail.document_ready.action': 'Abrir mi documento',
  'mail.document_ready.unsubscribe': 'No quiero recibir un correo cuando un documento esté listo',
  'mail.unsubscribe.title': '¿Dejar de recibir los correos de «documento listo»?',
  'mail.unsubscribe.explain':
    'Ya no te escribiremos cuando un documento esté listo. Tus documentos seguirán en tu área de miembro.',
  'mail.unsubscribe.confirm': 'Dejar de recibir estos correos',
  'mail.unsubscribe.done': 'Hecho: ya no te escribiremos cuando un documento esté listo.',
  'mail.unsubscribe.invalid': 'Este enlace no es válido o ha caducado.',
  'documents.not_ready': 'El documento aún no está listo.',

  'auth.failed': 'Estas credenciales no coinciden con nuestros registros.',
  'auth.throttle':
    'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en :seconds segundos.',
  'auth.password_incorrect': 'La contraseña introducida es incorrecta.',
  'auth.unauthenticated': 'Es necesario iniciar sesión.',
  'auth.captcha_failed': 'La verificación de seguridad ha fallado. Inténtalo de nuevo.',
  'auth.login_token_invalid': 'Este enlace de inicio de sesión no es válido o ha caducado.',
  'auth.email_change_invalid': 'Este enlace de confirmación no es válido o ha caducado.',
  'auth.google_invalid':
    'No hemos podido verificar tu inicio de sesión con Google. Inténtalo de nuevo.',
  'auth.google_not_registered':
    'Aún no hay ninguna cuenta de Docugen vinculada a esta cuenta de Google. Regístrate primero.',
  'auth.google_already_registered':
    'Ya hay una cuenta de Docugen vinculada a esta cuenta de Google. Inicia sesión en lugar de registrarte.',
  'auth.google_email_unverified':
    'La dirección de correo electrónico de tu cuenta de Google no está verificada.',
  'auth.google_unavailable': 'El inicio de sesión con Google no está disponible.',
  'auth.session_required': 'Tu navegador no ha enviado ninguna sesión. Vuelve a cargar la página.',

  'passwords.sent':
    'Te hemos enviado por correo electrónico el enlace para restablecer tu contraseña.',
  'passwords.reset': 'Se ha restablecido tu contraseña.',
  'passwords.token': 'Este token de restablecimiento de contraseña no es válido.',
  'passwords.throttled': 'Espera un momento antes de volver a intentarlo.',
  'passwords.address_unproven':
    'Primero confirma tu dirección de correo: inicia sesión con el enlace que te enviamos por correo y después elige una contraseña.',

  'http.too_many_requests': 'Demasiadas solicitudes. Inténtalo de nuevo en :seconds segundos.',
  'http.not_found': 'No encontrado.',
  'http.payload_too_large': 'La solicitud es demasiado grande.',
  'http.malformed_body': 'No se ha podido leer el contenido de la solicitud.',
  'http.server_error': 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',

  'mail.email_change.subject': 'Confirma tu nueva dirección de correo de Docugen',
  'mail.email_change.intro':
    'Confirma que esta es la nueva dirección de correo de tu cuenta de Docugen. Mientras tanto, tu cuenta conserva su dirección actual.',
  'mail.email_change.action': 'Confirmar esta dirección',
  'mail.email_change.expiry': 'Este enlace solo funciona una vez y caduca en :hours horas.',
  'mail.email_change.ignore':
    'Si no has pedido este cambio, ignora este correo: no se modificará nada.',
  'mail.email_change_notice.subject': 'Se ha solicitado cambiar tu dirección de correo de Docugen',
  'mail.email_change_notice.intro':
    'Alguien con sesión iniciada en tu cuenta ha pedido cambiar su dirección de correo por :email. El cambio solo se hará cuando se confirme esa dirección.',
  'mail.email_change_notice.action': 'Revisar mi cuenta',
  'mail.email_change_notice.expiry': 'Si no se confirma, la solicitud caduca en :hours horas.',
  'mail.email_change_notice.ignore':
    'Si no has sido tú, cambia tu contraseña ahora: así se cerrará la sesión en tus otros dispositivos.',
  'mail.login.subject': 'Tu enlace para iniciar sesión en Docugen',
  'mail.login.intro': 'Usa el botón de abajo para iniciar sesión en Docugen, sin contraseña.',
  'mail.login.action': 'Iniciar sesión',
  'mail.login.expiry': 'Este enlace solo funciona una vez y caduca en :hours horas.',
  'mail.login.ignore': 'Si no lo has pedido tú, puedes ignorar este correo.',
  'login_link.sent':
    'Si hay una cuenta con esta dirección, le hemos enviado un enlace para iniciar sesión.',

  'unsubscribe.too_many_emails': 'Recibo demasiados correos',
  'unsubscribe.not_relevant': 'El contenido no me interesa',
  'unsubscribe.never_signed_up': 'Nunca me suscribí a estos correos',
  'unsubscribe.no_longer_using': 'Ya no uso Docugen',
  'unsubscribe.other': 'Otro motivo',

  'mail.greeting': 'Hola, :name:',
  'mail.signature': 'El equipo de Docugen',
  'mail.reset.subject': 'Restablece tu contraseña de Docugen',
  'mail.reset.intro':
    'Recibes este correo porque hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
  'mail.reset.action': 'Restablecer contraseña',
  'mail.reset.expiry': 'Este enlace para restablecer la contraseña caducará en :minutes minutos.',
  'mail.reset.ignore': 'Si no has solicitado restablecer la contraseña, no tienes que hacer nada.',
  'mail.reset.fallback': 'Si el botón no funciona, copia este enlace en tu navegador: :url',
} satisfies Messages
