// wedding_speech: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

// Who is speaking: a friend, sibling or colleague; a parent; or one of the newlyweds.
const FRIEND = 'relationship!=parent|spouse'
const PARENT = 'relationship=parent'
const SPOUSE = 'relationship=spouse'
// A speech of one or two minutes leaves out the longer reflections.
const LONGER = 'length_minutes!=1|2'

export const weddingSpeech: TemplateAssembly = {
  sections: {
    opening: {
      en: [
        {
          paragraph:
            'Good evening, everyone. Thank you, from both of us, for being here to celebrate this day with us.',
          when: SPOUSE,
        },
        {
          paragraph:
            'We have been counting down to {wedding_date, date, long} for months, and looking out at all of you now, it is even better than we imagined. {tone, select, funny {We promise to keep this short: the cake is waiting, and we have seen the cake.} other {Before the dancing begins, there are a few things we would like to say.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Good evening, everyone. On behalf of our whole family, welcome, and thank you for being here to celebrate {couple_names} with us.',
          when: PARENT,
        },
        {
          paragraph:
            'Ever since they shared their news, we have all been counting down to {wedding_date, date, long}. Now the day is here, and I have the great joy of saying a few words about them. {tone, select, moving {Forgive me if my voice wavers: it is not every day a parent gets to say these things out loud.} other {I have been given {length_minutes, plural, one {one minute} other {# minutes}}, which for a proud parent is nowhere near enough, so please bear with me.}}',
          when: PARENT,
        },
        {
          paragraph:
            'Good evening, everyone. {relationship, select, sibling {For those of you I haven’t met yet, I’m family: I grew up under the same roof as one half of this wonderful couple, so I have had a front-row seat to this story from the very beginning.} childhood_friend {For those of you I haven’t met yet, I have been friends with one half of this wonderful couple since we were children, long before either of us could have imagined a day like this one.} adult_friend {For those of you I haven’t met yet, I’m lucky enough to count this wonderful couple among my dearest friends, and to have watched their story unfold from very close by.} other {For those of you I haven’t met yet, I work with one half of this wonderful couple, so I know the Monday-to-Friday version, and believe me, that is quite a recommendation.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'We have all had {wedding_date, date, long} circled in our calendars for months, and now that the day is finally here, I’m honoured to have been asked to say a few words. {tone, select, moving {I will do my best to do them justice.} other {I have been given {length_minutes, plural, one {one minute} other {# minutes}} and strict instructions to keep it clean, so let’s begin.}}',
          when: FRIEND,
        },
      ],
      fr: [
        {
          paragraph:
            'Bonsoir à toutes et à tous, et merci d’être là pour partager ce jour avec nous.',
          when: SPOUSE,
        },
        {
          paragraph:
            'Cela fait des mois que nous attendons le {wedding_date, date, long}, et en vous voyant tous ici, c’est encore plus beau que ce que nous avions imaginé. {tone, select, funny {Promis, ce sera court\u00a0: le gâteau nous attend, et nous l’avons vu.} other {Avant que la fête ne batte son plein, nous tenions à vous dire quelques mots.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Bonsoir à toutes et à tous. Au nom de toute notre famille, bienvenue, et merci d’être là pour fêter {couple_names} avec nous.',
          when: PARENT,
        },
        {
          paragraph:
            'Depuis le jour où ils nous ont annoncé la nouvelle, nous attendons tous le {wedding_date, date, long}. Ce jour est enfin arrivé, et j’ai la grande joie de vous dire quelques mots à leur sujet. {tone, select, moving {Pardonnez-moi si ma voix tremble un peu\u00a0: ce n’est pas tous les jours qu’un parent peut dire ces choses à voix haute.} other {On m’a accordé {length_minutes, plural, one {une minute} other {# minutes}}, ce qui, pour un parent, est bien trop peu\u00a0: je compte donc sur votre indulgence.}}',
          when: PARENT,
        },
        {
          paragraph:
            'Bonsoir à toutes et à tous. {relationship, select, sibling {Pour ceux qui ne me connaissent pas encore, je fais partie de la famille\u00a0: j’ai grandi sous le même toit que l’un des mariés, et j’ai donc suivi cette histoire aux premières loges depuis le tout début.} childhood_friend {Pour ceux qui ne me connaissent pas encore, mon amitié avec l’un des mariés remonte à l’enfance, bien avant que nous puissions imaginer un jour comme celui-ci.} adult_friend {Pour ceux qui ne me connaissent pas encore, j’ai la chance de compter les mariés parmi mes amis les plus chers, et d’avoir vu leur histoire s’écrire de très près.} other {Pour ceux qui ne me connaissent pas encore, je travaille aux côtés de l’un des mariés\u00a0: je connais donc sa version du lundi au vendredi, et croyez-moi, c’est une sacrée recommandation.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'Cela fait des mois que nous avons tous entouré la date du {wedding_date, date, long} sur nos calendriers, et maintenant que le grand jour est arrivé, c’est un honneur pour moi de prendre la parole. {tone, select, moving {Je vais tâcher d’être à la hauteur.} other {On m’a accordé {length_minutes, plural, one {une minute} other {# minutes}} et des consignes très strictes pour rester convenable, alors allons-y.}}',
          when: FRIEND,
        },
      ],
      es: [
        {
          paragraph:
            'Buenas noches a todos. Gracias, de parte de los dos, por estar aquí para celebrar este día con nosotros.',
          when: SPOUSE,
        },
        {
          paragraph:
            'Llevábamos meses con el {wedding_date, date, long} marcado en rojo en el calendario, y ahora que os vemos a todos aquí, es todavía más bonito de lo que habíamos imaginado. {tone, select, funny {Prometemos ser breves: la tarta nos espera, y ya la hemos visto.} other {Antes de que empiece el baile, queremos deciros unas palabras.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Buenas noches a todos. En nombre de toda nuestra familia, bienvenidos y gracias por acompañarnos a celebrar la boda de {couple_names}.',
          when: PARENT,
        },
        {
          paragraph:
            'Desde el día en que nos dieron la noticia, todos hemos estado esperando el {wedding_date, date, long}. Por fin ha llegado, y tengo la enorme alegría de deciros unas palabras sobre ellos. {tone, select, moving {Perdonadme si me tiembla la voz: no todos los días se pueden decir estas cosas en voz alta.} other {Me han dado {length_minutes, plural, one {un minuto} other {# minutos}}, que no dan para nada cuando hay tanto orgullo de por medio, así que os pido un poco de paciencia.}}',
          when: PARENT,
        },
        {
          paragraph:
            'Buenas noches a todos. {relationship, select, sibling {Para quienes todavía no me conocéis, soy de la familia: crecí bajo el mismo techo que uno de los novios, así que he visto esta historia en primera fila desde el principio.} childhood_friend {Para quienes todavía no me conocéis, conozco a uno de los novios desde que éramos pequeños, mucho antes de que pudiéramos imaginar un día como este.} adult_friend {Para quienes todavía no me conocéis, tengo la suerte de contar a los novios entre mis mejores amigos y de haber visto muy de cerca cómo se escribía su historia.} other {Para quienes todavía no me conocéis, trabajo con uno de los novios, así que conozco su versión de lunes a viernes, y creedme, es toda una carta de recomendación.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'Llevamos meses con el {wedding_date, date, long} marcado en rojo en el calendario, y ahora que por fin ha llegado el gran día, es un honor para mí decir unas palabras. {tone, select, moving {Espero estar a la altura.} other {Me han dado {length_minutes, plural, one {un minuto} other {# minutos}} e instrucciones muy estrictas de no pasarme, así que allá voy.}}',
          when: FRIEND,
        },
      ],
      it: [
        {
          paragraph:
            'Buonasera a tutti. Grazie, da parte di entrambi, per essere qui a festeggiare questo giorno con noi.',
          when: SPOUSE,
        },
        {
          paragraph:
            'Da mesi avevamo segnato sul calendario la data di oggi, {wedding_date, date, long}, e ora che vi vediamo tutti qui è ancora più bello di quanto avessimo immaginato. {tone, select, funny {Promettiamo di essere brevi: la torta ci aspetta, e noi l’abbiamo vista.} other {Prima che inizino le danze, vogliamo dirvi qualche parola.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Buonasera a tutti. A nome di tutta la nostra famiglia, benvenuti e grazie di essere qui a festeggiare {couple_names} insieme a noi.',
          when: PARENT,
        },
        {
          paragraph:
            'Dal giorno in cui ci hanno dato la notizia, abbiamo contato i giorni fino a oggi, {wedding_date, date, long}. Ora questo giorno è arrivato, e ho la grande gioia di dire qualche parola su di loro. {tone, select, moving {Perdonatemi se la voce mi tremerà un po’: non capita tutti i giorni di poter dire queste cose ad alta voce.} other {Mi hanno concesso {length_minutes, plural, one {un minuto} other {# minuti}}, che per un genitore orgoglioso sono davvero pochi: vi chiedo quindi un po’ di pazienza.}}',
          when: PARENT,
        },
        {
          paragraph:
            'Buonasera a tutti. {relationship, select, sibling {Per chi ancora non mi conosce: sono di famiglia, ho condiviso la casa e l’infanzia con uno degli sposi, e quindi ho seguito questa storia in prima fila fin dall’inizio.} childhood_friend {Per chi ancora non mi conosce: conosco uno degli sposi da quando eravamo bambini, molto prima che potessimo immaginare un giorno come questo.} adult_friend {Per chi ancora non mi conosce: ho la fortuna di contare gli sposi tra i miei amici più cari e di aver visto da vicino la loro storia prendere forma.} other {Per chi ancora non mi conosce: lavoro con uno degli sposi, quindi ne conosco la versione dal lunedì al venerdì, e credetemi, è un’ottima referenza.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'Da mesi abbiamo tutti segnato sul calendario la data di oggi, {wedding_date, date, long}, e ora che il grande giorno è finalmente arrivato, per me è un onore prendere la parola. {tone, select, moving {Spero di esserne all’altezza.} other {Mi hanno concesso {length_minutes, plural, one {un minuto} other {# minuti}} e istruzioni molto precise di non esagerare, quindi cominciamo.}}',
          when: FRIEND,
        },
      ],
    },

    story: {
      en: [
        {
          paragraph:
            '{relationship, select, spouse {Some of you know how it all began. For everyone else, here is our story.} parent {Every parent has a story they tell at every possible opportunity. Tonight, you are going to hear mine.} sibling {{tone, select, moving {Growing up together, you collect a lifetime of memories. There is one I would like to share with you tonight.} other {Growing up together gives you a lot of material, most of it sadly unfit for a wedding. This story, though, I can tell.}}} childhood_friend {When you have been friends since childhood, the hardest part of this job is choosing just one story. Here is the one that made the cut.} adult_friend {There are many stories I could tell you tonight, and a few I have solemnly promised never to tell. Here is one I am allowed to share.} other {Work stories do not usually belong at a wedding, but this one is the exception.}}',
        },
        { paragraph: '{anecdote}' },
        {
          paragraph:
            '{tone, select, moving {Looking back, that moment says a lot about who we are together.} funny {We have been laughing about it ever since, and, as you can see, it worked out rather well.} other {We still laugh about it, and we still can’t quite believe how lucky we were.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            '{tone, select, moving {That moment says so much about who they are, and about why so many of us in this room love them.} funny {I would love to tell you it was a one-off. Everyone who knows them knows it was not.} other {It still makes me laugh, and if I’m honest, it still moves me a little, because that is exactly who they are.}}',
          when: 'relationship!=spouse',
        },
      ],
      fr: [
        {
          paragraph:
            '{relationship, select, spouse {Certains d’entre vous connaissent le début de notre histoire. Pour les autres, la voici.} parent {Tous les parents ont une histoire qu’ils racontent à la moindre occasion. Ce soir, vous allez entendre la mienne.} sibling {{tone, select, moving {Quand on grandit ensemble, on accumule une vie entière de souvenirs. Il y en a un que je voudrais partager avec vous ce soir.} other {Quand on grandit ensemble, on accumule beaucoup d’anecdotes, la plupart hélas impossibles à raconter à un mariage. Celle-ci, en revanche, se raconte très bien.}}} childhood_friend {Quand on se connaît depuis l’enfance, le plus difficile dans cet exercice, c’est de choisir une seule histoire. Voici celle qui a passé la sélection.} adult_friend {Il y a beaucoup d’histoires que je pourrais vous raconter ce soir, et quelques-unes que j’ai juré de ne jamais raconter. En voici une que j’ai le droit de partager.} other {Les histoires de bureau n’ont généralement pas leur place dans un mariage, mais celle-ci fait exception.}}',
        },
        { paragraph: '{anecdote}' },
        {
          paragraph:
            '{tone, select, moving {Avec le recul, ce moment dit beaucoup de ce que nous sommes à deux.} funny {Nous en rions encore, et comme vous pouvez le constater, ça ne s’est pas trop mal terminé.} other {Nous en rions encore, et nous n’en revenons toujours pas d’avoir eu autant de chance.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            '{tone, select, moving {Ce moment dit tant de choses sur ce qu’ils sont, et sur la raison pour laquelle tant de personnes dans cette salle les aiment.} funny {J’aimerais vous dire que c’était un cas isolé. Tous ceux qui les connaissent savent que non.} other {J’en ris encore, et pour être honnête, cela m’émeut aussi un peu, parce que c’est tout eux.}}',
          when: 'relationship!=spouse',
        },
      ],
      es: [
        {
          paragraph:
            '{relationship, select, spouse {Algunos ya sabéis cómo empezó todo. Para los demás, aquí va nuestra historia.} parent {Todos los padres tenemos una historia que contamos a la mínima oportunidad. Esta noche os toca escuchar la mía.} sibling {{tone, select, moving {Cuando creces con alguien, acumulas toda una vida de recuerdos. Hay uno que me gustaría compartir con vosotros esta noche.} other {Cuando creces con alguien, acumulas mucho material; la mayor parte, por desgracia, no se puede contar en una boda. Esta historia, en cambio, sí.}}} childhood_friend {Cuando la amistad viene de la infancia, lo más difícil de este encargo es elegir una sola historia. Esta es la que ha pasado el corte.} adult_friend {Podría contaros muchas historias esta noche, y hay unas cuantas que he jurado no contar jamás. Esta es una de las que sí puedo compartir.} other {Las historias de la oficina no suelen tener sitio en una boda, pero esta es la excepción.}}',
        },
        { paragraph: '{anecdote}' },
        {
          paragraph:
            '{tone, select, moving {Visto con perspectiva, aquel momento dice mucho de lo que hemos construido.} funny {Todavía nos reímos al recordarlo y, como veis, la cosa no salió nada mal.} other {Todavía nos reímos al recordarlo, y aún no nos creemos la suerte que tuvimos.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            '{tone, select, moving {Ese momento dice mucho de cómo son y de por qué tantos en esta sala los queremos tanto.} funny {Me encantaría deciros que fue algo aislado. Todos los que los conocen saben que no.} other {Todavía me hace reír y, la verdad, también me emociona un poco, porque son exactamente así.}}',
          when: 'relationship!=spouse',
        },
      ],
      it: [
        {
          paragraph:
            '{relationship, select, spouse {Alcuni di voi sanno già come è cominciato tutto. Per tutti gli altri, ecco la nostra storia.} parent {Ogni genitore ha una storia che racconta alla minima occasione. Stasera tocca a voi ascoltare la mia.} sibling {{tone, select, moving {Quando si cresce insieme, si accumula una vita intera di ricordi. Ce n’è uno che stasera vorrei condividere con voi.} other {Quando si cresce insieme, si accumula parecchio materiale, purtroppo quasi tutto impossibile da raccontare a un matrimonio. Questa storia, però, si può raccontare.}}} childhood_friend {Quando ci si conosce fin da bambini, la parte più difficile di questo compito è scegliere una sola storia. Ecco quella che ha superato la selezione.} adult_friend {Potrei raccontarvi tante storie stasera, e ce ne sono alcune che ho giurato di non raccontare mai. Questa è una di quelle che posso condividere.} other {Di solito le storie d’ufficio non c’entrano molto con un matrimonio, ma questa è l’eccezione.}}',
        },
        { paragraph: '{anecdote}' },
        {
          paragraph:
            '{tone, select, moving {A ripensarci, quel momento dice molto di noi due.} funny {Ci ridiamo sopra ancora oggi e, come vedete, non è finita poi così male.} other {Ci ridiamo sopra ancora oggi, e ancora non ci sembra vero di aver avuto tanta fortuna.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            '{tone, select, moving {Quel momento dice tanto di chi sono, e del perché in questa sala siamo in tanti a volergli bene.} funny {Mi piacerebbe dirvi che è stato un caso isolato. Chi li conosce sa benissimo che non è così.} other {Mi fa ancora ridere e, a dire il vero, mi commuove anche un po’, perché sono proprio loro.}}',
          when: 'relationship!=spouse',
        },
      ],
    },

    the_couple: {
      en: [
        {
          paragraph:
            '{tone, select, moving {What strikes me most when I see {couple_names} together is how naturally they bring out the best in each other: the patience, the kindness, the quiet way they look out for one another.} funny {Seeing {couple_names} together, you quickly realise they are the perfect team: one of them remembers the birthdays, the other remembers where the car is parked, and between them they almost always arrive on time.} other {Seeing {couple_names} together, you quickly understand that they are a real team. They make each other laugh, they have each other’s backs, and they still light up every time they find each other in a crowded room.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'When you have children, you hope that one day they will find someone who loves them as they deserve. Watching {couple_names} today, I know that wish has come true.',
          when: PARENT,
        },
        {
          paragraph:
            'They say marriage is not about finding the perfect person, but about choosing the same person again every day. Watching the two of you, I have no doubt you will keep making that choice, on the easy days and above all on the hard ones.',
          when: [LONGER, 'relationship!=spouse'],
        },
        {
          paragraph:
            'And to the newest member of our family: welcome. You became one of us long before today, and we could not be happier to make it official.',
          when: PARENT,
        },
        {
          paragraph:
            'And to the newest member of our family: welcome. {tone, select, moving {You became one of us long before today.} other {You have heard all about us, and you stayed anyway, which tells us everything we need to know.}}',
          when: 'relationship=sibling',
        },
        { paragraph: 'And now, a few words for you, my love.', when: SPOUSE },
        {
          paragraph:
            '{tone, select, moving {Thank you for your patience, your kindness and your love, and for making even the ordinary days feel special. Today I promised to love you for the rest of my life, and it is the easiest promise I have ever made.} funny {Thank you for putting up with my singing, my sense of direction and my cooking. Today I promised to love you for the rest of my life, and I would like it noted, in front of witnesses, that you promised the same.} other {Thank you for the laughter, the patience and the countless morning coffees, and for turning even the ordinary days into an adventure. Today I promised to love you for the rest of my life, and it is the easiest promise I have ever made.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Whatever comes next, new adventures or a few sleepless nights, I can’t wait to face it with you.',
          when: [LONGER, SPOUSE],
        },
      ],
      fr: [
        {
          paragraph:
            '{tone, select, moving {Ce qui me frappe le plus quand je vois {couple_names} ensemble, c’est la façon si naturelle qu’ils ont de révéler le meilleur l’un de l’autre\u00a0: la patience, la gentillesse, cette attention discrète qu’ils se portent mutuellement.} funny {Quand on voit {couple_names} ensemble, on comprend vite qu’ils forment l’équipe parfaite\u00a0: l’un se souvient des anniversaires, l’autre de l’endroit où est garée la voiture, et à eux deux, ils arrivent presque toujours à l’heure.} other {Quand on voit {couple_names} ensemble, on comprend vite qu’ils forment une vraie équipe. Ils se font rire, ils se soutiennent en toutes circonstances, et leur visage s’illumine encore chaque fois qu’ils se retrouvent au milieu d’une foule.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'Quand on a des enfants, on espère qu’un jour ils trouveront quelqu’un qui les aimera comme ils le méritent. En voyant {couple_names} aujourd’hui, je sais que ce vœu a été exaucé.',
          when: PARENT,
        },
        {
          paragraph:
            'On dit que le mariage, ce n’est pas trouver la personne parfaite, mais choisir chaque jour la même personne. En vous regardant, je n’ai aucun doute\u00a0: vous continuerez à faire ce choix, les jours faciles et surtout les jours plus difficiles.',
          when: [LONGER, 'relationship!=spouse'],
        },
        {
          paragraph:
            'Et au nouveau membre de notre famille\u00a0: bienvenue. Tu faisais déjà partie des nôtres bien avant aujourd’hui, et nous sommes plus qu’heureux de l’officialiser.',
          when: PARENT,
        },
        {
          paragraph:
            'Et au nouveau membre de notre famille\u00a0: bienvenue. {tone, select, moving {Tu faisais déjà partie des nôtres bien avant aujourd’hui.} other {On t’a tout raconté sur nous, et tu n’as pas pris la fuite, ce qui en dit long.}}',
          when: 'relationship=sibling',
        },
        { paragraph: 'Et maintenant, quelques mots pour toi, mon amour.', when: SPOUSE },
        {
          paragraph:
            '{tone, select, moving {Merci pour ta patience, ta douceur et ton amour, et pour cette façon de rendre les jours ordinaires un peu extraordinaires. Aujourd’hui, je t’ai promis de t’aimer toute ma vie, et c’est la promesse la plus facile que j’aie jamais faite.} funny {Merci de supporter mes chansons sous la douche, mon sens de l’orientation et ma cuisine. Aujourd’hui, je t’ai promis de t’aimer toute ma vie, et je tiens à ce qu’il soit noté, devant témoins, que tu m’as promis la même chose.} other {Merci pour les fous rires, pour ta patience et pour les innombrables cafés du matin, et pour cette façon de transformer les jours ordinaires en aventure. Aujourd’hui, je t’ai promis de t’aimer toute ma vie, et c’est la promesse la plus facile que j’aie jamais faite.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Quoi que l’avenir nous réserve, de nouvelles aventures ou quelques nuits blanches, j’ai hâte de le vivre avec toi.',
          when: [LONGER, SPOUSE],
        },
      ],
      es: [
        {
          paragraph:
            '{tone, select, moving {Lo que más me llama la atención cuando veo a {couple_names} es lo natural que les sale sacar lo mejor el uno del otro: la paciencia, la ternura, esa forma discreta de cuidarse mutuamente.} funny {Basta con ver a {couple_names} para darse cuenta de que forman el equipo perfecto: uno se acuerda de los cumpleaños, el otro de dónde ha aparcado el coche, y entre los dos casi siempre consiguen llegar a tiempo.} other {Basta con ver a {couple_names} para darse cuenta de que forman un auténtico equipo. Se hacen reír, se apoyan en todo y se les sigue iluminando la cara cada vez que se encuentran en una sala llena de gente.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'Cuando tienes hijos, lo que más deseas es que algún día encuentren a alguien que los quiera como se merecen. Viendo hoy a {couple_names}, sé que ese deseo se ha cumplido.',
          when: PARENT,
        },
        {
          paragraph:
            'Dicen que el matrimonio no consiste en encontrar a la persona perfecta, sino en elegir a la misma persona cada día. Viéndoos, no me cabe ninguna duda de que seguiréis eligiéndoos, en los días fáciles y, sobre todo, en los difíciles.',
          when: [LONGER, 'relationship!=spouse'],
        },
        {
          paragraph:
            'Y a quien hoy entra a formar parte de nuestra familia: te recibimos con los brazos abiertos. Ya eras de los nuestros mucho antes de hoy, y no podríamos estar más felices de hacerlo oficial.',
          when: PARENT,
        },
        {
          paragraph:
            'Y a quien hoy entra a formar parte de nuestra familia: te recibimos con los brazos abiertos. {tone, select, moving {Ya eras de los nuestros mucho antes de hoy.} other {Te lo hemos contado todo sobre nosotros y aun así no has salido corriendo, lo cual dice mucho.}}',
          when: 'relationship=sibling',
        },
        { paragraph: 'Y ahora, unas palabras para ti, mi amor.', when: SPOUSE },
        {
          paragraph:
            '{tone, select, moving {Gracias por tu paciencia, tu ternura y tu amor, y por convertir hasta los días más normales en algo especial. Hoy te he prometido quererte toda la vida, y es la promesa más fácil que he hecho nunca.} funny {Gracias por aguantar cómo canto, mi sentido de la orientación y mis dotes culinarias. Hoy te he prometido quererte toda la vida, y quiero que conste, delante de testigos, que tú me has prometido lo mismo.} other {Gracias por las risas, por tu paciencia y por los innumerables cafés de la mañana, y por convertir hasta los días más normales en una aventura. Hoy te he prometido quererte toda la vida, y es la promesa más fácil que he hecho nunca.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Venga lo que venga, nuevas aventuras o alguna que otra noche sin dormir, estoy deseando vivirlo contigo.',
          when: [LONGER, SPOUSE],
        },
      ],
      it: [
        {
          paragraph:
            '{tone, select, moving {Quello che mi colpisce di più quando vedo {couple_names} è la naturalezza con cui ciascuno tira fuori il meglio dell’altro: la pazienza, la gentilezza, quel modo discreto di prendersi cura l’uno dell’altro.} funny {Basta guardare {couple_names} per capire che sono una squadra perfetta: uno si ricorda i compleanni, l’altro dove ha parcheggiato la macchina, e insieme riescono quasi sempre ad arrivare in orario.} other {Basta guardare {couple_names} per capire che sono una vera squadra. Si fanno ridere, si sostengono in tutto e hanno ancora la stessa luce negli occhi ogni volta che si ritrovano in una stanza piena di gente.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'Quando si hanno dei figli, si spera che un giorno trovino qualcuno che li ami come meritano. Guardando oggi {couple_names}, so che questo desiderio si è avverato.',
          when: PARENT,
        },
        {
          paragraph:
            'Si dice che il matrimonio non sia trovare la persona perfetta, ma scegliere ogni giorno la stessa persona. Guardandovi, non ho alcun dubbio che continuerete a scegliervi, nei giorni facili e soprattutto in quelli difficili.',
          when: [LONGER, 'relationship!=spouse'],
        },
        {
          paragraph:
            'E a chi oggi entra a far parte della nostra famiglia: ti accogliamo a braccia aperte. Facevi già parte della famiglia molto prima di oggi, e siamo felicissimi di renderlo ufficiale.',
          when: PARENT,
        },
        {
          paragraph:
            'E a chi oggi entra a far parte della nostra famiglia: ti accogliamo a braccia aperte. {tone, select, moving {Facevi già parte della famiglia molto prima di oggi.} other {Ti abbiamo raccontato tutto di noi e non hai cambiato idea: questo la dice lunga.}}',
          when: 'relationship=sibling',
        },
        { paragraph: 'E ora, qualche parola per te, amore mio.', when: SPOUSE },
        {
          paragraph:
            '{tone, select, moving {Grazie per la tua pazienza, la tua dolcezza e il tuo amore, e per aver reso speciali anche i giorni più normali. Oggi ti ho promesso di amarti per tutta la vita, ed è la promessa più facile che abbia mai fatto.} funny {Grazie per sopportare come canto, il mio senso dell’orientamento e la mia cucina. Oggi ti ho promesso di amarti per tutta la vita, e vorrei che restasse agli atti, davanti ai testimoni, che tu mi hai promesso lo stesso.} other {Grazie per le risate, per la tua pazienza e per gli innumerevoli caffè del mattino, e per aver trasformato anche i giorni più normali in un’avventura. Oggi ti ho promesso di amarti per tutta la vita, ed è la promessa più facile che abbia mai fatto.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Qualunque cosa ci riservi il futuro, nuove avventure o qualche notte insonne, non vedo l’ora di viverla con te.',
          when: [LONGER, SPOUSE],
        },
      ],
    },

    thanks: {
      en: [
        {
          paragraph:
            'We have so many people to thank. To our parents: thank you for your love, your support and everything you did to make this day possible. To our families and friends, some of whom have travelled a very long way: thank you for being here. And to everyone who worked behind the scenes today, thank you: it has all been perfect.',
          when: SPOUSE,
        },
        {
          paragraph:
            'On behalf of our family, thank you all for coming, some of you from very far away. A heartfelt thank-you, too, to our new family, for the warmth with which you have welcomed us: we feel we have gained friends, not just in-laws.',
          when: PARENT,
        },
        {
          paragraph:
            'Before I raise my glass, a few thank-yous. To the families of {couple_names}, for bringing us all together today; to everyone who worked so hard to make this day so beautiful; and to the two of you, for asking me to stand up here. {tone, select, moving {It is an honour I will never forget.} other {I hope you still think it was a good idea.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'We would also like to say a special word for some people who mean so much to us today:',
          when: ['mentions', SPOUSE],
        },
        {
          paragraph:
            'I would also like to say a special word for some people who mean a great deal today:',
          when: ['mentions', 'relationship!=spouse'],
        },
        { bullets: { lines: 'mentions' }, when: 'mentions' },
      ],
      fr: [
        {
          paragraph:
            'Nous avons tant de personnes à remercier. À nos parents\u00a0: merci pour votre amour, votre soutien et tout ce que vous avez fait pour que cette journée soit possible. À nos familles et à nos amis, dont certains ont fait un très long voyage\u00a0: merci d’être là. Et à tous ceux qui ont œuvré en coulisses aujourd’hui, merci\u00a0: tout était parfait.',
          when: SPOUSE,
        },
        {
          paragraph:
            'Au nom de notre famille, merci à toutes et à tous d’être venus, parfois de très loin. Un immense merci aussi à notre nouvelle famille, pour la chaleur avec laquelle vous nous avez accueillis\u00a0: nous avons le sentiment d’avoir gagné des amis, et pas seulement une belle-famille.',
          when: PARENT,
        },
        {
          paragraph:
            'Avant de lever mon verre, quelques remerciements. Aux familles de {couple_names}, qui nous réunissent tous aujourd’hui\u00a0; à tous ceux qui ont travaillé si dur pour que cette journée soit si belle\u00a0; et à vous deux, de m’avoir confié ce discours. {tone, select, moving {C’est un honneur que je n’oublierai jamais.} other {J’espère que vous ne le regrettez pas encore.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'Nous voudrions aussi avoir une pensée particulière pour des personnes qui comptent tant pour nous aujourd’hui\u00a0:',
          when: ['mentions', SPOUSE],
        },
        {
          paragraph:
            'Je voudrais aussi avoir une pensée toute particulière pour quelques personnes qui comptent tant aujourd’hui\u00a0:',
          when: ['mentions', 'relationship!=spouse'],
        },
        { bullets: { lines: 'mentions' }, when: 'mentions' },
      ],
      es: [
        {
          paragraph:
            'Tenemos muchísimo que agradecer. A nuestros padres: gracias por vuestro cariño, vuestro apoyo y todo lo que habéis hecho para que este día fuera posible. A nuestras familias y amigos, algunos de los cuales han hecho un viaje muy largo: gracias por estar aquí. Y a todos los que han trabajado hoy entre bastidores, gracias: todo ha sido perfecto.',
          when: SPOUSE,
        },
        {
          paragraph:
            'En nombre de nuestra familia, gracias a todos por venir, algunos desde muy lejos. Y un agradecimiento muy especial a nuestra nueva familia, por el cariño con el que nos habéis recibido: sentimos que hemos ganado mucho más que unos consuegros.',
          when: PARENT,
        },
        {
          paragraph:
            'Antes de levantar mi copa, unos cuantos agradecimientos. A las familias de {couple_names}, por reunirnos hoy aquí; a todos los que han trabajado tanto para que este día sea tan bonito; y a vosotros dos, por pedirme que dijera unas palabras. {tone, select, moving {Es un honor que no olvidaré nunca.} other {Espero que todavía no os hayáis arrepentido.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'También queremos tener un recuerdo muy especial para algunas personas que hoy significan mucho para nosotros:',
          when: ['mentions', SPOUSE],
        },
        {
          paragraph:
            'También quiero tener un recuerdo muy especial para algunas personas que hoy significan mucho:',
          when: ['mentions', 'relationship!=spouse'],
        },
        { bullets: { lines: 'mentions' }, when: 'mentions' },
      ],
      it: [
        {
          paragraph:
            'Abbiamo tantissime persone da ringraziare. Ai nostri genitori: grazie per il vostro amore, il vostro sostegno e tutto ciò che avete fatto per rendere possibile questa giornata. Alle nostre famiglie e ai nostri amici, alcuni dei quali hanno fatto un lungo viaggio per essere qui: grazie di cuore. E a tutti coloro che oggi hanno lavorato dietro le quinte, grazie: è stato tutto perfetto.',
          when: SPOUSE,
        },
        {
          paragraph:
            'A nome della nostra famiglia, grazie a tutti di essere venuti, alcuni anche da molto lontano. Un grazie di cuore anche alla nostra nuova famiglia, per il calore con cui ci avete accolti: sentiamo di aver guadagnato molto più che dei consuoceri.',
          when: PARENT,
        },
        {
          paragraph:
            'Prima di alzare il calice, qualche ringraziamento. Alle famiglie di {couple_names}, che oggi ci hanno riuniti qui; a tutti coloro che hanno lavorato tanto per rendere questa giornata così bella; e a voi due, per avermi chiesto di prendere la parola. {tone, select, moving {È un onore che non dimenticherò mai.} other {Spero che non ve ne siate ancora pentiti.}}',
          when: FRIEND,
        },
        {
          paragraph:
            'Vogliamo anche rivolgere un pensiero speciale ad alcune persone che oggi contano tanto per noi:',
          when: ['mentions', SPOUSE],
        },
        {
          paragraph:
            'Vorrei anche rivolgere un pensiero speciale ad alcune persone che oggi contano tantissimo:',
          when: ['mentions', 'relationship!=spouse'],
        },
        { bullets: { lines: 'mentions' }, when: 'mentions' },
      ],
    },

    toast: {
      en: [
        {
          paragraph:
            'Thank you all, once again, for being part of our day. {tone, select, moving {Having you here means more than we can say.} funny {The speeches are nearly over, which means the dancing is about to begin: you have been warned.} other {Now, let’s eat, drink and dance the night away.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Please raise your glasses with us: to love, to friendship, and to all of you!',
          when: SPOUSE,
        },
        {
          paragraph:
            '{couple_names}, {tone, select, moving {I wish you a lifetime of love, patience and tenderness, and a home always full of the people who love you.} funny {I wish you a long and happy marriage, a house with two remote controls and a lifetime of laughing at each other’s jokes, even the bad ones.} other {I wish you a lifetime of adventures, laughter and love, and the wisdom to enjoy every chapter of it.}}',
          when: 'relationship!=spouse',
        },
        {
          paragraph:
            '{variation, select, best_man_maid_of_honour {So please, get to your feet and raise your glasses, and try not to spill them on the dance floor just yet. To {couple_names}!} parent_of_couple {Please join me in raising your glasses to the newlyweds. To {couple_names}!} other {Ladies and gentlemen, please raise your glasses. To {couple_names}!}}',
          when: 'relationship!=spouse',
        },
      ],
      fr: [
        {
          paragraph:
            'Merci encore à toutes et à tous de faire partie de notre journée. {tone, select, moving {Votre présence compte plus que nous ne saurions le dire.} funny {Les discours touchent à leur fin, ce qui veut dire que la piste de danse va bientôt ouvrir\u00a0: vous voilà prévenus.} other {Et maintenant, place à la fête\u00a0: mangeons, trinquons et dansons jusqu’au bout de la nuit.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Levez vos verres avec nous\u00a0: à l’amour, à l’amitié, et à vous tous\u00a0!',
          when: SPOUSE,
        },
        {
          paragraph:
            '{couple_names}, {tone, select, moving {je vous souhaite une vie entière d’amour, de patience et de tendresse, et une maison toujours pleine de ceux qui vous aiment.} funny {je vous souhaite un long et heureux mariage, une maison avec deux télécommandes et une vie entière à rire de vos blagues respectives, même des mauvaises.} other {je vous souhaite une vie pleine d’aventures, de rires et d’amour, et la sagesse de savourer chacun de ses chapitres.}}',
          when: 'relationship!=spouse',
        },
        {
          paragraph:
            '{variation, select, best_man_maid_of_honour {Alors je vous demande de vous lever et de prendre vos verres, en évitant d’en renverser sur la piste de danse, pour l’instant. À {couple_names}\u00a0! Vive les mariés\u00a0!} parent_of_couple {Je vous invite à lever vos verres en l’honneur des jeunes mariés. À {couple_names}\u00a0!} other {Mesdames et messieurs, je vous invite à lever vos verres. À {couple_names}\u00a0! Vive les mariés\u00a0!}}',
          when: 'relationship!=spouse',
        },
      ],
      es: [
        {
          paragraph:
            'Gracias a todos, una vez más, por formar parte de nuestro día. {tone, select, moving {Que estéis aquí significa para nosotros más de lo que podemos expresar.} funny {Los discursos están a punto de terminar, lo que significa que el baile está a punto de empezar: quedáis avisados.} other {Y ahora, a comer, a brindar y a bailar hasta que el cuerpo aguante.}}',
          when: SPOUSE,
        },
        {
          paragraph:
            'Levantad vuestras copas con nosotros: ¡por el amor, por la amistad y por todos vosotros!',
          when: SPOUSE,
        },
        {
          paragraph:
            '{couple_names}, {tone, select, moving {os deseo toda una vida de amor, paciencia y ternura, y una casa siempre llena de la gente que os quiere.} funny {os deseo un matrimonio largo y feliz, una casa con dos mandos a distancia y toda una vida riéndoos de los chistes del otro, incluso de los malos.} other {os deseo una vida llena de aventuras, risas y amor, y la sabiduría para disfrutar de cada capítulo.}}',
          when: 'relationship!=spouse',
        },
        {
          paragraph:
            '{variation, select, best_man_maid_of_honour {Así que os pido que os pongáis en pie y levantéis vuestras copas, con cuidado de no derramarlas en la pista de baile, al menos de momento. ¡Por {couple_names}! ¡Vivan los novios!} parent_of_couple {Os pido que levantéis vuestras copas por los recién casados. ¡Por {couple_names}!} other {Señoras y señores, os pido que levantéis vuestras copas. ¡Por {couple_names}! ¡Vivan los novios!}}',
          when: 'relationship!=spouse',
        },
      ],
      it: [
        {
          paragraph:
            'Grazie ancora a tutti di far parte della nostra giornata. {tone, select, moving {La vostra presenza significa per noi più di quanto possiamo dire.} funny {I discorsi stanno per finire, il che significa che le danze stanno per cominciare: siete avvisati.} other {E ora si mangia, si brinda e si balla fino a tarda notte.}}',
          when: SPOUSE,
        },
        {
          paragraph: 'Alzate i calici con noi: all’amore, all’amicizia e a tutti voi!',
          when: SPOUSE,
        },
        {
          paragraph:
            '{couple_names}, {tone, select, moving {vi auguro una vita intera di amore, pazienza e tenerezza, e una casa sempre piena delle persone che vi vogliono bene.} funny {vi auguro un matrimonio lungo e felice, una casa con due telecomandi e una vita intera a ridere delle battute l’uno dell’altro, anche di quelle pessime.} other {vi auguro una vita piena di avventure, risate e amore, e la saggezza di godervi ogni capitolo.}}',
          when: 'relationship!=spouse',
        },
        {
          paragraph:
            '{variation, select, best_man_maid_of_honour {Quindi vi chiedo di alzarvi in piedi e di sollevare i calici, cercando di non rovesciarli sulla pista da ballo, almeno per ora. A {couple_names}! Viva gli sposi!} parent_of_couple {Vi invito ad alzare i calici per i novelli sposi. A {couple_names}!} other {Signore e signori, vi invito ad alzare i calici. A {couple_names}! Viva gli sposi!}}',
          when: 'relationship!=spouse',
        },
      ],
    },
  },

  examples: {
    en: {
      couple_names: 'Sophie and James',
      wedding_date: '2027-06-12',
      relationship: 'childhood_friend',
      anecdote:
        'When we were fourteen, James and I tried to sail a borrowed dinghy to Brownsea Island and had to be towed back by the ferry. Years later, Sophie heard that story at a barbecue and laughed so hard she dropped her burger. He asked for her number that same evening, and he has been rescued by her ever since.',
      mentions:
        'Grandma Rose, who couldn’t travel from Aberdeen but is watching on video tonight\nSophie’s parents, Anne and David, for hosting us so beautifully',
      tone: 'mixed',
      length_minutes: '4',
      outline:
        '1. Opening and introduction — who I am and how I know James\n2. The story — the dinghy trip to Brownsea Island\n3. The couple together — what makes them a team\n4. Thanks and mentions — the families and Grandma Rose\n5. The toast — to Sophie and James',
    },
    fr: {
      couple_names: 'Claire et Antoine',
      wedding_date: '2027-06-19',
      relationship: 'sibling',
      anecdote:
        'Petite, Claire faisait payer l’entrée de sa chambre à toute la famille, un euro la visite, tarif réduit le dimanche. Le jour où Antoine est venu déjeuner à la maison pour la première fois, elle lui a fait visiter la chambre gratuitement. Ce jour-là, nous avons tous compris que c’était sérieux.',
      mentions:
        'Papi Jacques, qui aurait tant aimé être parmi nous ce soir\nLes parents d’Antoine, qui nous reçoivent dans leur maison de Saint-Émilion',
      tone: 'funny',
      length_minutes: '5',
      outline:
        '1. Ouverture et présentation — qui je suis et mon lien avec Claire\n2. L’anecdote — la chambre payante\n3. Le couple — une équipe parfaite\n4. Remerciements — les familles, Papi Jacques\n5. Le toast — à Claire et Antoine',
    },
    es: {
      couple_names: 'Lucía y Javier',
      wedding_date: '2027-09-18',
      relationship: 'adult_friend',
      anecdote:
        'En segundo de carrera compartíamos un piso diminuto en Lavapiés. Lucía etiquetó cada balda de la nevera con nuestros nombres, y Javier, que solo venía a cenar los jueves, fue el único invitado que respetó el sistema. Esa misma noche Lucía nos dijo que ese chico le parecía un hombre de fiar.',
      mentions:
        'La abuela Carmen, que no ha podido venir desde Cádiz pero nos está viendo por videollamada\nLos padres de Javier, que nos reciben hoy en su finca de Aranjuez',
      tone: 'moving',
      length_minutes: '4',
      outline:
        '1. Saludo y presentación — quién soy y de qué conozco a los novios\n2. La anécdota — el piso de Lavapiés y la nevera\n3. La pareja — cómo se cuidan\n4. Agradecimientos — las familias y la abuela Carmen\n5. El brindis — por Lucía y Javier',
    },
    it: {
      couple_names: 'Giulia e Matteo',
      wedding_date: '2027-05-22',
      relationship: 'childhood_friend',
      anecdote:
        'A quattordici anni io e Matteo provammo a raggiungere l’isola di Bergeggi con una barca presa in prestito, e ci dovette rimorchiare il traghetto. Anni dopo Giulia sentì questa storia a una grigliata e rise così tanto da rovesciarsi addosso il bicchiere. Quella sera stessa Matteo le chiese il numero.',
      mentions:
        'Nonna Rosa, che non è potuta venire da Bari ma ci segue in videochiamata\nI genitori di Giulia, che ci ospitano stasera nella loro tenuta in Langa',
      tone: 'mixed',
      length_minutes: '3',
      outline:
        '1. Apertura e presentazione — chi sono e come conosco Matteo\n2. L’aneddoto — la barca e il traghetto\n3. La coppia — una vera squadra\n4. Ringraziamenti — le famiglie e nonna Rosa\n5. Il brindisi — a Giulia e Matteo',
    },
  },
}
