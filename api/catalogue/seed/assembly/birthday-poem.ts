// birthday_poem: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

// The verse addresses the person as "you" (no gendered words), keeps their name to the title and
// the closing cry, and quotes what the user wrote about them between two stanzas, so that every
// line of verse scans whatever the name and the details are.
const rhyming = 'poem_form=rhyming'
const haiku = 'poem_form=haiku_series'
const free = 'poem_form=free_verse'

export const birthdayPoem: TemplateAssembly = {
  sections: {
    title: {
      en: [{ heading: 1, text: 'For {name}, on turning {age}' }],
      fr: [
        {
          heading: 1,
          text: 'À {name}, {age, plural, =1 {pour son premier anniversaire} other {pour ses # ans}}',
        },
      ],
      es: [
        {
          heading: 1,
          text: 'A {name}, {age, plural, =1 {por su primer año} other {por sus # años}}',
        },
      ],
      it: [
        {
          heading: 1,
          text: 'A {name}, {age, plural, =1 {per il suo primo compleanno} other {per i suoi # anni}}',
        },
      ],
    },
    poem: {
      en: [
        {
          paragraph:
            'Another year has come around,\nthe candles lit, the glasses found,\nand everyone who holds you dear\nis glad, so glad, that you are here.',
          when: rhyming,
        },
        {
          paragraph:
            'If someone asked me who you are,\nI wouldn’t have to look too far;\nI’d tell them this, and tell it true:',
          when: rhyming,
        },
        {
          paragraph: 'One more candle lit —\nthe whole kitchen leaning in\nto see your face glow',
          when: haiku,
        },
        {
          paragraph: 'Some people pass through a year.\nOthers fill it.\nYou fill it.',
          when: free,
        },
        {
          paragraph: 'Ask anyone who knows you\nand they will tell you the same things:',
          when: free,
        },
        { quote: '{about_them}' },
        { paragraph: 'And still it isn’t all of you.', when: rhyming },
        {
          paragraph:
            'So may the year ahead be kind,\nwith sunny days and peace of mind,\nwith friends around and plans to make,\nand one more slice of birthday cake.',
          when: rhyming,
        },
        {
          paragraph:
            'All of this is you —\nthe small and everyday things\nthat make the year bright',
          when: haiku,
        },
        {
          paragraph:
            'May the year ahead\nbring long light and easy roads\nand friends at your door',
          when: haiku,
        },
        {
          paragraph:
            'Small things, maybe.\nBut a life is made of small things,\nand yours is made of the very best.',
          when: free,
        },
        {
          paragraph:
            'So here’s to the year ahead:\nmay it be as generous to you\nas you have been to the rest of us.',
          when: free,
        },
      ],
      fr: [
        {
          paragraph:
            'Ce soir, la table est déjà mise,\nau centre trône le gâteau,\net ceux qui t’aiment, sans surprise,\nsont là\u00a0: pour toi, rien n’est trop beau.',
          when: rhyming,
        },
        {
          paragraph:
            'Qui tu es\u00a0? Je pourrais le dire\nsans chercher longtemps mes mots\u00a0:',
          when: rhyming,
        },
        {
          paragraph: 'Encore une bougie —\nla cuisine entière se penche\npour voir ton sourire',
          when: haiku,
        },
        {
          paragraph:
            'Il y a ceux qui traversent l’année,\net ceux qui la remplissent.\nToi, tu la remplis.',
          when: free,
        },
        {
          paragraph: 'Demande à ceux qui te connaissent,\net tous te diront la même chose\u00a0:',
          when: free,
        },
        { quote: '{about_them}' },
        {
          paragraph: 'Et pourtant, il faudrait écrire\nbien plus que ces quelques échos.',
          when: rhyming,
        },
        {
          paragraph:
            'Que l’année qui vient te soit douce,\nriche de rires, de projets,\nque le bon vent toujours te pousse\nvers tes rêves les plus secrets.',
          when: rhyming,
        },
        {
          paragraph: 'Tout cela, c’est toi —\nces mille petites choses\nqui éclairent l’année',
          when: haiku,
        },
        {
          paragraph:
            'Que l’année qui vient\nt’offre de longs jours de lumière,\ndes amis, des rires',
          when: haiku,
        },
        {
          paragraph:
            'Des petites choses, peut-être.\nMais une vie est faite de petites choses,\net la tienne est faite des plus belles.',
          when: free,
        },
        {
          paragraph:
            'Alors, à l’année qui commence\u00a0:\nqu’elle soit aussi généreuse avec toi\nque tu l’as été avec nous tous.',
          when: free,
        },
      ],
      es: [
        {
          paragraph:
            'Ya está la mesa servida,\nya luce en medio la tarta,\ny nadie de ti se aparta:\nhoy celebramos tu vida.',
          when: rhyming,
        },
        {
          paragraph: '¿Quién eres? Si me lo piden,\nse lo cuento sin pensarlo:',
          when: rhyming,
        },
        {
          paragraph: 'Otra vela más —\nla cocina se inclina\nhacia tu risa',
          when: haiku,
        },
        {
          paragraph: 'Hay gente que atraviesa el año\ny gente que lo llena.\nTú lo llenas.',
          when: free,
        },
        {
          paragraph: 'Pregunta a quien te conoce\ny te dirá lo mismo:',
          when: free,
        },
        { quote: '{about_them}' },
        {
          paragraph: 'Pero no basta nombrarlo:\nhay cosas que no se miden.',
          when: rhyming,
        },
        {
          paragraph:
            'Que el año sea una promesa\nde risas, de paz, de calma,\nde luz que te llene el alma\ny amigos de sobremesa.',
          when: rhyming,
        },
        {
          paragraph: 'Todo eso eres tú —\nlas mil cosas pequeñas\nque alumbran tu año',
          when: haiku,
        },
        {
          paragraph: 'Que el año nuevo\nte traiga días largos\ny amigos cerca',
          when: haiku,
        },
        {
          paragraph:
            'Cosas pequeñas, quizá.\nPero una vida está hecha de cosas pequeñas,\ny la tuya, de las mejores.',
          when: free,
        },
        {
          paragraph:
            'Así que brindo por el año que empieza:\nque sea tan generoso contigo\ncomo tú lo has sido con todos nosotros.',
          when: free,
        },
      ],
      it: [
        {
          paragraph:
            'Già la tavola è imbandita,\nc’è la torta, c’è il buon vino,\nogni amico è qui vicino\na brindare alla tua vita.',
          when: rhyming,
        },
        {
          paragraph: 'Se mi chiedono chi sei,\nlo direi senza pensare:',
          when: rhyming,
        },
        {
          paragraph: 'Un’altra candela —\nla cucina si china\nsul tuo sorriso',
          when: haiku,
        },
        {
          paragraph: 'C’è chi attraversa l’anno\ne chi lo riempie.\nTu lo riempi.',
          when: free,
        },
        {
          paragraph: 'Chiedi a chi ti conosce\ne ti dirà le stesse cose:',
          when: free,
        },
        { quote: '{about_them}' },
        {
          paragraph: 'Ma non basta raccontare,\ne dir tutto non potrei.',
          when: rhyming,
        },
        {
          paragraph:
            'Che il nuovo anno sia migliore,\npieno di risate e sole,\ndi amici, feste e capriole,\ne ti scaldi sempre il cuore.',
          when: rhyming,
        },
        {
          paragraph: 'Tutto ciò sei tu —\nmille piccole cose,\nluce dell’anno',
          when: haiku,
        },
        {
          paragraph: 'Che l’anno nuovo\nti porti giorni lunghi\ne amici accanto',
          when: haiku,
        },
        {
          paragraph:
            'Piccole cose, forse.\nMa una vita è fatta di piccole cose,\ne la tua è fatta delle più belle.',
          when: free,
        },
        {
          paragraph:
            'E allora, all’anno che comincia:\nche sia generoso con te\nquanto tu lo sei con tutti noi.',
          when: free,
        },
      ],
    },
    final_line: {
      en: [
        {
          paragraph: 'Wherever this new year may go,\nwe love you more than words can show.',
          when: [rhyming, '!humorous_ending'],
        },
        {
          paragraph: 'We’d light a candle for each year,\nbut smoke alarms are loud, my dear.',
          when: [rhyming, 'humorous_ending'],
        },
        {
          paragraph: 'Blow the candles out —\nwhatever wish you make now,\nwe will wish it too',
          when: [haiku, '!humorous_ending'],
        },
        {
          paragraph: 'So many candles —\nthe smoke alarm on the stairs\nclears its throat, nervous',
          when: [haiku, 'humorous_ending'],
        },
        {
          paragraph: 'Whatever you wish for tonight,\nwe are wishing it with you.',
          when: [free, '!humorous_ending'],
        },
        {
          paragraph: 'We have stopped counting the candles.\nThe fire brigade hasn’t.',
          when: [free, 'humorous_ending'],
        },
        { paragraph: 'Happy birthday, {name}!' },
      ],
      fr: [
        {
          paragraph: 'Où que te mène le chemin,\nnous serons là, main dans la main.',
          when: [rhyming, '!humorous_ending'],
        },
        {
          paragraph: 'Une bougie pour chaque année\u00a0?\nLes pompiers craignaient la fumée.',
          when: [rhyming, 'humorous_ending'],
        },
        {
          paragraph: 'Souffle les bougies —\nle vœu que tu fais ce soir,\non le fait aussi',
          when: [haiku, '!humorous_ending'],
        },
        {
          paragraph: 'Toutes ces bougies —\ndans l’entrée, le détecteur\nse racle la gorge',
          when: [haiku, 'humorous_ending'],
        },
        {
          paragraph: 'Quel que soit le vœu que tu fais ce soir,\nnous le faisons avec toi.',
          when: [free, '!humorous_ending'],
        },
        {
          paragraph: 'Nous avons arrêté de compter les bougies.\nLes pompiers, eux, continuent.',
          when: [free, 'humorous_ending'],
        },
        { paragraph: 'Joyeux anniversaire, {name}\u00a0!' },
      ],
      es: [
        {
          paragraph: 'Que no te falte, ningún día,\nni el cariño ni la alegría.',
          when: [rhyming, '!humorous_ending'],
        },
        {
          paragraph: '¿Una vela por cada año?\nNo hay tarta de ese tamaño.',
          when: [rhyming, 'humorous_ending'],
        },
        {
          paragraph: 'Sopla las velas —\nel deseo que pidas\nes también nuestro',
          when: [haiku, '!humorous_ending'],
        },
        {
          paragraph: 'Tantas velitas —\nla alarma del pasillo\nse aclara la voz',
          when: [haiku, 'humorous_ending'],
        },
        {
          paragraph: 'Pidas lo que pidas esta noche,\nlo pedimos contigo.',
          when: [free, '!humorous_ending'],
        },
        {
          paragraph: 'Hemos dejado de contar las velas.\nLos bomberos, no.',
          when: [free, 'humorous_ending'],
        },
        { paragraph: '¡Feliz cumpleaños, {name}!' },
      ],
      it: [
        {
          paragraph: 'Non ti manchi un solo giorno\ntanto affetto tutt’intorno.',
          when: [rhyming, '!humorous_ending'],
        },
        {
          paragraph: 'Per ogni anno una candela?\nI pompieri: «Con cautela!»',
          when: [rhyming, 'humorous_ending'],
        },
        {
          paragraph: 'Un soffio solo —\nil desiderio espresso\nè pure il nostro',
          when: [haiku, '!humorous_ending'],
        },
        {
          paragraph: 'Quante candele —\nl’allarme in corridoio\ntossisce piano',
          when: [haiku, 'humorous_ending'],
        },
        {
          paragraph: 'Qualunque cosa desideri stasera,\nla desideriamo con te.',
          when: [free, '!humorous_ending'],
        },
        {
          paragraph: 'Abbiamo smesso di contare le candeline.\nI pompieri no.',
          when: [free, 'humorous_ending'],
        },
        { paragraph: 'Buon compleanno, {name}!' },
      ],
    },
    dedication: {
      en: [
        { paragraph: '{signature}', when: 'signature' },
        { paragraph: 'With love, and many happy returns.', when: '!signature' },
      ],
      fr: [
        { paragraph: '{signature}', when: 'signature' },
        { paragraph: 'Avec toute notre affection.', when: '!signature' },
      ],
      es: [
        { paragraph: '{signature}', when: 'signature' },
        { paragraph: 'Con todo nuestro cariño. ¡Que cumplas muchos más!', when: '!signature' },
      ],
      it: [
        { paragraph: '{signature}', when: 'signature' },
        { paragraph: 'Con tanto affetto e cento di questi giorni!', when: '!signature' },
      ],
    },
  },
  examples: {
    en: {
      name: 'Margaret',
      age: '60',
      about_them:
        'Up with the robins to see to her roses\nBakes far too many lemon drizzle cakes\nTaught all six grandchildren to swim at Filey\nAlways late, and always worth the wait',
      poem_form: 'rhyming',
      humorous_ending: 'true',
      signature: 'With all our love, David, Sophie and Jack',
    },
    fr: {
      name: 'Hélène',
      age: '50',
      about_them:
        'Jardine dès l’aube, même en novembre\nPrépare bien trop de tartes au citron\nA appris à nager à toute la famille à Carnac\nToujours en retard, mais toujours attendue avec joie',
      poem_form: 'rhyming',
      humorous_ending: 'true',
      signature: 'Avec tout notre amour, Paul, Léa et Hugo',
    },
    es: {
      name: 'Carmen',
      age: '45',
      about_them:
        'Cuida el huerto al amanecer\nHace demasiados bizcochos de limón\nEnseñó a nadar a toda la familia en Conil\nSiempre llega tarde, pero siempre merece la espera',
      poem_form: 'rhyming',
      humorous_ending: 'true',
      signature: 'Con todo nuestro cariño, Javi, Lucía y Pablo',
    },
    it: {
      name: 'Francesca',
      age: '70',
      about_them:
        'Cura l’orto all’alba, anche d’inverno\nSforna troppe torte al limone\nHa insegnato a nuotare a tutta la famiglia a Rimini\nSempre in ritardo, ma vale sempre l’attesa',
      poem_form: 'rhyming',
      humorous_ending: 'true',
      signature: 'Con tanto affetto, Luca, Giulia e i nipoti',
    },
  },
}
