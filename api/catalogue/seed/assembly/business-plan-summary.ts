// business_plan_summary: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

// What the funds are for, by option value (the options depend on the stage), as the end of a
// sentence: “We are seeking £120,000 to …”.
const useOfFunds = {
  en: '{use_of_funds, select, product {develop the product} marketing {step up our marketing and win new customers} team {grow the team} equipment {invest in the equipment, stock and premises needed for growth} product_development {build the product and complete the prototype} market_testing {test our offer on the market with real customers} launch {launch the business: opening stock, premises and first marketing campaigns} hiring {make our first hires} working_capital {strengthen our working capital} new_markets {expand into new markets} capacity {increase our production capacity} acquisition {acquire another business} other {fund the next stage of our development}}',
  fr: '{use_of_funds, select, product {développer notre produit} marketing {renforcer nos actions marketing et conquérir de nouveaux clients} team {renforcer notre équipe} equipment {investir dans l’équipement, le stock et les locaux nécessaires à notre développement} product_development {développer le produit et finaliser le prototype} market_testing {tester notre offre sur le marché auprès de vrais clients} launch {lancer l’activité\u00a0: stock de départ, local et premières actions de communication} hiring {réaliser nos premiers recrutements} working_capital {couvrir notre besoin en fonds de roulement} new_markets {conquérir de nouveaux marchés} capacity {augmenter notre capacité de production} acquisition {racheter une autre entreprise} other {mener à bien la prochaine étape de notre développement}}',
  es: '{use_of_funds, select, product {desarrollar el producto} marketing {reforzar el marketing y captar nuevos clientes} team {ampliar el equipo} equipment {invertir en el equipamiento, las existencias y el local necesarios para crecer} product_development {desarrollar el producto y terminar el prototipo} market_testing {probar nuestra oferta en el mercado con clientes reales} launch {lanzar el negocio: existencias iniciales, local y primeras acciones de marketing} hiring {hacer nuestras primeras contrataciones} working_capital {reforzar nuestro capital circulante} new_markets {entrar en nuevos mercados} capacity {aumentar nuestra capacidad de producción} acquisition {adquirir otra empresa} other {afrontar la siguiente etapa de nuestro desarrollo}}',
  it: '{use_of_funds, select, product {sviluppare il prodotto} marketing {rafforzare il marketing e acquisire nuovi clienti} team {far crescere il team} equipment {investire nelle attrezzature, nelle scorte e nei locali necessari alla crescita} product_development {sviluppare il prodotto e completare il prototipo} market_testing {testare la nostra offerta sul mercato con clienti reali} launch {avviare l’attività: scorte iniziali, locale e prime azioni di marketing} hiring {effettuare le prime assunzioni} working_capital {rafforzare il capitale circolante} new_markets {espanderci in nuovi mercati} capacity {aumentare la capacità produttiva} acquisition {acquisire un’altra impresa} other {affrontare la prossima fase del nostro sviluppo}}',
}

const gbp = '::currency/GBP precision-integer'
const eur = '::currency/EUR precision-integer'
/** The founders’ own money, when they put some in. */
const ownMoney = ['own_contribution', 'own_contribution!=0']

