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

  'validation.numeric': 'Il campo :attribute deve essere un numero.',
  'validation.min_numeric': 'Il campo :attribute deve essere almeno :min.',
  'validation.max_numeric': 'Il campo :attribute non può essere superiore a :max.',
  'validation.date': 'Il campo :attribute deve essere una data valida.',
  'validation.accepted': 'Il campo :attribute deve essere accettato.',
  'validation.regex': 'Il formato del campo :attribute non è valido.',
  'validation.file': 'Il campo :attribute deve essere un file.',
  'files.too_large': 'Il file del campo :attribute non può superare :max MB.',
  'files.type': 'Il file del campo :attribute deve essere di tipo: :types.',
  'files.request_too_large': 'Il file inviato è troppo grande.',

  'attribute.variationKey': 'variante',
  'attribute.flowLocale': 'lingua del risultato',
  'attribute.has_no_password': 'senza password',
  'attribute.step': 'passaggio',
  'attribute.type': 'tipo',
  'attribute.file': 'file',

  'extraction.unsupported_type':
    'Questo tipo di file non può essere letto. Carica un PDF, un documento Word (.docx) o un file di testo o Markdown.',
  'extraction.too_large': 'Il file non può superare i :max MB.',
  'extraction.too_many_pages': 'Il PDF ha più di :max pagine. Carica un documento più breve.',
  'extraction.too_long':
    'Il testo di questo documento supera i :max caratteri. Carica un documento più breve.',
  'extraction.no_text':
    'Non è stato possibile leggere alcun testo in questo documento. Se è una scansione, carica una versione con testo selezionabile.',
  'extraction.unreadable':
    'Non è stato possibile leggere questo documento: il file sembra danneggiato.',
  'extraction.archive_too_large':
    'Una volta decompresso, questo documento occupa più di :max MB, quindi non può essere letto.',
  'extraction.archive_too_complex':
    'Non è possibile leggere questo documento: contiene troppi elementi o è compresso molto più del normale.',

  'flows.locked': 'Questo percorso è già stato inviato e non può più essere modificato.',
  'flows.email_taken': 'Esiste già un account con questo indirizzo email. Accedi per continuare.',
  'flows.step_order': 'Completa prima il passaggio :step.',
  'flows.missing_answer': 'Rispondi prima a «:field» nel passaggio :step.',
  'generation.incomplete': 'Rispondi prima a tutte le domande del passaggio :step.',
  'generation.no_requests_left':
    'Hai già usato le :count richieste gratuite di questo mese per questo strumento. Scegli un piano per continuare.',
  'generation.failed.timeout': 'La stesura del documento ha richiesto troppo tempo. Riprova.',
  'generation.failed.rate_limited':
    'Il nostro servizio di scrittura è molto richiesto in questo momento. Riprova tra qualche minuto.',
  'generation.failed.provider_unavailable':
    'Al momento il nostro servizio di scrittura non è raggiungibile. Riprova più tardi.',
  'generation.failed.invalid_output':
    'Non siamo riusciti a trasformare la bozza ricevuta in un documento. Riprova.',
  'generation.failed.not_supported': 'Questo strumento non può ancora produrre il suo risultato.',
  'generation.failed.internal':
    'Si è verificato un problema durante la stesura del documento. Riprova.',
  'generation.revise_needs_ai':
    'Per rivedere un documento a partire da un’istruzione serve un servizio di scrittura con IA, e qui non ne è configurato nessuno. Puoi comunque modificare il documento tu stesso.',
  'generation.passage_not_found':
    'Il passaggio selezionato non è più nel documento. Selezionalo di nuovo.',
  'generation.thumbnail_unknown': 'Questa immagine non corrisponde a nessuna pagina del documento.',
  'mail.document_ready.subject': 'Il tuo documento «:name» è pronto',
  'mail.document_ready.intro':
    'Buone notizie: «:name» è pronto. Puoi leggerlo, modificarlo e scaricarlo subito.',
  'mail.document_ready.action': 'Apri il mio documento',
  'mail.document_ready.unsubscribe': 'Non scrivermi più quando un documento è pronto',
  'mail.unsubscribe.title': 'Non ricevere più le email «documento pronto»?',
  'mail.unsubscribe.explain':
    'Non ti scriveremo più quando un documento è pronto. I tuoi documenti restano nella tua area riservata.',
  'mail.unsubscribe.confirm': 'Non ricevere più queste email',
  'mail.unsubscribe.done': 'Fatto: non ti scriveremo più quando un documento è pronto.',
  'mail.unsubscribe.invalid': 'Questo link non è valido o è scaduto.',
  'documents.not_ready': 'Il documento non è ancora pronto.',

  'auth.failed': 'Le credenziali inserite non sono corrette.',
  'auth.throttle': 'Troppi tentativi di accesso. Riprova tra :seconds secondi.',
  'auth.password_incorrect': 'La password inserita non è corretta.',
  'auth.unauthenticated': 'È necessario effettuare l’accesso.',
  'auth.captcha_failed': 'La verifica anti-robot non è riuscita. Riprova.',
  'auth.login_token_invalid': 'Questo link di accesso non è valido o è scaduto.',
  'auth.email_change_invalid': 'Questo link di conferma non è valido o è scaduto.',
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
  'passwords.address_unproven':
    'Prima conferma il tuo indirizzo email: accedi con il link che ti inviamo per email, poi scegli una password.',

  'http.too_many_requests': 'Troppe richieste. Riprova tra :seconds secondi.',
  'http.not_found': 'Non trovato.',
  'http.payload_too_large': 'La richiesta è troppo grande.',
  'http.malformed_body': 'Impossibile leggere il contenuto della richiesta.',
  'http.server_error': 'Si è verificato un problema da parte nostra. Riprova.',

  'mail.email_change.subject': 'Conferma il tuo nuovo indirizzo email Docugen',
  'mail.email_change.intro':
    'Conferma che questo è il nuovo indirizzo email del tuo account Docugen. Fino ad allora, l’account mantiene l’indirizzo attuale.',
  'mail.email_change.action': 'Conferma questo indirizzo',
  'mail.email_change.expiry': 'Questo link funziona una sola volta e scade tra :hours ore.',
  'mail.email_change.ignore':
    'Se non hai richiesto questa modifica, ignora questa email: non cambierà nulla.',
  'mail.email_change_notice.subject':
    'È stata richiesta la modifica del tuo indirizzo email Docugen',
  'mail.email_change_notice.intro':
    'Qualcuno che ha effettuato l’accesso al tuo account ha chiesto di sostituirne l’indirizzo email con :email. La modifica avverrà solo dopo la conferma di quell’indirizzo.',
  'mail.email_change_notice.action': 'Controlla il mio account',
  'mail.email_change_notice.expiry': 'Senza conferma, la richiesta scade tra :hours ore.',
  'mail.email_change_notice.ignore':
    'Se non sei stato tu, cambia subito la password: gli altri dispositivi verranno disconnessi.',
  'mail.login.subject': 'Il tuo link di accesso a Docugen',
  'mail.login.intro': 'Usa il pulsante qui sotto per accedere a Docugen, senza password.',
  'mail.login.action': 'Accedi',
  'mail.login.expiry': 'Questo link funziona una sola volta e scade tra :hours ore.',
  'mail.login.ignore': 'Se non l’hai richiesto tu, puoi ignorare questa email.',
  'login_link.sent':
    'Se esiste un account con questo indirizzo, gli abbiamo inviato un link di accesso.',

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
