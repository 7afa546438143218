// product_description: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

export const productDescription: TemplateAssembly = {
  sections: {
    headline: {
      en: [
        {
          heading: 1,
          text: '{variation, select, marketplace_listing {{product_name} | {keywords}} social_media_post {✨ {product_name} ✨} other {{product_name}}}',
          when: 'keywords',
        },
        {
          heading: 1,
          text: '{variation, select, social_media_post {✨ {product_name} ✨} other {{product_name}}}',
          when: '!keywords',
        },
        {
          paragraph:
            '{variation, select, social_media_post {} other {**{price, number, ::currency/GBP}**}}',
          when: 'price',
        },
      ],
      fr: [
        {
          heading: 1,
          text: '{variation, select, marketplace_listing {{product_name} | {keywords}} social_media_post {✨ {product_name} ✨} other {{product_name}}}',
          when: 'keywords',
        },
        {
          heading: 1,
          text: '{variation, select, social_media_post {✨ {product_name} ✨} other {{product_name}}}',
          when: '!keywords',
        },
        {
          paragraph:
            '{variation, select, social_media_post {} other {**{price, number, ::currency/EUR}**}}',
          when: 'price',
        },
      ],
      es: [
        {
          heading: 1,
          text: '{variation, select, marketplace_listing {{product_name} | {keywords}} social_media_post {✨ {product_name} ✨} other {{product_name}}}',
          when: 'keywords',
        },
        {
          heading: 1,
          text: '{variation, select, social_media_post {✨ {product_name} ✨} other {{product_name}}}',
          when: '!keywords',
        },
        {
          paragraph:
            '{variation, select, social_media_post {} other {**{price, number, ::currency/EUR}**}}',
          when: 'price',
        },
      ],
      it: [
        {
          heading: 1,
          text: '{variation, select, marketplace_listing {{product_name} | {keywords}} social_media_post {✨ {product_name} ✨} other {{product_name}}}',
          when: 'keywords',
        },
        {
          heading: 1,
          text: '{variation, select, social_media_post {✨ {product_name} ✨} other {{product_name}}}',
          when: '!keywords',
        },
        {
          paragraph:
            '{variation, select, social_media_post {} other {**{price, number, ::currency/EUR}**}}',
          when: 'price',
        },
      ],
    },

    introduction: {
      en: [
        {
          paragraph:
            '{variation, select, social_media_post {{tone, select, ' +
            'premium {Quietly refined and carefully made: our latest arrival is finally here.} ' +
            'playful {Stop scrolling: our latest arrival is here, and it looks even better in real life 😍} ' +
            'expert {New in: well designed, carefully tested and ready to do its job day after day.} ' +
            'other {Our newest little favourite has just arrived, and we have a feeling you’re going to love it as much as we do 💛}}} ' +
            'other {{tone, select, ' +
            'premium {Careful craftsmanship meets understated elegance here, for those who would rather own fewer, better things.} ' +
            'playful {Warning: this one may cause sudden outbreaks of joy (and a few envious looks).} ' +
            'expert {No compromise on quality here: every detail has been considered with care and precision.} ' +
            'other {Some things simply make an ordinary day feel a little more special, and this is one of them.}} ' +
            '{product_category, select, ' +
            'fashion {Easy to wear and easy to style, it will soon become a wardrobe favourite.} ' +
            'home {It brings warmth and character to any room, and it is made to last.} ' +
            'beauty {It is a small moment of care that fits naturally into your daily routine.} ' +
            'electronics {Reliable and simple to use, it makes everyday life that little bit easier.} ' +
            'food {Made from carefully chosen ingredients, it is a treat to enjoy on your own or to share.} ' +
            'other {Thoughtfully made and built to last, it is one of those things you will reach for again and again.}}}}',
        },
        { paragraph: '**Perfect for:** {target_audience}' },
      ],
      fr: [
        {
          paragraph:
            '{variation, select, social_media_post {{tone, select, ' +
            'premium {Raffinement discret et exigence de qualité\u00a0: notre nouveauté est enfin là.} ' +
            'playful {Arrêtez de scroller\u00a0: notre nouveauté est arrivée, et elle est encore plus belle en vrai 😍} ' +
            'expert {Nouveauté\u00a0: bien conçue, soigneusement testée et prête à vous rendre service au quotidien.} ' +
            'other {Notre petite nouveauté vient d’arriver, et nous avons comme l’impression que vous allez l’adorer autant que nous 💛}}} ' +
            'other {{tone, select, ' +
            'premium {Un savoir-faire exigeant et une élégance discrète, pour celles et ceux qui préfèrent moins, mais mieux.} ' +
            'playful {Attention\u00a0: risque élevé de coup de cœur (et de quelques regards envieux).} ' +
            'expert {Aucun compromis sur la qualité\u00a0: chaque détail a été pensé avec rigueur et précision.} ' +
            'other {Certaines trouvailles rendent le quotidien un peu plus doux, et celle-ci en fait partie.}} ' +
            '{product_category, select, ' +
            'fashion {Facile à porter et à assortir, c’est la pièce qui trouvera vite sa place dans votre garde-robe.} ' +
            'home {De quoi apporter chaleur et caractère à votre intérieur, avec une qualité faite pour durer.} ' +
            'beauty {Un vrai moment de douceur, qui se glisse tout naturellement dans votre routine.} ' +
            'electronics {Fiabilité et simplicité d’utilisation, pour vous faciliter la vie au quotidien.} ' +
            'food {Des matières premières soigneusement sélectionnées, pour un plaisir à savourer ou à partager.} ' +
            'other {Un produit pensé avec soin et fait pour durer, de ceux qu’on adopte pour longtemps.}}}}',
        },
        { paragraph: '**Idéal pour\u00a0:** {target_audience}' },
      ],
      es: [
        {
          paragraph:
            '{variation, select, social_media_post {{tone, select, ' +
            'premium {Elegancia discreta y una elaboración impecable: nuestra novedad ya está aquí.} ' +
            'playful {Deja de hacer scroll: ha llegado nuestra novedad, y en persona es todavía más bonita 😍} ' +
            'expert {Novedad: bien diseñada, probada a conciencia y lista para cumplir su función día tras día.} ' +
            'other {Acaba de llegar nuestra última novedad, y tenemos el presentimiento de que te va a encantar tanto como a nosotros 💛}}} ' +
            'other {{tone, select, ' +
            'premium {Una elaboración cuidada y una elegancia discreta, para quienes prefieren menos cosas, pero mejores.} ' +
            'playful {Aviso: alto riesgo de flechazo repentino (y de alguna que otra mirada de envidia).} ' +
            'expert {Sin concesiones en la calidad: cada detalle se ha cuidado con rigor y precisión.} ' +
            'other {Hay hallazgos que hacen el día a día un poco más bonito, y este es uno de ellos.}} ' +
            '{product_category, select, ' +
            'fashion {Fácil de llevar y de combinar, es de esas prendas que enseguida se hacen un hueco en tu armario.} ' +
            'home {Aporta calidez y carácter a cualquier rincón de tu casa, con una calidad pensada para durar.} ' +
            'beauty {Un pequeño momento de cuidado que encaja de forma natural en tu rutina diaria.} ' +
            'electronics {Fiabilidad y sencillez de uso para hacerte el día a día un poco más fácil.} ' +
            'food {Materias primas seleccionadas con mimo, para disfrutar a solas o en buena compañía.} ' +
            'other {Un producto pensado con cariño y hecho para durar, de esos que acabas usando a diario.}}}}',
        },
        { paragraph: '**Ideal para:** {target_audience}' },
      ],
      it: [
        {
          paragraph:
            '{variation, select, social_media_post {{tone, select, ' +
            'premium {Eleganza discreta e una lavorazione impeccabile: la nostra novità è finalmente qui.} ' +
            'playful {Smetti di scrollare: la nostra novità è arrivata, e dal vivo è ancora più bella 😍} ' +
            'expert {Novità: ben progettata, testata con cura e pronta a fare il suo lavoro giorno dopo giorno.} ' +
            'other {La nostra ultima novità è appena arrivata, e abbiamo la sensazione che ti piacerà quanto piace a noi 💛}}} ' +
            'other {{tone, select, ' +
            'premium {Una lavorazione accurata e un’eleganza discreta, per chi sceglie meno cose, ma migliori.} ' +
            'playful {Attenzione: alto rischio di colpo di fulmine (e di qualche sguardo invidioso).} ' +
            'expert {Nessun compromesso sulla qualità: ogni dettaglio è stato curato con rigore e precisione.} ' +
            'other {Ci sono scoperte che rendono ogni giornata un po’ più bella, e questa è una di quelle.}} ' +
            '{product_category, select, ' +
            'fashion {Facile da indossare e da abbinare, è il capo che troverà subito posto nel tuo guardaroba.} ' +
            'home {Porta calore e carattere in ogni ambiente, con una qualità pensata per durare nel tempo.} ' +
            'beauty {Un piccolo momento di cura che entra con naturalezza nella tua routine quotidiana.} ' +
            'electronics {Affidabilità e semplicità d’uso, per rendere la vita di tutti i giorni un po’ più facile.} ' +
            'food {Materie prime scelte con cura, per un piacere da gustare da soli o in compagnia.} ' +
            'other {Un prodotto pensato con cura e fatto per durare, di quelli che non si smette mai di usare.}}}}',
        },
        { paragraph: '**Ideale per:** {target_audience}' },
      ],
    },

    key_benefits: {
      en: [
        {
          heading: 2,
          text: '{variation, select, marketplace_listing {Key features at a glance} other {{tone, select, premium {What makes it special} expert {Key features} other {Why you’ll love it}}}}',
        },
        { bullets: { lines: 'key_features' } },
      ],
      fr: [
        {
          heading: 2,
          text: '{variation, select, marketplace_listing {Points forts} other {{tone, select, premium {Ce qui fait la différence} expert {Caractéristiques principales} other {Pourquoi vous allez l’adorer}}}}',
        },
        { bullets: { lines: 'key_features' } },
      ],
      es: [
        {
          heading: 2,
          text: '{variation, select, marketplace_listing {Lo más destacado} other {{tone, select, premium {Lo que marca la diferencia} expert {Características principales} other {Por qué te va a encantar}}}}',
        },
        { bullets: { lines: 'key_features' } },
      ],
      it: [
        {
          heading: 2,
          text: '{variation, select, marketplace_listing {In breve} other {{tone, select, premium {Cosa fa la differenza} expert {Caratteristiche principali} other {Perché ti piacerà}}}}',
        },
        { bullets: { lines: 'key_features' } },
      ],
    },

    details: {
      en: [
        {
          heading: 2,
          text: '{product_category, select, fashion {Materials, sizes and care} home {Dimensions and materials} beauty {Ingredients and skin type} electronics {Technical specifications} food {Ingredients, allergens and storage} other {Details}}',
          when: 'specifications',
        },
        { paragraph: '{specifications}', when: 'specifications' },
        {
          paragraph:
            '{variation, select, social_media_post {Price: {price, number, ::currency/GBP}} other {}}',
          when: 'price',
        },
      ],
      fr: [
        {
          heading: 2,
          text: '{product_category, select, fashion {Matières, tailles et entretien} home {Dimensions et matériaux} beauty {Ingrédients et type de peau} electronics {Fiche technique} food {Ingrédients, allergènes et conservation} other {Caractéristiques}}',
          when: 'specifications',
        },
        { paragraph: '{specifications}', when: 'specifications' },
        {
          paragraph:
            '{variation, select, social_media_post {Prix\u00a0: {price, number, ::currency/EUR}} other {}}',
          when: 'price',
        },
      ],
      es: [
        {
          heading: 2,
          text: '{product_category, select, fashion {Materiales, tallas y cuidados} home {Medidas y materiales} beauty {Ingredientes y tipo de piel} electronics {Especificaciones técnicas} food {Ingredientes, alérgenos y conservación} other {Detalles}}',
          when: 'specifications',
        },
        { paragraph: '{specifications}', when: 'specifications' },
        {
          paragraph:
            '{variation, select, social_media_post {Precio: {price, number, ::currency/EUR}} other {}}',
          when: 'price',
        },
      ],
      it: [
        {
          heading: 2,
          text: '{product_category, select, fashion {Materiali, taglie e manutenzione} home {Dimensioni e materiali} beauty {Ingredienti e tipo di pelle} electronics {Specifiche tecniche} food {Ingredienti, allergeni e conservazione} other {Dettagli}}',
          when: 'specifications',
        },
        { paragraph: '{specifications}', when: 'specifications' },
        {
          paragraph:
            '{variation, select, social_media_post {Prezzo: {price, number, ::currency/EUR}} other {}}',
          when: 'price',
        },
      ],
    },

    call_to_action: {
      en: [
        {
          paragraph:
            '{variation, select, ' +
            'marketplace_listing {Order now. Any questions before you buy? Send us a message and we will be happy to help.} ' +
            'social_media_post {{tone, select, ' +
            'premium {Discover it now through the link in our bio.} ' +
            'playful {Run, don’t walk: the link is in our bio 🏃} ' +
            'expert {All the details, and the order page, are one tap away via the link in our bio.} ' +
            'other {Tap the link in our bio to order yours 💛}}} ' +
            'other {{tone, select, ' +
            'premium {Make it yours today, and discover what real quality feels like.} ' +
            'playful {Go on, you know you want to: add it to your basket before someone else does!} ' +
            'expert {Add it to your basket today. Any questions before you order? Get in touch and we will be glad to help.} ' +
            'other {Add it to your basket today and treat yourself, or someone you love.}}}}',
          when: 'include_call_to_action',
        },
        {
          paragraph:
            '{variation, select, marketplace_listing {} social_media_post {In a few words: {keywords}} other {Tags: {keywords}}}',
          when: 'keywords',
        },
        {
          paragraph:
            '{variation, select, social_media_post {{product_category, select, ' +
            'fashion {#shopsmall #fashion #ootd} ' +
            'home {#shopsmall #homedecor #interiors} ' +
            'beauty {#shopsmall #skincare #selfcare} ' +
            'electronics {#shopsmall #tech #gadgets} ' +
            'food {#shopsmall #foodie #treatyourself} ' +
            'other {#shopsmall #newin #giftideas}}} other {}}',
        },
      ],
      fr: [
        {
          paragraph:
            '{variation, select, ' +
            'marketplace_listing {Commandez dès maintenant. Une question avant d’acheter\u00a0? Envoyez-nous un message, nous vous répondrons avec plaisir.} ' +
            'social_media_post {{tone, select, ' +
            'premium {À découvrir dès maintenant via le lien en bio.} ' +
            'playful {Foncez, le lien est en bio 🏃} ' +
            'expert {Tous les détails et la commande en un clic, via le lien en bio.} ' +
            'other {Rendez-vous sur le lien en bio pour commander 💛}}} ' +
            'other {{tone, select, ' +
            'premium {Offrez-vous ce petit luxe dès aujourd’hui et découvrez toute la différence d’un travail bien fait.} ' +
            'playful {Allez, on sait que vous en avez envie\u00a0: commandez vite, avant qu’il n’y en ait plus\u00a0!} ' +
            'expert {Commandez dès aujourd’hui. Une question avant de passer commande\u00a0? Écrivez-nous, nous vous répondrons avec plaisir.} ' +
            'other {Commandez dès aujourd’hui et faites-vous plaisir, ou faites plaisir à quelqu’un que vous aimez.}}}}',
          when: 'include_call_to_action',
        },
        {
          paragraph:
            '{variation, select, marketplace_listing {} social_media_post {En quelques mots\u00a0: {keywords}} other {Mots-clés\u00a0: {keywords}}}',
          when: 'keywords',
        },
        {
          paragraph:
            '{variation, select, social_media_post {{product_category, select, ' +
            'fashion {#mode #lookdujour #créateurs} ' +
            'home {#déco #décoration #intérieur} ' +
            'beauty {#beauté #soinnaturel #bienêtre} ' +
            'electronics {#hightech #gadget #nouveauté} ' +
            'food {#gourmandise #épicerie #miam} ' +
            'other {#nouveauté #coupdecoeur #idéecadeau}}} other {}}',
        },
      ],
      es: [
        {
          paragraph:
            '{variation, select, ' +
            'marketplace_listing {Haz tu pedido ahora. ¿Alguna duda antes de comprar? Envíanos un mensaje y te ayudaremos encantados.} ' +
            'social_media_post {{tone, select, ' +
            'premium {Descubre más en el enlace de nuestra bio.} ' +
            'playful {Corre, que se agota: tienes el enlace en la bio 🏃} ' +
            'expert {Todos los detalles y el pedido, a un clic en el enlace de nuestra bio.} ' +
            'other {Haz tu pedido desde el enlace de nuestra bio 💛}}} ' +
            'other {{tone, select, ' +
            'premium {Date hoy este pequeño lujo y descubre lo que significa la verdadera calidad.} ' +
            'playful {Venga, sabemos que lo estás deseando: haz tu pedido antes de que se agoten las existencias.} ' +
            'expert {Haz tu pedido hoy mismo. ¿Tienes alguna duda antes de comprar? Escríbenos y te ayudaremos encantados.} ' +
            'other {Haz tu pedido hoy mismo y date un capricho, o sorprende a alguien especial.}}}}',
          when: 'include_call_to_action',
        },
        {
          paragraph:
            '{variation, select, marketplace_listing {} social_media_post {En pocas palabras: {keywords}} other {Etiquetas: {keywords}}}',
          when: 'keywords',
        },
        {
          paragraph:
            '{variation, select, social_media_post {{product_category, select, ' +
            'fashion {#moda #look #tiendaonline} ' +
            'home {#decoracion #hogar #interiorismo} ' +
            'beauty {#belleza #cuidadodelapiel #bienestar} ' +
            'electronics {#tecnologia #gadgets #novedades} ' +
            'food {#gourmet #foodie #delicioso} ' +
            'other {#novedades #tiendaonline #ideasderegalo}}} other {}}',
        },
      ],
      it: [
        {
          paragraph:
            '{variation, select, ' +
            'marketplace_listing {Ordina ora. Hai domande prima dell’acquisto? Mandaci un messaggio: saremo felici di aiutarti.} ' +
            'social_media_post {{tone, select, ' +
            'premium {Scopri di più al link nella nostra bio.} ' +
            'playful {Corri, prima che vada a ruba: il link è nella bio 🏃} ' +
            'expert {Tutti i dettagli e l’ordine a portata di clic, dal link nella nostra bio.} ' +
            'other {Ordina dal link nella nostra bio 💛}}} ' +
            'other {{tone, select, ' +
            'premium {Concediti oggi questo piccolo lusso e scopri che cosa significa la vera qualità.} ' +
            'playful {Dai, lo sappiamo che lo vuoi: ordina subito, prima che vada a ruba!} ' +
            'expert {Ordina oggi stesso. Hai domande prima dell’acquisto? Scrivici: saremo felici di aiutarti.} ' +
            'other {Ordina oggi stesso e concediti un piccolo piacere, o fai felice una persona speciale.}}}}',
          when: 'include_call_to_action',
        },
        {
          paragraph:
            '{variation, select, marketplace_listing {} social_media_post {In poche parole: {keywords}} other {Tag: {keywords}}}',
          when: 'keywords',
        },
        {
          paragraph:
            '{variation, select, social_media_post {{product_category, select, ' +
            'fashion {#moda #outfit #shoppingonline} ' +
            'home {#arredamento #casa #interiordesign} ' +
            'beauty {#bellezza #skincare #benessere} ' +
            'electronics {#tecnologia #gadget #novità} ' +
            'food {#buonocibo #golosità #foodlover} ' +
            'other {#novità #shoppingonline #idearegalo}}} other {}}',
        },
      ],
    },
  },

  examples: {
    en: {
      product_name: 'Hand-thrown stoneware mug, 350 ml',
      product_category: 'home',
      price: '28',
      key_features:
        'Handmade in our St Ives studio\nDishwasher and microwave safe\nThick walls keep your coffee hot for longer\nEvery glaze is unique, so no two mugs are alike',
      specifications:
        'Stoneware with a food-safe sea-green glaze\nHeight 10 cm, diameter 8.5 cm, capacity 350 ml',
      target_audience: 'coffee lovers who appreciate handmade, sustainable homeware',
      tone: 'friendly',
      keywords: 'handmade mug, stoneware mug, gift for coffee lovers',
      include_call_to_action: 'true',
    },
    fr: {
      product_name: 'Coffret de trois savons surgras au lait d’ânesse',
      product_category: 'beauty',
      price: '24',
      key_features:
        'Fabriqués à la main dans notre savonnerie de la Drôme provençale\nSaponification à froid, qui préserve toutes les vertus des huiles\nSans parfum de synthèse ni huile de palme\nLa peau reste douce et souple, même après la douche',
      specifications:
        'Huile d’olive, lait d’ânesse bio, beurre de karité et huile de coco\nConvient aux peaux sèches et sensibles\nTrois savons de 100 g, à conserver au sec entre deux utilisations',
      target_audience:
        'les peaux sensibles et tous ceux qui préfèrent des soins simples et naturels',
      tone: 'premium',
      keywords: 'savon artisanal, savon au lait d’ânesse, cadeau bien-être',
      include_call_to_action: 'true',
    },
    es: {
      product_name: 'Calcetines de algodón orgánico con estampado de sardinas',
      product_category: 'fashion',
      price: '12',
      key_features:
        'Algodón orgánico certificado, suave y transpirable\nTejidos en un taller familiar de Igualada\nCosturas planas en la puntera que no rozan\nUn diseño alegre que saca sonrisas allá donde vas',
      specifications:
        '80 % algodón orgánico, 18 % poliamida y 2 % elastano\nTallas 36-39 y 40-45\nLavado a máquina a 30 °C, del revés',
      target_audience: 'quienes quieren darle un toque divertido a su ropa de diario',
      tone: 'playful',
      keywords: 'calcetines originales, calcetines de algodón orgánico, regalo divertido',
      include_call_to_action: 'true',
    },
    it: {
      product_name: 'Olio extravergine di oliva biologico, 500 ml',
      product_category: 'food',
      price: '16',
      key_features:
        'Prodotto e imbottigliato nel nostro frantoio ad Andria\nEstratto a freddo entro 12 ore dalla raccolta\nAcidità inferiore allo 0,3%\nGusto fruttato con note di carciofo e mandorla',
      specifications:
        '100% olive di varietà Coratina e Ogliarola\nNon contiene allergeni\nConservare al riparo dalla luce e lontano da fonti di calore',
      target_audience: 'chi cucina ogni giorno e vuole un olio genuino, di qualità e tracciabile',
      tone: 'expert',
      keywords: 'olio extravergine biologico, olio pugliese, olio Coratina',
      include_call_to_action: 'true',
    },
  },
}
