// video_script: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

/** The target length as spoken: “Give me 8 minutes”, “in one minute”. */
const spoken = {
  en: '{length_minutes, plural, one {one minute} other {# minutes}}',
  fr: '{length_minutes, plural, one {une minute} other {# minutes}}',
  es: '{length_minutes, plural, one {un minuto} other {# minutos}}',
  it: '{length_minutes, plural, one {un minuto} other {# minuti}}',
}

export const videoScript: TemplateAssembly = {
  sections: {
    hook: {
      en: [
        { heading: 1, text: '{topic}' },
        {
          paragraph:
            '**Format:** {variation, select, youtube {YouTube video} short_form {short vertical video for Reels, TikTok or Shorts} product_demo {product demo} other {video}}, about {length_minutes, plural, one {# minute} other {# minutes}}\n**Audience:** {audience}\n**Tone:** {tone_label}',
        },
        { paragraph: '**Script review:** {collaborator_email}', when: 'collaborator_email' },
        { rule: true },
        { heading: 2, text: 'Hook' },
        {
          paragraph:
            '**Shot ({variation, select, short_form {first 2 seconds} product_demo {first 10 seconds} other {first 15 seconds}}):** {variation, select, short_form {extreme close-up, straight to camera, talking from the very first frame: no logo, no intro.} product_demo {the finished result on screen first, before any explanation.} other {straight to camera in a medium close-up, with no title sequence before the hook.}}',
        },
        {
          paragraph: `**Voice:** {tone, select, conversational {“Be honest: have you ever tried this, got it wrong and quietly given up? Same here. Give me ${spoken.en} and I’ll show you what finally worked for me.”} enthusiastic {“What I’m about to show you changes everything, and I can’t wait! Stay with me for ${spoken.en}: by the end, you’ll be doing it like a pro.”} humorous {“If you’ve ever failed at this in spectacular fashion, relax: you’re in good company. Give me ${spoken.en} and we’ll make sure it never happens again.”} other {“Most people get this wrong, and for one simple reason. In ${spoken.en}, you’ll see why, and exactly what to do instead.”}}`,
        },
      ],
      fr: [
        { heading: 1, text: '{topic}' },
        {
          paragraph:
            '**Format\u00a0:** {variation, select, youtube {vidéo YouTube} short_form {vidéo verticale courte pour Reels, TikTok ou Shorts} product_demo {démo produit} other {vidéo}}, environ {length_minutes, plural, one {# minute} other {# minutes}}\n**Public visé\u00a0:** {audience}\n**Ton\u00a0:** {tone_label}',
        },
        {
          paragraph: '**Relecture du script\u00a0:** {collaborator_email}',
          when: 'collaborator_email',
        },
        { rule: true },
        { heading: 2, text: 'Accroche' },
        {
          paragraph:
            '**Plan ({variation, select, short_form {2 premières secondes} product_demo {10 premières secondes} other {15 premières secondes}})\u00a0:** {variation, select, short_form {très gros plan, face caméra, on parle dès la première image, sans logo ni générique.} product_demo {le résultat final à l’écran, avant toute explication.} other {face caméra en plan rapproché, sans générique avant l’accroche.}}',
        },
        {
          paragraph: `**Texte\u00a0:** {tone, select, conversational {«\u00a0Soyons honnêtes\u00a0: vous avez déjà essayé, raté, puis laissé tomber\u00a0? Moi aussi. Donnez-moi ${spoken.fr} et je vous montre ce qui a enfin marché pour moi.\u00a0»} enthusiastic {«\u00a0Ce que je vais vous montrer aujourd’hui change tout, et j’ai vraiment hâte\u00a0! Restez avec moi ${spoken.fr}\u00a0: à la fin, vous ferez comme les pros.\u00a0»} humorous {«\u00a0Si vous avez déjà raté ça de façon spectaculaire, rassurez-vous\u00a0: vous êtes en bonne compagnie. Donnez-moi ${spoken.fr} et on fait en sorte que ça ne se reproduise plus jamais.\u00a0»} other {«\u00a0La plupart des gens s’y prennent mal, et pour une raison toute simple. En ${spoken.fr}, vous allez comprendre pourquoi, et surtout quoi faire à la place.\u00a0»}}`,
        },
      ],
      es: [
        { heading: 1, text: '{topic}' },
        {
          paragraph:
            '**Formato:** {variation, select, youtube {vídeo de YouTube} short_form {vídeo vertical corto para Reels, TikTok o Shorts} product_demo {demo de producto} other {vídeo}}, de {length_minutes, plural, one {un minuto} other {# minutos}} aproximadamente\n**Público:** {audience}\n**Tono:** {tone_label}',
        },
        { paragraph: '**Revisión del guion:** {collaborator_email}', when: 'collaborator_email' },
        { rule: true },
        { heading: 2, text: 'Gancho' },
        {
          paragraph:
            '**Plano ({variation, select, short_form {primeros 2 segundos} product_demo {primeros 10 segundos} other {primeros 15 segundos}}):** {variation, select, short_form {primerísimo primer plano, mirando a cámara y hablando desde el primer fotograma, sin logo ni cabecera.} product_demo {el resultado final en pantalla, antes de cualquier explicación.} other {a cámara, en plano medio corto, sin cabecera antes del gancho.}}',
        },
        {
          paragraph: `**Texto:** {tone, select, conversational {«Reconócelo: ¿alguna vez lo has intentado, te ha salido mal y lo has dejado? A mí también me pasó. Dame ${spoken.es} y te enseño lo que por fin me funcionó.»} enthusiastic {«Lo que te voy a enseñar hoy lo cambia todo, ¡y tengo muchísimas ganas! Quédate conmigo ${spoken.es}: al final lo harás como los profesionales.»} humorous {«Si alguna vez te ha salido esto fatal, tranquilidad: estás en buena compañía. Dame ${spoken.es} y nos aseguramos de que no vuelva a pasar.»} other {«Casi todo el mundo se equivoca en esto, y por una razón muy sencilla. En ${spoken.es} vas a ver por qué y, sobre todo, qué hacer en su lugar.»}}`,
        },
      ],
      it: [
        { heading: 1, text: '{topic}' },
        {
          paragraph:
            '**Formato:** {variation, select, youtube {video YouTube} short_form {video verticale breve per Reels, TikTok o Shorts} product_demo {demo di prodotto} other {video}}, circa {length_minutes, plural, one {# minuto} other {# minuti}}\n**Pubblico:** {audience}\n**Tono:** {tone_label}',
        },
        {
          paragraph: '**Revisione dello script:** {collaborator_email}',
          when: 'collaborator_email',
        },
        { rule: true },
        { heading: 2, text: 'Gancio' },
        {
          paragraph:
            '**Inquadratura ({variation, select, short_form {primi 2 secondi} product_demo {primi 10 secondi} other {primi 15 secondi}}):** {variation, select, short_form {primissimo piano, sguardo in camera, si parla dal primo fotogramma: niente logo né sigla.} product_demo {il risultato finale sullo schermo, prima di qualsiasi spiegazione.} other {sguardo in camera, mezzo primo piano, nessuna sigla prima del gancio.}}',
        },
        {
          paragraph: `**Testo:** {tone, select, conversational {«Ammettilo: ci hai già provato, è andata male e hai lasciato perdere? Anche io. Dammi ${spoken.it} e ti mostro cosa ha funzionato davvero per me.»} enthusiastic {«Quello che sto per mostrarti cambia tutto, e non vedo l’ora! Resta con me per ${spoken.it}: alla fine lo farai come i professionisti.»} humorous {«Se ci hai già provato ed è stato un disastro, niente paura: sei in ottima compagnia. Dammi ${spoken.it} e facciamo in modo che non succeda mai più.»} other {«Quasi tutti commettono lo stesso errore, e per un motivo molto semplice. In ${spoken.it} vedrai perché e, soprattutto, cosa fare invece.»}}`,
        },
      ],
    },

    intro: {
      en: [
        { heading: 2, text: 'Introduction' },
        {
          paragraph:
            '**Shot:** {variation, select, short_form {same framing, with a jump cut on every sentence.} product_demo {screen recording of the product’s home screen, with your voice over it.} other {medium shot, with the topic as a title on screen.}}',
        },
        {
          paragraph:
            '**Voice:** {variation, select, short_form {“Here’s the quick version.”} product_demo {“In the next few minutes I’ll show you how it works, from the very first screen to the finished result, so you can see exactly what it can do for you.”} other {“Hi everyone, and a special welcome if you’re new here! Here’s the plan for today: we’ll go through it step by step, with real examples, and I’ll finish by telling you where to start. Let’s get into it.”}}',
        },
      ],
      fr: [
        { heading: 2, text: 'Introduction' },
        {
          paragraph:
            '**Plan\u00a0:** {variation, select, short_form {même cadrage, avec une coupe franche à chaque phrase.} product_demo {enregistrement de l’écran d’accueil du produit, votre voix par-dessus.} other {plan moyen, avec le sujet affiché en titre à l’écran.}}',
        },
        {
          paragraph:
            '**Texte\u00a0:** {variation, select, short_form {«\u00a0Voici la version express.\u00a0»} product_demo {«\u00a0Dans les minutes qui viennent, je vous montre comment ça marche, du tout premier écran jusqu’au résultat final, pour que vous voyiez exactement ce que ça peut faire pour vous.\u00a0»} other {«\u00a0Bonjour à tous, et bienvenue si vous découvrez la chaîne\u00a0! Au programme aujourd’hui\u00a0: on voit tout étape par étape, avec des exemples concrets, et je vous dirai pour finir par quoi commencer. C’est parti\u00a0!\u00a0»}}',
        },
      ],
      es: [
        { heading: 2, text: 'Introducción' },
        {
          paragraph:
            '**Plano:** {variation, select, short_form {mismo encuadre, con un corte seco en cada frase.} product_demo {grabación de la pantalla de inicio del producto, con tu voz encima.} other {plano medio, con el tema como título en pantalla.}}',
        },
        {
          paragraph:
            '**Texto:** {variation, select, short_form {«Te lo cuento en versión exprés.»} product_demo {«En los próximos minutos te enseño cómo funciona, desde la primera pantalla hasta el resultado final, para que veas exactamente lo que puede hacer por ti.»} other {«¡Hola! Y si es tu primera vez en el canal, te doy la bienvenida. El plan de hoy: lo vemos todo paso a paso, con ejemplos reales, y al final te digo por dónde empezar. ¡Vamos allá!»}}',
        },
      ],
      it: [
        { heading: 2, text: 'Introduzione' },
        {
          paragraph:
            '**Inquadratura:** {variation, select, short_form {stessa inquadratura, con uno stacco netto a ogni frase.} product_demo {registrazione della schermata iniziale del prodotto, con la tua voce sopra.} other {piano medio, con l’argomento come titolo a schermo.}}',
        },
        {
          paragraph:
            '**Testo:** {variation, select, short_form {«Ecco la versione lampo.»} product_demo {«Nei prossimi minuti ti mostro come funziona, dalla prima schermata fino al risultato finale, così vedi esattamente cosa può fare per te.»} other {«Ciao a tutti, e un benvenuto speciale a chi è qui per la prima volta! Il programma di oggi: vediamo tutto passo passo, con esempi concreti, e alla fine ti dico da dove cominciare. Partiamo!»}}',
        },
      ],
    },

    main_content: {
      en: [
        { heading: 2, text: 'Main content' },
        {
          paragraph:
            '{variation, select, short_form {One sentence per point, one cut per sentence:} product_demo {Show each step on screen as you talk it through:} other {One chapter per point, each with its own title on screen:}}',
        },
        { numbered: { lines: 'key_points' }, when: 'key_points' },
        {
          numbered: [
            '{variation, select, product_demo {The problem the product solves, in one sentence} other {The problem: what usually goes wrong, and why}}',
            '{variation, select, product_demo {Getting started: the first step, shown on screen} other {The solution, step by step, with an example}}',
            '{variation, select, product_demo {The key feature in action, on a real example} other {The most common mistake, and how to avoid it}}',
            '{variation, select, product_demo {The result: what the user ends up with} other {A quick recap of what to remember}}',
          ],
          when: '!key_points',
        },
        {
          paragraph:
            '**Delivery:** {tone, select, conversational {talk to the camera as you would to a friend, with short sentences and an example from your own experience for each point.} enthusiastic {keep the energy high and the pace lively, and show the result of each point as early as you can.} humorous {open each point with a quick “what not to do” moment or a light joke, then give the real answer clearly.} other {for each point, say what to do, explain why it works, then show it on screen. Explain any technical word the first time you use it.}}',
        },
        {
          paragraph:
            '{variation, select, short_form {} other {**Recap:** one short sentence per point, over the matching shots, before moving on to the call to action.}}',
        },
      ],
      fr: [
        { heading: 2, text: 'Développement' },
        {
          paragraph:
            '{variation, select, short_form {Une phrase par point, une coupe par phrase\u00a0:} product_demo {Montrez chaque étape à l’écran au moment où vous l’expliquez\u00a0:} other {Un chapitre par point, chacun avec son titre à l’écran\u00a0:}}',
        },
        { numbered: { lines: 'key_points' }, when: 'key_points' },
        {
          numbered: [
            '{variation, select, product_demo {Le problème que résout le produit, en une phrase} other {Le problème\u00a0: ce qui coince d’habitude, et pourquoi}}',
            '{variation, select, product_demo {La prise en main\u00a0: la première étape, montrée à l’écran} other {La solution, étape par étape, avec un exemple}}',
            '{variation, select, product_demo {La fonctionnalité clé en action, sur un cas réel} other {L’erreur la plus courante, et comment l’éviter}}',
            '{variation, select, product_demo {Le résultat\u00a0: ce que l’utilisateur obtient à la fin} other {Un récapitulatif rapide de ce qu’il faut retenir}}',
          ],
          when: '!key_points',
        },
        {
          paragraph:
            '**Ton et rythme\u00a0:** {tone, select, conversational {parlez à la caméra comme à un ami, avec des phrases courtes et un exemple vécu pour chaque point.} enthusiastic {gardez beaucoup d’énergie et un rythme soutenu, et montrez le résultat de chaque point le plus tôt possible.} humorous {ouvrez chaque point par un petit moment «\u00a0ce qu’il ne faut surtout pas faire\u00a0» ou une touche d’humour, puis donnez clairement la bonne réponse.} other {pour chaque point, dites quoi faire, expliquez pourquoi ça marche, puis montrez-le à l’écran. Expliquez chaque mot technique la première fois qu’il apparaît.}}',
        },
        {
          paragraph:
            '{variation, select, short_form {} other {**Récapitulatif\u00a0:** une phrase courte par point, sur les images correspondantes, avant de passer à l’appel à l’action.}}',
        },
      ],
      es: [
        { heading: 2, text: 'Desarrollo' },
        {
          paragraph:
            '{variation, select, short_form {Una frase por punto y un corte por frase:} product_demo {Muestra cada paso en pantalla mientras lo explicas:} other {Un capítulo por punto, cada uno con su título en pantalla:}}',
        },
        { numbered: { lines: 'key_points' }, when: 'key_points' },
        {
          numbered: [
            '{variation, select, product_demo {El problema que resuelve el producto, en una frase} other {El problema: qué suele fallar y por qué}}',
            '{variation, select, product_demo {La puesta en marcha: lo primero que hay que hacer, en pantalla} other {La solución, paso a paso, con un ejemplo}}',
            '{variation, select, product_demo {La función clave en acción, con un caso real} other {El error más habitual y cómo evitarlo}}',
            '{variation, select, product_demo {El resultado: lo que consigue el usuario al final} other {Un resumen rápido de lo que hay que recordar}}',
          ],
          when: '!key_points',
        },
        {
          paragraph:
            '**Tono y ritmo:** {tone, select, conversational {habla a cámara como lo harías con un amigo, con frases cortas y un ejemplo de tu propia experiencia en cada punto.} enthusiastic {mantén la energía alta y un ritmo vivo, y enseña el resultado de cada punto lo antes posible.} humorous {abre cada punto con un momento de «lo que nunca hay que hacer» o un toque de humor, y luego da la respuesta buena con claridad.} other {en cada punto, di qué hay que hacer, explica por qué funciona y después enséñalo en pantalla. Explica cada término técnico la primera vez que aparezca.}}',
        },
        {
          paragraph:
            '{variation, select, short_form {} other {**Resumen:** una frase corta por punto, sobre las imágenes correspondientes, antes de pasar a la llamada a la acción.}}',
        },
      ],
      it: [
        { heading: 2, text: 'Contenuto principale' },
        {
          paragraph:
            '{variation, select, short_form {Una frase per punto, uno stacco per frase:} product_demo {Mostra ogni passaggio sullo schermo mentre lo spieghi:} other {Un capitolo per punto, ognuno con il suo titolo a schermo:}}',
        },
        { numbered: { lines: 'key_points' }, when: 'key_points' },
        {
          numbered: [
            '{variation, select, product_demo {Il problema che il prodotto risolve, in una frase} other {Il problema: cosa va storto di solito, e perché}}',
            '{variation, select, product_demo {Come si parte: il primo passaggio, mostrato a schermo} other {La soluzione, passo passo, con un esempio}}',
            '{variation, select, product_demo {La funzione principale in azione, su un caso reale} other {L’errore più comune e come evitarlo}}',
            '{variation, select, product_demo {Il risultato: cosa ottiene l’utente alla fine} other {Un breve riepilogo di cosa ricordare}}',
          ],
          when: '!key_points',
        },
        {
          paragraph:
            '**Tono e ritmo:** {tone, select, conversational {parla in camera come faresti con un amico, con frasi brevi e un esempio vissuto per ogni punto.} enthusiastic {tieni alta l’energia e vivace il ritmo, e mostra il risultato di ogni punto il prima possibile.} humorous {apri ogni punto con un momento «cosa non fare assolutamente» o una battuta leggera, poi dai la risposta giusta in modo chiaro.} other {per ogni punto, di’ cosa fare, spiega perché funziona e poi mostralo a schermo. Spiega ogni termine tecnico la prima volta che compare.}}',
        },
        {
          paragraph:
            '{variation, select, short_form {} other {**Riepilogo:** una frase breve per punto, sulle immagini corrispondenti, prima di passare all’invito all’azione.}}',
        },
      ],
    },

    call_to_action: {
      en: [
        { heading: 2, text: 'Call to action' },
        {
          paragraph:
            '**Shot:** {variation, select, short_form {back to the close-up, with the call to action written on screen.} product_demo {the product’s final screen, then back to camera.} other {back to camera, with the end screen ready for the last 20 seconds.}}',
        },
        {
          paragraph:
            '**Voice:** “If this video helped, one last thing. {call_to_action}: the link is just below.”',
          when: 'call_to_action',
        },
        { paragraph: '**On screen:** {call_to_action}', when: 'call_to_action' },
        {
          paragraph:
            '**Sign-off:** {variation, select, youtube {“And if you’d like more videos like this one, subscribe and turn on notifications so you don’t miss the next one. Thanks for watching, see you soon!”} short_form {“Follow for more videos like this, and save this one so you have it when you need it.”} product_demo {“Want to try it for yourself? Everything you need is in the description. Thanks for watching!”} other {“Thanks for watching!”}}',
        },
      ],
      fr: [
        { heading: 2, text: 'Appel à l’action' },
        {
          paragraph:
            '**Plan\u00a0:** {variation, select, short_form {retour au gros plan, avec l’appel à l’action écrit à l’écran.} product_demo {dernier écran du produit, puis retour face caméra.} other {retour face caméra, avec l’écran de fin prêt pour les 20 dernières secondes.}}',
        },
        {
          paragraph:
            '**Texte\u00a0:** «\u00a0Si cette vidéo vous a aidé, une dernière chose. {call_to_action}\u00a0: le lien est juste en dessous.\u00a0»',
          when: 'call_to_action',
        },
        { paragraph: '**À l’écran\u00a0:** {call_to_action}', when: 'call_to_action' },
        {
          paragraph:
            '**Conclusion\u00a0:** {variation, select, youtube {«\u00a0Et si vous voulez d’autres vidéos comme celle-ci, abonnez-vous et activez la cloche pour ne pas rater la prochaine. Merci d’avoir regardé, et à très vite\u00a0!\u00a0»} short_form {«\u00a0Abonnez-vous pour d’autres vidéos comme celle-ci, et enregistrez-la pour l’avoir sous la main le moment venu.\u00a0»} product_demo {«\u00a0Envie d’essayer\u00a0? Tout est dans la description. Merci d’avoir regardé\u00a0!\u00a0»} other {«\u00a0Merci d’avoir regardé\u00a0!\u00a0»}}',
        },
      ],
      es: [
        { heading: 2, text: 'Llamada a la acción' },
        {
          paragraph:
            '**Plano:** {variation, select, short_form {vuelta al primer plano, con la llamada a la acción escrita en pantalla.} product_demo {última pantalla del producto y vuelta a cámara.} other {vuelta a cámara, con la pantalla final lista para los últimos 20 segundos.}}',
        },
        {
          paragraph:
            '**Texto:** «Si este vídeo te ha servido, una última cosa. {call_to_action}: tienes el enlace justo debajo.»',
          when: 'call_to_action',
        },
        { paragraph: '**En pantalla:** {call_to_action}', when: 'call_to_action' },
        {
          paragraph:
            '**Cierre:** {variation, select, youtube {«Y si quieres más vídeos como este, suscríbete y activa la campanita para no perderte el próximo. ¡Gracias por verlo y hasta muy pronto!»} short_form {«Sígueme para más vídeos como este y guárdalo para tenerlo a mano cuando lo necesites.»} product_demo {«¿Te apetece probarlo? Tienes todo lo necesario en la descripción. ¡Gracias por verlo!»} other {«¡Gracias por verlo!»}}',
        },
      ],
      it: [
        { heading: 2, text: 'Invito all’azione' },
        {
          paragraph:
            '**Inquadratura:** {variation, select, short_form {di nuovo il primo piano, con l’invito all’azione scritto a schermo.} product_demo {ultima schermata del prodotto, poi di nuovo in camera.} other {di nuovo in camera, con la schermata finale pronta per gli ultimi 20 secondi.}}',
        },
        {
          paragraph:
            '**Testo:** «Se questo video ti è stato utile, un’ultima cosa. {call_to_action}: trovi il link qui sotto.»',
          when: 'call_to_action',
        },
        { paragraph: '**A schermo:** {call_to_action}', when: 'call_to_action' },
        {
          paragraph:
            '**Chiusura:** {variation, select, youtube {«E se vuoi altri video come questo, iscriviti al canale e attiva la campanella per non perderti il prossimo. Grazie per la visione e a presto!»} short_form {«Seguimi per altri video come questo, e salvalo per averlo a portata di mano quando ti servirà.»} product_demo {«Vuoi provarlo? Trovi tutto nella descrizione. Grazie per la visione!»} other {«Grazie per la visione!»}}',
        },
      ],
    },

    shot_notes: {
      en: [
        { heading: 2, text: 'Shots and on-screen text' },
        {
          bullets: [
            '{variation, select, short_form {**Format:** vertical 9:16, filmed on a phone at eye level, in natural light.} product_demo {**Format:** horizontal 16:9, screen recording in 1080p with a face-cam in one corner.} other {**Format:** horizontal 16:9, in 4K or 1080p, camera at eye level.}}',
            '{variation, select, short_form {**Pace:** a cut or a new framing every two or three seconds, nothing static.} product_demo {**Screen:** zoom in on every click and highlight the cursor, so each step is easy to follow.} other {**B-roll:** cover every explanation longer than 20 seconds with close-ups or examples.}}',
            '**On-screen text:** {variation, select, short_form {burned-in subtitles from start to finish, as most people watch without sound.} other {subtitles, plus a short title card for each point.}}',
            '{variation, select, short_form {**Cover:** the most striking frame, with the topic in five words or fewer.} product_demo {**End screen:** the product’s logo and the link to try it.} other {**Thumbnail:** an expressive close-up and no more than four words of text.}}',
            '**Sound:** {tone, select, humorous {light, playful music and a few well-timed sound effects.} enthusiastic {upbeat music, brought down under the voice.} educational {discreet instrumental music, well under the voice.} other {soft background music, well under the voice.}}',
          ],
        },
      ],
      fr: [
        { heading: 2, text: 'Plans et textes à l’écran' },
        {
          bullets: [
            '{variation, select, short_form {**Format\u00a0:** vertical 9:16, tourné au téléphone à hauteur des yeux, en lumière naturelle.} product_demo {**Format\u00a0:** horizontal 16:9, enregistrement d’écran en 1080p avec une incrustation face caméra dans un coin.} other {**Format\u00a0:** horizontal 16:9, en 4K ou en 1080p, caméra à hauteur des yeux.}}',
            '{variation, select, short_form {**Rythme\u00a0:** une coupe ou un nouveau cadrage toutes les deux ou trois secondes, rien de statique.} product_demo {**Écran\u00a0:** zoomez sur chaque clic et mettez le curseur en évidence pour que chaque étape soit facile à suivre.} other {**Plans de coupe\u00a0:** illustrez chaque explication de plus de 20 secondes par des gros plans ou des exemples.}}',
            '**Textes à l’écran\u00a0:** {variation, select, short_form {sous-titres incrustés du début à la fin, car la plupart des gens regardent sans le son.} other {sous-titres, plus un court carton de titre pour chaque point.}}',
            '{variation, select, short_form {**Couverture\u00a0:** l’image la plus frappante, avec le sujet en cinq mots maximum.} product_demo {**Écran de fin\u00a0:** le logo du produit et le lien pour l’essayer.} other {**Miniature\u00a0:** un gros plan expressif et quatre mots maximum.}}',
            '**Son\u00a0:** {tone, select, humorous {une musique légère et décalée, et quelques bruitages bien placés.} enthusiastic {une musique entraînante, baissée sous la voix.} educational {une musique instrumentale discrète, bien en dessous de la voix.} other {une musique douce, bien en dessous de la voix.}}',
          ],
        },
      ],
      es: [
        { heading: 2, text: 'Planos y textos en pantalla' },
        {
          bullets: [
            '{variation, select, short_form {**Formato:** vertical 9:16, grabado con el móvil a la altura de los ojos y con luz natural.} product_demo {**Formato:** horizontal 16:9, grabación de pantalla en 1080p con una ventana de cámara en una esquina.} other {**Formato:** horizontal 16:9, en 4K o 1080p, con la cámara a la altura de los ojos.}}',
            '{variation, select, short_form {**Ritmo:** un corte o un encuadre nuevo cada dos o tres segundos, nada estático.} product_demo {**Pantalla:** haz zoom en cada clic y resalta el cursor para que cada paso se siga sin esfuerzo.} other {**Planos recurso:** cubre cada explicación de más de 20 segundos con primeros planos o ejemplos.}}',
            '**Textos en pantalla:** {variation, select, short_form {subtítulos incrustados de principio a fin, porque casi todo el mundo lo ve sin sonido.} other {subtítulos y un rótulo breve con el título de cada punto.}}',
            '{variation, select, short_form {**Portada:** el fotograma más llamativo, con el tema en cinco palabras como máximo.} product_demo {**Pantalla final:** el logo del producto y el enlace para probarlo.} other {**Miniatura:** un primer plano expresivo y cuatro palabras como máximo.}}',
            '**Sonido:** {tone, select, humorous {una música ligera y desenfadada, y algún efecto de sonido bien colocado.} enthusiastic {música animada, por debajo de la voz.} educational {música instrumental discreta, bien por debajo de la voz.} other {música suave, bien por debajo de la voz.}}',
          ],
        },
      ],
      it: [
        { heading: 2, text: 'Inquadrature e testi a schermo' },
        {
          bullets: [
            '{variation, select, short_form {**Formato:** verticale 9:16, girato con lo smartphone all’altezza degli occhi e in luce naturale.} product_demo {**Formato:** orizzontale 16:9, registrazione dello schermo in 1080p con un riquadro della webcam in un angolo.} other {**Formato:** orizzontale 16:9, in 4K o 1080p, camera all’altezza degli occhi.}}',
            '{variation, select, short_form {**Ritmo:** uno stacco o una nuova inquadratura ogni due o tre secondi, niente di statico.} product_demo {**Schermo:** zooma su ogni clic ed evidenzia il cursore, così ogni passaggio è facile da seguire.} other {**B-roll:** copri ogni spiegazione più lunga di 20 secondi con dettagli o esempi.}}',
            '**Testi a schermo:** {variation, select, short_form {sottotitoli impressi dall’inizio alla fine, perché quasi tutti guardano senza audio.} other {sottotitoli, più un breve cartello con il titolo di ogni punto.}}',
            '{variation, select, short_form {**Copertina:** il fotogramma più d’impatto, con l’argomento in cinque parole al massimo.} product_demo {**Schermata finale:** il logo del prodotto e il link per provarlo.} other {**Miniatura:** un primo piano espressivo e al massimo quattro parole.}}',
            '**Audio:** {tone, select, humorous {una musica leggera e scanzonata, e qualche effetto sonoro ben piazzato.} enthusiastic {musica ritmata, abbassata sotto la voce.} educational {musica strumentale discreta, ben sotto la voce.} other {musica morbida, ben sotto la voce.}}',
          ],
        },
      ],
    },

    publishing: {
      en: [
        { heading: 2, text: 'Title, description and tags' },
        { paragraph: '**Title:** {topic}' },
        {
          paragraph: `**Description:**\n{topic}: everything you need to know in ${spoken.en}.`,
        },
        { paragraph: 'In this video:', when: 'key_points' },
        { bullets: { lines: 'key_points' }, when: 'key_points' },
        { paragraph: '{call_to_action}: here’s the link.', when: 'call_to_action' },
        { paragraph: '**Publication date:** {publish_date, date, full}', when: 'publish_date' },
        {
          paragraph:
            '**Tags:** {variation, select, short_form {three to five hashtags covering the topic, the audience and one broader trend.} other {the key words of the title, then the searches this audience would type.}}',
        },
      ],
      fr: [
        { heading: 2, text: 'Titre, description et tags' },
        { paragraph: '**Titre\u00a0:** {topic}' },
        {
          paragraph: `**Description\u00a0:**\n{topic}\u00a0: tout ce qu’il faut savoir en ${spoken.fr}.`,
        },
        { paragraph: 'Au programme\u00a0:', when: 'key_points' },
        { bullets: { lines: 'key_points' }, when: 'key_points' },
        { paragraph: '{call_to_action}\u00a0: voici le lien.', when: 'call_to_action' },
        {
          paragraph: '**Date de mise en ligne\u00a0:** {publish_date, date, full}',
          when: 'publish_date',
        },
        {
          paragraph:
            '**Tags\u00a0:** {variation, select, short_form {trois à cinq hashtags sur le sujet, le public visé et une tendance plus large.} other {les mots clés du titre, puis les recherches que ce public taperait.}}',
        },
      ],
      es: [
        { heading: 2, text: 'Título, descripción y etiquetas' },
        { paragraph: '**Título:** {topic}' },
        {
          paragraph: `**Descripción:**\n{topic}: todo lo que necesitas saber en ${spoken.es}.`,
        },
        { paragraph: 'En este vídeo:', when: 'key_points' },
        { bullets: { lines: 'key_points' }, when: 'key_points' },
        { paragraph: '{call_to_action}: aquí tienes el enlace.', when: 'call_to_action' },
        { paragraph: '**Fecha de publicación:** {publish_date, date, full}', when: 'publish_date' },
        {
          paragraph:
            '**Etiquetas:** {variation, select, short_form {de tres a cinco hashtags sobre el tema, el público y una tendencia más amplia.} other {las palabras clave del título y las búsquedas que haría este público.}}',
        },
      ],
      it: [
        { heading: 2, text: 'Titolo, descrizione e tag' },
        { paragraph: '**Titolo:** {topic}' },
        {
          paragraph: `**Descrizione:**\n{topic}: tutto quello che devi sapere in ${spoken.it}.`,
        },
        { paragraph: 'In questo video:', when: 'key_points' },
        { bullets: { lines: 'key_points' }, when: 'key_points' },
        { paragraph: '{call_to_action}: ecco il link.', when: 'call_to_action' },
        {
          paragraph: '**Data di pubblicazione:** {publish_date, date, full}',
          when: 'publish_date',
        },
        {
          paragraph:
            '**Tag:** {variation, select, short_form {da tre a cinque hashtag su argomento, pubblico e una tendenza più ampia.} other {le parole chiave del titolo e le ricerche che farebbe questo pubblico.}}',
        },
      ],
    },
  },

  examples: {
    en: {
      topic: 'How to bake sourdough bread without a stand mixer',
      audience: 'Home bakers who have never made sourdough',
      key_points:
        'Feed your starter the night before\nMix the dough and let it rest for an hour\nStretch and fold instead of kneading\nBake it in a preheated cast-iron pot',
      length_minutes: '8',
      tone: 'conversational',
      call_to_action: 'Download my free sourdough timetable',
      publish_date: '2026-12-05',
      collaborator_email: 'tom.hughes@crumbandcrust.co.uk',
      outline:
        '1. Hook — the flat loaf everyone has baked once\n2. Introduction — what we are baking today\n3. Main content — the four steps, from starter to oven\n4. Call to action — the free timetable\n5. Shots and on-screen text — filming in a home kitchen\n6. Title, description and tags — getting found on YouTube',
    },
    fr: {
      topic: 'Réussir sa pâte à crêpes sans grumeaux',
      audience: 'Parents pressés qui cuisinent le week-end',
      key_points:
        'Mélanger la farine et les œufs avant d’ajouter le lait\nVerser le lait petit à petit\nLaisser reposer la pâte une heure\nBien graisser la poêle entre deux crêpes',
      length_minutes: '6',
      tone: 'educational',
      call_to_action: 'Téléchargez ma fiche recette gratuite',
      publish_date: '2027-02-01',
      collaborator_email: 'camille.roux@atelier-gourmand.fr',
      outline:
        '1. Accroche — les crêpes pleines de grumeaux\n2. Introduction — ce qu’on va préparer\n3. Développement — les quatre gestes qui changent tout\n4. Appel à l’action — la fiche recette gratuite\n5. Plans et textes à l’écran — tournage dans la cuisine\n6. Titre, description et tags — avant la Chandeleur',
    },
    es: {
      topic: 'Cómo preparar una ruta de senderismo por los Picos de Europa',
      audience: 'Senderistas con algo de experiencia que nunca han ido a los Picos',
      key_points:
        'Elegir la ruta según tu nivel\nConsultar la previsión de la AEMET la víspera\nQué llevar en la mochila\nDónde dormir: refugios y pueblos',
      length_minutes: '10',
      tone: 'enthusiastic',
      call_to_action: 'Descarga gratis el mapa con las cinco rutas',
      publish_date: '2027-05-14',
      collaborator_email: 'lucia.fernandez@rutasdelnorte.es',
      outline:
        '1. Gancho — la vista desde el mirador del Cable\n2. Introducción — qué vamos a preparar\n3. Desarrollo — de la ruta a la mochila\n4. Llamada a la acción — el mapa gratuito\n5. Planos y textos en pantalla — grabación en la montaña\n6. Título, descripción y etiquetas — publicación antes del verano',
    },
    it: {
      topic: 'Come preparare il caffè perfetto con la moka',
      audience: 'Studenti fuori sede che vivono da soli per la prima volta',
      key_points:
        'Non pressare mai il caffè nel filtro\nRiempire la caldaia fino alla valvola\nFuoco basso e coperchio aperto\nToglierla dal fuoco prima che gorgogli',
      length_minutes: '5',
      tone: 'humorous',
      call_to_action: 'Scarica la guida gratuita alle miscele di caffè',
      publish_date: '2027-03-15',
      collaborator_email: 'giulia.bianchi@caffeinfamiglia.it',
      outline:
        '1. Gancio — il caffè bruciato del primo giorno\n2. Introduzione — cosa prepariamo oggi\n3. Contenuto principale — i quattro errori da evitare\n4. Invito all’azione — la guida gratuita\n5. Inquadrature e testi a schermo — riprese in cucina\n6. Titolo, descrizione e tag — pubblicazione su YouTube',
    },
  },
}
