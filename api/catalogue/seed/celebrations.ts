import type { TemplateSeed } from '../seed-schema.ts'

export const templates: TemplateSeed[] = [
  {
    key: 'wedding_speech',
    categories: ['celebrations'],
    output: 'document',
    slug: {
      en: 'wedding-speech',
      fr: 'discours-de-mariage',
      es: 'discurso-de-boda',
      it: 'discorso-di-nozze',
    },
    name: {
      en: 'Wedding speech',
      fr: 'Discours de mariage',
      es: 'Discurso de boda',
      it: 'Discorso di nozze',
    },
    description: {
      en: 'A personal, well-timed wedding speech built from your own memories of the couple, for best men, maids of honour, parents and the newlyweds themselves.',
      fr: 'Un discours de mariage personnel et bien rythmé, construit à partir de vos propres souvenirs du couple, pour les témoins, les parents et les mariés eux-mêmes.',
      es: 'Un discurso de boda personal y con la duración justa, creado a partir de tus recuerdos de la pareja, para testigos, damas de honor, padres y los propios novios.',
      it: 'Un discorso di nozze personale e ben calibrato, costruito sui tuoi ricordi della coppia, per testimoni, genitori e gli sposi stessi.',
    },
    freeRequestsPerMonth: 3,
    variations: [
      {
        key: 'best_man_maid_of_honour',
        name: {
          en: 'Best man or maid of honour',
          fr: 'Témoin',
          es: 'Testigo o dama de honor',
          it: 'Testimone',
        },
        description: {
          en: 'Warm and playful: stories from your friendship, a few gentle teases and a toast to the couple.',
          fr: 'Chaleureux et complice : des anecdotes de votre amitié, quelques taquineries bienveillantes et un toast aux mariés.',
          es: 'Cercano y divertido: anécdotas de vuestra amistad, alguna broma cariñosa y un brindis por los novios.',
          it: 'Affettuoso e scherzoso: aneddoti della vostra amicizia, qualche battuta bonaria e un brindisi agli sposi.',
        },
      },
      {
        key: 'parent_of_couple',
        name: {
          en: 'Parent of the couple',
          fr: 'Parent des mariés',
          es: 'Padre o madre de los novios',
          it: 'Genitore degli sposi',
        },
        description: {
          en: 'Proud and tender: a look back at growing up, a welcome to the new family and wishes for the years ahead.',
          fr: 'Fier et tendre : un regard sur l’enfance, un mot d’accueil pour la nouvelle famille et des vœux pour les années à venir.',
          es: 'Orgulloso y tierno: un repaso a la infancia, unas palabras de bienvenida a la nueva familia y buenos deseos para el futuro.',
          it: 'Orgoglioso e tenero: uno sguardo all’infanzia, un benvenuto alla nuova famiglia e gli auguri per gli anni a venire.',
        },
      },
      {
        key: 'the_couple',
        name: {
          en: 'The couple',
          fr: 'Les mariés',
          es: 'Los novios',
          it: 'Gli sposi',
        },
        description: {
          en: 'Grateful and personal: thanks to your guests, a word for those who helped and a few lines to each other.',
          fr: 'Reconnaissant et personnel : des remerciements aux invités, un mot pour ceux qui vous ont aidés et quelques phrases l’un pour l’autre.',
          es: 'Agradecido y personal: gracias a los invitados, un recuerdo para quienes os han ayudado y unas palabras el uno para el otro.',
          it: 'Riconoscente e personale: un grazie agli invitati, un pensiero per chi vi ha aiutato e qualche parola l’uno per l’altra.',
        },
      },
    ],
    steps: [
      {
        title: {
          en: 'The couple and you',
          fr: 'Le couple et vous',
          es: 'La pareja y tú',
          it: 'Tu e la coppia',
        },
        description: {
          en: 'Tell us who is getting married, when, and how you know them.',
          fr: 'Dites-nous qui se marie, quand, et quel lien vous unit aux mariés.',
          es: 'Cuéntanos quién se casa, cuándo y qué relación tienes con los novios.',
          it: 'Dicci chi si sposa, quando e che legame hai con gli sposi.',
        },
        fields: [
          {
            name: 'couple_names',
            type: 'text',
            label: {
              en: 'Names of the couple',
              fr: 'Prénoms des mariés',
              es: 'Nombres de los novios',
              it: 'Nomi degli sposi',
            },
            help: {
              en: 'Write the names as you will say them in the speech, nicknames included.',
              fr: 'Indiquez les prénoms tels que vous les prononcerez dans le discours, surnoms compris.',
              es: 'Escribe los nombres tal como los dirás en el discurso, apodos incluidos.',
              it: 'Scrivi i nomi come li pronuncerai nel discorso, soprannomi compresi.',
            },
            placeholder: {
              en: 'Emma and Lucas',
              fr: 'Camille et Julien',
              es: 'Lucía y Pablo',
              it: 'Giulia e Marco',
            },
            rules: { required: true, minLength: 3, maxLength: 80 },
          },
          {
            name: 'wedding_date',
            type: 'date',
            label: {
              en: 'Wedding date',
              fr: 'Date du mariage',
              es: 'Fecha de la boda',
              it: 'Data delle nozze',
            },
            help: {
              en: 'The speech can then nod to the season or to the day itself.',
              fr: 'Le discours pourra ainsi évoquer la saison ou le jour même.',
              es: 'Así el discurso puede hacer un guiño a la estación o al propio día.',
              it: 'Così il discorso potrà fare un cenno alla stagione o al giorno stesso.',
            },
            rules: { required: true },
          },
          {
            name: 'relationship',
            type: 'select',
            label: {
              en: 'Your relationship to the couple',
              fr: 'Votre lien avec les mariés',
              es: 'Tu relación con los novios',
              it: 'Il tuo legame con gli sposi',
            },
            help: {
              en: 'This guides which stories and which tone suit you best.',
              fr: 'Cela oriente le choix des anecdotes et le ton du discours.',
              es: 'Esto orienta qué anécdotas y qué tono encajan mejor contigo.',
              it: 'Serve a capire quali aneddoti e quale tono ti si addicono di più.',
            },
            options: [
              {
                value: 'sibling',
                label: {
                  en: 'Brother or sister',
                  fr: 'Frère ou sœur',
                  es: 'Hermano o hermana',
                  it: 'Fratello o sorella',
                },
              },
              {
                value: 'childhood_friend',
                label: {
                  en: 'Childhood friend',
                  fr: 'Ami ou amie d’enfance',
                  es: 'Amigo o amiga de la infancia',
                  it: 'Amico o amica d’infanzia',
                },
              },
              {
                value: 'adult_friend',
                label: {
                  en: 'Friend from university or later in life',
                  fr: 'Ami ou amie des études ou de la vie adulte',
                  es: 'Amigo o amiga de la universidad o de después',
                  it: 'Amico o amica dall’università in poi',
                },
              },
              {
                value: 'colleague',
                label: {
                  en: 'Colleague',
                  fr: 'Collègue',
                  es: 'Compañero o compañera de trabajo',
                  it: 'Collega',
                },
              },
              {
                value: 'parent',
                label: {
                  en: 'Parent',
                  fr: 'Père ou mère',
                  es: 'Padre o madre',
                  it: 'Genitore',
                },
              },
              {
                value: 'spouse',
                label: {
                  en: 'One of the newlyweds',
                  fr: 'L’un des mariés',
                  es: 'Uno de los novios',
                  it: 'Uno degli sposi',
                },
              },
            ],
            rules: { required: true },
          },
        ],
      },
      {
        title: {
          en: 'Your stories',
          fr: 'Vos souvenirs',
          es: 'Tus historias',
          it: 'I tuoi ricordi',
        },
        description: {
          en: 'The details only you know are what make a speech memorable.',
          fr: 'Ce sont les détails que personne d’autre ne connaît qui rendent un discours inoubliable.',
          es: 'Los detalles que solo tú conoces son los que hacen inolvidable un discurso.',
          it: 'Sono i dettagli che conosci solo tu a rendere memorabile un discorso.',
        },
        fields: [
          {
            name: 'anecdote',
            type: 'textarea',
            label: {
              en: 'A story to tell',
              fr: 'Une anecdote à raconter',
              es: 'Una anécdota para contar',
              it: 'Un aneddoto da raccontare',
            },
            help: {
              en: 'A moment that shows who they are: a few sentences are enough, we’ll take care of the wording.',
              fr: 'Un moment qui montre qui ils sont : quelques phrases suffisent, nous nous chargeons du style.',
              es: 'Un momento que muestre cómo son: bastan unas frases, nosotros nos ocupamos del estilo.',
              it: 'Un momento che racconti chi sono: bastano poche frasi, allo stile pensiamo noi.',
            },
            placeholder: {
              en: 'The night they met, Lucas spent an hour explaining the rules of poker to Emma, who had won the county tournament the year before.',
              fr: 'Le soir de leur rencontre, Julien a passé une heure à expliquer les règles du tarot à Camille, qui avait gagné le tournoi régional l’année précédente.',
              es: 'La noche en que se conocieron, Pablo pasó una hora explicándole las reglas del mus a Lucía, que había ganado el torneo provincial el año anterior.',
              it: 'La sera in cui si sono conosciuti, Marco passò un’ora a spiegare le regole della briscola a Giulia, che l’anno prima aveva vinto il torneo provinciale.',
            },
            rules: { required: true, minLength: 40, maxLength: 2000 },
            dependsOn: {
              field: 'relationship',
              cases: {
                sibling: {
                  help: {
                    en: 'Think of a childhood memory, a family joke or the first time you met their partner.',
                    fr: 'Pensez à un souvenir d’enfance, à une blague de famille ou à votre première rencontre avec l’élu de son cœur.',
                    es: 'Piensa en un recuerdo de la infancia, una broma familiar o el día que conociste a su pareja.',
                    it: 'Pensa a un ricordo d’infanzia, a una battuta di famiglia o alla prima volta che hai conosciuto il suo partner.',
                  },
                  placeholder: {
                    en: 'As a kid, Emma charged the whole family to enter her bedroom. Lucas is the first person she ever let in for free.',
                    fr: 'Petite, Camille faisait payer l’entrée de sa chambre à toute la famille. Julien est le premier à y être entré gratuitement.',
                    es: 'De pequeña, Lucía cobraba entrada a toda la familia por pasar a su cuarto. Pablo es el primero al que dejó entrar gratis.',
                    it: 'Da piccola Giulia faceva pagare il biglietto a tutta la famiglia per entrare in camera sua. Marco è il primo che ha fatto entrare gratis.',
                  },
                },
                childhood_friend: {
                  help: {
                    en: 'Pick an adventure from your school years that still makes you both laugh.',
                    fr: 'Choisissez une aventure de vos années d’école qui vous fait encore rire tous les deux.',
                    es: 'Elige una aventura de vuestra época del colegio que todavía os haga reír a los dos.',
                    it: 'Scegli un’avventura dei tempi della scuola che vi fa ancora ridere entrambi.',
                  },
                  placeholder: {
                    en: 'At fourteen, Lucas and I tried to sail a borrowed dinghy to the island and had to be towed back by the ferry.',
                    fr: 'À quatorze ans, Julien et moi avons voulu rejoindre l’île sur un dériveur emprunté, et c’est le ferry qui a dû nous remorquer.',
                    es: 'Con catorce años, Pablo y yo intentamos llegar a la isla en una barca prestada y nos tuvo que remolcar el ferri.',
                    it: 'A quattordici anni io e Marco provammo a raggiungere l’isola con una barca presa in prestito e ci dovette rimorchiare il traghetto.',
                  },
                },
                adult_friend: {
                  help: {
                    en: 'Tell us how your friendship started, or about a trip, a flatshare or a night out that sums them up.',
                    fr: 'Racontez le début de votre amitié, ou un voyage, une colocation, une soirée qui les résume bien.',
                    es: 'Cuéntanos cómo empezó vuestra amistad o un viaje, un piso compartido o una noche que los defina.',
                    it: 'Racconta com’è nata la vostra amicizia o un viaggio, una convivenza o una serata che li descrive bene.',
                  },
                  placeholder: {
                    en: 'We shared a tiny flat in second year; Emma labelled every shelf in the fridge and Lucas was the only guest who ever respected it.',
                    fr: 'En deuxième année, nous partagions un minuscule appartement ; Camille avait étiqueté chaque étagère du frigo et Julien était le seul invité à respecter le système.',
                    es: 'En segundo de carrera compartíamos un piso diminuto; Lucía etiquetó cada balda de la nevera y Pablo era el único invitado que lo respetaba.',
                    it: 'Al secondo anno dividevamo un appartamento minuscolo; Giulia aveva etichettato ogni ripiano del frigo e Marco era l’unico ospite a rispettarlo.',
                  },
                },
                colleague: {
                  help: {
                    en: 'Share a moment at work that shows their character, light enough for every guest to enjoy.',
                    fr: 'Partagez un moment au travail qui révèle sa personnalité, assez léger pour que tous les invités en profitent.',
                    es: 'Comparte un momento del trabajo que muestre cómo es, lo bastante ligero para que lo disfruten todos los invitados.',
                    it: 'Condividi un momento di lavoro che mostri il suo carattere, abbastanza leggero da divertire tutti gli invitati.',
                  },
                  placeholder: {
                    en: 'During our big product launch, Lucas stayed until midnight fixing slides and still found time to call Emma every hour.',
                    fr: 'Pendant le grand lancement de produit, Julien est resté jusqu’à minuit à corriger les diapos, et trouvait quand même le temps d’appeler Camille toutes les heures.',
                    es: 'Durante el gran lanzamiento, Pablo se quedó hasta medianoche arreglando diapositivas y aun así encontraba tiempo para llamar a Lucía cada hora.',
                    it: 'Durante il lancio del nuovo prodotto Marco restò in ufficio fino a mezzanotte a sistemare le slide, e trovava comunque il tempo di chiamare Giulia ogni ora.',
                  },
                },
                parent: {
                  help: {
                    en: 'Choose a moment from their childhood and the day you realised their partner was the one.',
                    fr: 'Choisissez un moment de son enfance et le jour où vous avez compris que c’était la bonne personne.',
                    es: 'Elige un momento de su infancia y el día en que supiste que su pareja era la persona indicada.',
                    it: 'Scegli un momento della sua infanzia e il giorno in cui hai capito che era la persona giusta.',
                  },
                  placeholder: {
                    en: 'At six, Emma announced she would marry someone who loved pancakes as much as she did. Lucas makes them every Sunday.',
                    fr: 'À six ans, Camille a annoncé qu’elle épouserait quelqu’un qui aimerait les crêpes autant qu’elle. Julien en fait tous les dimanches.',
                    es: 'Con seis años, Lucía anunció que se casaría con alguien a quien le gustaran las tortitas tanto como a ella. Pablo las prepara cada domingo.',
                    it: 'A sei anni Giulia annunciò che avrebbe sposato qualcuno a cui piacessero le crêpe quanto a lei. Marco le prepara ogni domenica.',
                  },
                },
                spouse: {
                  label: {
                    en: 'Your story together',
                    fr: 'Votre histoire à deux',
                    es: 'Vuestra historia',
                    it: 'La vostra storia',
                  },
                  help: {
                    en: 'Tell how you met or the moment you knew, and who you want to thank.',
                    fr: 'Racontez votre rencontre ou le moment où vous avez su, et qui vous souhaitez remercier.',
                    es: 'Cuenta cómo os conocisteis o el momento en que lo supisteis, y a quién queréis dar las gracias.',
                    it: 'Racconta come vi siete conosciuti o il momento in cui avete capito, e chi volete ringraziare.',
                  },
                  placeholder: {
                    en: 'We met in the queue for a sold-out concert; neither of us got in, so we went for dinner instead. Thank you to our parents for…',
                    fr: 'Nous nous sommes rencontrés dans la file d’un concert complet ; aucun de nous n’est entré, alors nous sommes allés dîner. Merci à nos parents pour…',
                    es: 'Nos conocimos en la cola de un concierto con las entradas agotadas; no entramos ninguno, así que nos fuimos a cenar. Gracias a nuestros padres por…',
                    it: 'Ci siamo conosciuti in fila per un concerto sold out; nessuno dei due è riuscito a entrare, così siamo andati a cena. Grazie ai nostri genitori per…',
                  },
                },
              },
            },
          },
          {
            name: 'mentions',
            type: 'textarea',
            label: {
              en: 'People to mention (optional)',
              fr: 'Personnes à saluer (facultatif)',
              es: 'Personas a mencionar (opcional)',
              it: 'Persone da ricordare (facoltativo)',
            },
            help: {
              en: 'Absent loved ones, hosts, the other family: anyone the speech should acknowledge.',
              fr: 'Proches disparus, hôtes, belle-famille : toutes les personnes que le discours doit saluer.',
              es: 'Seres queridos ausentes, anfitriones, la otra familia: cualquiera a quien el discurso deba mencionar.',
              it: 'Persone care che non ci sono più, chi ospita, l’altra famiglia: chiunque il discorso debba ricordare.',
            },
            placeholder: {
              en: 'Grandma Rose, who couldn’t travel; Lucas’s parents for hosting tonight.',
              fr: 'Mamie Jeanne, qui n’a pas pu venir ; les parents de Julien, qui nous reçoivent ce soir.',
              es: 'La abuela Carmen, que no ha podido venir; los padres de Pablo, que nos reciben esta noche.',
              it: 'Nonna Rosa, che non è potuta venire; i genitori di Marco, che ci ospitano stasera.',
            },
            rules: { required: false, maxLength: 1000 },
          },
          {
            name: 'tone',
            type: 'radio',
            label: {
              en: 'Tone',
              fr: 'Ton',
              es: 'Tono',
              it: 'Tono',
            },
            options: [
              {
                value: 'moving',
                label: { en: 'Moving', fr: 'Émouvant', es: 'Emotivo', it: 'Commovente' },
              },
              {
                value: 'funny',
                label: { en: 'Funny', fr: 'Drôle', es: 'Divertido', it: 'Divertente' },
              },
              {
                value: 'mixed',
                label: {
                  en: 'A bit of both',
                  fr: 'Un peu des deux',
                  es: 'Un poco de ambos',
                  it: 'Un po’ di entrambi',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'length_minutes',
            type: 'number',
            label: {
              en: 'Desired length (minutes)',
              fr: 'Durée souhaitée (minutes)',
              es: 'Duración deseada (minutos)',
              it: 'Durata desiderata (minuti)',
            },
            help: {
              en: 'Most wedding speeches last 3 to 5 minutes; allow about 130 words per minute.',
              fr: 'La plupart des discours de mariage durent de 3 à 5 minutes ; comptez environ 130 mots par minute.',
              es: 'La mayoría de los discursos de boda duran entre 3 y 5 minutos; calcula unas 130 palabras por minuto.',
              it: 'La maggior parte dei discorsi di nozze dura dai 3 ai 5 minuti: calcola circa 130 parole al minuto.',
            },
            placeholder: { en: '4', fr: '4', es: '4', it: '4' },
            rules: { required: true, min: 1, max: 15 },
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
          en: 'Here is the structure we suggest for your speech.',
          fr: 'Voici la structure que nous vous proposons pour votre discours.',
          es: 'Esta es la estructura que te proponemos para tu discurso.',
          it: 'Ecco la struttura che ti proponiamo per il discorso.',
        },
        fields: [
          {
            name: 'outline',
            type: 'textarea',
            label: {
              en: 'Speech outline',
              fr: 'Plan du discours',
              es: 'Esquema del discurso',
              it: 'Scaletta del discorso',
            },
            help: {
              en: 'Edit, reorder or delete any point you like: the speech will follow this outline.',
              fr: 'Modifiez, réorganisez ou supprimez les points à votre guise : le discours suivra ce plan.',
              es: 'Edita, reordena o elimina los puntos que quieras: el discurso seguirá este esquema.',
              it: 'Modifica, riordina o elimina i punti che vuoi: il discorso seguirà questa scaletta.',
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
          key: 'opening',
          title: {
            en: 'Opening and introduction',
            fr: 'Ouverture et présentation',
            es: 'Saludo y presentación',
            it: 'Apertura e presentazione',
          },
        },
        {
          key: 'story',
          title: { en: 'The story', fr: 'L’anecdote', es: 'La anécdota', it: 'L’aneddoto' },
        },
        {
          key: 'the_couple',
          title: {
            en: 'The couple together',
            fr: 'Le couple',
            es: 'La pareja',
            it: 'La coppia',
          },
        },
        {
          key: 'thanks',
          title: {
            en: 'Thanks and mentions',
            fr: 'Remerciements',
            es: 'Agradecimientos',
            it: 'Ringraziamenti',
          },
        },
        {
          key: 'toast',
          title: { en: 'The toast', fr: 'Le toast', es: 'El brindis', it: 'Il brindisi' },
        },
      ],
    },
  },
  {
    key: 'birthday_poem',
    categories: ['celebrations'],
    output: 'document',
    slug: {
      en: 'birthday-poem',
      fr: 'poeme-anniversaire',
      es: 'poema-de-cumpleanos',
      it: 'poesia-di-compleanno',
    },
    name: {
      en: 'Birthday poem',
      fr: 'Poème d’anniversaire',
      es: 'Poema de cumpleaños',
      it: 'Poesia di compleanno',
    },
    description: {
      en: 'A personal birthday poem about the person you are celebrating, to read aloud, write in a card or frame.',
      fr: 'Un poème d’anniversaire inspiré de la personne que vous fêtez, à lire à voix haute, à glisser dans une carte ou à encadrer.',
      es: 'Un poema de cumpleaños personalizado sobre la persona a la que celebras, para leerlo en voz alta, escribirlo en una tarjeta o enmarcarlo.',
      it: 'Una poesia di compleanno su misura per la persona che festeggi, da leggere ad alta voce, scrivere in un biglietto o incorniciare.',
    },
    freeRequestsPerMonth: 6,
    steps: [
      {
        title: {
          en: 'Who is it for?',
          fr: 'Pour qui ?',
          es: '¿Para quién es?',
          it: 'Per chi è?',
        },
        description: {
          en: 'A few details so the poem feels written for them alone.',
          fr: 'Quelques éléments pour un poème qui ne ressemble à aucun autre.',
          es: 'Unos datos para que el poema parezca escrito solo para esa persona.',
          it: 'Qualche informazione perché la poesia sembri scritta solo per questa persona.',
        },
        fields: [
          {
            name: 'name',
            type: 'text',
            label: { en: 'First name', fr: 'Prénom', es: 'Nombre', it: 'Nome' },
            help: {
              en: 'Add a nickname in brackets if you’d like the poem to use it.',
              fr: 'Ajoutez un surnom entre parenthèses si vous souhaitez que le poème l’emploie.',
              es: 'Añade un apodo entre paréntesis si quieres que el poema lo use.',
              it: 'Aggiungi un soprannome tra parentesi se vuoi che la poesia lo usi.',
            },
            placeholder: {
              en: 'Margaret (Maggie)',
              fr: 'Hélène (Lili)',
              es: 'Carmen (Menchu)',
              it: 'Francesca (Fra)',
            },
            rules: { required: true, maxLength: 60 },
          },
          {
            name: 'age',
            type: 'number',
            label: {
              en: 'Age they’re turning',
              fr: 'Âge fêté',
              es: 'Años que cumple',
              it: 'Anni che compie',
            },
            placeholder: { en: '40', fr: '40', es: '40', it: '40' },
            rules: { required: true, min: 1, max: 120 },
          },
          {
            name: 'about_them',
            type: 'textarea',
            label: {
              en: 'What should the poem mention?',
              fr: 'Que doit évoquer le poème ?',
              es: '¿Qué debe mencionar el poema?',
              it: 'Cosa deve raccontare la poesia?',
            },
            help: {
              en: 'Passions, habits, shared memories, little quirks: the more specific, the better.',
              fr: 'Passions, habitudes, souvenirs communs, petites manies : plus c’est précis, mieux c’est.',
              es: 'Aficiones, costumbres, recuerdos compartidos, pequeñas manías: cuanto más concreto, mejor.',
              it: 'Passioni, abitudini, ricordi condivisi, piccole manie: più dettagli dai, meglio è.',
            },
            placeholder: {
              en: 'Gardens at dawn, bakes far too many lemon cakes, taught the whole family to swim, always late but always worth the wait.',
              fr: 'Jardine dès l’aube, prépare bien trop de tartes au citron, a appris à nager à toute la famille, toujours en retard mais toujours attendue avec joie.',
              es: 'Cuida el huerto al amanecer, hace demasiados bizcochos de limón, enseñó a nadar a toda la familia, siempre llega tarde pero siempre merece la espera.',
              it: 'Cura l’orto all’alba, sforna troppe torte al limone, ha insegnato a nuotare a tutta la famiglia, sempre in ritardo ma vale sempre l’attesa.',
            },
            rules: { required: true, minLength: 20, maxLength: 1500 },
          },
        ],
      },
      {
        title: { en: 'The poem', fr: 'Le poème', es: 'El poema', it: 'La poesia' },
        description: {
          en: 'Choose the form and how it ends.',
          fr: 'Choisissez la forme et la chute.',
          es: 'Elige la forma y el final.',
          it: 'Scegli la forma e il finale.',
        },
        fields: [
          {
            name: 'poem_form',
            type: 'select',
            label: {
              en: 'Poem form',
              fr: 'Forme du poème',
              es: 'Forma del poema',
              it: 'Forma della poesia',
            },
            help: {
              en: 'Rhyming verses suit a card or a toast; haiku and free verse feel more intimate.',
              fr: 'Les strophes rimées conviennent à une carte ou à un toast ; le haïku et le vers libre sont plus intimes.',
              es: 'Los versos con rima van bien en una tarjeta o un brindis; los haikus y el verso libre resultan más íntimos.',
              it: 'Le strofe in rima sono perfette per un biglietto o un brindisi; haiku e versi liberi risultano più intimi.',
            },
            options: [
              {
                value: 'rhyming',
                label: {
                  en: 'Rhyming verses',
                  fr: 'Strophes rimées',
                  es: 'Versos con rima',
                  it: 'Strofe in rima',
                },
              },
              {
                value: 'haiku_series',
                label: {
                  en: 'Series of haiku',
                  fr: 'Série de haïkus',
                  es: 'Serie de haikus',
                  it: 'Serie di haiku',
                },
              },
              {
                value: 'free_verse',
                label: {
                  en: 'Free verse',
                  fr: 'Vers libres',
                  es: 'Verso libre',
                  it: 'Versi liberi',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'humorous_ending',
            type: 'checkbox',
            label: {
              en: 'End with a humorous line',
              fr: 'Terminer sur une touche d’humour',
              es: 'Terminar con un verso divertido',
              it: 'Chiudere con un verso spiritoso',
            },
            help: {
              en: 'A light wink at the end, for example about their age or a well-known habit.',
              fr: 'Un clin d’œil final, par exemple sur l’âge ou sur une habitude bien connue.',
              es: 'Un guiño final, por ejemplo sobre su edad o alguna costumbre conocida.',
              it: 'Una strizzata d’occhio finale, per esempio sull’età o su un’abitudine nota a tutti.',
            },
            rules: { required: false },
          },
          {
            name: 'signature',
            type: 'text',
            label: {
              en: 'Signature (optional)',
              fr: 'Signature (facultatif)',
              es: 'Firma (opcional)',
              it: 'Firma (facoltativo)',
            },
            placeholder: {
              en: 'With love, Tom and the kids',
              fr: 'Avec tout notre amour, Paul et les enfants',
              es: 'Con todo nuestro cariño, Javi y los niños',
              it: 'Con tanto affetto, Luca e i bambini',
            },
            rules: { required: false, maxLength: 80 },
          },
        ],
      },
    ],
    blueprint: {
      kind: 'sections',
      sections: [
        { key: 'title', title: { en: 'Title', fr: 'Titre', es: 'Título', it: 'Titolo' } },
        {
          key: 'poem',
          title: { en: 'The poem', fr: 'Le poème', es: 'El poema', it: 'La poesia' },
        },
        {
          key: 'final_line',
          title: { en: 'Final line', fr: 'Chute', es: 'Verso final', it: 'Verso finale' },
        },
        {
          key: 'dedication',
          title: { en: 'Dedication', fr: 'Dédicace', es: 'Dedicatoria', it: 'Dedica' },
        },
      ],
    },
  },
  {
    key: 'lullaby',
    categories: ['celebrations'],
    output: 'music',
    slug: {
      en: 'personalised-lullaby',
      fr: 'berceuse-personnalisee',
      es: 'nana-personalizada',
      it: 'ninna-nanna-personalizzata',
    },
    name: {
      en: 'Personalised lullaby',
      fr: 'Berceuse personnalisée',
      es: 'Nana personalizada',
      it: 'Ninna nanna personalizzata',
    },
    description: {
      en: 'A gentle sung lullaby with your child’s name in the lyrics, delivered as an MP3 for bedtime or as a gift for a new baby.',
      fr: 'Une douce berceuse chantée avec le prénom de votre enfant dans les paroles, livrée en MP3 pour l’heure du coucher ou comme cadeau de naissance.',
      es: 'Una nana cantada y tranquila con el nombre de tu peque en la letra, en MP3, para la hora de dormir o como regalo de nacimiento.',
      it: 'Una dolce ninna nanna cantata con il nome del tuo bimbo o della tua bimba nel testo, in MP3, per la buonanotte o come regalo di nascita.',
    },
    freeRequestsPerMonth: 4,
    steps: [
      {
        title: {
          en: 'For your little one',
          fr: 'Pour votre tout-petit',
          es: 'Para tu peque',
          it: 'Per il tuo piccolo',
        },
        description: {
          en: 'The lyrics are written around your child’s name and your own words.',
          fr: 'Les paroles sont écrites autour du prénom de votre enfant et de vos propres mots.',
          es: 'La letra se escribe en torno al nombre de tu peque y a tus propias palabras.',
          it: 'Il testo viene scritto attorno al nome del piccolo e alle tue parole.',
        },
        fields: [
          {
            name: 'child_name',
            type: 'text',
            label: {
              en: 'Child’s first name',
              fr: 'Prénom de l’enfant',
              es: 'Nombre del niño o la niña',
              it: 'Nome del bambino o della bambina',
            },
            help: {
              en: 'It will be sung in the chorus, so check the spelling.',
              fr: 'Il sera chanté dans le refrain : vérifiez bien l’orthographe.',
              es: 'Se cantará en el estribillo, así que revisa bien cómo se escribe.',
              it: 'Verrà cantato nel ritornello, quindi controlla bene come si scrive.',
            },
            placeholder: { en: 'Olivia', fr: 'Léon', es: 'Martina', it: 'Leonardo' },
            rules: {
              required: true,
              maxLength: 30,
              pattern: "^[A-Za-zÀ-ÖØ-öø-ɏ’' \\-]+$",
              patternMessage: {
                en: 'Use letters only (spaces, hyphens and apostrophes are fine), as the name will be sung.',
                fr: 'Utilisez uniquement des lettres (espaces, traits d’union et apostrophes acceptés), car le prénom sera chanté.',
                es: 'Usa solo letras (se admiten espacios, guiones y apóstrofos), ya que el nombre se cantará.',
                it: 'Usa solo lettere (sono ammessi spazi, trattini e apostrofi): il nome verrà cantato.',
              },
            },
          },
          {
            name: 'words_to_include',
            type: 'textarea',
            label: {
              en: 'Words to weave into the lyrics (optional)',
              fr: 'Mots à glisser dans les paroles (facultatif)',
              es: 'Palabras para incluir en la letra (opcional)',
              it: 'Parole da inserire nel testo (facoltativo)',
            },
            help: {
              en: 'A pet name, a favourite cuddly toy, a brother or sister, the place you live: a few words are enough.',
              fr: 'Un petit surnom, son doudou préféré, un frère ou une sœur, l’endroit où vous vivez : quelques mots suffisent.',
              es: 'Un apodo cariñoso, su peluche favorito, un hermanito, el lugar donde vivís: bastan unas palabras.',
              it: 'Un nomignolo, il pupazzo preferito, un fratellino, il posto in cui vivete: bastano poche parole.',
            },
            placeholder: {
              en: 'Little bear, Mr Rabbit, big sister Chloe, the sea at Brighton',
              fr: 'Mon petit loup, Doudou Lapin, sa grande sœur Jeanne, la mer à Saint-Malo',
              es: 'Mi cielo, el conejito Tito, su hermana Alba, el mar de Cádiz',
              it: 'Patatino, il coniglietto Bubu, la sorella Sofia, il mare di Ostia',
            },
            rules: { required: false, maxLength: 1000 },
          },
        ],
      },
      {
        title: { en: 'The music', fr: 'La musique', es: 'La música', it: 'La musica' },
        description: {
          en: 'Set the atmosphere for bedtime.',
          fr: 'Choisissez l’ambiance du coucher.',
          es: 'Elige el ambiente para la hora de dormir.',
          it: 'Scegli l’atmosfera per la buonanotte.',
        },
        fields: [
          {
            name: 'mood',
            type: 'select',
            label: { en: 'Mood', fr: 'Ambiance', es: 'Ambiente', it: 'Atmosfera' },
            options: [
              {
                value: 'calm',
                label: { en: 'Calm', fr: 'Apaisante', es: 'Tranquilo', it: 'Calma' },
              },
              {
                value: 'dreamy',
                label: { en: 'Dreamy', fr: 'Rêveuse', es: 'Soñador', it: 'Sognante' },
              },
              {
                value: 'joyful',
                label: { en: 'Joyful', fr: 'Joyeuse', es: 'Alegre', it: 'Allegra' },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'tempo',
            type: 'select',
            label: { en: 'Tempo', fr: 'Tempo', es: 'Ritmo', it: 'Tempo' },
            help: {
              en: 'A slow tempo is best for falling asleep; medium suits a singalong before bed.',
              fr: 'Un tempo lent aide à s’endormir ; un tempo modéré se prête à un moment chanté ensemble avant le coucher.',
              es: 'Un ritmo lento ayuda a dormirse; uno moderado va bien para cantar juntos antes de acostarse.',
              it: 'Un tempo lento aiuta ad addormentarsi; uno moderato è ideale da cantare insieme prima di dormire.',
            },
            options: [
              { value: 'slow', label: { en: 'Slow', fr: 'Lent', es: 'Lento', it: 'Lento' } },
              {
                value: 'medium',
                label: { en: 'Medium', fr: 'Modéré', es: 'Moderado', it: 'Moderato' },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'length',
            type: 'select',
            label: { en: 'Length', fr: 'Durée', es: 'Duración', it: 'Durata' },
            options: [
              {
                value: 's60',
                label: { en: '1 minute', fr: '1 minute', es: '1 minuto', it: '1 minuto' },
              },
              {
                value: 's90',
                label: {
                  en: '1½ minutes',
                  fr: '1 minute 30',
                  es: '1 minuto y medio',
                  it: '1 minuto e mezzo',
                },
              },
              {
                value: 's120',
                label: { en: '2 minutes', fr: '2 minutes', es: '2 minutos', it: '2 minuti' },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'instrument',
            type: 'select',
            label: {
              en: 'Main instrument',
              fr: 'Instrument principal',
              es: 'Instrumento principal',
              it: 'Strumento principale',
            },
            options: [
              {
                value: 'music_box',
                label: {
                  en: 'Music box',
                  fr: 'Boîte à musique',
                  es: 'Caja de música',
                  it: 'Carillon',
                },
              },
              {
                value: 'piano',
                label: { en: 'Piano', fr: 'Piano', es: 'Piano', it: 'Pianoforte' },
              },
              {
                value: 'guitar',
                label: { en: 'Guitar', fr: 'Guitare', es: 'Guitarra', it: 'Chitarra' },
              },
              {
                value: 'strings',
                label: { en: 'Strings', fr: 'Cordes', es: 'Cuerdas', it: 'Archi' },
              },
            ],
            rules: { required: true },
          },
        ],
      },
    ],
    blueprint: { kind: 'music', moodField: 'mood', tempoField: 'tempo', lengthField: 'length' },
  },
  {
    key: 'retirement_toast',
    categories: ['celebrations', 'career'],
    output: 'speech',
    slug: {
      en: 'retirement-toast',
      fr: 'discours-depart-retraite',
      es: 'brindis-de-jubilacion',
      it: 'brindisi-per-la-pensione',
    },
    name: {
      en: 'Retirement toast',
      fr: 'Discours de départ en retraite',
      es: 'Brindis de jubilación',
      it: 'Brindisi per la pensione',
    },
    description: {
      en: 'A warm toast for a colleague’s retirement, read aloud by a natural-sounding voice, ready to play at the party or to send to those who can’t attend.',
      fr: 'Un discours chaleureux pour le départ en retraite d’un collègue, lu par une voix naturelle, à diffuser au pot de départ ou à envoyer aux absents.',
      es: 'Un brindis cariñoso para la jubilación de un compañero, leído con una voz natural, para ponerlo en la fiesta o enviárselo a quien no pueda ir.',
      it: 'Un brindisi affettuoso per il pensionamento di un collega, letto da una voce naturale, da far ascoltare alla festa o da inviare a chi non potrà esserci.',
    },
    freeRequestsPerMonth: 5,
    steps: [
      {
        title: {
          en: 'The retiree',
          fr: 'La personne à l’honneur',
          es: 'Quién se jubila',
          it: 'Chi va in pensione',
        },
        description: {
          en: 'The details that make the toast theirs and no one else’s.',
          fr: 'Les éléments qui rendront ce discours unique.',
          es: 'Los datos que harán que el brindis sea solo suyo.',
          it: 'I dettagli che renderanno il brindisi davvero unico.',
        },
        fields: [
          {
            name: 'retiree_name',
            type: 'text',
            label: {
              en: 'Retiree’s name',
              fr: 'Nom de la personne fêtée',
              es: 'Nombre de quien se jubila',
              it: 'Nome di chi va in pensione',
            },
            help: {
              en: 'Write it the way colleagues say it: first name, full name or a well-known nickname.',
              fr: 'Écrivez-le comme le disent les collègues : prénom, nom complet ou surnom connu de tous.',
              es: 'Escríbelo como lo dicen los compañeros: nombre, nombre completo o un apodo conocido.',
              it: 'Scrivilo come lo dicono i colleghi: nome, nome e cognome o un soprannome noto a tutti.',
            },
            placeholder: {
              en: 'Linda Morris',
              fr: 'Bernard Lefèvre',
              es: 'Maite Ortega',
              it: 'Giorgio Bellini',
            },
            rules: { required: true, maxLength: 60 },
          },
          {
            name: 'years_of_service',
            type: 'number',
            label: {
              en: 'Years of service',
              fr: 'Années d’ancienneté',
              es: 'Años en la empresa',
              it: 'Anni di servizio',
            },
            placeholder: { en: '32', fr: '32', es: '32', it: '32' },
            rules: { required: true, min: 1, max: 60 },
          },
          {
            name: 'party_date',
            type: 'date',
            label: {
              en: 'Date of the party',
              fr: 'Date du pot de départ',
              es: 'Fecha de la fiesta',
              it: 'Data della festa',
            },
            rules: { required: true },
          },
          {
            name: 'highlights',
            type: 'textarea',
            label: {
              en: 'Highlights and memories',
              fr: 'Moments marquants et souvenirs',
              es: 'Momentos destacados y recuerdos',
              it: 'Momenti salienti e ricordi',
            },
            help: {
              en: 'Projects, milestones, running jokes, what the team will miss and what comes next for them.',
              fr: 'Projets, étapes clés, blagues récurrentes, ce qui va manquer à l’équipe et ses projets pour la suite.',
              es: 'Proyectos, hitos, bromas recurrentes, lo que se va a echar de menos y sus planes para esta nueva etapa.',
              it: 'Progetti, traguardi, battute ricorrenti, cosa mancherà alla squadra e i programmi per il futuro.',
            },
            placeholder: {
              en: 'Opened our Leeds office in 1998, trained half the team, never missed a Friday cake, now off to restore a canal boat.',
              fr: 'A ouvert l’agence de Lyon en 1998, a formé la moitié de l’équipe, n’a jamais raté les croissants du vendredi, part maintenant retaper un voilier.',
              es: 'Abrió la oficina de Valencia en 1998, formó a medio equipo, nunca faltó al café de los viernes y ahora se va a restaurar un velero.',
              it: 'Ha aperto la sede di Bologna nel 1998, ha formato mezzo ufficio, non ha mai saltato la torta del venerdì, ora si dedicherà a restaurare una barca a vela.',
            },
            rules: { required: true, minLength: 30, maxLength: 2500 },
          },
        ],
      },
      {
        title: { en: 'The toast', fr: 'Le discours', es: 'El brindis', it: 'Il brindisi' },
        description: {
          en: 'Choose how it sounds and who should receive it.',
          fr: 'Choisissez le style de la voix et le destinataire.',
          es: 'Elige cómo suena y a quién se envía.',
          it: 'Scegli come deve suonare e a chi inviarlo.',
        },
        fields: [
          {
            name: 'voice_style',
            type: 'radio',
            label: {
              en: 'Voice style',
              fr: 'Style de voix',
              es: 'Estilo de voz',
              it: 'Stile della voce',
            },
            options: [
              {
                value: 'warm',
                label: {
                  en: 'Warm and friendly',
                  fr: 'Chaleureuse',
                  es: 'Cálida y cercana',
                  it: 'Calda e cordiale',
                },
              },
              {
                value: 'calm',
                label: {
                  en: 'Calm and solemn',
                  fr: 'Posée et solennelle',
                  es: 'Serena y solemne',
                  it: 'Pacata e solenne',
                },
              },
              {
                value: 'energetic',
                label: {
                  en: 'Upbeat and lively',
                  fr: 'Enjouée et dynamique',
                  es: 'Animada y con energía',
                  it: 'Vivace e allegra',
                },
              },
            ],
            rules: { required: true },
          },
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
              en: 'Leave it blank and we’ll write the toast from your answers, or paste a text here to have it read as is.',
              fr: 'Laissez ce champ vide pour que nous rédigions le discours à partir de vos réponses, ou collez ici un texte à lire tel quel.',
              es: 'Déjalo en blanco y escribiremos el brindis a partir de tus respuestas, o pega aquí un texto para que se lea tal cual.',
              it: 'Lascialo vuoto e scriveremo noi il brindisi a partire dalle tue risposte, oppure incolla qui un testo da leggere così com’è.',
            },
            placeholder: {
              en: 'Linda, thirty-two years ago you walked in with a fax machine under your arm…',
              fr: 'Bernard, il y a trente-deux ans, tu arrivais ici avec un fax sous le bras…',
              es: 'Maite, hace treinta y dos años llegaste con un fax bajo el brazo…',
              it: 'Giorgio, trentadue anni fa arrivavi qui con un fax sotto il braccio…',
            },
            rules: { required: false, maxLength: 3000 },
          },
          {
            name: 'colleague_email',
            type: 'email',
            label: {
              en: 'Send the audio to a colleague (optional)',
              fr: 'Envoyer l’audio à un collègue (facultatif)',
              es: 'Enviar el audio a un compañero (opcional)',
              it: 'Invia l’audio a un collega (facoltativo)',
            },
            help: {
              en: 'Handy if someone else will play it at the party: we’ll email them the MP3.',
              fr: 'Pratique si quelqu’un d’autre le diffuse pendant la fête : nous lui enverrons le MP3 par e-mail.',
              es: 'Útil si otra persona lo va a poner en la fiesta: le enviaremos el MP3 por correo.',
              it: 'Utile se sarà qualcun altro a farlo ascoltare alla festa: gli invieremo l’MP3 via e-mail.',
            },
            placeholder: {
              en: 'sam.taylor@example.com',
              fr: 'claire.martin@example.com',
              es: 'laura.gomez@example.com',
              it: 'paolo.rossi@example.com',
            },
            rules: { required: false, maxLength: 254 },
          },
        ],
      },
    ],
    blueprint: { kind: 'speech', textField: 'own_text', voice: 'warm' },
  },
]