export const businessPlanSummary: TemplateAssembly = {
  sections: {
    overview: {
      en: [
        { heading: 2, text: 'Company overview' },
        {
          paragraph:
            '{stage, select, idea {**{business_name}** is a new venture at the idea and prototype stage, preparing to bring its offer to market.} launched {**{business_name}** is a young business that has launched its offer and already won its first paying customers.} growing {**{business_name}** is an established business with steady revenue, now preparing its next phase of growth.} other {**{business_name}** is a young business with a clear plan for growth.}}',
        },
        {
          paragraph:
            'This summary sets out the problem we solve, the customers we serve, what sets us apart, our results so far and {funding_needed, plural, =0 {our plans for the next stage} other {the funding we are seeking for the next stage}}.',
        },
      ],
      fr: [
        { heading: 2, text: 'Présentation de l’entreprise' },
        {
          paragraph:
            '{stage, select, idea {**{business_name}** est un projet d’entreprise au stade de l’idée et du prototype, qui prépare son arrivée sur le marché.} launched {**{business_name}** est une jeune entreprise qui a lancé son offre et compte déjà ses premiers clients.} growing {**{business_name}** est une entreprise établie, au chiffre d’affaires régulier, qui prépare une nouvelle phase de croissance.} other {**{business_name}** est une jeune entreprise portée par un projet de développement clair.}}',
        },
        {
          paragraph:
            'Cette synthèse présente le problème que nous résolvons, nos clients, ce qui nous distingue de la concurrence, les résultats obtenus à ce jour et {funding_needed, plural, =0 {nos objectifs pour la prochaine étape} other {les fonds que nous recherchons pour la prochaine étape}}.',
        },
      ],
      es: [
        { heading: 2, text: 'Presentación de la empresa' },
        {
          paragraph:
            '{stage, select, idea {**{business_name}** es un proyecto empresarial en fase de idea y prototipo que prepara su salida al mercado.} launched {**{business_name}** es una empresa joven que ya ha lanzado su oferta y cuenta con sus primeros clientes.} growing {**{business_name}** es una empresa consolidada, con ingresos estables, que prepara una nueva fase de crecimiento.} other {**{business_name}** es una empresa joven con un plan de desarrollo claro.}}',
        },
        {
          paragraph:
            'Este resumen presenta el problema que resolvemos, nuestros clientes, lo que nos diferencia de la competencia, los resultados obtenidos hasta ahora y {funding_needed, plural, =0 {nuestros planes para la siguiente etapa} other {los fondos que buscamos para la siguiente etapa}}.',
        },
      ],
      it: [
        { heading: 2, text: 'Presentazione dell’impresa' },
        {
          paragraph:
            '{stage, select, idea {**{business_name}** è un progetto d’impresa in fase di idea e prototipo, che si prepara a entrare sul mercato.} launched {**{business_name}** è una giovane impresa che ha già lanciato la propria offerta e conta i primi clienti.} growing {**{business_name}** è un’impresa consolidata, con un fatturato stabile, che si prepara a una nuova fase di crescita.} other {**{business_name}** è una giovane impresa con un piano di sviluppo chiaro.}}',
        },
        {
          paragraph:
            'Questa sintesi presenta il problema che risolviamo, i nostri clienti, ciò che ci distingue dalla concorrenza, i risultati ottenuti finora e {funding_needed, plural, =0 {i nostri obiettivi per la fase successiva} other {i fondi che cerchiamo per la fase successiva}}.',
        },
      ],
    },

    problem_and_solution: {
      en: [
        { heading: 2, text: 'Problem and solution' },
        { paragraph: '{problem_solution}' },
        {
          paragraph:
            '{stage, select, idea {Our priority now is to turn this solution into an offer we can sell and to confirm demand on a larger scale.} launched {Our first customers confirm that this solution meets a real need.} growing {Our steady revenue shows that this solution meets a lasting need that customers are willing to pay for.} other {}}',
        },
      ],
      fr: [
        { heading: 2, text: 'Problème et solution' },
        { paragraph: '{problem_solution}' },
        {
          paragraph:
            '{stage, select, idea {Notre priorité est désormais de transformer cette solution en une offre commercialisable et de confirmer la demande à plus grande échelle.} launched {Nos premiers clients confirment que cette solution répond à un besoin réel.} growing {La régularité de notre chiffre d’affaires montre que cette solution répond à un besoin durable, pour lequel nos clients sont prêts à payer.} other {}}',
        },
      ],
      es: [
        { heading: 2, text: 'Problema y solución' },
        { paragraph: '{problem_solution}' },
        {
          paragraph:
            '{stage, select, idea {Nuestra prioridad ahora es convertir esta solución en una oferta comercial y confirmar la demanda a mayor escala.} launched {Nuestros primeros clientes confirman que esta solución responde a una necesidad real.} growing {La estabilidad de nuestros ingresos demuestra que esta solución responde a una necesidad duradera por la que los clientes están dispuestos a pagar.} other {}}',
        },
      ],
      it: [
        { heading: 2, text: 'Problema e soluzione' },
        { paragraph: '{problem_solution}' },
        {
          paragraph:
            '{stage, select, idea {Ora la nostra priorità è trasformare questa soluzione in un’offerta vendibile e confermare la domanda su scala più ampia.} launched {I primi clienti confermano che questa soluzione risponde a un bisogno reale.} growing {La stabilità del nostro fatturato dimostra che questa soluzione risponde a un bisogno duraturo, per il quale i clienti sono disposti a pagare.} other {}}',
        },
      ],
    },

    market: {
      en: [
        { heading: 2, text: 'Target market' },
        { paragraph: '{target_customers}' },
        {
          paragraph:
            'Focusing on these customers lets us reach them directly, learn quickly from their feedback and build our growth on a solid base.',
        },
      ],
      fr: [
        { heading: 2, text: 'Marché cible' },
        { paragraph: '{target_customers}' },
        {
          paragraph:
            'En nous concentrant sur cette clientèle, nous pouvons l’atteindre directement, tirer rapidement parti de ses retours et bâtir notre croissance sur une base solide.',
        },
      ],
      es: [
        { heading: 2, text: 'Mercado objetivo' },
        { paragraph: '{target_customers}' },
        {
          paragraph:
            'Centrarnos en estos clientes nos permite llegar a ellos de forma directa, aprender rápido de sus opiniones y crecer sobre una base sólida.',
        },
      ],
      it: [
        { heading: 2, text: 'Mercato di riferimento' },
        { paragraph: '{target_customers}' },
        {
          paragraph:
            'Concentrarci su questi clienti ci permette di raggiungerli direttamente, imparare in fretta dai loro riscontri e crescere su basi solide.',
        },
      ],
    },

    competitive_advantage: {
      en: [
        { heading: 2, text: 'Competitive advantage' },
        { paragraph: 'What sets us apart from the competition:' },
        { bullets: { lines: 'competitive_edge' } },
        {
          paragraph:
            'Together, these strengths give customers a clear reason to choose us over the alternatives.',
        },
      ],
      fr: [
        { heading: 2, text: 'Avantage concurrentiel' },
        { paragraph: 'Ce qui nous distingue de la concurrence\u00a0:' },
        { bullets: { lines: 'competitive_edge' } },
        {
          paragraph:
            'Ensemble, ces atouts donnent à nos clients une raison claire de nous choisir plutôt qu’une autre solution.',
        },
      ],
      es: [
        { heading: 2, text: 'Ventaja competitiva' },
        { paragraph: 'Lo que nos diferencia de la competencia:' },
        { bullets: { lines: 'competitive_edge' } },
        {
          paragraph:
            'En conjunto, estas ventajas dan a los clientes un motivo claro para elegirnos frente a otras alternativas.',
        },
      ],
      it: [
        { heading: 2, text: 'Vantaggio competitivo' },
        { paragraph: 'I nostri punti di forza rispetto alla concorrenza:' },
        { bullets: { lines: 'competitive_edge' } },
        {
          paragraph:
            'Insieme, questi punti di forza danno ai clienti un motivo chiaro per scegliere noi anziché le alternative.',
        },
      ],
    },

    traction: {
      en: [
        { heading: 2, text: 'Traction and milestones' },
        {
          paragraph:
            '{stage, select, idea {Before launching, we have already tested the idea with potential customers:} launched {Since our launch, the first results are encouraging:} growing {Our key figures show steady momentum:} other {Our results so far:}}',
        },
        { bullets: { lines: 'traction' } },
      ],
      fr: [
        { heading: 2, text: 'Résultats et étapes clés' },
        {
          paragraph:
            '{stage, select, idea {Avant même le lancement, nous avons testé notre idée auprès de clients potentiels\u00a0:} launched {Depuis le lancement, nos premiers résultats sont encourageants\u00a0:} growing {Nos chiffres clés témoignent d’une dynamique solide\u00a0:} other {Nos résultats à ce jour\u00a0:}}',
        },
        { bullets: { lines: 'traction' } },
      ],
      es: [
        { heading: 2, text: 'Tracción e hitos' },
        {
          paragraph:
            '{stage, select, idea {Antes del lanzamiento, ya hemos puesto a prueba la idea con clientes potenciales:} launched {Desde el lanzamiento, los primeros resultados son alentadores:} growing {Nuestras cifras clave reflejan un crecimiento sólido:} other {Nuestros resultados hasta la fecha:}}',
        },
        { bullets: { lines: 'traction' } },
      ],
      it: [
        { heading: 2, text: 'Risultati e traguardi' },
        {
          paragraph:
            '{stage, select, idea {Prima ancora del lancio, abbiamo già messo alla prova l’idea con potenziali clienti:} launched {Dal lancio a oggi, i primi risultati sono incoraggianti:} growing {I nostri numeri chiave mostrano una crescita solida:} other {I risultati ottenuti finora:}}',
        },
        { bullets: { lines: 'traction' } },
      ],
    },

    funding: {
      en: [
        {
          heading: 2,
          text: '{funding_needed, plural, =0 {Investment plans} other {Funding request}}',
        },
        {
          when: 'funding_needed!=0',
          paragraph: `We are seeking **{funding_needed, number, ${gbp}}** to ${useOfFunds.en}. {stage, select, idea {This funding covers the period up to our commercial launch.} launched {This funding will take us from our first customers to a loyal, recurring customer base.} growing {This funding will accelerate growth that is already under way.} other {}}`,
        },
        {
          when: [...ownMoney, 'funding_needed!=0'],
          paragraph: `The founders are adding **{own_contribution, number, ${gbp}}** of their own money, a sign of their personal commitment to the project.`,
        },
        {
          when: 'funding_needed=0',
          paragraph: `We are not seeking outside funding at this stage. {business_name} will fund its next stage from its own resources, mainly to ${useOfFunds.en}.`,
        },
        {
          when: [...ownMoney, 'funding_needed=0'],
          paragraph: `The founders have invested **{own_contribution, number, ${gbp}}** of their own money in the business.`,
        },
      ],
      fr: [
        {
          heading: 2,
          text: '{funding_needed, plural, =0 {Investissements prévus} other {Fonds recherchés}}',
        },
        {
          when: 'funding_needed!=0',
          paragraph: `Nous recherchons **{funding_needed, number, ${eur}}** pour ${useOfFunds.fr}. {stage, select, idea {Ces fonds couvrent la période qui nous sépare du lancement commercial.} launched {Ces fonds doivent nous permettre de passer de nos premiers clients à une clientèle fidèle et récurrente.} growing {Ces fonds viendront accélérer une croissance déjà engagée.} other {}}`,
        },
        {
          when: [...ownMoney, 'funding_needed!=0'],
          paragraph: `Les fondateurs y ajoutent un apport personnel de **{own_contribution, number, ${eur}}**, gage de leur engagement dans le projet.`,
        },
        {
          when: 'funding_needed=0',
          paragraph: `Nous ne recherchons pas de fonds extérieurs à ce stade. L’entreprise {business_name} s’appuiera sur ses ressources propres pour la prochaine étape, en priorité pour ${useOfFunds.fr}.`,
        },
        {
          when: [...ownMoney, 'funding_needed=0'],
          paragraph: `Les fondateurs ont réalisé un apport personnel de **{own_contribution, number, ${eur}}**.`,
        },
      ],
      es: [
        {
          heading: 2,
          text: '{funding_needed, plural, =0 {Inversiones previstas} other {Fondos necesarios}}',
        },
        {
          when: 'funding_needed!=0',
          paragraph: `Buscamos **{funding_needed, number, ${eur}}** para ${useOfFunds.es}. {stage, select, idea {Estos fondos cubren el periodo hasta el lanzamiento comercial.} launched {Estos fondos nos permitirán pasar de los primeros clientes a una base de clientes fiel y recurrente.} growing {Estos fondos servirán para acelerar un crecimiento que ya está en marcha.} other {}}`,
        },
        {
          when: [...ownMoney, 'funding_needed!=0'],
          paragraph: `Los fundadores aportan además **{own_contribution, number, ${eur}}** de sus propios fondos, muestra de su compromiso personal con el proyecto.`,
        },
        {
          when: 'funding_needed=0',
          paragraph: `No buscamos fondos externos en esta etapa: {business_name} afrontará su siguiente fase con recursos propios, principalmente para ${useOfFunds.es}.`,
        },
        {
          when: [...ownMoney, 'funding_needed=0'],
          paragraph: `Los fundadores han aportado **{own_contribution, number, ${eur}}** de sus propios fondos.`,
        },
      ],
      it: [
        {
          heading: 2,
          text: '{funding_needed, plural, =0 {Investimenti previsti} other {Fondi richiesti}}',
        },
        {
          when: 'funding_needed!=0',
          paragraph: `Cerchiamo **{funding_needed, number, ${eur}}** per ${useOfFunds.it}. {stage, select, idea {Questi fondi coprono il periodo fino al lancio commerciale.} launched {Questi fondi ci permetteranno di passare dai primi clienti a una clientela fedele e ricorrente.} growing {Questi fondi serviranno ad accelerare una crescita già in corso.} other {}}`,
        },
        {
          when: [...ownMoney, 'funding_needed!=0'],
          paragraph: `I fondatori vi aggiungono **{own_contribution, number, ${eur}}** di capitale proprio, a conferma del loro impegno personale nel progetto.`,
        },
        {
          when: 'funding_needed=0',
          paragraph: `In questa fase non cerchiamo capitali esterni: {business_name} affronterà la prossima fase con risorse proprie, soprattutto per ${useOfFunds.it}.`,
        },
        {
          when: [...ownMoney, 'funding_needed=0'],
          paragraph: `I fondatori hanno già investito **{own_contribution, number, ${eur}}** di capitale proprio.`,
        },
      ],
    },

    next_steps: {
      en: [
        { heading: 2, text: 'Next steps' },
        {
          when: 'stage=idea',
          numbered: [
            'Finish the product and confirm the price customers are willing to pay.',
            'Launch commercially and win our first paying customers.',
            'Track sales, margins and customer feedback month by month to adjust the offer quickly.',
          ],
        },
        {
          when: 'stage=launched',
          numbered: [
            'Grow the customer base while keeping acquisition costs under control.',
            'Increase repeat orders and the average order value.',
            'Reach break-even and organise the team for the next stage.',
          ],
        },
        {
          when: 'stage=growing',
          numbered: [
            'Carry out the growth plan set out above over the next eighteen months.',
            'Protect our margins as volumes increase.',
            'Report progress to our partners regularly, against clear targets.',
          ],
        },
        {
          paragraph:
            '{funding_needed, plural, =0 {The full business plan and our forecasts for the next three years are available on request.} other {We would be glad to present the full business plan and our forecasts for the next three years, and to discuss how you could support {business_name} in this next stage.}}',
        },
      ],
      fr: [
        { heading: 2, text: 'Prochaines étapes' },
        {
          when: 'stage=idea',
          numbered: [
            'Finaliser le produit et valider le prix que nos clients sont prêts à payer.',
            'Lancer la commercialisation et conquérir nos premiers clients payants.',
            'Suivre chaque mois les ventes, les marges et les retours des clients pour ajuster rapidement notre offre.',
          ],
        },
        {
          when: 'stage=launched',
          numbered: [
            'Élargir notre clientèle en maîtrisant le coût d’acquisition.',
            'Augmenter le taux de réachat et le panier moyen.',
            'Atteindre le point mort et structurer l’équipe pour la prochaine étape.',
          ],
        },
        {
          when: 'stage=growing',
          numbered: [
            'Mettre en œuvre le plan de croissance présenté ci-dessus au cours des dix-huit prochains mois.',
            'Préserver nos marges à mesure que les volumes augmentent.',
            'Rendre compte régulièrement de nos avancées à nos partenaires, au regard d’objectifs précis.',
          ],
        },
        {
          paragraph:
            '{funding_needed, plural, =0 {Le business plan complet et nos comptes prévisionnels sont disponibles sur demande.} other {Nous serions heureux de vous présenter le business plan complet et nos comptes prévisionnels, et d’échanger avec vous sur la manière dont vous pourriez accompagner {business_name} dans cette nouvelle étape.}}',
        },
      ],
      es: [
        { heading: 2, text: 'Próximos pasos' },
        {
          when: 'stage=idea',
          numbered: [
            'Terminar el producto y confirmar el precio que los clientes están dispuestos a pagar.',
            'Iniciar la comercialización y conseguir nuestros primeros clientes de pago.',
            'Seguir mes a mes las ventas, los márgenes y las opiniones de los clientes para ajustar la oferta con rapidez.',
          ],
        },
        {
          when: 'stage=launched',
          numbered: [
            'Ampliar la base de clientes manteniendo bajo control el coste de captación.',
            'Aumentar la repetición de compra y el importe medio de los pedidos.',
            'Alcanzar el punto de equilibrio y organizar el equipo para la siguiente etapa.',
          ],
        },
        {
          when: 'stage=growing',
          numbered: [
            'Ejecutar en los próximos dieciocho meses el plan de crecimiento aquí descrito.',
            'Proteger nuestros márgenes a medida que crecen los volúmenes.',
            'Informar periódicamente a nuestros socios de los avances, con objetivos claros.',
          ],
        },
        {
          paragraph:
            '{funding_needed, plural, =0 {Podemos facilitar el plan de negocio completo y nuestras previsiones económicas a quien lo solicite.} other {Estaremos encantados de presentarles el plan de negocio completo y nuestras previsiones económicas, y de hablar sobre cómo podrían acompañar a {business_name} en esta nueva etapa.}}',
        },
      ],
      it: [
        { heading: 2, text: 'Prossimi passi' },
        {
          when: 'stage=idea',
          numbered: [
            'Completare il prodotto e verificare il prezzo che i clienti sono disposti a pagare.',
            'Avviare la commercializzazione e conquistare i primi clienti paganti.',
            'Monitorare ogni mese vendite, margini e riscontri dei clienti per adattare rapidamente l’offerta.',
          ],
        },
        {
          when: 'stage=launched',
          numbered: [
            'Ampliare la clientela tenendo sotto controllo il costo di acquisizione.',
            'Aumentare gli ordini ripetuti e il valore medio degli ordini.',
            'Raggiungere il punto di pareggio e strutturare il team per la fase successiva.',
          ],
        },
        {
          when: 'stage=growing',
          numbered: [
            'Realizzare nei prossimi diciotto mesi il piano di crescita qui descritto.',
            'Difendere i margini con l’aumento dei volumi.',
            'Aggiornare regolarmente i nostri partner sui progressi, con obiettivi chiari.',
          ],
        },
        {
          paragraph:
            '{funding_needed, plural, =0 {Il business plan completo e le nostre previsioni economiche sono disponibili su richiesta.} other {Saremo lieti di presentarvi il business plan completo e le nostre previsioni economiche, e di valutare insieme come potreste affiancare {business_name} in questa nuova fase.}}',
        },
      ],
    },
  },

  examples: {
    en: {
      business_name: 'Refill Round',
      stage: 'launched',
      problem_solution:
        'Households in Bristol want to cut single-use plastic, but refill shops are few and keep short hours. Refill Round delivers plant-based cleaning and bathroom products by electric van in returnable glass bottles, and collects the empties on the next visit.',
      target_customers:
        'Eco-minded households in Bristol and Bath, mostly aged 25 to 45: around 95,000 homes within our delivery area.',
      competitive_edge:
        'Prices within 5% of supermarket own brands\nDeliveries and collections in a single fortnightly round\nProducts made in Somerset with a fully traceable supply chain',
      traction:
        'Launched in February 2026 with a fortnightly round in north Bristol\n410 paying households and £23,800 in sales in the first eight months\n72% of customers still ordering after three months',
      funding_needed: '120000',
      own_contribution: '25000',
      use_of_funds: 'equipment',
      outline:
        '1. Company overview — who we are and where we stand\n2. Problem and solution — the plastic problem and our refill rounds\n3. Target market — households in Bristol and Bath\n4. Competitive advantage — price, convenience and local products\n5. Traction and milestones — our first eight months\n6. Funding request — £120,000 for vans and stock\n7. Next steps — the next twelve months',
    },
    fr: {
      business_name: 'Vrac en Route',
      stage: 'idea',
      problem_solution:
        'Dans les villages de la Drôme, les commerces ferment les uns après les autres et les habitants doivent prendre la voiture pour faire leurs courses. Vrac en Route est une épicerie ambulante en vrac qui passera chaque semaine dans douze villages avec des produits locaux et bio.',
      target_customers:
        'Les habitants de douze communes rurales autour de Crest et de Die, soit environ 14 000 personnes, en particulier les retraités et les familles sans commerce à proximité.',
      competitive_edge:
        'Un passage à jour et heure fixes chaque semaine dans chaque village\nDes produits de 25 producteurs installés à moins de 50 km\nDes prix proches de ceux des grandes surfaces grâce à la vente en vrac',
      traction:
        '210 réponses à notre questionnaire diffusé dans les mairies\n140 familles inscrites pour les premières tournées\nUn accord de principe de huit communes pour un emplacement gratuit sur la place du village',
      funding_needed: '65000',
      own_contribution: '15000',
      use_of_funds: 'launch',
      outline:
        '1. Présentation de l’entreprise — qui nous sommes\n2. Problème et solution — la fermeture des commerces de village\n3. Marché cible — douze communes autour de Crest et de Die\n4. Avantage concurrentiel — régularité, produits locaux et prix\n5. Résultats et étapes clés — questionnaire et préinscriptions\n6. Besoin de financement — 65 000 € pour le lancement\n7. Prochaines étapes — les premières tournées',
    },
    es: {
      business_name: 'Oleum Mágina',
      stage: 'growing',
      problem_solution:
        'Los pequeños productores de aceite de oliva virgen extra de Jaén venden casi toda su cosecha a granel y a bajo precio, mientras que los restaurantes y las tiendas gourmet pagan caro por aceites de calidad. Oleum Mágina compra directamente a 40 almazaras familiares, envasa su aceite con marca propia y lo vende a hostelería y a particulares por internet.',
      target_customers:
        'Restaurantes de gama media y alta y tiendas gourmet de España, Francia y Alemania: más de 25.000 establecimientos, además de los particulares que compran aceite de calidad en línea.',
      competitive_edge:
        'Trazabilidad completa desde el olivo hasta la botella\nPrecios un 20 % por debajo de las marcas premium\nEntrega en 48 horas en la España peninsular',
      traction:
        'Facturación de 1,2 millones de euros en 2025, un 38 % más que el año anterior\nMargen bruto del 34 %\n620 clientes profesionales, 180 de ellos fuera de España\nEquipo de 14 personas',
      funding_needed: '400000',
      own_contribution: '80000',
      use_of_funds: 'new_markets',
      outline:
        '1. Presentación de la empresa — quiénes somos\n2. Problema y solución — del aceite a granel a la marca propia\n3. Mercado objetivo — hostelería y tiendas gourmet en Europa\n4. Ventaja competitiva — trazabilidad, precio y rapidez\n5. Tracción e hitos — cifras de 2025\n6. Necesidades de financiación — 400.000 € para nuevos mercados\n7. Próximos pasos — los próximos dieciocho meses',
    },
    it: {
      business_name: 'Pedala Bologna',
      stage: 'launched',
      problem_solution:
        'I negozi del centro storico di Bologna faticano a consegnare a domicilio: i furgoni non possono entrare nella ZTL e i corrieri tradizionali costano troppo per i piccoli ordini. Pedala Bologna consegna in giornata con cargo bike elettriche, a prezzo fisso e senza emissioni.',
      target_customers:
        'Gli oltre 3.000 negozi e ristoranti del centro storico di Bologna, a partire da alimentari, librerie e farmacie che già ricevono richieste di consegna.',
      competitive_edge:
        'Accesso libero alla ZTL e alle zone pedonali\nConsegna in giornata per gli ordini ricevuti entro le 14\nTariffa fissa di 6 euro a consegna, senza abbonamento',
      traction:
        'Attivi da aprile 2026 con tre cargo bike\n58 negozi clienti e oltre 4.200 consegne effettuate\nIl 90% dei clienti ha riordinato il mese successivo',
      funding_needed: '90000',
      own_contribution: '20000',
      use_of_funds: 'hiring',
      outline:
        '1. Presentazione dell’impresa — chi siamo\n2. Problema e soluzione — le consegne nel centro storico\n3. Mercato di riferimento — negozi e ristoranti del centro\n4. Vantaggio competitivo — ZTL, rapidità e tariffa fissa\n5. Risultati e traguardi — i primi mesi di attività\n6. Fabbisogno finanziario — 90.000 € per le prime assunzioni\n7. Prossimi passi — i prossimi dodici mesi',
    },
  },
}
