import type { Messages } from './en.ts'

export const it = {
  'validation.required': 'Il campo :attribute è obbligatorio.',
  'validation.string': 'Il campo :attribute deve essere una stringa.',
  'validation.boolean': 'Il campo :attribute deve essere vero o falso.',
  'validation.email': 'Il campo :attribute deve essere un indirizzo e-mail valido.',
  'validation.min_string': 'Il campo :attribute deve contenere almeno :min caratteri.',
  'validation.max_string': 'Il campo :attribute non può contenere più di :max caratteri.',
  'validation.confirmed': 'La conferma del campo :attribute non corrisponde.',
  'validation.unique': 'Il valore del campo :attribute è già in uso.',
  'validation.in': 'Il valore selezionato per il campo :attribute non è valido.',
  'validation.invalid': 'Il campo :attribute non è valido.',
  'validation.summary_one': ':message (e un altro errore)',
  'validation.summary_more': ':message (e altri :count errori)',

  'attribute.name': 'nome',
  'attribute.email': 'e-mail',
  'attribute.password': 'password',
  'attribute.password_confirmation': 'conferma password',
  'attribute.current_password': 'password attuale',
  'attribute.lang': 'lingua',
  'attribute.captcha': 'verifica anti-robot',
  'attribute.token': 'token',
  'attribute.login_token': 'link di accesso',
  'attribute.credential': 'credenziale Google',
  'attribute.reason': 'motivo',
  'attribute.comment': 'commento',
  'attribute.marketing_emails': 'e-mail promozionali',
  'attribute.remember': 'ricordami',

  'auth.failed': 'Le credenziali inserite non sono corrette.',
  'auth.throttle': 'Troppi tentativi di accesso. Riprova tra :seconds secondi.',
  'auth.password_incorrect': 'La password inserita non è corretta.',
  'auth.unauthenticated': 'È necessario effettuare l’accesso.',
  'auth.captcha_failed': 'La verifica anti-robot non è riuscita. Riprova.',
  'auth.login_token_invalid': 'Questo link di accesso non è valido o è scaduto.',
  'auth.google_invalid': 'Non è stato possibile verificare il tuo accesso con Google. Riprova.',
  'auth.google_not_registered':
    'Nessun account Docugen è ancora collegato a questo account Google. Registrati prima di accedere.',
  'auth.google_already_registered':
    'Un account Docugen è già collegato a questo account Google. Accedi invece di registrarti.',
  'auth.google_email_unverified': 'L’indirizzo e-mail del tuo account Google non è verificato.',
  'auth.google_unavailable': 'L’accesso con Google non è disponibile.',
  'auth.session_required': 'Il tuo browser non ha inviato alcuna sessione. Ricarica la pagina.',

  'passwords.sent': 'Ti abbiamo inviato via e-mail il link per reimpostare la password.',
  'passwords.reset': 'La tua password è stata reimpostata.',
  'passwords.token': 'Questo token di reimpostazione della password non è valido.',
  'passwords.throttled': 'Attendi prima di riprovare.',

  'http.too_many_requests': 'Troppe richieste. Riprova tra :seconds secondi.',
  'http.not_found': 'Non trovato.',
  'http.server_error': 'Si è verificato un problema da parte nostra. Riprova.',

  'unsubscribe.too_many_emails': 'Ricevo troppe e-mail',
  'unsubscribe.not_relevant': 'I contenuti non mi interessano',
  'unsubscribe.never_signed_up': 'Non ho mai richiesto di ricevere queste e-mail',
  'unsubscribe.no_longer_using': 'Non uso più Docugen',
  'unsubscribe.other': 'Altro motivo',

  'mail.greeting': 'Ciao :name,',
  'mail.signature': 'Il team di Docugen',
  'mail.reset.subject': 'Reimposta la password di Docugen',
  'mail.reset.intro':
    'Ricevi questa e-mail perché abbiamo ricevuto una richiesta di reimpostazione della password per il tuo account.',
  'mail.reset.action': 'Reimposta password',
  'mail.reset.expiry': 'Questo link per reimpostare la password scadrà tra :minutes minuti.',
  'mail.reset.ignore':
    'Se non hai richiesto la reimpostazione della password, non devi fare nulla.',
  'mail.reset.fallback': 'Se il pulsante non funziona, copia questo link nel browser: :url',
} satisfies Messages
