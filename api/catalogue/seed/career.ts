import type { TemplateSeed } from '../seed-schema.ts'

/** Phone numbers: digits, spaces, dots, hyphens and brackets, with an optional leading +. */
const PHONE_PATTERN = '^\\+?\\(?[0-9](?:[0-9]| |-|\\.|\\(|\\)){5,19}$'
const PHONE_MESSAGE = {
  en: 'Enter a valid phone number, e.g. +44 7700 900123.',
  fr: 'Saisissez un numéro de téléphone valide, par exemple 06 12 34 56 78.',
  es: 'Escribe un número de teléfono válido, por ejemplo +34 612 345 678.',
  it: 'Inserisci un numero di telefono valido, ad esempio +39 333 123 4567.',
}

export const templates: TemplateSeed[] = [
  {
    key: 'cover_letter',
    categories: ['career'],
    output: 'document',
    slug: {
      en: 'cover-letter',
      fr: 'lettre-de-motivation',
      es: 'carta-de-presentacion',
      it: 'lettera-di-presentazione',
    },
    name: {
      en: 'Cover letter',
      fr: 'Lettre de motivation',
      es: 'Carta de presentación',
      it: 'Lettera di presentazione',
    },
    description: {
      en: 'A cover letter tailored to one specific job, written from your CV and the job ad, ready to polish and send.',
      fr: 'Une lettre de motivation sur mesure pour un poste précis, rédigée à partir de votre CV et de l’offre, prête à être peaufinée et envoyée.',
      es: 'Una carta de presentación a medida para un puesto concreto, redactada a partir de tu CV y de la oferta, lista para retocar y enviar.',
      it: 'Una lettera di presentazione su misura per una posizione specifica, scritta a partire dal tuo CV e dall’annuncio, pronta da rifinire e inviare.',
    },
    freeRequestsPerMonth: 5,
    variations: [
      {
        key: 'formal',
        name: { en: 'Formal', fr: 'Classique', es: 'Formal', it: 'Formale' },
        description: {
          en: 'A classic, polished letter for traditional sectors such as law, finance or the public sector.',
          fr: 'Une lettre sobre et soignée pour les secteurs traditionnels : droit, finance, fonction publique.',
          es: 'Una carta clásica y cuidada para sectores tradicionales como el jurídico, la banca o la administración pública.',
          it: 'Una lettera classica e curata per settori tradizionali come quello legale, la finanza o la pubblica amministrazione.',
        },
      },
      {
        key: 'creative',
        name: { en: 'Creative', fr: 'Créative', es: 'Creativa', it: 'Creativa' },
        description: {
          en: 'A livelier letter with a memorable opening, for start-ups, agencies and creative roles.',
          fr: 'Une lettre plus vivante, avec une accroche qui marque les esprits, pour les start-up, les agences et les métiers créatifs.',
          es: 'Una carta con más personalidad y un arranque memorable, para startups, agencias y puestos creativos.',
          it: 'Una lettera più vivace, con un incipit che resta in mente, per startup, agenzie e ruoli creativi.',
        },
      },
      {
        key: 'career_change',
        name: {
          en: 'Career change',
          fr: 'Reconversion',
          es: 'Cambio de sector',
          it: 'Cambio di carriera',
        },
        description: {
          en: 'Explains your move into a new field and shows how your experience carries over.',
          fr: 'Explique votre changement de voie et montre en quoi votre expérience reste un atout.',
          es: 'Explica tu cambio de rumbo y muestra cómo tu experiencia te sirve en el nuevo puesto.',
          it: 'Spiega il tuo cambio di settore e mostra perché la tua esperienza resta un punto di forza.',
        },
      },
    ],
    steps: [
      {
        title: { en: 'The position', fr: 'Le poste', es: 'El puesto', it: 'La posizione' },
        description: {
          en: 'Tell us which job you’re applying for and who will read your letter.',
          fr: 'Indiquez le poste visé et la personne qui lira votre lettre.',
          es: 'Cuéntanos a qué puesto te presentas y quién leerá tu carta.',
          it: 'Dicci per quale posizione ti candidi e chi leggerà la tua lettera.',
        },
        fields: [
          {
            name: 'application_type',
            type: 'radio',
            label: {
              en: 'How are you applying?',
              fr: 'Dans quel cadre postulez-vous ?',
              es: '¿Cómo presentas tu candidatura?',
              it: 'Come ti candidi?',
            },
            options: [
              {
                value: 'job_ad',
                label: {
                  en: 'In response to a job ad',
                  fr: 'En réponse à une offre d’emploi',
                  es: 'Respondiendo a una oferta de empleo',
                  it: 'Rispondendo a un annuncio di lavoro',
                },
              },
              {
                value: 'unsolicited',
                label: {
                  en: 'Speculative application',
                  fr: 'Candidature spontanée',
                  es: 'Candidatura espontánea',
                  it: 'Candidatura spontanea',
                },
              },
              {
                value: 'referral',
                label: {
                  en: 'Someone referred me',
                  fr: 'Sur recommandation',
                  es: 'Por recomendación',
                  it: 'Su segnalazione di un contatto',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'job_title',
            type: 'text',
            label: { en: 'Job title', fr: 'Intitulé du poste', es: 'Puesto', it: 'Ruolo' },
            placeholder: {
              en: 'Marketing Manager',
              fr: 'Chargé de communication',
              es: 'Responsable de marketing',
              it: 'Responsabile marketing',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'company',
            type: 'text',
            label: { en: 'Company', fr: 'Entreprise', es: 'Empresa', it: 'Azienda' },
            placeholder: {
              en: 'Northwind Ltd',
              fr: 'Maison Delaunay',
              es: 'Grupo Alsina',
              it: 'Ferretti & Figli',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'hiring_manager_name',
            type: 'text',
            label: {
              en: 'Hiring manager’s name',
              fr: 'Nom du ou de la destinataire',
              es: 'Nombre de la persona de contacto',
              it: 'Nome del referente',
            },
            help: {
              en: 'Leave blank if you don’t know it: the letter will open with a neutral greeting.',
              fr: 'Laissez vide si vous ne le connaissez pas : la lettre commencera par une formule neutre.',
              es: 'Déjalo en blanco si no lo sabes: la carta empezará con un saludo neutro.',
              it: 'Lascia vuoto se non lo conosci: la lettera si aprirà con un saluto neutro.',
            },
            placeholder: {
              en: 'Sarah Collins',
              fr: 'Mme Claire Martin',
              es: 'Laura Giménez',
              it: 'Dott.ssa Giulia Conti',
            },
            rules: { required: false, maxLength: 100 },
          },
          {
            name: 'hiring_manager_email',
            type: 'email',
            label: {
              en: 'Hiring manager’s email',
              fr: 'E-mail du ou de la destinataire',
              es: 'Correo de la persona de contacto',
              it: 'Email del referente',
            },
            help: {
              en: 'Only if you’re sending your application directly to this person by email.',
              fr: 'Uniquement si vous envoyez votre candidature directement à cette personne par e-mail.',
              es: 'Solo si vas a enviar tu candidatura directamente a esta persona por correo.',
              it: 'Solo se invii la candidatura direttamente a questa persona via email.',
            },
            placeholder: {
              en: 'sarah.collins@northwind.co.uk',
              fr: 'claire.martin@maison-delaunay.fr',
              es: 'laura.gimenez@grupoalsina.es',
              it: 'giulia.conti@ferrettiefigli.it',
            },
            rules: { required: false, maxLength: 254 },
          },
        ],
      },
      {
        title: { en: 'Your profile', fr: 'Votre profil', es: 'Tu perfil', it: 'Il tuo profilo' },
        description: {
          en: 'The more concrete your answers, the less generic your letter.',
          fr: 'Plus vos réponses sont concrètes, moins votre lettre sera générique.',
          es: 'Cuanto más concretas sean tus respuestas, menos genérica será tu carta.',
          it: 'Più le tue risposte sono concrete, meno generica sarà la tua lettera.',
        },
        fields: [
          {
            name: 'full_name',
            type: 'text',
            label: {
              en: 'Your full name',
              fr: 'Vos prénom et nom',
              es: 'Tu nombre y apellidos',
              it: 'Nome e cognome',
            },
            placeholder: {
              en: 'Daniel Price',
              fr: 'Julien Moreau',
              es: 'Lucía Navarro Ruiz',
              it: 'Marco Bianchi',
            },
            rules: { required: true, minLength: 2, maxLength: 100 },
          },
          {
            name: 'phone',
            type: 'text',
            label: {
              en: 'Phone number',
              fr: 'Numéro de téléphone',
              es: 'Teléfono',
              it: 'Numero di telefono',
            },
            help: {
              en: 'Shown in the letter’s header so the recruiter can call you.',
              fr: 'Affiché en en-tête pour que le recruteur puisse vous joindre.',
              es: 'Aparecerá en el encabezado para que puedan llamarte.',
              it: 'Compare nell’intestazione, così il selezionatore può chiamarti.',
            },
            placeholder: {
              en: '+44 7700 900123',
              fr: '06 12 34 56 78',
              es: '+34 612 345 678',
              it: '+39 333 123 4567',
            },
            rules: { required: false, pattern: PHONE_PATTERN, patternMessage: PHONE_MESSAGE },
          },
          {
            name: 'cv_file',
            type: 'file',
            label: { en: 'Your CV', fr: 'Votre CV', es: 'Tu CV', it: 'Il tuo CV' },
            help: {
              en: 'Upload a PDF, Word or text file so the letter draws on your actual experience.',
              fr: 'Importez un PDF, un fichier Word ou un fichier texte : la lettre s’appuiera sur votre parcours réel.',
              es: 'Sube un PDF, un Word o un archivo de texto para que la carta se base en tu experiencia real.',
              it: 'Carica un PDF, un file Word o di testo: la lettera si baserà sulla tua esperienza reale.',
            },
            rules: {
              required: false,
              accept: [
                'application/pdf',
                'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
                'text/plain',
              ],
              maxSizeMb: 5,
            },
          },
          {
            name: 'job_context',
            type: 'textarea',
            label: {
              en: 'About the job',
              fr: 'À propos du poste',
              es: 'Sobre el puesto',
              it: 'Sulla posizione',
            },
            dependsOn: {
              field: 'application_type',
              cases: {
                job_ad: {
                  label: {
                    en: 'The job ad',
                    fr: 'L’offre d’emploi',
                    es: 'La oferta de empleo',
                    it: 'L’annuncio di lavoro',
                  },
                  help: {
                    en: 'Paste the ad, or its key parts, so the letter answers exactly what they’re looking for.',
                    fr: 'Collez l’annonce, ou ses passages clés, pour que la lettre réponde précisément à leurs attentes.',
                    es: 'Pega la oferta, o sus partes clave, para que la carta responda justo a lo que buscan.',
                    it: 'Incolla l’annuncio, o le sue parti principali, così la lettera risponde proprio a ciò che cercano.',
                  },
                  placeholder: {
                    en: 'We’re looking for a marketing manager to lead our B2B campaigns across the UK…',
                    fr: 'Nous recherchons un chargé de communication pour piloter nos campagnes auprès des professionnels…',
                    es: 'Buscamos un responsable de marketing para liderar nuestras campañas B2B en España…',
                    it: 'Cerchiamo un responsabile marketing che guidi le nostre campagne B2B in Italia…',
                  },
                },
                unsolicited: {
                  label: {
                    en: 'Why this company?',
                    fr: 'Pourquoi cette entreprise ?',
                    es: '¿Por qué esta empresa?',
                    it: 'Perché questa azienda?',
                  },
                  help: {
                    en: 'What draws you to them: a product, their values, a recent project. A speculative letter stands or falls on this.',
                    fr: 'Ce qui vous attire chez eux : un produit, des valeurs, un projet récent. Une candidature spontanée se joue là-dessus.',
                    es: 'Qué te atrae de ellos: un producto, sus valores, un proyecto reciente. De esto depende una candidatura espontánea.',
                    it: 'Cosa ti attira di loro: un prodotto, i valori, un progetto recente. Una candidatura spontanea si gioca tutta qui.',
                  },
                  placeholder: {
                    en: 'I’ve used your app since 2021 and admire how you’ve made banking simple for freelancers.',
                    fr: 'J’utilise votre application depuis 2021 et j’admire la façon dont vous simplifiez la banque pour les indépendants.',
                    es: 'Uso vuestra app desde 2021 y admiro cómo habéis simplificado la banca para los autónomos.',
                    it: 'Uso la vostra app dal 2021 e ammiro come avete reso semplice la banca per i liberi professionisti.',
                  },
                },
                referral: {
                  label: {
                    en: 'Who referred you?',
                    fr: 'Qui vous a recommandé ?',
                    es: '¿Quién te ha recomendado?',
                    it: 'Chi ti ha segnalato?',
                  },
                  help: {
                    en: 'Their name and role, and what they told you about the position: the letter will mention them in the opening.',
                    fr: 'Son nom, sa fonction et ce qu’il ou elle vous a dit du poste : la lettre le mentionnera dès l’introduction.',
                    es: 'Su nombre, su cargo y lo que te contó del puesto: la carta lo mencionará desde el principio.',
                    it: 'Nome, ruolo e cosa ti ha raccontato della posizione: la lettera lo citerà già in apertura.',
                  },
                  placeholder: {
                    en: 'Emma Lewis, Head of Design, told me the team needs someone to own the design system.',
                    fr: 'Sophie Laurent, directrice artistique, m’a dit que l’équipe cherchait quelqu’un pour reprendre la charte graphique.',
                    es: 'Marta Vidal, directora de diseño, me contó que el equipo busca a alguien que se encargue del sistema de diseño.',
                    it: 'Chiara Ricci, responsabile design, mi ha detto che il team cerca qualcuno che segua il design system.',
                  },
                },
              },
            },
            rules: { required: false, maxLength: 3000 },
          },
          {
            name: 'key_strengths',
            type: 'textarea',
            label: {
              en: 'Your key strengths for this role',
              fr: 'Vos principaux atouts pour ce poste',
              es: 'Tus puntos fuertes para este puesto',
              it: 'I tuoi punti di forza per questo ruolo',
            },
            help: {
              en: 'Two or three strengths, each with a concrete example; if you’re changing careers, focus on the skills that carry over.',
              fr: 'Deux ou trois atouts, chacun illustré par un exemple concret ; en reconversion, misez sur les compétences transférables.',
              es: 'Dos o tres puntos fuertes, cada uno con un ejemplo concreto; si cambias de sector, céntrate en las competencias transferibles.',
              it: 'Due o tre punti di forza, ognuno con un esempio concreto; se cambi settore, punta sulle competenze trasferibili.',
            },
            placeholder: {
              en: 'Grew newsletter sign-ups by 40% in a year; managed a £50k events budget; fluent in Spanish.',
              fr: 'Hausse de 40 % des inscriptions à la newsletter en un an ; gestion d’un budget événementiel de 50 000 € ; anglais courant.',
              es: 'Aumenté un 40 % las suscripciones a la newsletter en un año; gestioné un presupuesto de eventos de 50.000 €; inglés fluido.',
              it: 'Ho aumentato del 40% gli iscritti alla newsletter in un anno; ho gestito un budget eventi da 50.000 €; inglese fluente.',
            },
            rules: { required: true, minLength: 30, maxLength: 2000 },
          },
        ],
      },
      {
        kind: 'outline',
        title: {
          en: 'Review the outline',
          fr: 'Relisez le plan',
          es: 'Revisa el esquema',
          it: 'Rivedi la scaletta',
        },
        description: {
          en: 'Here’s how we suggest structuring your letter.',
          fr: 'Voici la structure que nous vous proposons pour votre lettre.',
          es: 'Así es como te proponemos estructurar tu carta.',
          it: 'Ecco come ti proponiamo di strutturare la tua lettera.',
        },
        fields: [
          {
            name: 'outline',
            type: 'textarea',
            label: {
              en: 'Outline of your letter',
              fr: 'Plan de votre lettre',
              es: 'Esquema de tu carta',
              it: 'Scaletta della lettera',
            },
            help: {
              en: 'Edit, reorder or delete any point: the letter will follow this outline.',
              fr: 'Modifiez, déplacez ou supprimez librement des points : la lettre suivra ce plan.',
              es: 'Puedes editar, reordenar o eliminar cualquier punto: la carta seguirá este esquema.',
              it: 'Puoi modificare, riordinare o eliminare qualsiasi punto: la lettera seguirà questa scaletta.',
            },
            rules: { required: true, maxLength: 4000 },
          },
        ],
      },
    ],
    blueprint: {
      kind: 'sections',
      sections: [
        {
          key: 'header',
          title: { en: 'Header', fr: 'En-tête', es: 'Encabezado', it: 'Intestazione' },
        },
        {
          key: 'opening',
          title: { en: 'Opening', fr: 'Accroche', es: 'Introducción', it: 'Apertura' },
        },
        {
          key: 'what_you_bring',
          title: {
            en: 'What you bring',
            fr: 'Ce que vous apportez',
            es: 'Lo que aportas',
            it: 'Cosa porti',
          },
        },
        {
          key: 'why_this_company',
          title: {
            en: 'Why this company',
            fr: 'Pourquoi cette entreprise',
            es: 'Por qué esta empresa',
            it: 'Perché questa azienda',
          },
        },
        {
          key: 'closing',
          title: {
            en: 'Closing and request for an interview',
            fr: 'Conclusion et demande d’entretien',
            es: 'Cierre y petición de entrevista',
            it: 'Chiusura e richiesta di colloquio',
          },
        },
        {
          key: 'sign_off',
          title: {
            en: 'Sign-off',
            fr: 'Formule de politesse et signature',
            es: 'Despedida y firma',
            it: 'Saluti e firma',
          },
        },
      ],
    },
  },

  {
    key: 'professional_bio',
    categories: ['career'],
    output: 'document',
    slug: {
      en: 'professional-bio',
      fr: 'biographie-professionnelle',
      es: 'biografia-profesional',
      it: 'biografia-professionale',
    },
    name: {
      en: 'Professional bio',
      fr: 'Biographie professionnelle',
      es: 'Biografía profesional',
      it: 'Biografia professionale',
    },
    description: {
      en: 'A professional bio in your own voice, sized and pitched for where it will appear: LinkedIn, your website, a conference programme or a speaker introduction.',
      fr: 'Une biographie professionnelle à votre image, calibrée pour l’endroit où elle sera lue : LinkedIn, votre site, un programme de conférence ou la présentation d’un intervenant.',
      es: 'Una biografía profesional con tu propia voz, adaptada al lugar donde aparecerá: LinkedIn, tu web, el programa de un congreso o la presentación de un ponente.',
      it: 'Una biografia professionale con la tua voce, calibrata per dove apparirà: LinkedIn, il tuo sito, il programma di una conferenza o la presentazione di un relatore.',
    },
    freeRequestsPerMonth: 5,
    steps: [
      {
        title: { en: 'Where and how', fr: 'Où et comment', es: 'Dónde y cómo', it: 'Dove e come' },
        description: {
          en: 'A good bio is shaped by where it will be read.',
          fr: 'Une bonne biographie se construit en fonction de l’endroit où elle sera lue.',
          es: 'Una buena biografía se escribe pensando en dónde se va a leer.',
          it: 'Una buona biografia si scrive pensando a dove verrà letta.',
        },
        fields: [
          {
            name: 'platform',
            type: 'select',
            label: {
              en: 'Where will the bio appear?',
              fr: 'Où la biographie sera-t-elle publiée ?',
              es: '¿Dónde se publicará la biografía?',
              it: 'Dove apparirà la biografia?',
            },
            options: [
              {
                value: 'linkedin',
                label: {
                  en: 'LinkedIn profile',
                  fr: 'Profil LinkedIn',
                  es: 'Perfil de LinkedIn',
                  it: 'Profilo LinkedIn',
                },
              },
              {
                value: 'website',
                label: {
                  en: 'Website “About” page',
                  fr: 'Page « À propos » d’un site',
                  es: 'Página «Sobre mí» de una web',
                  it: 'Pagina «Chi sono» di un sito',
                },
              },
              {
                value: 'conference',
                label: {
                  en: 'Conference programme',
                  fr: 'Programme de conférence',
                  es: 'Programa de un congreso',
                  it: 'Programma di una conferenza',
                },
              },
              {
                value: 'speaker_intro',
                label: {
                  en: 'Speaker introduction (read aloud)',
                  fr: 'Présentation d’un intervenant (lue à voix haute)',
                  es: 'Presentación de un ponente (leída en voz alta)',
                  it: 'Presentazione di un relatore (letta ad alta voce)',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'person',
            type: 'radio',
            label: {
              en: 'Point of view',
              fr: 'Point de vue',
              es: 'Punto de vista',
              it: 'Punto di vista',
            },
            help: {
              en: 'Third person is the norm for conferences and speaker intros; first person feels more personal on LinkedIn.',
              fr: 'La troisième personne est d’usage pour les conférences et les présentations d’intervenants ; la première est plus chaleureuse sur LinkedIn.',
              es: 'La tercera persona es lo habitual en congresos y presentaciones; la primera resulta más cercana en LinkedIn.',
              it: 'La terza persona è la norma per conferenze e presentazioni dei relatori; la prima è più diretta su LinkedIn.',
            },
            options: [
              {
                value: 'first',
                label: {
                  en: 'First person (“I lead…”)',
                  fr: 'Première personne (« Je dirige… »)',
                  es: 'Primera persona («Dirijo…»)',
                  it: 'Prima persona («Guido…»)',
                },
              },
              {
                value: 'third',
                label: {
                  en: 'Third person (“Anna leads…”)',
                  fr: 'Troisième personne (« Anna dirige… »)',
                  es: 'Tercera persona («Ana dirige…»)',
                  it: 'Terza persona («Anna guida…»)',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'full_name',
            type: 'text',
            label: {
              en: 'Your name as it should appear',
              fr: 'Votre nom tel qu’il doit apparaître',
              es: 'Tu nombre tal como debe aparecer',
              it: 'Il tuo nome come deve apparire',
            },
            placeholder: {
              en: 'Dr Anna Whitfield',
              fr: 'Anna Lefèvre',
              es: 'Ana Beltrán',
              it: 'Anna Marchetti',
            },
            rules: { required: true, minLength: 2, maxLength: 100 },
          },
          {
            name: 'current_role',
            type: 'text',
            label: {
              en: 'Current role',
              fr: 'Fonction actuelle',
              es: 'Cargo actual',
              it: 'Ruolo attuale',
            },
            placeholder: {
              en: 'Head of Product at Brightwave',
              fr: 'Directrice produit chez Brightwave',
              es: 'Directora de producto en Brightwave',
              it: 'Head of Product presso Brightwave',
            },
            rules: { required: true, minLength: 2, maxLength: 150 },
          },
        ],
      },
      {
        title: {
          en: 'Your background',
          fr: 'Votre parcours',
          es: 'Tu trayectoria',
          it: 'Il tuo percorso',
        },
        description: {
          en: 'Give us the facts; we’ll turn them into a story.',
          fr: 'Donnez-nous les faits, nous en ferons un récit.',
          es: 'Danos los datos y nosotros los convertimos en una historia.',
          it: 'Dacci i fatti: al racconto pensiamo noi.',
        },
        fields: [
          {
            name: 'years_experience',
            type: 'number',
            label: {
              en: 'Years of experience in your field',
              fr: 'Années d’expérience dans votre domaine',
              es: 'Años de experiencia en tu sector',
              it: 'Anni di esperienza nel tuo settore',
            },
            placeholder: { en: '12', fr: '12', es: '12', it: '12' },
            rules: { required: false, min: 0, max: 60 },
          },
          {
            name: 'expertise',
            type: 'textarea',
            label: {
              en: 'What you do, and for whom',
              fr: 'Ce que vous faites, et pour qui',
              es: 'Qué haces y para quién',
              it: 'Cosa fai e per chi',
            },
            help: {
              en: 'Your speciality, the people or organisations you work with, and what changes for them thanks to you.',
              fr: 'Votre spécialité, les personnes ou organisations avec qui vous travaillez, et ce que vous leur apportez.',
              es: 'Tu especialidad, con qué personas u organizaciones trabajas y qué consiguen gracias a ti.',
              it: 'La tua specializzazione, con quali persone o organizzazioni lavori e cosa cambia per loro grazie a te.',
            },
            placeholder: {
              en: 'I help mid-sized retailers move their shops online, from choosing a platform to training staff.',
              fr: 'J’accompagne des commerces de taille moyenne dans leur passage au e-commerce, du choix de la plateforme à la formation des équipes.',
              es: 'Ayudo a comercios medianos a dar el salto a la venta online, desde elegir la plataforma hasta formar al equipo.',
              it: 'Aiuto negozi di medie dimensioni a vendere online, dalla scelta della piattaforma alla formazione del personale.',
            },
            rules: { required: true, minLength: 20, maxLength: 1500 },
          },
          {
            name: 'achievements',
            type: 'textarea',
            label: {
              en: 'Highlights and achievements',
              fr: 'Réalisations marquantes',
              es: 'Logros destacados',
              it: 'Traguardi principali',
            },
            help: {
              en: 'Awards, publications, notable clients or key figures: two or three are enough.',
              fr: 'Prix, publications, clients de renom ou chiffres clés : deux ou trois suffisent.',
              es: 'Premios, publicaciones, clientes destacados o cifras clave: con dos o tres basta.',
              it: 'Premi, pubblicazioni, clienti importanti o numeri chiave: ne bastano due o tre.',
            },
            placeholder: {
              en: 'Author of “Selling Online Without the Stress” (2022); over 150 shops launched; speaker at Retail Week Live.',
              fr: 'Autrice de « Vendre en ligne sans stress » (2022) ; plus de 150 boutiques lancées ; intervenante au salon E-commerce Paris.',
              es: 'Autora de «Vender online sin estrés» (2022); más de 150 tiendas lanzadas; ponente en eShow Madrid.',
              it: 'Autrice di «Vendere online senza stress» (2022); oltre 150 negozi lanciati; relatrice al Netcomm Forum.',
            },
            rules: { required: false, maxLength: 1500 },
          },
          {
            name: 'personal_touch',
            type: 'text',
            label: {
              en: 'A personal touch',
              fr: 'Une touche personnelle',
              es: 'Un toque personal',
              it: 'Un tocco personale',
            },
            help: {
              en: 'A hobby or detail that makes you memorable; leave blank for a strictly professional bio.',
              fr: 'Une passion ou un détail qui vous rend mémorable ; laissez vide pour une biographie strictement professionnelle.',
              es: 'Una afición o un detalle que haga que te recuerden; déjalo en blanco si prefieres una biografía solo profesional.',
              it: 'Una passione o un dettaglio che ti rende memorabile; lascia vuoto per una biografia strettamente professionale.',
            },
            placeholder: {
              en: 'Runs marathons and bakes sourdough on Sundays',
              fr: 'Court des marathons et fait son pain au levain le dimanche',
              es: 'Corre maratones y hace pan de masa madre los domingos',
              it: 'Corre maratone e la domenica sforna pane con il lievito madre',
            },
            rules: { required: false, maxLength: 200 },
          },
        ],
      },
      {
        title: {
          en: 'Length and finish',
          fr: 'Longueur et finitions',
          es: 'Extensión y acabado',
          it: 'Lunghezza e rifiniture',
        },
        fields: [
          {
            name: 'length',
            type: 'select',
            label: { en: 'Length', fr: 'Longueur', es: 'Extensión', it: 'Lunghezza' },
            dependsOn: {
              field: 'platform',
              cases: {
                linkedin: {
                  help: {
                    en: 'The “About” section shows only about three lines before “See more”, so the opening matters most.',
                    fr: 'La section « Infos » n’affiche qu’environ trois lignes avant « Voir plus » : tout se joue dans l’ouverture.',
                    es: 'La sección «Acerca de» muestra unas tres líneas antes de «Ver más», así que lo que cuenta es el arranque.',
                    it: 'La sezione «Informazioni» mostra circa tre righe prima di «Altro», quindi conta soprattutto l’apertura.',
                  },
                  options: [
                    {
                      value: 'short_summary',
                      label: {
                        en: 'Short summary (about 80 words)',
                        fr: 'Résumé court (environ 80 mots)',
                        es: 'Resumen breve (unas 80 palabras)',
                        it: 'Sintesi breve (circa 80 parole)',
                      },
                    },
                    {
                      value: 'full_about',
                      label: {
                        en: 'Full “About” section (about 250 words)',
                        fr: 'Section « Infos » complète (environ 250 mots)',
                        es: 'Sección «Acerca de» completa (unas 250 palabras)',
                        it: 'Sezione «Informazioni» completa (circa 250 parole)',
                      },
                    },
                  ],
                },
                website: {
                  help: {
                    en: 'The short version suits a team page; the long one works for your own “About” page.',
                    fr: 'La version courte convient à une page équipe ; la longue, à votre propre page « À propos ».',
                    es: 'La versión corta encaja en una página de equipo; la larga, en tu propia página «Sobre mí».',
                    it: 'La versione breve è adatta a una pagina del team; quella lunga alla tua pagina «Chi sono».',
                  },
                  options: [
                    {
                      value: 'short',
                      label: {
                        en: 'Short (about 100 words)',
                        fr: 'Courte (environ 100 mots)',
                        es: 'Corta (unas 100 palabras)',
                        it: 'Breve (circa 100 parole)',
                      },
                    },
                    {
                      value: 'long',
                      label: {
                        en: 'Long (about 300 words)',
                        fr: 'Longue (environ 300 mots)',
                        es: 'Larga (unas 300 palabras)',
                        it: 'Lunga (circa 300 parole)',
                      },
                    },
                  ],
                },
                conference: {
                  help: {
                    en: 'Programmes usually set a word limit: check the organisers’ guidelines.',
                    fr: 'Les programmes imposent souvent une limite de mots : vérifiez les consignes des organisateurs.',
                    es: 'Los programas suelen fijar un límite de palabras: consulta las indicaciones de la organización.',
                    it: 'I programmi fissano spesso un limite di parole: controlla le indicazioni degli organizzatori.',
                  },
                  options: [
                    {
                      value: 'words50',
                      label: {
                        en: 'About 50 words',
                        fr: 'Environ 50 mots',
                        es: 'Unas 50 palabras',
                        it: 'Circa 50 parole',
                      },
                    },
                    {
                      value: 'words100',
                      label: {
                        en: 'About 100 words',
                        fr: 'Environ 100 mots',
                        es: 'Unas 100 palabras',
                        it: 'Circa 100 parole',
                      },
                    },
                    {
                      value: 'words150',
                      label: {
                        en: 'About 150 words',
                        fr: 'Environ 150 mots',
                        es: 'Unas 150 palabras',
                        it: 'Circa 150 parole',
                      },
                    },
                  ],
                },
                speaker_intro: {
                  label: {
                    en: 'Speaking time',
                    fr: 'Durée de lecture',
                    es: 'Duración de la lectura',
                    it: 'Durata della lettura',
                  },
                  help: {
                    en: 'Written for the host to read aloud, ending with your name just as you walk on stage.',
                    fr: 'Rédigée pour être lue par l’animateur, elle se termine par votre nom au moment où vous montez sur scène.',
                    es: 'Pensada para que la lea el presentador y termine con tu nombre justo cuando subes al escenario.',
                    it: 'Scritta per essere letta dal presentatore, si chiude con il tuo nome proprio mentre sali sul palco.',
                  },
                  options: [
                    {
                      value: 's30',
                      label: {
                        en: 'About 30 seconds',
                        fr: 'Environ 30 secondes',
                        es: 'Unos 30 segundos',
                        it: 'Circa 30 secondi',
                      },
                    },
                    {
                      value: 's60',
                      label: {
                        en: 'About 1 minute',
                        fr: 'Environ 1 minute',
                        es: 'Un minuto, más o menos',
                        it: 'Circa 1 minuto',
                      },
                    },
                  ],
                },
              },
            },
            rules: { required: true },
          },
          {
            name: 'tone',
            type: 'radio',
            label: { en: 'Tone', fr: 'Ton', es: 'Tono', it: 'Tono' },
            options: [
              {
                value: 'polished',
                label: {
                  en: 'Polished and authoritative',
                  fr: 'Sobre et affirmé',
                  es: 'Profesional y con autoridad',
                  it: 'Autorevole e professionale',
                },
              },
              {
                value: 'warm',
                label: {
                  en: 'Warm and approachable',
                  fr: 'Chaleureux et accessible',
                  es: 'Cálido y cercano',
                  it: 'Caldo e alla mano',
                },
              },
              {
                value: 'bold',
                label: {
                  en: 'Bold and distinctive',
                  fr: 'Audacieux et singulier',
                  es: 'Atrevido y original',
                  it: 'Audace e originale',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'include_call_to_action',
            type: 'checkbox',
            label: {
              en: 'End with a call to action',
              fr: 'Terminer par une invitation à agir',
              es: 'Terminar con una llamada a la acción',
              it: 'Chiudere con un invito all’azione',
            },
            dependsOn: {
              field: 'platform',
              cases: {
                linkedin: {
                  label: {
                    en: 'End with an invitation to connect or get in touch',
                    fr: 'Terminer en invitant à entrer en contact avec vous',
                    es: 'Terminar invitando a conectar contigo o escribirte',
                    it: 'Chiudere invitando a collegarsi o a scriverti',
                  },
                },
                website: {
                  label: {
                    en: 'End with how to work with you',
                    fr: 'Terminer en expliquant comment travailler avec vous',
                    es: 'Terminar explicando cómo trabajar contigo',
                    it: 'Chiudere spiegando come lavorare con te',
                  },
                },
                conference: {
                  label: {
                    en: 'End with where to find you online',
                    fr: 'Terminer en indiquant où vous retrouver en ligne',
                    es: 'Terminar indicando dónde encontrarte en internet',
                    it: 'Chiudere indicando dove trovarti online',
                  },
                },
                speaker_intro: {
                  label: {
                    en: 'End by asking the audience to welcome you',
                    fr: 'Terminer en invitant le public à vous accueillir',
                    es: 'Terminar pidiendo al público que te dé la bienvenida',
                    it: 'Chiudere invitando il pubblico ad accoglierti',
                  },
                },
              },
            },
            rules: { required: false },
          },
        ],
      },
    ],
    blueprint: {
      kind: 'sections',
      sections: [
        {
          key: 'hook',
          title: {
            en: 'Opening line',
            fr: 'Phrase d’accroche',
            es: 'Frase inicial',
            it: 'Frase d’apertura',
          },
        },
        {
          key: 'expertise',
          title: {
            en: 'Expertise',
            fr: 'Domaine d’expertise',
            es: 'Especialidad',
            it: 'Competenze',
          },
        },
        {
          key: 'achievements',
          title: { en: 'Highlights', fr: 'Réalisations', es: 'Logros', it: 'Traguardi' },
        },
        {
          key: 'personal_touch',
          title: {
            en: 'Personal touch',
            fr: 'Touche personnelle',
            es: 'Toque personal',
            it: 'Tocco personale',
          },
        },
        {
          key: 'closing',
          title: { en: 'Closing line', fr: 'Conclusion', es: 'Cierre', it: 'Chiusura' },
        },
      ],
    },
  },

  {
    key: 'resignation_letter',
    categories: ['career'],
    output: 'pdf',
    slug: {
      en: 'resignation-letter',
      fr: 'lettre-de-demission',
      es: 'carta-de-dimision',
      it: 'lettera-di-dimissioni',
    },
    name: {
      en: 'Resignation letter',
      fr: 'Lettre de démission',
      es: 'Carta de dimisión',
      it: 'Lettera di dimissioni',
    },
    description: {
      en: 'A clear, courteous resignation letter stating your notice period and last working day, as a PDF ready to print or attach.',
      fr: 'Une lettre de démission claire et courtoise, qui précise votre préavis et votre dernier jour, en PDF prêt à imprimer ou à joindre.',
      es: 'Una carta de dimisión clara y cordial, con tu preaviso y tu último día de trabajo, en un PDF listo para imprimir o adjuntar.',
      it: 'Una lettera di dimissioni chiara e cortese, con il preavviso e l’ultimo giorno di lavoro, in PDF pronto da stampare o allegare.',
    },
    freeRequestsPerMonth: 3,
    steps: [
      {
        title: {
          en: 'You and your employer',
          fr: 'Vous et votre employeur',
          es: 'Tú y tu empresa',
          it: 'Tu e il tuo datore di lavoro',
        },
        fields: [
          {
            name: 'full_name',
            type: 'text',
            label: {
              en: 'Your full name',
              fr: 'Vos prénom et nom',
              es: 'Tu nombre y apellidos',
              it: 'Nome e cognome',
            },
            placeholder: {
              en: 'Helen Carter',
              fr: 'Camille Dubois',
              es: 'Pablo Herrera Gil',
              it: 'Elena Rossi',
            },
            rules: { required: true, minLength: 2, maxLength: 100 },
          },
          {
            name: 'job_title',
            type: 'text',
            label: {
              en: 'Your job title',
              fr: 'Votre poste',
              es: 'Tu puesto',
              it: 'La tua mansione',
            },
            placeholder: {
              en: 'Senior Accountant',
              fr: 'Comptable principal',
              es: 'Contable sénior',
              it: 'Contabile senior',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'company',
            type: 'text',
            label: { en: 'Employer', fr: 'Employeur', es: 'Empresa', it: 'Datore di lavoro' },
            placeholder: {
              en: 'Harbour & Finch LLP',
              fr: 'Cabinet Rousseau & Associés',
              es: 'Asesoría Robles',
              it: 'Studio Galli Associati',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'recipient',
            type: 'text',
            label: {
              en: 'Addressed to',
              fr: 'Destinataire',
              es: 'Destinatario',
              it: 'Destinatario',
            },
            help: {
              en: 'Your manager or HR contact; if left blank, the letter opens with “Dear Sir or Madam”.',
              fr: 'Votre responsable ou le service RH ; à défaut, la lettre commencera par « Madame, Monsieur ».',
              es: 'Tu responsable o la persona de RR. HH.; si lo dejas en blanco, la carta empezará con «Estimados señores».',
              it: 'Il tuo responsabile o l’ufficio del personale; se lasci vuoto, la lettera si aprirà con «Gentile Direzione».',
            },
            placeholder: {
              en: 'James Porter, Finance Director',
              fr: 'M. Thomas Girard, directeur financier',
              es: 'Javier Robles, director financiero',
              it: 'Dott. Luca Ferraro, direttore amministrativo',
            },
            rules: { required: false, maxLength: 150 },
          },
          {
            name: 'sender_address',
            type: 'textarea',
            label: {
              en: 'Your postal address',
              fr: 'Votre adresse postale',
              es: 'Tu dirección postal',
              it: 'Il tuo indirizzo',
            },
            help: {
              en: 'Printed at the top of the letter, as is customary for formal correspondence.',
              fr: 'Elle figurera en haut de la lettre, comme il est d’usage dans un courrier officiel.',
              es: 'Aparecerá en la parte superior de la carta, como es habitual en un escrito formal.',
              it: 'Comparirà in alto nella lettera, come si usa nelle comunicazioni formali.',
            },
            placeholder: {
              en: '14 Elm Road, Leeds LS6 2AB',
              fr: '12 rue des Lilas, 69003 Lyon',
              es: 'Calle Mayor 25, 3.º B, 28013 Madrid',
              it: 'Via Garibaldi 18, 20121 Milano',
            },
            rules: { required: false, maxLength: 300 },
          },
        ],
      },
      {
        title: {
          en: 'Dates and notice',
          fr: 'Dates et préavis',
          es: 'Fechas y preaviso',
          it: 'Date e preavviso',
        },
        description: {
          en: 'Check your contract or collective agreement for the notice you’re required to give.',
          fr: 'Vérifiez dans votre contrat ou votre convention collective la durée de préavis applicable.',
          es: 'Consulta tu contrato o tu convenio colectivo para saber qué preaviso te corresponde.',
          it: 'Controlla nel contratto o nel CCNL quanto preavviso devi dare.',
        },
        fields: [
          {
            name: 'letter_date',
            type: 'date',
            label: {
              en: 'Date of the letter',
              fr: 'Date de la lettre',
              es: 'Fecha de la carta',
              it: 'Data della lettera',
            },
            help: {
              en: 'Usually the day you hand it in: your notice runs from then.',
              fr: 'En général, le jour où vous la remettez : c’est à partir de là que court votre préavis.',
              es: 'Normalmente, el día en que la entregas: a partir de ahí empieza a contar el preaviso.',
              it: 'Di solito è il giorno in cui la consegni: da lì decorre il preavviso.',
            },
            rules: { required: true },
          },
          {
            name: 'notice_weeks',
            type: 'number',
            label: {
              en: 'Notice period (weeks)',
              fr: 'Durée du préavis (en semaines)',
              es: 'Preaviso (en semanas)',
              it: 'Preavviso (in settimane)',
            },
            help: {
              en: 'Enter 0 if you’ve agreed with your employer to leave without notice.',
              fr: 'Indiquez 0 si votre employeur vous dispense de préavis.',
              es: 'Pon 0 si has acordado con la empresa irte sin preaviso.',
              it: 'Inserisci 0 se hai concordato con l’azienda di andartene senza preavviso.',
            },
            placeholder: { en: '4', fr: '4', es: '2', it: '4' },
            rules: { required: true, min: 0, max: 26 },
          },
          {
            name: 'last_working_day',
            type: 'date',
            label: {
              en: 'Last working day',
              fr: 'Dernier jour de travail',
              es: 'Último día de trabajo',
              it: 'Ultimo giorno di lavoro',
            },
            help: {
              en: 'Normally the end of your notice period, unless you’ve agreed otherwise.',
              fr: 'Il correspond normalement à la fin de votre préavis, sauf accord contraire.',
              es: 'Normalmente coincide con el final del preaviso, salvo que hayáis acordado otra cosa.',
              it: 'Di norma coincide con la fine del preavviso, salvo accordi diversi.',
            },
            rules: { required: true },
          },
          {
            name: 'reason',
            type: 'radio',
            label: {
              en: 'Reason for leaving',
              fr: 'Motif du départ',
              es: 'Motivo de la dimisión',
              it: 'Motivo delle dimissioni',
            },
            help: {
              en: 'You don’t have to give a reason: choose the last option to leave it out.',
              fr: 'Aucun motif n’est obligatoire : choisissez la dernière option pour ne pas en mentionner.',
              es: 'No tienes por qué dar un motivo: elige la última opción para no mencionarlo.',
              it: 'Non è obbligatorio indicare un motivo: scegli l’ultima opzione per non citarlo.',
            },
            options: [
              {
                value: 'new_job',
                label: {
                  en: 'New job',
                  fr: 'Nouveau poste',
                  es: 'Nuevo empleo',
                  it: 'Nuovo lavoro',
                },
              },
              {
                value: 'relocation',
                label: {
                  en: 'Relocation',
                  fr: 'Déménagement',
                  es: 'Cambio de residencia',
                  it: 'Trasferimento',
                },
              },
              {
                value: 'studies',
                label: {
                  en: 'Returning to study',
                  fr: 'Reprise d’études',
                  es: 'Vuelta a los estudios',
                  it: 'Ripresa degli studi',
                },
              },
              {
                value: 'personal',
                label: {
                  en: 'Personal reasons',
                  fr: 'Raisons personnelles',
                  es: 'Motivos personales',
                  it: 'Motivi personali',
                },
              },
              {
                value: 'not_stated',
                label: {
                  en: 'Prefer not to say',
                  fr: 'Ne pas le préciser',
                  es: 'Prefiero no indicarlo',
                  it: 'Preferisco non indicarlo',
                },
              },
            ],
            rules: { required: true },
          },
        ],
      },
      {
        title: {
          en: 'Tone and handover',
          fr: 'Ton et passation',
          es: 'Tono y traspaso',
          it: 'Tono e passaggio di consegne',
        },
        fields: [
          {
            name: 'tone',
            type: 'radio',
            label: { en: 'Tone', fr: 'Ton', es: 'Tono', it: 'Tono' },
            help: {
              en: 'Keep it strictly formal if relations are strained; otherwise, a kind word costs nothing.',
              fr: 'Optez pour un ton strictement formel si les relations sont tendues ; sinon, un mot aimable ne coûte rien.',
              es: 'Si la relación es tensa, mejor un tono estrictamente formal; si no, unas palabras amables no cuestan nada.',
              it: 'Se i rapporti sono tesi, meglio un tono strettamente formale; altrimenti, una parola gentile non costa nulla.',
            },
            options: [
              {
                value: 'formal',
                label: {
                  en: 'Strictly formal',
                  fr: 'Strictement formel',
                  es: 'Estrictamente formal',
                  it: 'Strettamente formale',
                },
              },
              {
                value: 'cordial',
                label: {
                  en: 'Cordial, with thanks',
                  fr: 'Cordial, avec des remerciements',
                  es: 'Cordial, con agradecimientos',
                  it: 'Cordiale, con ringraziamenti',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'offer_handover',
            type: 'checkbox',
            label: {
              en: 'Offer to help with the handover',
              fr: 'Proposer votre aide pour la passation',
              es: 'Ofrecer ayuda con el traspaso de tareas',
              it: 'Offrire aiuto per il passaggio di consegne',
            },
            help: {
              en: 'Adds a sentence offering to train your replacement and document work in progress.',
              fr: 'Ajoute une phrase proposant de former votre remplaçant et de documenter les dossiers en cours.',
              es: 'Añade una frase en la que te ofreces a formar a quien te sustituya y a dejar documentado el trabajo pendiente.',
              it: 'Aggiunge una frase in cui ti offri di formare chi ti sostituirà e di documentare il lavoro in corso.',
            },
            rules: { required: false },
          },
          {
            name: 'gratitude',
            type: 'textarea',
            label: {
              en: 'Anything you’d like to thank them for',
              fr: 'Ce dont vous souhaitez les remercier',
              es: 'Lo que te gustaría agradecer',
              it: 'Per cosa vorresti ringraziare',
            },
            help: {
              en: 'Optional, and best kept to one or two specific things.',
              fr: 'Facultatif ; mieux vaut s’en tenir à une ou deux choses précises.',
              es: 'Opcional; mejor limitarse a una o dos cosas concretas.',
              it: 'Facoltativo; meglio limitarsi a una o due cose precise.',
            },
            placeholder: {
              en: 'The chance to lead the audit team, and your support during my parental leave.',
              fr: 'La confiance accordée pour encadrer l’équipe d’audit et votre soutien pendant mon congé parental.',
              es: 'La oportunidad de dirigir el equipo de auditoría y vuestro apoyo durante mi permiso de paternidad.',
              it: 'L’opportunità di guidare il team di revisione e il vostro sostegno durante il mio congedo parentale.',
            },
            rules: { required: false, maxLength: 1000 },
          },
          {
            name: 'extra_details',
            type: 'textarea',
            label: {
              en: 'Anything else to include',
              fr: 'Autre chose à mentionner',
              es: 'Algo más que incluir',
              it: 'Altro da aggiungere',
            },
            help: {
              en: 'Practical points, such as returning equipment or taking your remaining holiday.',
              fr: 'Des points pratiques, comme la restitution du matériel ou la prise de vos congés restants.',
              es: 'Cuestiones prácticas, como la devolución del material o las vacaciones que te quedan.',
              it: 'Aspetti pratici, come la restituzione dell’attrezzatura o le ferie residue.',
            },
            placeholder: {
              en: 'I’ll return my laptop and badge on my last day.',
              fr: 'Je restituerai mon ordinateur et mon badge le dernier jour.',
              es: 'Devolveré el portátil y la tarjeta de acceso el último día.',
              it: 'Restituirò il portatile e il badge l’ultimo giorno.',
            },
            dependsOn: {
              field: 'reason',
              cases: {
                new_job: {
                  help: {
                    en: 'There’s no need to name your new employer. You could mention returning equipment or using up your remaining holiday.',
                    fr: 'Inutile de nommer votre futur employeur. Vous pouvez évoquer la restitution du matériel ou la prise de vos congés restants.',
                    es: 'No hace falta nombrar a tu nueva empresa. Puedes mencionar la devolución del material o las vacaciones que te quedan.',
                    it: 'Non serve nominare il nuovo datore di lavoro. Puoi citare la restituzione dell’attrezzatura o le ferie residue.',
                  },
                },
                relocation: {
                  help: {
                    en: 'Say where you’re moving if you like, and whether you could work remotely during your notice.',
                    fr: 'Précisez si vous le souhaitez où vous partez, et si le télétravail pendant le préavis serait possible pour vous.',
                    es: 'Si quieres, di adónde te mudas y si podrías teletrabajar durante el preaviso.',
                    it: 'Se vuoi, indica dove ti trasferisci e se saresti disponibile a lavorare da remoto durante il preavviso.',
                  },
                  placeholder: {
                    en: 'We’re moving to Bristol in June; I could work remotely for the last two weeks.',
                    fr: 'Nous nous installons à Bordeaux en juin ; je peux télétravailler les deux dernières semaines.',
                    es: 'Nos mudamos a Valencia en junio; podría teletrabajar las dos últimas semanas.',
                    it: 'A giugno ci trasferiamo a Bologna; potrei lavorare da remoto nelle ultime due settimane.',
                  },
                },
                studies: {
                  help: {
                    en: 'Mention the course if you wish, and whether you’d like to keep in touch for internships or future roles.',
                    fr: 'Citez la formation si vous le souhaitez, ainsi que votre envie de garder le contact pour un stage ou un futur poste.',
                    es: 'Si quieres, menciona los estudios y si te gustaría mantener el contacto para unas prácticas o futuros puestos.',
                    it: 'Se vuoi, cita il corso di studi e se ti piacerebbe restare in contatto per tirocini o posizioni future.',
                  },
                  placeholder: {
                    en: 'I’m starting a master’s in data science in September.',
                    fr: 'Je commence un master en science des données en septembre.',
                    es: 'Empiezo un máster en ciencia de datos en septiembre.',
                    it: 'A settembre inizio un master in data science.',
                  },
                },
                personal: {
                  help: {
                    en: 'Keep it brief: “personal reasons” is enough, so add details only if you want to.',
                    fr: 'Inutile d’entrer dans les détails : « raisons personnelles » suffit, n’ajoutez que ce que vous souhaitez.',
                    es: 'Sé breve: con «motivos personales» basta, así que añade detalles solo si quieres.',
                    it: 'Sii breve: «motivi personali» è sufficiente, quindi aggiungi dettagli solo se vuoi.',
                  },
                },
                not_stated: {
                  help: {
                    en: 'The letter won’t give a reason, so add only practical points, such as returning equipment.',
                    fr: 'La lettre ne mentionnera aucun motif : ajoutez seulement des points pratiques, comme la restitution du matériel.',
                    es: 'La carta no indicará ningún motivo: añade solo cuestiones prácticas, como la devolución del material.',
                    it: 'La lettera non indicherà alcun motivo: aggiungi solo aspetti pratici, come la restituzione dell’attrezzatura.',
                  },
                },
              },
            },
            rules: { required: false, maxLength: 1000 },
          },
        ],
      },
    ],
    blueprint: {
      kind: 'sections',
      sections: [
        {
          key: 'header',
          title: {
            en: 'Sender, recipient and date',
            fr: 'Expéditeur, destinataire et date',
            es: 'Remitente, destinatario y fecha',
            it: 'Mittente, destinatario e data',
          },
        },
        {
          key: 'subject',
          title: { en: 'Subject line', fr: 'Objet', es: 'Asunto', it: 'Oggetto' },
        },
        {
          key: 'resignation',
          title: {
            en: 'Notice of resignation',
            fr: 'Annonce de la démission',
            es: 'Comunicación de la dimisión',
            it: 'Comunicazione delle dimissioni',
          },
        },
        {
          key: 'notice_and_last_day',
          title: {
            en: 'Notice period and last day',
            fr: 'Préavis et dernier jour',
            es: 'Preaviso y último día',
            it: 'Preavviso e ultimo giorno',
          },
        },
        {
          key: 'thanks_and_handover',
          title: {
            en: 'Thanks and handover',
            fr: 'Remerciements et passation',
            es: 'Agradecimientos y traspaso',
            it: 'Ringraziamenti e passaggio di consegne',
          },
        },
        {
          key: 'sign_off',
          title: {
            en: 'Sign-off and signature',
            fr: 'Formule de politesse et signature',
            es: 'Despedida y firma',
            it: 'Saluti e firma',
          },
        },
      ],
    },
  },

  {
    key: 'interview_thank_you',
    categories: ['career'],
    output: 'document',
    slug: {
      en: 'interview-thank-you-email',
      fr: 'remerciement-apres-entretien',
      es: 'agradecimiento-tras-entrevista',
      it: 'ringraziamento-dopo-colloquio',
    },
    name: {
      en: 'Interview thank-you email',
      fr: 'E-mail de remerciement après entretien',
      es: 'Correo de agradecimiento tras una entrevista',
      it: 'Email di ringraziamento dopo il colloquio',
    },
    description: {
      en: 'A short, personal thank-you email to send within a day of a job interview, recalling what you discussed and confirming you’re still keen.',
      fr: 'Un e-mail de remerciement court et personnel à envoyer dans les 24 heures suivant un entretien d’embauche, pour rappeler vos échanges et confirmer votre intérêt.',
      es: 'Un correo de agradecimiento breve y personal para enviar en las 24 horas siguientes a una entrevista de trabajo, que recuerda lo que hablasteis y confirma tu interés.',
      it: 'Un’email di ringraziamento breve e personale da inviare entro un giorno dal colloquio di lavoro, per richiamare quanto vi siete detti e confermare il tuo interesse.',
    },
    freeRequestsPerMonth: 8,
    steps: [
      {
        title: { en: 'The interview', fr: 'L’entretien', es: 'La entrevista', it: 'Il colloquio' },
        description: {
          en: 'A few facts, so the email is clearly about your interview and no one else’s.',
          fr: 'Quelques éléments pour que l’e-mail parle bien de votre entretien, et d’aucun autre.',
          es: 'Unos datos para que el correo hable de tu entrevista y de ninguna otra.',
          it: 'Qualche dato perché l’email parli proprio del tuo colloquio e di nessun altro.',
        },
        fields: [
          {
            name: 'job_title',
            type: 'text',
            label: {
              en: 'Position you interviewed for',
              fr: 'Poste pour lequel vous avez passé l’entretien',
              es: 'Puesto al que optas',
              it: 'Posizione per cui hai fatto il colloquio',
            },
            placeholder: {
              en: 'Account Manager',
              fr: 'Chargé de clientèle',
              es: 'Gestor de cuentas',
              it: 'Account manager',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'company',
            type: 'text',
            label: { en: 'Company', fr: 'Entreprise', es: 'Empresa', it: 'Azienda' },
            placeholder: {
              en: 'Lumen Health',
              fr: 'Atelier Verne',
              es: 'Talleres Ibarra',
              it: 'Vetreria Lombardi',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'interview_date',
            type: 'date',
            label: {
              en: 'Date of the interview',
              fr: 'Date de l’entretien',
              es: 'Fecha de la entrevista',
              it: 'Data del colloquio',
            },
            help: {
              en: 'Ideally, send your email within 24 hours of the interview.',
              fr: 'Idéalement, envoyez votre e-mail dans les 24 heures qui suivent l’entretien.',
              es: 'Lo ideal es enviar el correo en las 24 horas siguientes a la entrevista.',
              it: 'L’ideale è inviare l’email entro 24 ore dal colloquio.',
            },
            rules: { required: true },
          },
          {
            name: 'interview_format',
            type: 'select',
            label: {
              en: 'Interview format',
              fr: 'Format de l’entretien',
              es: 'Formato de la entrevista',
              it: 'Formato del colloquio',
            },
            options: [
              {
                value: 'in_person',
                label: { en: 'In person', fr: 'En présentiel', es: 'Presencial', it: 'Di persona' },
              },
              {
                value: 'video',
                label: {
                  en: 'Video call',
                  fr: 'En visioconférence',
                  es: 'Por videollamada',
                  it: 'In videochiamata',
                },
              },
              {
                value: 'phone',
                label: { en: 'Phone', fr: 'Par téléphone', es: 'Por teléfono', it: 'Al telefono' },
              },
              {
                value: 'panel',
                label: {
                  en: 'Panel (several interviewers)',
                  fr: 'Avec plusieurs recruteurs',
                  es: 'Con varios entrevistadores',
                  it: 'Con più selezionatori',
                },
              },
            ],
            rules: { required: true },
          },
        ],
      },
      {
        title: {
          en: 'The conversation',
          fr: 'L’échange',
          es: 'La conversación',
          it: 'La conversazione',
        },
        description: {
          en: 'One specific detail is what makes a thank-you email memorable.',
          fr: 'C’est un détail précis qui rend un e-mail de remerciement mémorable.',
          es: 'Un detalle concreto es lo que hace que un correo de agradecimiento se recuerde.',
          it: 'È un dettaglio preciso a rendere memorabile un’email di ringraziamento.',
        },
        fields: [
          {
            name: 'interviewer_name',
            type: 'text',
            label: {
              en: 'Interviewer’s name',
              fr: 'Nom de votre interlocuteur ou interlocutrice',
              es: 'Nombre de quien te entrevistó',
              it: 'Nome di chi ti ha fatto il colloquio',
            },
            placeholder: {
              en: 'Rachel Ahmed',
              fr: 'Nadia Benali',
              es: 'Sergio Ortega',
              it: 'Francesca Moretti',
            },
            dependsOn: {
              field: 'interview_format',
              cases: {
                panel: {
                  label: {
                    en: 'Names of the interviewers',
                    fr: 'Noms des recruteurs présents',
                    es: 'Nombres de los entrevistadores',
                    it: 'Nomi dei selezionatori',
                  },
                  help: {
                    en: 'Put your main contact first: the email will be addressed to them and mention the others.',
                    fr: 'Indiquez d’abord votre contact principal : l’e-mail lui sera adressé et citera les autres.',
                    es: 'Pon primero a tu contacto principal: el correo irá dirigido a esa persona y mencionará a los demás.',
                    it: 'Metti per primo il tuo referente principale: l’email sarà indirizzata a lui o a lei e citerà gli altri.',
                  },
                  placeholder: {
                    en: 'Rachel Ahmed (HR), Tom Baker (Head of Sales)',
                    fr: 'Nadia Benali (RH), Paul Mercier (directeur commercial)',
                    es: 'Sergio Ortega (RR. HH.), Elena Castro (directora comercial)',
                    it: 'Francesca Moretti (HR), Paolo Greco (direttore commerciale)',
                  },
                },
              },
            },
            rules: { required: true, minLength: 2, maxLength: 300 },
          },
          {
            name: 'interviewer_email',
            type: 'email',
            label: {
              en: 'Their email address',
              fr: 'Son adresse e-mail',
              es: 'Su correo electrónico',
              it: 'Il suo indirizzo email',
            },
            help: {
              en: 'Where you’ll send the email; for a panel, use your main contact’s address.',
              fr: 'L’adresse à laquelle vous enverrez l’e-mail ; s’ils étaient plusieurs, celle de votre contact principal.',
              es: 'La dirección a la que enviarás el correo; si eran varios, la de tu contacto principal.',
              it: 'L’indirizzo a cui invierai l’email; se erano in più, quello del referente principale.',
            },
            placeholder: {
              en: 'rachel.ahmed@lumenhealth.co.uk',
              fr: 'nadia.benali@atelier-verne.fr',
              es: 'sergio.ortega@talleresibarra.es',
              it: 'francesca.moretti@vetrerialombardi.it',
            },
            rules: { required: false, maxLength: 254 },
          },
          {
            name: 'memorable_moment',
            type: 'textarea',
            label: {
              en: 'A moment worth mentioning',
              fr: 'Un moment de l’entretien à rappeler',
              es: 'Un momento de la entrevista que merezca la pena mencionar',
              it: 'Un momento del colloquio da richiamare',
            },
            help: {
              en: 'A topic you discussed, a question that made you think, or something you learned about the team.',
              fr: 'Un sujet abordé, une question qui vous a fait réfléchir ou ce que vous avez appris sur l’équipe.',
              es: 'Un tema que tratasteis, una pregunta que te hizo pensar o algo que descubriste del equipo.',
              it: 'Un argomento affrontato, una domanda che ti ha fatto riflettere o qualcosa che hai scoperto sul team.',
            },
            placeholder: {
              en: 'We talked about expanding into the Nordic market, and I mentioned my experience of launching in Denmark.',
              fr: 'Nous avons parlé de l’ouverture au marché belge et j’ai évoqué mon expérience de lancement à Bruxelles.',
              es: 'Hablamos de la expansión a Portugal y comenté mi experiencia en el lanzamiento en Lisboa.',
              it: 'Abbiamo parlato dell’espansione in Svizzera e ho raccontato la mia esperienza nel lancio a Lugano.',
            },
            dependsOn: {
              field: 'interview_format',
              cases: {
                in_person: {
                  help: {
                    en: 'It can also be something you noticed on site: the office, the team, the tour they gave you.',
                    fr: 'Ce peut être aussi un détail remarqué sur place : les locaux, l’équipe, la visite qu’on vous a fait faire.',
                    es: 'También vale algo que te llamara la atención allí: la oficina, el equipo, la visita que te hicieron.',
                    it: 'Può essere anche qualcosa che hai notato sul posto: l’ufficio, il team, il giro che ti hanno fatto fare.',
                  },
                },
                video: {
                  help: {
                    en: 'A point from the discussion, or something they shared on screen, such as a product demo or a dashboard.',
                    fr: 'Un point de la discussion ou un élément partagé à l’écran, comme une démonstration ou un tableau de bord.',
                    es: 'Un punto de la conversación o algo que compartieron en pantalla, como una demo o un panel de datos.',
                    it: 'Un punto della conversazione o qualcosa che hanno condiviso sullo schermo, come una demo o una dashboard.',
                  },
                },
                phone: {
                  help: {
                    en: 'A phone interview is often a first screening, so mention the next step they described, if any.',
                    fr: 'L’entretien téléphonique est souvent une première étape : mentionnez la suite annoncée, le cas échéant.',
                    es: 'La entrevista telefónica suele ser un primer filtro: menciona el siguiente paso que te indicaron, si lo hubo.',
                    it: 'Il colloquio telefonico è spesso una prima selezione: cita il passo successivo che ti hanno indicato, se c’è.',
                  },
                },
                panel: {
                  label: {
                    en: 'What stood out with each interviewer',
                    fr: 'Ce qui vous a marqué avec chaque recruteur',
                    es: 'Lo que destacarías de cada entrevistador',
                    it: 'Cosa ti ha colpito di ciascun selezionatore',
                  },
                  help: {
                    en: 'One line per person lets the email acknowledge everyone, not just your main contact.',
                    fr: 'Une ligne par personne permet de remercier chacun, et pas seulement votre contact principal.',
                    es: 'Una línea por persona permite agradecer a cada uno, no solo a tu contacto principal.',
                    it: 'Una riga per persona permette di ringraziare ciascuno, non solo il referente principale.',
                  },
                  placeholder: {
                    en: 'Rachel: the mentoring programme. Tom: the new CRM roll-out.',
                    fr: 'Nadia : le programme de mentorat. Paul : le déploiement du nouveau CRM.',
                    es: 'Sergio: el programa de mentoría. Elena: la implantación del nuevo CRM.',
                    it: 'Francesca: il programma di mentoring. Paolo: l’introduzione del nuovo CRM.',
                  },
                },
              },
            },
            rules: { required: true, minLength: 20, maxLength: 1500 },
          },
        ],
      },
      {
        title: {
          en: 'Finishing touches',
          fr: 'Dernières touches',
          es: 'Últimos detalles',
          it: 'Ultimi ritocchi',
        },
        fields: [
          {
            name: 'sender_name',
            type: 'text',
            label: { en: 'Your name', fr: 'Vos prénom et nom', es: 'Tu nombre', it: 'Il tuo nome' },
            placeholder: {
              en: 'Oliver Grant',
              fr: 'Léa Fontaine',
              es: 'Carmen Soler',
              it: 'Davide Colombo',
            },
            rules: { required: true, minLength: 2, maxLength: 100 },
          },
          {
            name: 'phone',
            type: 'text',
            label: {
              en: 'Phone number for your signature',
              fr: 'Téléphone pour la signature',
              es: 'Teléfono para la firma',
              it: 'Telefono per la firma',
            },
            placeholder: {
              en: '+44 7700 900456',
              fr: '06 98 76 54 32',
              es: '+34 655 432 109',
              it: '+39 347 765 4321',
            },
            rules: { required: false, pattern: PHONE_PATTERN, patternMessage: PHONE_MESSAGE },
          },
          {
            name: 'afterthought',
            type: 'textarea',
            label: {
              en: 'Something you’d like to add or clarify',
              fr: 'Un point à ajouter ou à préciser',
              es: 'Algo que quieras añadir o aclarar',
              it: 'Qualcosa da aggiungere o chiarire',
            },
            help: {
              en: 'A better answer to a tricky question, or a link to your portfolio: the email will slip it in briefly.',
              fr: 'Une meilleure réponse à une question difficile ou un lien vers votre portfolio : l’e-mail l’intégrera en quelques mots.',
              es: 'Una respuesta mejor a una pregunta difícil o un enlace a tu portfolio: el correo lo incluirá en pocas palabras.',
              it: 'Una risposta migliore a una domanda difficile o il link al tuo portfolio: l’email lo inserirà in poche parole.',
            },
            placeholder: {
              en: 'On the budget question: last year I cut our agency spend by 15% without losing reach.',
              fr: 'Sur la question du budget : l’an dernier, j’ai réduit de 15 % nos dépenses d’agence sans perdre en visibilité.',
              es: 'Sobre la pregunta del presupuesto: el año pasado reduje un 15 % el gasto en agencias sin perder alcance.',
              it: 'Sulla domanda sul budget: l’anno scorso ho ridotto del 15% la spesa per le agenzie senza perdere visibilità.',
            },
            rules: { required: false, maxLength: 1000 },
          },
          {
            name: 'mention_availability',
            type: 'checkbox',
            label: {
              en: 'Remind them of your availability',
              fr: 'Rappeler vos disponibilités',
              es: 'Recordar tu disponibilidad',
              it: 'Ricordare la tua disponibilità',
            },
            help: {
              en: 'Adds a line saying when you could start or meet again.',
              fr: 'Ajoute une phrase indiquant quand vous pourriez commencer ou les rencontrer à nouveau.',
              es: 'Añade una frase sobre cuándo podrías empezar o volver a reuniros.',
              it: 'Aggiunge una frase su quando potresti iniziare o incontrarli di nuovo.',
            },
            rules: { required: false },
          },
        ],
      },
    ],
    blueprint: {
      kind: 'sections',
      sections: [
        {
          key: 'subject',
          title: { en: 'Subject line', fr: 'Objet', es: 'Asunto', it: 'Oggetto' },
        },
        {
          key: 'greeting',
          title: { en: 'Greeting', fr: 'Formule d’appel', es: 'Saludo', it: 'Saluto iniziale' },
        },
        {
          key: 'thanks',
          title: { en: 'Thanks', fr: 'Remerciements', es: 'Agradecimiento', it: 'Ringraziamento' },
        },
        {
          key: 'conversation',
          title: {
            en: 'Recalling the conversation',
            fr: 'Rappel de l’échange',
            es: 'Lo que hablasteis',
            it: 'Richiamo al colloquio',
          },
        },
        {
          key: 'fit',
          title: {
            en: 'Why you’re a good fit',
            fr: 'Pourquoi vous correspondez au poste',
            es: 'Por qué encajas en el puesto',
            it: 'Perché sei la persona giusta',
          },
        },
        {
          key: 'sign_off',
          title: {
            en: 'Sign-off and signature',
            fr: 'Conclusion et signature',
            es: 'Despedida y firma',
            it: 'Chiusura e firma',
          },
        },
      ],
    },
  },
]
