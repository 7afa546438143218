import type { TemplateSeed } from '../seed-schema.ts'

export const templates: TemplateSeed[] = [
  {
    key: 'podcast_intro',
    categories: ['audio'],
    output: 'speech',
    slug: {
      en: 'podcast-intro',
      fr: 'introduction-podcast',
      es: 'intro-para-podcast',
      it: 'intro-podcast',
    },
    name: {
      en: 'Podcast intro',
      fr: 'Introduction de podcast',
      es: 'Intro de pódcast',
      it: 'Intro per podcast',
    },
    description: {
      en: 'A short spoken intro for your podcast, read aloud in the voice you choose. For hosts who want a polished opening for every episode.',
      fr: 'Une courte introduction parlée pour votre podcast, lue avec la voix de votre choix. Pour les animateurs qui veulent ouvrir chaque épisode avec soin.',
      es: 'Una intro hablada y breve para tu pódcast, leída con la voz que elijas. Para quienes presentan un programa y quieren empezar cada episodio con buen pie.',
      it: 'Una breve intro parlata per il tuo podcast, letta con la voce che preferisci. Per chi conduce e vuole aprire ogni puntata in modo professionale.',
    },
    freeRequestsPerMonth: 5,
    steps: [
      {
        title: { en: 'Your show', fr: 'Votre émission', es: 'Tu programa', it: 'Il tuo podcast' },
        description: {
          en: 'Tell us who hosts the show and what it is about.',
          fr: 'Dites-nous qui anime l’émission et de quoi elle parle.',
          es: 'Cuéntanos quién presenta el programa y de qué trata.',
          it: 'Raccontaci chi conduce il podcast e di cosa parla.',
        },
        fields: [
          {
            name: 'show_name',
            type: 'text',
            label: {
              en: 'Show name',
              fr: 'Nom du podcast',
              es: 'Nombre del pódcast',
              it: 'Nome del podcast',
            },
            placeholder: {
              en: 'The Long Table',
              fr: 'Les Pieds dans le plat',
              es: 'Sobremesa',
              it: 'Chiacchiere in cucina',
            },
            rules: { required: true, minLength: 2, maxLength: 80 },
          },
          {
            name: 'host_names',
            type: 'text',
            label: {
              en: 'Host name(s)',
              fr: 'Nom des animateurs',
              es: 'Nombre de quien presenta',
              it: 'Nome di chi conduce',
            },
            help: {
              en: 'One or more names, written the way they should be pronounced.',
              fr: 'Un ou plusieurs noms, écrits comme ils doivent être prononcés.',
              es: 'Uno o varios nombres, escritos tal como deben pronunciarse.',
              it: 'Uno o più nomi, scritti così come vanno pronunciati.',
            },
            placeholder: {
              en: 'Maya Collins and Sam Okafor',
              fr: 'Claire Dubois et Karim Benali',
              es: 'Lucía Ortega y Dani Ruiz',
              it: 'Giulia Ferri e Marco Rinaldi',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'genre',
            type: 'select',
            label: { en: 'Genre', fr: 'Genre', es: 'Género', it: 'Genere' },
            options: [
              {
                value: 'business',
                label: {
                  en: 'Business & entrepreneurship',
                  fr: 'Business et entrepreneuriat',
                  es: 'Negocios y emprendimiento',
                  it: 'Business e imprenditoria',
                },
              },
              {
                value: 'true_crime',
                label: {
                  en: 'True crime',
                  fr: 'Affaires criminelles',
                  es: 'True crime',
                  it: 'True crime',
                },
              },
              {
                value: 'comedy',
                label: {
                  en: 'Comedy & chat',
                  fr: 'Humour et discussion',
                  es: 'Humor y charla',
                  it: 'Comicità e chiacchiere',
                },
              },
              {
                value: 'wellness',
                label: {
                  en: 'Health & wellbeing',
                  fr: 'Santé et bien-être',
                  es: 'Salud y bienestar',
                  it: 'Salute e benessere',
                },
              },
              {
                value: 'tech',
                label: {
                  en: 'Tech & science',
                  fr: 'Tech et sciences',
                  es: 'Tecnología y ciencia',
                  it: 'Tecnologia e scienza',
                },
              },
              {
                value: 'culture',
                label: {
                  en: 'Culture & society',
                  fr: 'Culture et société',
                  es: 'Cultura y sociedad',
                  it: 'Cultura e società',
                },
              },
            ],
            rules: { required: true },
          },
        ],
      },
      {
        title: {
          en: 'Tone and length',
          fr: 'Ton et durée',
          es: 'Tono y duración',
          it: 'Tono e durata',
        },
        fields: [
          {
            name: 'tagline',
            type: 'text',
            label: { en: 'Tagline', fr: 'Accroche', es: 'Eslogan', it: 'Slogan' },
            help: {
              en: "One line that sums up the show. We'll weave it into the intro.",
              fr: 'Une phrase qui résume l’émission et que nous intégrerons à l’introduction.',
              es: 'Una frase que resuma el programa. La incluiremos en la intro.',
              it: 'Una frase che riassume il podcast. La inseriremo nell’intro.',
            },
            placeholder: {
              en: 'Honest conversations, every Tuesday.',
              fr: 'Des conversations sincères, chaque mardi.',
              es: 'Conversaciones sinceras, cada martes.',
              it: 'Conversazioni sincere, ogni martedì.',
            },
            rules: { required: false, maxLength: 120 },
            dependsOn: {
              field: 'genre',
              cases: {
                business: {
                  placeholder: {
                    en: 'How small companies get big, one founder at a time.',
                    fr: 'Comment les petites boîtes deviennent grandes, un fondateur à la fois.',
                    es: 'Cómo crecen las pequeñas empresas, contado por quienes las fundaron.',
                    it: 'Come crescono le piccole imprese, raccontato da chi le ha fondate.',
                  },
                },
                true_crime: {
                  placeholder: {
                    en: 'Real cases. Unanswered questions.',
                    fr: 'Des affaires réelles. Des questions sans réponse.',
                    es: 'Casos reales. Preguntas sin respuesta.',
                    it: 'Casi veri. Domande senza risposta.',
                  },
                },
                comedy: {
                  placeholder: {
                    en: 'Two friends, zero expertise, strong opinions.',
                    fr: 'Deux amis, aucune expertise, un avis sur tout.',
                    es: 'Dos amigos, cero experiencia y opiniones para todo.',
                    it: 'Due amici, zero competenze, opinioni su tutto.',
                  },
                },
                wellness: {
                  placeholder: {
                    en: 'Small habits for a calmer week.',
                    fr: 'De petites habitudes pour une semaine plus sereine.',
                    es: 'Pequeños hábitos para una semana más tranquila.',
                    it: 'Piccole abitudini per una settimana più serena.',
                  },
                },
                tech: {
                  placeholder: {
                    en: 'The tech news that matters, in twenty minutes.',
                    fr: 'L’actu tech qui compte, en vingt minutes.',
                    es: 'La actualidad tecnológica que importa, en veinte minutos.',
                    it: 'Le notizie tech che contano, in venti minuti.',
                  },
                },
                culture: {
                  placeholder: {
                    en: 'Books, films and the ideas in between.',
                    fr: 'Des livres, des films et les idées qui les relient.',
                    es: 'Libros, películas y las ideas que los unen.',
                    it: 'Libri, film e le idee che li collegano.',
                  },
                },
              },
            },
          },
          {
            name: 'length',
            type: 'select',
            label: { en: 'Length', fr: 'Durée', es: 'Duración', it: 'Durata' },
            options: [
              {
                value: 's15',
                label: {
                  en: 'Short (about 15 seconds)',
                  fr: 'Courte (environ 15 secondes)',
                  es: 'Corta (unos 15 segundos)',
                  it: 'Breve (circa 15 secondi)',
                },
              },
              {
                value: 's30',
                label: {
                  en: 'Standard (about 30 seconds)',
                  fr: 'Standard (environ 30 secondes)',
                  es: 'Estándar (unos 30 segundos)',
                  it: 'Standard (circa 30 secondi)',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'voice_style',
            type: 'radio',
            label: {
              en: 'Voice style',
              fr: 'Style de voix',
              es: 'Estilo de voz',
              it: 'Stile della voce',
            },
            help: {
              en: 'Pick the energy that matches the start of your episodes.',
              fr: 'Choisissez l’énergie qui correspond au début de vos épisodes.',
              es: 'Elige la energía que encaje con el arranque de tus episodios.',
              it: 'Scegli l’energia più adatta all’inizio delle tue puntate.',
            },
            options: [
              { value: 'calm', label: { en: 'Calm', fr: 'Posée', es: 'Tranquila', it: 'Calma' } },
              {
                value: 'warm',
                label: { en: 'Warm', fr: 'Chaleureuse', es: 'Cálida', it: 'Calda' },
              },
              {
                value: 'energetic',
                label: { en: 'Energetic', fr: 'Dynamique', es: 'Enérgica', it: 'Energica' },
              },
            ],
            rules: { required: true },
          },
        ],
      },
      {
        title: { en: 'Script', fr: 'Texte', es: 'Guion', it: 'Testo' },
        description: {
          en: "Leave this empty and we'll write the intro from your answers.",
          fr: 'Laissez ce champ vide et nous rédigerons l’introduction à partir de vos réponses.',
          es: 'Déjalo en blanco y escribiremos la intro a partir de tus respuestas.',
          it: 'Lascia vuoto e scriveremo noi l’intro partendo dalle tue risposte.',
        },
        fields: [
          {
            name: 'own_script',
            type: 'textarea',
            label: {
              en: 'Your own script (optional)',
              fr: 'Votre propre texte (facultatif)',
              es: 'Tu propio guion (opcional)',
              it: 'Il tuo testo (facoltativo)',
            },
            help: {
              en: 'If you paste a script, it will be read exactly as written.',
              fr: 'Si vous collez un texte, il sera lu tel quel.',
              es: 'Si pegas un guion, se leerá tal cual.',
              it: 'Se incolli un testo, verrà letto così com’è.',
            },
            placeholder: {
              en: 'Welcome to The Long Table, where every Tuesday Maya and Sam sit down with people who changed their minds…',
              fr: 'Bienvenue dans Les Pieds dans le plat, le rendez-vous du mardi où Claire et Karim reçoivent ceux qui ont osé tout changer…',
              es: 'Bienvenidos a Sobremesa, el pódcast en el que cada martes Lucía y Dani charlan con gente que se atrevió a cambiar de vida…',
              it: 'Benvenuti a Chiacchiere in cucina, il podcast in cui ogni martedì Giulia e Marco incontrano chi ha avuto il coraggio di cambiare vita…',
            },
            rules: { required: false, maxLength: 1500 },
          },
        ],
      },
    ],
    blueprint: { kind: 'speech', textField: 'own_script', voice: 'warm' },
  },
  {
    key: 'meditation_script',
    categories: ['audio'],
    output: 'speech',
    slug: {
      en: 'guided-meditation',
      fr: 'meditation-guidee',
      es: 'meditacion-guiada',
      it: 'meditazione-guidata',
    },
    name: {
      en: 'Guided meditation',
      fr: 'Méditation guidée',
      es: 'Meditación guiada',
      it: 'Meditazione guidata',
    },
    description: {
      en: 'A guided meditation written around your intention and read aloud in a soothing voice. For your own practice, or for teachers preparing a session for their group.',
      fr: 'Une méditation guidée écrite autour de votre intention et lue d’une voix apaisante. Pour votre pratique personnelle ou pour préparer une séance destinée à votre groupe.',
      es: 'Una meditación guiada escrita en torno a tu intención y leída con una voz serena. Para tu práctica personal o para preparar una sesión para tu grupo.',
      it: 'Una meditazione guidata scritta intorno alla tua intenzione e letta con voce rilassante. Per la tua pratica personale o per preparare una sessione per il tuo gruppo.',
    },
    freeRequestsPerMonth: 5,
    steps: [
      {
        title: {
          en: 'Your intention',
          fr: 'Votre intention',
          es: 'Tu intención',
          it: 'La tua intenzione',
        },
        description: {
          en: 'Choose what this session should help you with.',
          fr: 'Choisissez ce que cette séance doit vous apporter.',
          es: '¿En qué quieres que te ayude esta sesión?',
          it: 'Dicci cosa ti aspetti da questa sessione.',
        },
        fields: [
          {
            name: 'theme',
            type: 'select',
            label: { en: 'Theme', fr: 'Thème', es: 'Tema', it: 'Tema' },
            options: [
              {
                value: 'sleep',
                label: {
                  en: 'Better sleep',
                  fr: 'Mieux dormir',
                  es: 'Dormir mejor',
                  it: 'Dormire meglio',
                },
              },
              {
                value: 'stress_relief',
                label: {
                  en: 'Stress relief',
                  fr: 'Apaiser le stress',
                  es: 'Aliviar el estrés',
                  it: 'Allentare lo stress',
                },
              },
              {
                value: 'focus',
                label: {
                  en: 'Focus',
                  fr: 'Se concentrer',
                  es: 'Concentrarte',
                  it: 'Concentrarti',
                },
              },
              {
                value: 'gratitude',
                label: {
                  en: 'Gratitude',
                  fr: 'Cultiver la gratitude',
                  es: 'Cultivar la gratitud',
                  it: 'Coltivare la gratitudine',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'experience',
            type: 'radio',
            label: {
              en: 'Your experience with meditation',
              fr: 'Votre pratique de la méditation',
              es: 'Tu experiencia con la meditación',
              it: 'La tua esperienza con la meditazione',
            },
            help: {
              en: 'If you are new to it, the text guides you more closely and keeps silences short.',
              fr: 'Si vous débutez, le texte vous guidera davantage, avec des silences plus courts.',
              es: 'Si estás empezando, el texto te guiará más de cerca y tendrá silencios más cortos.',
              it: 'Se sei alle prime armi, il testo ti guiderà di più e le pause saranno più brevi.',
            },
            options: [
              {
                value: 'beginner',
                label: {
                  en: 'New to it',
                  fr: 'Je débute',
                  es: 'Estoy empezando',
                  it: 'Sono alle prime armi',
                },
              },
              {
                value: 'occasional',
                label: {
                  en: 'I practise now and then',
                  fr: 'Je pratique de temps en temps',
                  es: 'Medito de vez en cuando',
                  it: 'Medito ogni tanto',
                },
              },
              {
                value: 'regular',
                label: {
                  en: 'I practise regularly',
                  fr: 'Je pratique régulièrement',
                  es: 'Medito con regularidad',
                  it: 'Medito regolarmente',
                },
              },
            ],
            rules: { required: true },
          },
        ],
      },
      {
        title: { en: 'The session', fr: 'La séance', es: 'La sesión', it: 'La sessione' },
        fields: [
          {
            name: 'technique',
            type: 'select',
            label: { en: 'Approach', fr: 'Approche', es: 'Enfoque', it: 'Approccio' },
            help: {
              en: 'The technique the meditation will guide you through.',
              fr: 'La technique sur laquelle s’appuiera la méditation.',
              es: 'La técnica que seguirá la meditación.',
              it: 'La tecnica su cui si baserà la meditazione.',
            },
            rules: { required: true },
            dependsOn: {
              field: 'theme',
              cases: {
                sleep: {
                  label: {
                    en: 'How to drift off',
                    fr: 'Pour glisser vers le sommeil',
                    es: 'Cómo conciliar el sueño',
                    it: 'Come scivolare nel sonno',
                  },
                  options: [
                    {
                      value: 'body_scan',
                      label: {
                        en: 'Slow body scan',
                        fr: 'Balayage corporel lent',
                        es: 'Escaneo corporal lento',
                        it: 'Body scan lento',
                      },
                    },
                    {
                      value: 'counting_breaths',
                      label: {
                        en: 'Counting breaths down',
                        fr: 'Compte à rebours des respirations',
                        es: 'Cuenta atrás con la respiración',
                        it: 'Conto alla rovescia dei respiri',
                      },
                    },
                    {
                      value: 'peaceful_place',
                      label: {
                        en: 'Imagining a peaceful place',
                        fr: 'Visualisation d’un lieu paisible',
                        es: 'Visualizar un lugar tranquilo',
                        it: 'Visualizzare un luogo sereno',
                      },
                    },
                  ],
                },
                stress_relief: {
                  label: {
                    en: 'How to let go of tension',
                    fr: 'Pour relâcher la pression',
                    es: 'Cómo soltar la tensión',
                    it: 'Come sciogliere la tensione',
                  },
                  options: [
                    {
                      value: 'muscle_release',
                      label: {
                        en: 'Relaxing muscle by muscle',
                        fr: 'Détente muscle par muscle',
                        es: 'Relajación muscular progresiva',
                        it: 'Rilassamento muscolare progressivo',
                      },
                    },
                    {
                      value: 'grounding',
                      label: {
                        en: 'Grounding through the five senses',
                        fr: 'Ancrage par les cinq sens',
                        es: 'Anclaje con los cinco sentidos',
                        it: 'Radicamento attraverso i cinque sensi',
                      },
                    },
                    {
                      value: 'passing_thoughts',
                      label: {
                        en: 'Watching thoughts drift by like clouds',
                        fr: 'Regarder passer ses pensées comme des nuages',
                        es: 'Ver pasar los pensamientos como nubes',
                        it: 'Osservare i pensieri passare come nuvole',
                      },
                    },
                  ],
                },
                focus: {
                  label: {
                    en: 'Your anchor',
                    fr: 'Votre point d’ancrage',
                    es: 'Tu punto de anclaje',
                    it: 'Il tuo punto di ancoraggio',
                  },
                  options: [
                    {
                      value: 'breath',
                      label: {
                        en: 'The breath',
                        fr: 'La respiration',
                        es: 'La respiración',
                        it: 'Il respiro',
                      },
                    },
                    {
                      value: 'sounds',
                      label: {
                        en: 'The sounds around you',
                        fr: 'Les sons autour de vous',
                        es: 'Los sonidos a tu alrededor',
                        it: 'I suoni intorno a te',
                      },
                    },
                    {
                      value: 'task_intention',
                      label: {
                        en: 'An intention for the task ahead',
                        fr: 'Une intention pour la tâche qui vous attend',
                        es: 'Una intención para la tarea que tienes por delante',
                        it: 'Un’intenzione per il compito che ti aspetta',
                      },
                    },
                  ],
                },
                gratitude: {
                  label: {
                    en: 'Who or what to thank',
                    fr: 'À qui ou à quoi dire merci',
                    es: 'A quién o qué agradecer',
                    it: 'Chi o cosa ringraziare',
                  },
                  options: [
                    {
                      value: 'loved_ones',
                      label: {
                        en: 'The people close to you',
                        fr: 'Vos proches',
                        es: 'Tus seres queridos',
                        it: 'Le persone care',
                      },
                    },
                    {
                      value: 'small_moments',
                      label: {
                        en: 'The small moments of the day',
                        fr: 'Les petits moments de la journée',
                        es: 'Los pequeños momentos del día',
                        it: 'I piccoli momenti della giornata',
                      },
                    },
                    {
                      value: 'self',
                      label: {
                        en: 'Yourself and your body',
                        fr: 'Vous-même et votre corps',
                        es: 'Tú y tu cuerpo',
                        it: 'Te stesso e il tuo corpo',
                      },
                    },
                  ],
                },
              },
            },
          },
          {
            name: 'duration_minutes',
            type: 'number',
            label: {
              en: 'Duration (minutes)',
              fr: 'Durée (minutes)',
              es: 'Duración (minutos)',
              it: 'Durata (minuti)',
            },
            help: {
              en: 'Between 2 and 30 minutes, silences included.',
              fr: 'Entre 2 et 30 minutes, silences compris.',
              es: 'Entre 2 y 30 minutos, silencios incluidos.',
              it: 'Tra 2 e 30 minuti, pause comprese.',
            },
            placeholder: { en: '10', fr: '10', es: '10', it: '10' },
            rules: { required: true, min: 2, max: 30 },
          },
          {
            name: 'breathing_cues',
            type: 'checkbox',
            label: {
              en: 'Include breathing cues',
              fr: 'Inclure des consignes de respiration',
              es: 'Incluir indicaciones de respiración',
              it: 'Includi indicazioni sul respiro',
            },
            help: {
              en: 'Gentle prompts to breathe in and out at an easy pace.',
              fr: 'De douces indications pour inspirer et expirer à votre rythme.',
              es: 'Indicaciones suaves para inspirar y espirar a tu ritmo.',
              it: 'Indicazioni delicate per inspirare ed espirare con calma.',
            },
            rules: { required: false },
          },
          {
            name: 'calming_image',
            type: 'text',
            label: {
              en: 'A place or image that calms you (optional)',
              fr: 'Un lieu ou une image qui vous apaise (facultatif)',
              es: 'Un lugar o una imagen que te calme (opcional)',
              it: 'Un luogo o un’immagine che ti calma (facoltativo)',
            },
            placeholder: {
              en: 'The sound of waves on a pebble beach',
              fr: 'Le bruit des vagues sur une plage de galets',
              es: 'El rumor de las olas en una cala',
              it: 'Il rumore delle onde su una spiaggia di ciottoli',
            },
            rules: { required: false, maxLength: 150 },
          },
        ],
      },
      {
        title: {
          en: 'Your own text',
          fr: 'Votre propre texte',
          es: 'Tu propio texto',
          it: 'Il tuo testo',
        },
        description: {
          en: "Leave this empty and we'll write the meditation from your answers.",
          fr: 'Laissez ce champ vide et nous rédigerons la méditation à partir de vos réponses.',
          es: 'Déjalo en blanco y escribiremos la meditación a partir de tus respuestas.',
          it: 'Lascia vuoto e scriveremo noi la meditazione partendo dalle tue risposte.',
        },
        fields: [
          {
            name: 'own_text',
            type: 'textarea',
            label: {
              en: 'Your own text (optional)',
              fr: 'Votre propre texte (facultatif)',
              es: 'Tu propio texto (opcional)',
              it: 'Il tuo testo (facoltativo)',
            },
            help: {
              en: 'Paste a meditation you have written and it will be read exactly as it is.',
              fr: 'Collez une méditation que vous avez écrite et elle sera lue telle quelle.',
              es: 'Pega una meditación que hayas escrito y se leerá tal cual.',
              it: 'Incolla una meditazione che hai scritto e verrà letta così com’è.',
            },
            placeholder: {
              en: 'Settle into a comfortable position and let your eyes gently close…',
              fr: 'Installez-vous confortablement et laissez vos yeux se fermer doucement…',
              es: 'Busca una postura cómoda y deja que los ojos se cierren poco a poco…',
              it: 'Trova una posizione comoda e lascia che gli occhi si chiudano piano…',
            },
            rules: { required: false, maxLength: 3000 },
          },
        ],
      },
    ],
    blueprint: { kind: 'speech', textField: 'own_text', voice: 'calm' },
  },
  {
    key: 'brand_jingle',
    categories: ['audio', 'business'],
    output: 'music',
    slug: {
      en: 'brand-jingle',
      fr: 'jingle-de-marque',
      es: 'jingle-de-marca',
      it: 'jingle-per-il-brand',
    },
    name: {
      en: 'Brand jingle',
      fr: 'Jingle de marque',
      es: 'Jingle de marca',
      it: 'Jingle per il brand',
    },
    description: {
      en: 'A short original jingle as an MP3 for your brand, shop or channel, ready for ads, videos and on-hold music. For small businesses and creators who want a sound people remember.',
      fr: 'Un court jingle original en MP3 pour votre marque, votre boutique ou votre chaîne, prêt pour vos publicités, vos vidéos et votre attente téléphonique. Pour les petites entreprises et les créateurs qui veulent un son qu’on retient.',
      es: 'Un jingle original y breve en MP3 para tu marca, tu tienda o tu canal, listo para anuncios, vídeos y música de espera. Para pequeñas empresas y creadores que quieren un sonido que se quede en la cabeza.',
      it: 'Un breve jingle originale in MP3 per il tuo brand, il tuo negozio o il tuo canale, pronto per spot, video e attesa telefonica. Per piccole imprese e creator che vogliono un suono che resti in testa.',
    },
    freeRequestsPerMonth: 3,
    steps: [
      {
        title: { en: 'Your brand', fr: 'Votre marque', es: 'Tu marca', it: 'Il tuo brand' },
        fields: [
          {
            name: 'brand_name',
            type: 'text',
            label: {
              en: 'Brand name',
              fr: 'Nom de la marque',
              es: 'Nombre de la marca',
              it: 'Nome del brand',
            },
            placeholder: {
              en: 'Brightside Bakery',
              fr: 'Maison Lumière',
              es: 'Panadería La Espiga',
              it: 'Forno Bellavista',
            },
            rules: { required: true, minLength: 2, maxLength: 60 },
          },
          {
            name: 'slogan',
            type: 'text',
            label: { en: 'Slogan', fr: 'Slogan', es: 'Eslogan', it: 'Slogan' },
            help: {
              en: 'A short line that sets the rhythm and spirit of the jingle.',
              fr: 'Une phrase courte qui donne le rythme et l’esprit du jingle.',
              es: 'Una frase corta que marque el ritmo y el espíritu del jingle.',
              it: 'Una frase breve che dia ritmo e carattere al jingle.',
            },
            placeholder: {
              en: 'Fresh from our oven every morning.',
              fr: 'Le bon pain, chaque matin.',
              es: 'Pan del bueno, cada mañana.',
              it: 'Il pane buono, ogni mattina.',
            },
            rules: { required: false, maxLength: 80 },
          },
          {
            name: 'website',
            type: 'text',
            label: {
              en: 'Website (optional)',
              fr: 'Site web (facultatif)',
              es: 'Sitio web (opcional)',
              it: 'Sito web (facoltativo)',
            },
            help: {
              en: 'Helps us get a feel for your brand.',
              fr: 'Pour mieux cerner l’univers de votre marque.',
              es: 'Nos ayuda a captar el estilo de tu marca.',
              it: 'Ci aiuta a capire lo stile del tuo brand.',
            },
            placeholder: {
              en: 'brightsidebakery.com',
              fr: 'maison-lumiere.fr',
              es: 'panaderialaespiga.es',
              it: 'fornobellavista.it',
            },
            rules: {
              required: false,
              maxLength: 200,
              pattern: '^(https?://)?([A-Za-z0-9-]+\\.)+[A-Za-z]{2,}(/\\S*)?$',
              patternMessage: {
                en: 'Enter a web address such as example.com.',
                fr: 'Indiquez une adresse web du type exemple.fr.',
                es: 'Escribe una dirección web como ejemplo.es.',
                it: 'Inserisci un indirizzo web come esempio.it.',
              },
            },
          },
        ],
      },
      {
        title: { en: 'The sound', fr: 'Le son', es: 'El sonido', it: 'Il suono' },
        description: {
          en: 'Set the feel, the pace and the length of your jingle.',
          fr: 'Choisissez l’ambiance, le tempo et la durée de votre jingle.',
          es: 'Elige el carácter, el ritmo y la duración de tu jingle.',
          it: 'Scegli l’atmosfera, il tempo e la durata del tuo jingle.',
        },
        fields: [
          {
            name: 'mood',
            type: 'select',
            label: { en: 'Mood', fr: 'Ambiance', es: 'Carácter', it: 'Atmosfera' },
            options: [
              {
                value: 'joyful',
                label: { en: 'Joyful', fr: 'Joyeuse', es: 'Alegre', it: 'Allegra' },
              },
              {
                value: 'confident',
                label: { en: 'Confident', fr: 'Affirmée', es: 'Decidido', it: 'Decisa' },
              },
              {
                value: 'calm',
                label: { en: 'Calm', fr: 'Apaisée', es: 'Sereno', it: 'Rilassata' },
              },
              { value: 'epic', label: { en: 'Epic', fr: 'Épique', es: 'Épico', it: 'Epica' } },
            ],
            rules: { required: true },
          },
          {
            name: 'tempo',
            type: 'select',
            label: { en: 'Tempo', fr: 'Tempo', es: 'Ritmo', it: 'Tempo' },
            options: [
              { value: 'slow', label: { en: 'Slow', fr: 'Lent', es: 'Lento', it: 'Lento' } },
              {
                value: 'medium',
                label: { en: 'Medium', fr: 'Modéré', es: 'Moderado', it: 'Moderato' },
              },
              { value: 'fast', label: { en: 'Fast', fr: 'Rapide', es: 'Rápido', it: 'Veloce' } },
            ],
            rules: { required: true },
          },
          {
            name: 'length',
            type: 'select',
            label: { en: 'Length', fr: 'Durée', es: 'Duración', it: 'Durata' },
            help: {
              en: '15 seconds suits a sound logo or video intro, 60 seconds an ad or on-hold music.',
              fr: '15 secondes conviennent à un logo sonore ou à une intro vidéo, 60 secondes à une publicité ou à une musique d’attente.',
              es: '15 segundos van bien para un logo sonoro o la intro de un vídeo; 60 segundos, para un anuncio o música de espera.',
              it: '15 secondi sono ideali per un logo sonoro o l’intro di un video, 60 secondi per uno spot o una musica d’attesa.',
            },
            options: [
              {
                value: 's15',
                label: { en: '15 seconds', fr: '15 secondes', es: '15 segundos', it: '15 secondi' },
              },
              {
                value: 's30',
                label: { en: '30 seconds', fr: '30 secondes', es: '30 segundos', it: '30 secondi' },
              },
              {
                value: 's60',
                label: { en: '60 seconds', fr: '60 secondes', es: '60 segundos', it: '60 secondi' },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'instrument',
            type: 'radio',
            label: {
              en: 'Main instrument',
              fr: 'Instrument principal',
              es: 'Instrumento principal',
              it: 'Strumento principale',
            },
            options: [
              {
                value: 'piano',
                label: { en: 'Piano', fr: 'Piano', es: 'Piano', it: 'Pianoforte' },
              },
              {
                value: 'acoustic_guitar',
                label: {
                  en: 'Acoustic guitar',
                  fr: 'Guitare acoustique',
                  es: 'Guitarra acústica',
                  it: 'Chitarra acustica',
                },
              },
              {
                value: 'synthesizer',
                label: {
                  en: 'Synthesizer',
                  fr: 'Synthétiseur',
                  es: 'Sintetizador',
                  it: 'Sintetizzatore',
                },
              },
              {
                value: 'strings',
                label: { en: 'Strings', fr: 'Cordes', es: 'Cuerdas', it: 'Archi' },
              },
              {
                value: 'ukulele',
                label: { en: 'Ukulele', fr: 'Ukulélé', es: 'Ukelele', it: 'Ukulele' },
              },
            ],
            rules: { required: true },
          },
        ],
      },
      {
        title: {
          en: 'References (optional)',
          fr: 'Références (facultatif)',
          es: 'Referencias (opcional)',
          it: 'Riferimenti (facoltativi)',
        },
        description: {
          en: 'Give us something to go on, or skip this step.',
          fr: 'Donnez-nous une piste, ou passez cette étape.',
          es: 'Danos alguna pista o sáltate este paso.',
          it: 'Dacci qualche spunto, oppure salta questo passaggio.',
        },
        fields: [
          {
            name: 'reference_audio',
            type: 'file',
            label: {
              en: 'Existing sound logo or reference track',
              fr: 'Logo sonore existant ou morceau de référence',
              es: 'Logo sonoro actual o pista de referencia',
              it: 'Logo sonoro esistente o brano di riferimento',
            },
            help: {
              en: "MP3, WAV or OGG, up to 10 MB. We'll take inspiration from it without copying it.",
              fr: 'MP3, WAV ou OGG, 10 Mo maximum. Nous nous inspirerons du fichier sans le copier.',
              es: 'MP3, WAV u OGG, hasta 10 MB. Nos inspiraremos en el archivo sin copiarlo.',
              it: 'MP3, WAV o OGG, fino a 10 MB. Ci ispireremo al file senza copiarlo.',
            },
            rules: {
              required: false,
              accept: ['audio/mpeg', 'audio/wav', 'audio/ogg'],
              maxSizeMb: 10,
            },
          },
          {
            name: 'notes',
            type: 'text',
            label: {
              en: 'Notes for the composer (optional)',
              fr: 'Indications pour la composition (facultatif)',
              es: 'Indicaciones para la composición (opcional)',
              it: 'Indicazioni per la composizione (facoltative)',
            },
            placeholder: {
              en: 'Bright and warm, no heavy drums',
              fr: 'Lumineux et chaleureux, sans grosse batterie',
              es: 'Luminoso y cálido, sin batería contundente',
              it: 'Luminoso e caldo, senza batteria pesante',
            },
            rules: { required: false, maxLength: 200 },
          },
        ],
      },
    ],
    blueprint: { kind: 'music', moodField: 'mood', tempoField: 'tempo', lengthField: 'length' },
  },
  {
    key: 'video_script',
    categories: ['audio'],
    output: 'document',
    slug: {
      en: 'video-script',
      fr: 'script-video',
      es: 'guion-de-video',
      it: 'script-per-video',
    },
    name: {
      en: 'Video script',
      fr: 'Script vidéo',
      es: 'Guion de vídeo',
      it: 'Script per video',
    },
    description: {
      en: 'A ready-to-shoot script for YouTube, short vertical videos or product demos, with a hook, talking points and a call to action. For creators and marketers who want to film with a clear plan.',
      fr: 'Un script prêt à tourner pour YouTube, les vidéos verticales courtes ou les démos produit, avec accroche, points clés et appel à l’action. Pour les créateurs et les équipes marketing qui veulent filmer avec un plan clair.',
      es: 'Un guion listo para grabar para YouTube, vídeos verticales cortos o demos de producto, con gancho, puntos clave y llamada a la acción. Para creadores y equipos de marketing que quieren grabar con las ideas claras.',
      it: 'Uno script pronto da girare per YouTube, video verticali brevi o demo di prodotto, con gancio iniziale, punti chiave e invito all’azione. Per creator e team marketing che vogliono girare con le idee chiare.',
    },
    freeRequestsPerMonth: 5,
    variations: [
      {
        key: 'youtube',
        name: {
          en: 'YouTube video',
          fr: 'Vidéo YouTube',
          es: 'Vídeo de YouTube',
          it: 'Video YouTube',
        },
        description: {
          en: 'A longer video with a strong hook, clear chapters and an invitation to subscribe.',
          fr: 'Une vidéo plus longue, avec une accroche forte, des chapitres clairs et une invitation à s’abonner.',
          es: 'Un vídeo más largo, con un gancho potente, capítulos claros y una invitación a suscribirse.',
          it: 'Un video più lungo, con un gancio forte, capitoli chiari e un invito a iscriversi.',
        },
      },
      {
        key: 'short_form',
        name: {
          en: 'Short vertical video',
          fr: 'Vidéo verticale courte',
          es: 'Vídeo vertical corto',
          it: 'Video verticale breve',
        },
        description: {
          en: 'A punchy script for Reels, TikTok or Shorts that grabs attention in the first seconds.',
          fr: 'Un script percutant pour Reels, TikTok ou Shorts, qui capte l’attention dès les premières secondes.',
          es: 'Un guion directo para Reels, TikTok o Shorts que engancha desde el primer segundo.',
          it: 'Uno script incisivo per Reels, TikTok o Shorts che cattura l’attenzione nei primi secondi.',
        },
      },
      {
        key: 'product_demo',
        name: {
          en: 'Product demo',
          fr: 'Démo produit',
          es: 'Demo de producto',
          it: 'Demo di prodotto',
        },
        description: {
          en: 'A step-by-step walkthrough that shows the product in action and ends with a clear next step.',
          fr: 'Une présentation pas à pas qui montre le produit en action et se termine par une invitation claire.',
          es: 'Un recorrido paso a paso que muestra el producto en acción y termina con un siguiente paso claro.',
          it: 'Una presentazione passo passo che mostra il prodotto in azione e si chiude con un invito chiaro.',
        },
      },
    ],
    steps: [
      {
        title: {
          en: 'Topic and audience',
          fr: 'Sujet et public',
          es: 'Tema y público',
          it: 'Argomento e pubblico',
        },
        fields: [
          {
            name: 'topic',
            type: 'text',
            label: { en: 'Topic', fr: 'Sujet', es: 'Tema', it: 'Argomento' },
            placeholder: {
              en: 'How to keep basil alive on a windowsill',
              fr: 'Comment garder un basilic en vie sur le rebord de la fenêtre',
              es: 'Cómo mantener viva la albahaca en la ventana',
              it: 'Come tenere in vita il basilico sul davanzale',
            },
            rules: { required: true, minLength: 5, maxLength: 150 },
          },
          {
            name: 'audience',
            type: 'text',
            label: { en: 'Audience', fr: 'Public visé', es: 'Público', it: 'Pubblico' },
            help: {
              en: 'Who will watch, and what do they already know about the topic?',
              fr: 'Précisez qui regardera la vidéo et ce que ces personnes savent déjà du sujet.',
              es: '¿Quién verá el vídeo y qué sabe ya del tema?',
              it: 'Chi guarderà il video e cosa sa già dell’argomento?',
            },
            placeholder: {
              en: 'Beginner gardeners living in flats',
              fr: 'Jardiniers débutants qui vivent en appartement',
              es: 'Gente que empieza a cultivar plantas en un piso',
              it: 'Chi inizia a coltivare piante in appartamento',
            },
            rules: { required: true, minLength: 3, maxLength: 150 },
          },
          {
            name: 'key_points',
            type: 'textarea',
            label: {
              en: 'Key points to cover',
              fr: 'Points clés à aborder',
              es: 'Puntos clave que tratar',
              it: 'Punti chiave da trattare',
            },
            help: {
              en: 'One per line. We will turn them into an outline you can edit.',
              fr: 'Un par ligne. Nous en ferons un plan que vous pourrez modifier.',
              es: 'Uno por línea. Los convertiremos en una estructura que podrás editar.',
              it: 'Uno per riga. Li trasformeremo in una scaletta che potrai modificare.',
            },
            placeholder: {
              en: 'Choose the right pot\nWater less than you think\nPinch the tops to keep it bushy',
              fr: 'Choisir le bon pot\nArroser moins qu’on ne le croit\nPincer les tiges pour qu’il reste touffu',
              es: 'Elegir la maceta adecuada\nRegar menos de lo que crees\nDespuntar los tallos para que crezca frondosa',
              it: 'Scegliere il vaso giusto\nInnaffiare meno di quanto pensi\nCimare le punte perché cresca folto',
            },
            rules: { required: false, maxLength: 2000 },
          },
        ],
      },
      {
        title: {
          en: 'Format and planning',
          fr: 'Format et calendrier',
          es: 'Formato y planificación',
          it: 'Formato e pianificazione',
        },
        fields: [
          {
            name: 'length_minutes',
            type: 'number',
            label: {
              en: 'Target length (minutes)',
              fr: 'Durée visée (minutes)',
              es: 'Duración objetivo (minutos)',
              it: 'Durata prevista (minuti)',
            },
            help: {
              en: 'For a short vertical video, enter 1.',
              fr: 'Pour une vidéo verticale courte, indiquez 1.',
              es: 'Para un vídeo vertical corto, pon 1.',
              it: 'Per un video verticale breve, inserisci 1.',
            },
            placeholder: { en: '8', fr: '8', es: '8', it: '8' },
            rules: { required: true, min: 1, max: 60 },
          },
          {
            name: 'tone',
            type: 'select',
            label: { en: 'Tone', fr: 'Ton', es: 'Tono', it: 'Tono' },
            options: [
              {
                value: 'conversational',
                label: {
                  en: 'Conversational',
                  fr: 'Décontracté',
                  es: 'Cercano',
                  it: 'Colloquiale',
                },
              },
              {
                value: 'educational',
                label: { en: 'Educational', fr: 'Pédagogique', es: 'Didáctico', it: 'Didattico' },
              },
              {
                value: 'enthusiastic',
                label: {
                  en: 'Enthusiastic',
                  fr: 'Enthousiaste',
                  es: 'Entusiasta',
                  it: 'Entusiasta',
                },
              },
              {
                value: 'humorous',
                label: { en: 'Humorous', fr: 'Plein d’humour', es: 'Con humor', it: 'Divertente' },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'call_to_action',
            type: 'text',
            label: {
              en: 'Call to action (optional)',
              fr: 'Appel à l’action (facultatif)',
              es: 'Llamada a la acción (opcional)',
              it: 'Invito all’azione (facoltativo)',
            },
            placeholder: {
              en: 'Download the free watering calendar',
              fr: 'Téléchargez le calendrier d’arrosage gratuit',
              es: 'Descarga el calendario de riego gratuito',
              it: 'Scarica il calendario gratuito delle annaffiature',
            },
            rules: { required: false, maxLength: 120 },
          },
          {
            name: 'publish_date',
            type: 'date',
            label: {
              en: 'Publication date (optional)',
              fr: 'Date de publication (facultatif)',
              es: 'Fecha de publicación (opcional)',
              it: 'Data di pubblicazione (facoltativa)',
            },
            help: {
              en: 'Useful if the video is tied to a season, a launch or an event.',
              fr: 'Utile si la vidéo est liée à une saison, un lancement ou un événement.',
              es: 'Útil si el vídeo va ligado a una temporada, un lanzamiento o un evento.',
              it: 'Utile se il video è legato a una stagione, un lancio o un evento.',
            },
            rules: { required: false },
          },
          {
            name: 'collaborator_email',
            type: 'email',
            label: {
              en: "Collaborator's email (optional)",
              fr: 'E-mail de la personne qui collabore avec vous (facultatif)',
              es: 'Correo de quien colabora contigo (opcional)',
              it: 'Email di chi collabora con te (facoltativa)',
            },
            help: {
              en: 'We will share the finished script with this person so they can review it.',
              fr: 'Nous partagerons le script terminé avec cette personne pour qu’elle puisse le relire.',
              es: 'Compartiremos el guion terminado con esta persona para que pueda revisarlo.',
              it: 'Condivideremo lo script finito con questa persona, così potrà rivederlo.',
            },
            placeholder: {
              en: 'editor@example.com',
              fr: 'montage@exemple.fr',
              es: 'edicion@ejemplo.es',
              it: 'montaggio@esempio.it',
            },
            rules: { required: false, maxLength: 254 },
          },
        ],
      },
      {
        kind: 'outline',
        title: { en: 'Outline', fr: 'Plan', es: 'Estructura', it: 'Scaletta' },
        description: {
          en: 'Check the structure before we write the full script.',
          fr: 'Vérifiez la structure avant que nous rédigions le script complet.',
          es: 'Revisa la estructura antes de que escribamos el guion completo.',
          it: 'Controlla la struttura prima che scriviamo lo script completo.',
        },
        fields: [
          {
            name: 'outline',
            type: 'textarea',
            label: {
              en: 'Video outline',
              fr: 'Plan de la vidéo',
              es: 'Estructura del vídeo',
              it: 'Scaletta del video',
            },
            help: {
              en: 'We drafted this outline from your answers. Edit, reorder or remove points as you like, and the script will follow it.',
              fr: 'Nous avons préparé ce plan à partir de vos réponses. Modifiez, réorganisez ou supprimez des points à votre guise, le script suivra ce plan.',
              es: 'Hemos preparado esta estructura a partir de tus respuestas. Edita, reordena o borra lo que quieras y el guion la seguirá.',
              it: 'Abbiamo preparato questa scaletta in base alle tue risposte. Modifica, riordina o elimina i punti come vuoi e lo script la seguirà.',
            },
            rules: { required: true, maxLength: 4000 },
          },
        ],
      },
    ],
    blueprint: {
      kind: 'sections',
      sections: [
        { key: 'hook', title: { en: 'Hook', fr: 'Accroche', es: 'Gancho', it: 'Gancio' } },
        {
          key: 'intro',
          title: {
            en: 'Introduction',
            fr: 'Introduction',
            es: 'Introducción',
            it: 'Introduzione',
          },
        },
        {
          key: 'main_content',
          title: {
            en: 'Main content',
            fr: 'Développement',
            es: 'Desarrollo',
            it: 'Contenuto principale',
          },
        },
        {
          key: 'call_to_action',
          title: {
            en: 'Call to action',
            fr: 'Appel à l’action',
            es: 'Llamada a la acción',
            it: 'Invito all’azione',
          },
        },
        {
          key: 'shot_notes',
          title: {
            en: 'Shots and on-screen text',
            fr: 'Plans et textes à l’écran',
            es: 'Planos y textos en pantalla',
            it: 'Inquadrature e testi a schermo',
          },
        },
        {
          key: 'publishing',
          title: {
            en: 'Title, description and tags',
            fr: 'Titre, description et tags',
            es: 'Título, descripción y etiquetas',
            it: 'Titolo, descrizione e tag',
          },
        },
      ],
    },
  },
]
