// rental_agreement: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

/** An amount in the chosen currency, formatted for the document's language. */
const money = (field: string) =>
  `{currency, select, eur {{${field}, number, ::currency/EUR}} gbp {{${field}, number, ::currency/GBP}} chf {{${field}, number, ::currency/CHF}} usd {{${field}, number, ::currency/USD}} other {{${field}, number}}}`

/** A sentence written only for a room let in a shared home (by variation or by property type). */
const forRoom = (text: string) =>
  `{variation, select, room_in_shared_flat {${text}} other {{property_type, select, room {${text}} other {}}}}`

export const rentalAgreement: TemplateAssembly = {
  sections: {
    parties: {
      en: [
        { heading: 1, text: '{document_name}' },
        {
          paragraph:
            '{variation, select, unfurnished {Letting of an unfurnished home} furnished {Letting of a furnished home} room_in_shared_flat {Letting of a room in a shared home} other {}}',
        },
        { heading: 2, text: '1. Parties' },
        { paragraph: 'This agreement is made between:' },
        {
          paragraph:
            '**Landlord:** {landlord_name}, email {landlord_email}, referred to below as the “Landlord”;',
        },
        {
          paragraph:
            '**Tenant:** {tenant_name}, email {tenant_email}, referred to below as the “Tenant”.',
        },
        {
          paragraph:
            'The Landlord agrees to let, and the Tenant agrees to rent, the property described in clause 2 for use as the Tenant’s private home, on the terms of this agreement. If more than one person signs as Tenant, each of them is jointly and severally responsible for all of the Tenant’s obligations, including payment of the full rent.',
        },
      ],
      fr: [
        { heading: 1, text: '{document_name}' },
        {
          paragraph:
            '{variation, select, unfurnished {Bail d’habitation – location vide} furnished {Bail d’habitation – location meublée} room_in_shared_flat {Bail d’habitation – location d’une chambre dans un logement partagé} other {}}',
        },
        { heading: 2, text: 'Article 1 – Les parties' },
        { paragraph: 'Entre les soussignés\u00a0:' },
        {
          paragraph:
            '**Le bailleur\u00a0:** {landlord_name} (courriel\u00a0: {landlord_email}), ci-après «\u00a0le bailleur\u00a0»,',
        },
        {
          paragraph:
            '**Le locataire\u00a0:** {tenant_name} (courriel\u00a0: {tenant_email}), ci-après «\u00a0le locataire\u00a0».',
        },
        {
          paragraph:
            'Il a été convenu ce qui suit\u00a0: le bailleur donne en location au locataire, qui l’accepte, le logement désigné à l’article 2, à usage d’habitation principale, aux conditions du présent bail. Si le bail est consenti à plusieurs locataires, ceux-ci sont tenus solidairement et indivisiblement de l’ensemble des obligations qui en découlent, notamment du paiement du loyer et des charges.',
        },
      ],
      es: [
        { heading: 1, text: '{document_name}' },
        {
          paragraph:
            '{variation, select, unfurnished {Arrendamiento de vivienda sin amueblar} furnished {Arrendamiento de vivienda amueblada} room_in_shared_flat {Arrendamiento de habitación en vivienda compartida} other {}}',
        },
        { heading: 2, text: '1. Partes' },
        {
          paragraph:
            '**De una parte**, {landlord_name}, con correo electrónico {landlord_email}, en adelante, «la parte arrendadora».',
        },
        {
          paragraph:
            '**De otra parte**, {tenant_name}, con correo electrónico {tenant_email}, en adelante, «la parte arrendataria».',
        },
        {
          paragraph:
            'Ambas partes se reconocen mutuamente la capacidad legal necesaria para suscribir el presente contrato de arrendamiento, que se regirá por las siguientes cláusulas. Si la parte arrendataria está formada por varias personas, estas responden solidariamente de la totalidad de las obligaciones derivadas del contrato, incluido el pago de la renta.',
        },
      ],
      it: [
        { heading: 1, text: '{document_name}' },
        {
          paragraph:
            '{variation, select, unfurnished {Locazione a uso abitativo – immobile non arredato} furnished {Locazione a uso abitativo – immobile arredato} room_in_shared_flat {Locazione a uso abitativo – stanza in appartamento condiviso} other {}}',
        },
        { heading: 2, text: 'Art. 1 – Parti' },
        { paragraph: 'Tra:' },
        {
          paragraph:
            '**Locatore:** {landlord_name}, email {landlord_email}, di seguito «parte locatrice»;',
        },
        {
          paragraph:
            '**Conduttore:** {tenant_name}, email {tenant_email}, di seguito «parte conduttrice»;',
        },
        {
          paragraph:
            'si conviene e si stipula quanto segue. Se la parte conduttrice è composta da più persone, queste sono obbligate in solido per ogni obbligazione derivante dal presente contratto, compreso il pagamento del canone.',
        },
      ],
    },

    property: {
      en: [
        { heading: 2, text: '2. The property' },
        {
          paragraph:
            'The Landlord lets to the Tenant {variation, select, room_in_shared_flat {a room for the Tenant’s exclusive use in the {property_type, select, apartment {apartment} house {house} other {home}}} other {{property_type, select, apartment {the apartment} house {the house} other {a room for the Tenant’s exclusive use in the home}}}} at **{property_address} {postcode}** (the “Property”).',
        },
        { paragraph: '**Description:** {property_details}', when: 'property_details' },
        {
          paragraph: 'No parking space, cellar or other outbuilding is included.',
          when: ['property_type=apartment', 'included_extras=none'],
        },
        {
          paragraph: 'No garden or garage is included.',
          when: ['property_type=house', 'included_extras=none'],
        },
        {
          paragraph: 'The let also includes a parking space for the Tenant’s use.',
          when: 'included_extras=parking',
        },
        {
          paragraph: 'The let also includes a cellar or storage room for the Tenant’s use.',
          when: 'included_extras=cellar',
        },
        {
          paragraph: 'The let also includes a storage space for the Tenant’s use.',
          when: 'included_extras=storage',
        },
        {
          paragraph: 'The let also includes a parking space and a cellar for the Tenant’s use.',
          when: 'included_extras=parking_and_cellar',
        },
        {
          paragraph:
            'The let also includes the garden, which the Tenant looks after unless clause 5 provides otherwise.',
          when: 'included_extras=garden',
        },
        { paragraph: 'The let also includes the garage.', when: 'included_extras=garage' },
        {
          paragraph:
            'The let also includes the garden and the garage; the Tenant looks after the garden unless clause 5 provides otherwise.',
          when: 'included_extras=garden_and_garage',
        },
        {
          paragraph:
            'The Tenant shares the kitchen and the bathroom with the other occupants of the home.',
          when: 'included_extras=kitchen_and_bathroom',
        },
        {
          paragraph:
            'The room comes with a private bathroom for the Tenant’s exclusive use; the kitchen is shared with the other occupants of the home.',
          when: 'included_extras=kitchen_private_bathroom',
        },
        {
          paragraph:
            'The Tenant shares the kitchen, the bathroom, the living room and the balcony with the other occupants of the home.',
          when: 'included_extras=all_common_areas',
        },
        {
          paragraph:
            '{variation, select, room_in_shared_flat {The kitchen, the bathroom and the other common areas of the home are shared with its other occupants.} other {}}',
          when: 'property_type!=room',
        },
        {
          paragraph:
            '{variation, select, unfurnished {The Property is let unfurnished.} furnished {The Property is let furnished. An inventory of the furniture and appliances provided, signed by both parties, is attached to this agreement and forms part of it.} other {}}',
        },
        {
          paragraph:
            'A check-in report recording the condition of the Property{variation, select, furnished { and its contents} other {}} is drawn up and signed by both parties when the keys are handed over.',
        },
      ],
      fr: [
        { heading: 2, text: 'Article 2 – Désignation du logement' },
        {
          paragraph:
            'Le présent bail porte sur {variation, select, room_in_shared_flat {une chambre à usage privatif dans {property_type, select, apartment {un appartement partagé} house {une maison partagée} other {un logement partagé}}} other {{property_type, select, apartment {un appartement} house {une maison} other {une chambre à usage privatif dans un logement partagé}}}}, à l’adresse suivante\u00a0: **{property_address} ({postcode})**.',
        },
        { paragraph: '**Description\u00a0:** {property_details}', when: 'property_details' },
        {
          paragraph: 'Le logement ne comporte ni place de parking, ni cave, ni autre annexe.',
          when: ['property_type=apartment', 'included_extras=none'],
        },
        {
          paragraph: 'Le logement ne comporte ni jardin ni garage.',
          when: ['property_type=house', 'included_extras=none'],
        },
        {
          paragraph:
            'Le logement comprend également une place de parking à l’usage privatif du locataire.',
          when: 'included_extras=parking',
        },
        {
          paragraph:
            'Le logement comprend également une cave ou un débarras à l’usage privatif du locataire.',
          when: 'included_extras=cellar',
        },
        {
          paragraph:
            'Le logement comprend également un espace de rangement à l’usage privatif du locataire.',
          when: 'included_extras=storage',
        },
        {
          paragraph:
            'Le logement comprend également une place de parking et une cave à l’usage privatif du locataire.',
          when: 'included_extras=parking_and_cellar',
        },
        {
          paragraph:
            'Le logement comprend également le jardin, dont l’entretien courant incombe au locataire, sauf stipulation contraire à l’article 5.',
          when: 'included_extras=garden',
        },
        { paragraph: 'Le logement comprend également un garage.', when: 'included_extras=garage' },
        {
          paragraph:
            'Le logement comprend également le jardin et le garage\u00a0; l’entretien courant du jardin incombe au locataire, sauf stipulation contraire à l’article 5.',
          when: 'included_extras=garden_and_garage',
        },
        {
          paragraph:
            'Le locataire partage la cuisine et la salle de bains avec les autres occupants du logement.',
          when: 'included_extras=kitchen_and_bathroom',
        },
        {
          paragraph:
            'La chambre dispose d’une salle de bains privative réservée au locataire\u00a0; la cuisine est partagée avec les autres occupants du logement.',
          when: 'included_extras=kitchen_private_bathroom',
        },
        {
          paragraph:
            'Le locataire partage la cuisine, la salle de bains, le salon et le balcon avec les autres occupants du logement.',
          when: 'included_extras=all_common_areas',
        },
        {
          paragraph:
            '{variation, select, room_in_shared_flat {La cuisine, la salle de bains et les autres parties communes du logement sont partagées avec les autres occupants.} other {}}',
          when: 'property_type!=room',
        },
        {
          paragraph:
            '{variation, select, unfurnished {Le logement est loué non meublé.} furnished {Le logement est loué meublé. L’inventaire détaillé du mobilier et des équipements fournis, signé par les deux parties, est annexé au présent bail.} other {}}',
        },
        {
          paragraph:
            'Un état des lieux{variation, select, furnished {, accompagné de l’inventaire du mobilier,} other {}} est établi contradictoirement par les parties lors de la remise des clés et annexé au présent bail.',
        },
      ],
      es: [
        { heading: 2, text: '2. Vivienda arrendada' },
        {
          paragraph:
            'La parte arrendadora arrienda a la parte arrendataria, que acepta, {variation, select, room_in_shared_flat {una habitación de uso privativo en {property_type, select, apartment {un piso compartido} house {una casa compartida} other {una vivienda compartida}}} other {{property_type, select, apartment {el piso} house {la casa} other {una habitación de uso privativo en una vivienda compartida}}}} con dirección en **{property_address} (código postal {postcode})**, en adelante, «la vivienda», para su uso como residencia habitual.',
        },
        { paragraph: '**Descripción:** {property_details}', when: 'property_details' },
        {
          paragraph: 'El arrendamiento no incluye plaza de garaje, trastero ni otros anexos.',
          when: ['property_type=apartment', 'included_extras=none'],
        },
        {
          paragraph: 'El arrendamiento no incluye jardín ni garaje.',
          when: ['property_type=house', 'included_extras=none'],
        },
        {
          paragraph:
            'El arrendamiento incluye además una plaza de garaje para uso exclusivo de la parte arrendataria.',
          when: 'included_extras=parking',
        },
        {
          paragraph:
            'El arrendamiento incluye además un trastero para uso exclusivo de la parte arrendataria.',
          when: 'included_extras=cellar',
        },
        {
          paragraph:
            'El arrendamiento incluye además un espacio de almacenaje para uso exclusivo de la parte arrendataria.',
          when: 'included_extras=storage',
        },
        {
          paragraph:
            'El arrendamiento incluye además una plaza de garaje y un trastero para uso exclusivo de la parte arrendataria.',
          when: 'included_extras=parking_and_cellar',
        },
        {
          paragraph:
            'El arrendamiento incluye además el jardín, cuyo cuidado corresponde a la parte arrendataria, salvo que la cláusula 5 disponga otra cosa.',
          when: 'included_extras=garden',
        },
        {
          paragraph: 'El arrendamiento incluye además el garaje.',
          when: 'included_extras=garage',
        },
        {
          paragraph:
            'El arrendamiento incluye además el jardín y el garaje; el cuidado del jardín corresponde a la parte arrendataria, salvo que la cláusula 5 disponga otra cosa.',
          when: 'included_extras=garden_and_garage',
        },
        {
          paragraph:
            'La parte arrendataria comparte la cocina y el baño con los demás ocupantes de la vivienda.',
          when: 'included_extras=kitchen_and_bathroom',
        },
        {
          paragraph:
            'La habitación dispone de un baño privado para uso exclusivo de la parte arrendataria; la cocina se comparte con los demás ocupantes de la vivienda.',
          when: 'included_extras=kitchen_private_bathroom',
        },
        {
          paragraph:
            'La parte arrendataria comparte la cocina, el baño, el salón y la terraza con los demás ocupantes de la vivienda.',
          when: 'included_extras=all_common_areas',
        },
        {
          paragraph:
            '{variation, select, room_in_shared_flat {La cocina, el baño y las demás zonas comunes de la vivienda se comparten con los otros ocupantes.} other {}}',
          when: 'property_type!=room',
        },
        {
          paragraph:
            '{variation, select, unfurnished {La vivienda se arrienda sin amueblar.} furnished {La vivienda se arrienda amueblada. El inventario del mobiliario y de los electrodomésticos, firmado por ambas partes, se adjunta como anexo al presente contrato.} other {}}',
        },
        {
          paragraph:
            'En el momento de la entrega de llaves, las partes dejarán constancia del estado de la vivienda{variation, select, furnished { y de su mobiliario} other {}} en un acta firmada por ambas.',
        },
      ],
      it: [
        { heading: 2, text: 'Art. 2 – Immobile locato' },
        {
          paragraph:
            'La parte locatrice concede in locazione alla parte conduttrice, che accetta, l’immobile sito in **{property_address} (CAP {postcode})**, costituito da {variation, select, room_in_shared_flat {una stanza a uso esclusivo all’interno di {property_type, select, apartment {un appartamento condiviso} house {una casa condivisa} other {un alloggio condiviso}}} other {{property_type, select, apartment {un appartamento} house {una casa} other {una stanza a uso esclusivo all’interno di un alloggio condiviso}}}}, di seguito «immobile».',
        },
        { paragraph: '**Descrizione:** {property_details}', when: 'property_details' },
        {
          paragraph: 'La locazione non comprende posto auto, cantina né altre pertinenze.',
          when: ['property_type=apartment', 'included_extras=none'],
        },
        {
          paragraph: 'La locazione non comprende giardino né garage.',
          when: ['property_type=house', 'included_extras=none'],
        },
        {
          paragraph:
            'Fa parte della locazione anche un posto auto a uso esclusivo della parte conduttrice.',
          when: 'included_extras=parking',
        },
        {
          paragraph:
            'Fa parte della locazione anche una cantina o un ripostiglio a uso esclusivo della parte conduttrice.',
          when: 'included_extras=cellar',
        },
        {
          paragraph:
            'Fa parte della locazione anche un ripostiglio a uso esclusivo della parte conduttrice.',
          when: 'included_extras=storage',
        },
        {
          paragraph:
            'Fanno parte della locazione anche un posto auto e una cantina a uso esclusivo della parte conduttrice.',
          when: 'included_extras=parking_and_cellar',
        },
        {
          paragraph:
            'Fa parte della locazione anche il giardino, la cui manutenzione ordinaria spetta alla parte conduttrice, salvo quanto diversamente previsto all’art. 5.',
          when: 'included_extras=garden',
        },
        {
          paragraph: 'Fa parte della locazione anche il garage.',
          when: 'included_extras=garage',
        },
        {
          paragraph:
            'Fanno parte della locazione anche il giardino e il garage; la manutenzione ordinaria del giardino spetta alla parte conduttrice, salvo quanto diversamente previsto all’art. 5.',
          when: 'included_extras=garden_and_garage',
        },
        {
          paragraph:
            'La parte conduttrice condivide la cucina e il bagno con gli altri occupanti dell’alloggio.',
          when: 'included_extras=kitchen_and_bathroom',
        },
        {
          paragraph:
            'La stanza dispone di un bagno privato a uso esclusivo della parte conduttrice; la cucina è in comune con gli altri occupanti dell’alloggio.',
          when: 'included_extras=kitchen_private_bathroom',
        },
        {
          paragraph:
            'La parte conduttrice condivide la cucina, il bagno, il soggiorno e il balcone con gli altri occupanti dell’alloggio.',
          when: 'included_extras=all_common_areas',
        },
        {
          paragraph:
            '{variation, select, room_in_shared_flat {La cucina, il bagno e gli altri spazi comuni dell’alloggio sono condivisi con gli altri occupanti.} other {}}',
          when: 'property_type!=room',
        },
        {
          paragraph:
            '{variation, select, unfurnished {L’immobile viene locato non arredato.} furnished {L’immobile viene locato arredato. L’inventario dei mobili e degli elettrodomestici, sottoscritto da entrambe le parti, è allegato al presente contratto e ne costituisce parte integrante.} other {}}',
        },
        {
          paragraph:
            'Al momento della consegna delle chiavi le parti redigono e sottoscrivono un verbale sullo stato dell’immobile{variation, select, furnished { e degli arredi} other {}}.',
        },
      ],
    },

    term: {
      en: [
        { heading: 2, text: '3. Term' },
        {
          paragraph:
            'This agreement starts on **{start_date, date, long}** and is made for a fixed term of **{duration_months, plural, one {# month} other {# months}}**. The Tenant receives the keys and may move in on that date.',
        },
        {
          paragraph:
            'When the fixed term ends, the agreement continues on the same terms from month to month, unless either party has ended it as set out in clause 6 or the law of the place where the Property is located provides otherwise.',
        },
      ],
      fr: [
        { heading: 2, text: 'Article 3 – Durée du bail' },
        {
          paragraph:
            'Le présent bail prend effet le **{start_date, date, long}** pour une durée **{duration_months, plural, =1 {d’un mois} other {de # mois}}**. Les clés sont remises au locataire à cette date.',
        },
        {
          paragraph:
            'À son terme, et à défaut de congé donné dans les conditions prévues à l’article 6, le bail est reconduit tacitement dans les conditions prévues par la loi.',
        },
      ],
      es: [
        { heading: 2, text: '3. Duración' },
        {
          paragraph:
            'El presente contrato entra en vigor el día **{start_date, date, long}** y tendrá una duración de **{duration_months, plural, one {# mes} other {# meses}}**. En esa fecha, la parte arrendadora entrega las llaves de la vivienda a la parte arrendataria.',
        },
        {
          paragraph:
            'Llegada la fecha de vencimiento, el contrato se prorrogará en los términos que establezca la legislación vigente, salvo que alguna de las partes comunique a la otra su voluntad de no renovarlo con la antelación legalmente exigida.',
        },
      ],
      it: [
        { heading: 2, text: 'Art. 3 – Durata della locazione' },
        {
          paragraph:
            'La locazione ha la durata di **{duration_months, plural, one {# mese} other {# mesi}}**, con decorrenza dal **{start_date, date, long}**, data in cui le chiavi vengono consegnate alla parte conduttrice.',
        },
        {
          paragraph:
            'Alla scadenza il contratto si rinnova tacitamente secondo quanto previsto dalla legge, salvo disdetta comunicata da una delle parti nei termini di legge.',
        },
      ],
    },

    rent_and_deposit: {
      en: [
        { heading: 2, text: '4. Rent and deposit' },
        {
          paragraph: `The rent is **${money('monthly_rent')}** per month, payable in advance on or before the {rent_due_day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of each month by bank transfer to the account the Landlord designates.`,
        },
        {
          paragraph:
            '{variation, select, room_in_shared_flat {Unless clause 5 provides otherwise, the water, energy and internet bills of the home are shared between its occupants as agreed with the Landlord.} other {Unless clause 5 provides otherwise, the rent does not include water, energy or internet bills, which are paid by the Tenant.}}',
        },
        { paragraph: 'No security deposit is required.', when: 'deposit=0' },
        {
          paragraph: `On signing this agreement, the Tenant pays the Landlord a security deposit of **${money('deposit')}**. The Landlord holds it, protected as the law requires, until the end of the agreement and returns it promptly after the Tenant has left, less any unpaid rent and the reasonable cost of repairing damage beyond normal wear and tear. The Tenant may not use the deposit to pay the last month’s rent.`,
          when: 'deposit!=0',
        },
      ],
      fr: [
        { heading: 2, text: 'Article 4 – Loyer et dépôt de garantie' },
        {
          paragraph: `Le loyer mensuel est fixé à **${money('monthly_rent')}**. Il est payable d’avance, au plus tard le {rent_due_day, plural, =1 {1er} other {#}} de chaque mois, par virement sur le compte bancaire désigné par le bailleur.`,
        },
        {
          paragraph:
            '{variation, select, room_in_shared_flat {Sauf stipulation contraire à l’article 5, les dépenses d’eau, d’énergie et d’internet du logement sont réparties entre les occupants selon les modalités convenues avec le bailleur.} other {Sauf stipulation contraire à l’article 5, le loyer s’entend hors charges\u00a0: les abonnements et consommations d’eau, d’énergie et d’internet sont à la charge du locataire.}}',
        },
        { paragraph: 'Aucun dépôt de garantie n’est demandé au locataire.', when: 'deposit=0' },
        {
          paragraph: `À la signature du présent bail, le locataire verse au bailleur un dépôt de garantie de **${money('deposit')}**, qui ne porte pas intérêt et ne peut en aucun cas s’imputer sur le dernier mois de loyer. Il est restitué dans un délai maximal d’un mois à compter de la remise des clés lorsque l’état des lieux de sortie est conforme à l’état des lieux d’entrée, et de deux mois dans le cas contraire, déduction faite des sommes restant dues au bailleur et du coût des réparations locatives justifiées.`,
          when: 'deposit!=0',
        },
      ],
      es: [
        { heading: 2, text: '4. Renta y fianza' },
        {
          paragraph: `La renta mensual se fija en **${money('monthly_rent')}**, que la parte arrendataria abonará por meses anticipados, como muy tarde el día {rent_due_day} de cada mes, mediante transferencia a la cuenta bancaria que designe la parte arrendadora.`,
        },
        {
          paragraph:
            '{variation, select, room_in_shared_flat {Salvo que la cláusula 5 disponga otra cosa, los gastos de agua, luz, gas e internet de la vivienda se reparten entre sus ocupantes en la forma acordada con la parte arrendadora.} other {Salvo que la cláusula 5 disponga otra cosa, la renta no incluye los suministros de agua, luz, gas e internet, que corren a cargo de la parte arrendataria.}}',
        },
        { paragraph: 'Las partes acuerdan que no se entrega fianza.', when: 'deposit=0' },
        {
          paragraph: `A la firma del presente contrato, la parte arrendataria entrega a la parte arrendadora la cantidad de **${money('deposit')}** en concepto de fianza. Esta cantidad le será devuelta al término del arrendamiento, una vez comprobado el estado de la vivienda y descontadas, en su caso, las rentas pendientes y el importe de los daños que excedan del desgaste por el uso ordinario. La fianza no podrá aplicarse al pago de la última mensualidad.`,
          when: 'deposit!=0',
        },
      ],
      it: [
        { heading: 2, text: 'Art. 4 – Canone e deposito cauzionale' },
        {
          paragraph: `Il canone mensile è convenuto in **${money('monthly_rent')}**, da corrispondere anticipatamente entro il giorno {rent_due_day} di ogni mese mediante bonifico sul conto corrente indicato dalla parte locatrice.`,
        },
        {
          paragraph:
            '{variation, select, room_in_shared_flat {Salvo quanto diversamente previsto all’art. 5, le spese per le utenze dell’alloggio (acqua, luce, gas e internet) sono ripartite tra gli occupanti secondo quanto concordato con la parte locatrice.} other {Salvo quanto diversamente previsto all’art. 5, il canone non comprende le utenze di acqua, luce, gas e internet, che restano a carico della parte conduttrice.}}',
        },
        {
          paragraph: 'Le parti convengono che non è dovuto alcun deposito cauzionale.',
          when: 'deposit=0',
        },
        {
          paragraph: `A garanzia delle obbligazioni assunte, la parte conduttrice versa alla parte locatrice, che con la firma del presente contratto ne rilascia quietanza, un deposito cauzionale di **${money('deposit')}**. Il deposito non è imputabile in conto canoni, è produttivo di interessi legali e viene restituito al termine della locazione, previa verifica dello stato dell’immobile e dell’osservanza di ogni obbligazione contrattuale.`,
          when: 'deposit!=0',
        },
      ],
    },

    use_and_rules: {
      en: [
        { heading: 2, text: '5. Use of the property and house rules' },
        {
          paragraph:
            'The Tenant uses the Property only as a private home, takes reasonable care of it, keeps it clean and carries out minor day-to-day repairs. The Landlord keeps the structure, the heating, the plumbing and the electrical installations in good repair.',
        },
        {
          paragraph:
            'The Tenant reports any damage or defect to the Landlord promptly and lets the Landlord in, at reasonable times and after reasonable notice, to inspect the Property and carry out repairs. The Tenant may not sublet all or part of the Property, transfer this agreement or make alterations without the Landlord’s prior written consent.',
        },
        {
          paragraph:
            'Pets are allowed, provided they cause no damage to the Property and no nuisance to the neighbours; the Tenant is responsible for any damage they cause.',
          when: 'pets_allowed',
        },
        {
          paragraph:
            'No pets may be kept at the Property without the Landlord’s prior written consent.',
          when: '!pets_allowed',
        },
        {
          paragraph: forRoom(
            'The Tenant uses the shared areas with consideration for the other occupants, leaves them clean and tidy after use and takes part in cleaning them as agreed between the occupants.',
          ),
        },
        {
          paragraph:
            '{variation, select, furnished {The Tenant looks after the furniture and appliances listed in the inventory and repairs or replaces, at their own cost, anything damaged through misuse.} other {}}',
        },
        { paragraph: 'The parties have also agreed the following terms:', when: 'house_rules' },
        { bullets: { lines: 'house_rules' }, when: 'house_rules' },
      ],
      fr: [
        { heading: 2, text: 'Article 5 – Usage du logement et règles de vie' },
        {
          paragraph:
            'Le locataire use paisiblement du logement, conformément à sa destination d’habitation. Il l’entretient, prend à sa charge les réparations locatives et signale sans délai au bailleur tout dommage ou désordre. Les grosses réparations restent à la charge du bailleur.',
        },
        {
          paragraph:
            'Le locataire ne peut ni sous-louer tout ou partie du logement, ni céder le bail, ni transformer les lieux sans l’accord écrit du bailleur. Il laisse le bailleur accéder au logement pour les travaux nécessaires, après en avoir été prévenu. Il s’assure contre les risques locatifs et en justifie lors de la remise des clés, puis chaque année à la demande du bailleur.',
        },
        {
          paragraph:
            'Les animaux de compagnie sont acceptés, à condition qu’ils ne causent ni dégradation du logement ni trouble de voisinage\u00a0; le locataire répond des dommages qu’ils occasionnent.',
          when: 'pets_allowed',
        },
        {
          paragraph:
            'En dehors des animaux familiers dont la loi autorise la détention, aucun animal ne peut être gardé dans le logement sans l’accord écrit du bailleur.',
          when: '!pets_allowed',
        },
        {
          paragraph: forRoom(
            'Le locataire utilise les espaces partagés dans le respect des autres occupants, les laisse propres après usage et participe à leur entretien selon l’organisation convenue entre les occupants.',
          ),
        },
        {
          paragraph:
            '{variation, select, furnished {Le locataire prend soin du mobilier et des équipements figurant à l’inventaire, et répare ou remplace à ses frais ceux qui seraient dégradés par sa faute.} other {}}',
        },
        {
          paragraph: 'Les parties conviennent en outre des conditions suivantes\u00a0:',
          when: 'house_rules',
        },
        { bullets: { lines: 'house_rules' }, when: 'house_rules' },
      ],
      es: [
        { heading: 2, text: '5. Uso de la vivienda y normas de convivencia' },
        {
          paragraph:
            'La parte arrendataria destinará la vivienda exclusivamente a su residencia, la cuidará con la debida diligencia y se hará cargo de las pequeñas reparaciones derivadas del desgaste por el uso ordinario. Las reparaciones necesarias para conservar la vivienda en condiciones de habitabilidad corresponden a la parte arrendadora.',
        },
        {
          paragraph:
            'La parte arrendataria comunicará sin demora a la parte arrendadora cualquier avería o desperfecto y le permitirá el acceso a la vivienda, previo aviso, para realizar las comprobaciones y reparaciones necesarias. No podrá subarrendar la vivienda, en su totalidad o en parte, ceder el contrato ni realizar obras sin el consentimiento previo y por escrito de la parte arrendadora.',
        },
        {
          paragraph:
            'Se permite tener animales de compañía, siempre que no causen daños en la vivienda ni molestias a los vecinos; la parte arrendataria responderá de los desperfectos que ocasionen.',
          when: 'pets_allowed',
        },
        {
          paragraph:
            'No se permite tener animales en la vivienda sin el consentimiento previo y por escrito de la parte arrendadora.',
          when: '!pets_allowed',
        },
        {
          paragraph: forRoom(
            'La parte arrendataria hará un uso respetuoso de las zonas comunes, las dejará limpias después de usarlas y participará en su limpieza según la organización acordada entre los ocupantes.',
          ),
        },
        {
          paragraph:
            '{variation, select, furnished {La parte arrendataria cuidará el mobiliario y los electrodomésticos que figuran en el inventario, y reparará o sustituirá a su costa los que resulten dañados por un uso indebido.} other {}}',
        },
        {
          paragraph: 'Además, las partes acuerdan las siguientes condiciones:',
          when: 'house_rules',
        },
        { bullets: { lines: 'house_rules' }, when: 'house_rules' },
      ],
      it: [
        { heading: 2, text: 'Art. 5 – Uso dell’immobile e regole della casa' },
        {
          paragraph:
            'La parte conduttrice utilizza l’immobile esclusivamente come propria abitazione, lo custodisce con la diligenza del buon padre di famiglia e provvede alle piccole riparazioni e alla manutenzione ordinaria. Le riparazioni straordinarie restano a carico della parte locatrice.',
        },
        {
          paragraph:
            'La parte conduttrice comunica senza ritardo alla parte locatrice ogni guasto o danno e consente l’accesso all’immobile, previo avviso, per le verifiche e le riparazioni necessarie. Sono vietati la sublocazione, totale o parziale, la cessione del contratto e l’esecuzione di lavori o modifiche senza il preventivo consenso scritto della parte locatrice.',
        },
        {
          paragraph:
            'È consentito tenere animali domestici, purché non arrechino danni all’immobile né disturbo ai vicini; la parte conduttrice risponde di ogni danno da essi causato.',
          when: 'pets_allowed',
        },
        {
          paragraph:
            'Non è consentito tenere animali nell’immobile senza il preventivo consenso scritto della parte locatrice.',
          when: '!pets_allowed',
        },
        {
          paragraph: forRoom(
            'La parte conduttrice utilizza gli spazi comuni nel rispetto degli altri occupanti, li lascia puliti dopo l’uso e partecipa alle pulizie secondo l’organizzazione concordata tra gli occupanti.',
          ),
        },
        {
          paragraph:
            '{variation, select, furnished {La parte conduttrice ha cura dei mobili e degli elettrodomestici elencati nell’inventario, e ripara o sostituisce a proprie spese quelli danneggiati per uso improprio.} other {}}',
        },
        { paragraph: 'Le parti convengono inoltre quanto segue:', when: 'house_rules' },
        { bullets: { lines: 'house_rules' }, when: 'house_rules' },
      ],
    },

    ending: {
      en: [
        { heading: 2, text: '6. Ending the agreement' },
        {
          paragraph:
            'The Tenant may end this agreement by giving the Landlord at least one month’s notice in writing. The Landlord may end it only on the grounds and with the notice allowed by the law of the place where the Property is located, in particular if the rent is not paid or the Tenant seriously breaches this agreement.',
        },
        {
          paragraph:
            'When the agreement ends, the Tenant returns all keys and leaves the Property clean, cleared of their belongings and in the condition recorded in the check-in report{variation, select, furnished {, with everything listed in the inventory} other {}}, allowing for normal wear and tear.',
        },
        {
          paragraph:
            'Notices under this agreement are given in writing, by letter or by email to the addresses given in clause 1.',
        },
      ],
      fr: [
        { heading: 2, text: 'Article 6 – Fin du bail' },
        {
          paragraph:
            'Le locataire peut donner congé à tout moment, moyennant un préavis {variation, select, unfurnished {de trois mois, ramené à un mois dans les cas prévus par la loi} other {d’un mois}}. Le bailleur ne peut donner congé que pour le terme du bail, avec un préavis de {variation, select, unfurnished {six mois} other {trois mois}}, et pour l’un des motifs prévus par la loi\u00a0: reprise du logement, vente ou motif légitime et sérieux.',
        },
        {
          paragraph:
            'Le congé est notifié par lettre recommandée avec accusé de réception, par acte de commissaire de justice ou par remise en main propre contre récépissé.',
        },
        {
          paragraph:
            'À défaut de paiement du loyer, des charges ou du dépôt de garantie, ou à défaut d’assurance des risques locatifs, le bail est résilié de plein droit après un commandement resté infructueux, dans les conditions prévues par la loi.',
        },
        {
          paragraph:
            'À la fin du bail, le locataire restitue toutes les clés et rend le logement propre, libre de toute occupation et dans l’état constaté à l’entrée, compte tenu de l’usure normale. Un état des lieux de sortie est établi contradictoirement{variation, select, furnished { et l’inventaire du mobilier est vérifié} other {}}.',
        },
      ],
      es: [
        { heading: 2, text: '6. Fin del contrato' },
        {
          paragraph:
            'La parte arrendataria podrá desistir del contrato una vez transcurridos al menos seis meses desde su inicio, siempre que lo comunique por escrito a la parte arrendadora con una antelación mínima de treinta días. La parte arrendadora solo podrá poner fin al contrato en los supuestos y con los plazos que establece la legislación vigente.',
        },
        {
          paragraph:
            'La falta de pago de la renta o de cualquier otra cantidad debida, así como el incumplimiento grave de las obligaciones del presente contrato, facultará a la otra parte para resolverlo conforme a la ley.',
        },
        {
          paragraph:
            'Al término del contrato, la parte arrendataria devolverá la totalidad de las llaves y dejará la vivienda limpia, libre de enseres personales y en el mismo estado en que la recibió{variation, select, furnished {, junto con el mobiliario y los electrodomésticos que figuran en el inventario} other {}}, salvo el desgaste propio del uso ordinario.',
        },
        {
          paragraph:
            'Las comunicaciones entre las partes se harán por escrito, por carta o por correo electrónico a las direcciones indicadas en la cláusula 1.',
        },
      ],
      it: [
        { heading: 2, text: 'Art. 6 – Cessazione del contratto' },
        {
          paragraph:
            'La parte conduttrice può recedere dal contratto in qualsiasi momento, dandone comunicazione alla parte locatrice con lettera raccomandata o PEC almeno tre mesi prima della data in cui il recesso deve avere esecuzione. La parte locatrice può negare il rinnovo o recedere dal contratto solo nei casi e con i preavvisi previsti dalla legge.',
        },
        {
          paragraph:
            'Il mancato pagamento del canone, decorsi venti giorni dalla scadenza, costituisce motivo di risoluzione del contratto ai sensi di legge.',
        },
        {
          paragraph:
            'Al termine della locazione la parte conduttrice riconsegna tutte le chiavi e restituisce l’immobile pulito, libero da persone e cose e nello stato in cui l’ha ricevuto{variation, select, furnished {, insieme ai mobili e agli elettrodomestici elencati nell’inventario} other {}}, salvo il deperimento dovuto al normale uso.',
        },
        {
          paragraph:
            'Le comunicazioni tra le parti avvengono per iscritto, con lettera o via email agli indirizzi indicati all’art. 1.',
        },
      ],
    },

    signatures: {
      en: [
        { heading: 2, text: 'Signatures' },
        { paragraph: 'Signed in two copies, one for each party, on {today, date, long}.' },
        { paragraph: '**Landlord**\n{landlord_name}\nSignature: ______________________' },
        { paragraph: '**Tenant**\n{tenant_name}\nSignature: ______________________' },
      ],
      fr: [
        { heading: 2, text: 'Signatures' },
        {
          paragraph:
            'Fait en deux exemplaires originaux, dont un remis à chaque partie, le {today, date, long}.',
        },
        {
          paragraph:
            '**Le bailleur**\n{landlord_name}\nSignature précédée de la mention «\u00a0Lu et approuvé\u00a0»\u00a0: ______________________',
        },
        {
          paragraph:
            '**Le locataire**\n{tenant_name}\nSignature précédée de la mention «\u00a0Lu et approuvé\u00a0»\u00a0: ______________________',
        },
      ],
      es: [
        { heading: 2, text: 'Firmas' },
        {
          paragraph:
            'Y en prueba de conformidad, ambas partes firman el presente contrato por duplicado y a un solo efecto, a {today, date, long}.',
        },
        { paragraph: '**La parte arrendadora**\n{landlord_name}\nFirma: ______________________' },
        { paragraph: '**La parte arrendataria**\n{tenant_name}\nFirma: ______________________' },
      ],
      it: [
        { heading: 2, text: 'Firme' },
        {
          paragraph:
            'Il presente contratto è registrato a cura della parte locatrice nei termini di legge; le relative spese, salvo opzione per la cedolare secca, sono ripartite in parti uguali tra le parti.',
        },
        {
          paragraph:
            'Letto, confermato e sottoscritto in duplice originale il {today, date, long}.',
        },
        { paragraph: '**La parte locatrice**\n{landlord_name}\nFirma: ______________________' },
        { paragraph: '**La parte conduttrice**\n{tenant_name}\nFirma: ______________________' },
      ],
    },
  },
  examples: {
    en: {
      property_type: 'apartment',
      landlord_name: 'Margaret Ellis',
      landlord_email: 'margaret.ellis@example.com',
      tenant_name: 'Daniel Okafor',
      tenant_email: 'daniel.okafor@example.com',
      property_address: 'Flat 3, 14 Elm Grove, Bristol',
      postcode: 'BS6 5LA',
      included_extras: 'parking',
      property_details:
        'Two-bedroom flat of about 65 m² on the second floor, with gas central heating, double glazing and a fitted kitchen.',
      currency: 'gbp',
      monthly_rent: '1150',
      deposit: '1320',
      rent_due_day: '1',
      start_date: '2026-12-01',
      duration_months: '12',
      pets_allowed: 'false',
      house_rules:
        'Electricity, gas, water and broadband are paid by the Tenant.\nNo smoking anywhere inside the flat.\nQuiet hours between 10 pm and 7 am.\nBins go out on Tuesday evenings.',
    },
    fr: {
      property_type: 'apartment',
      landlord_name: 'Claire Dubois',
      landlord_email: 'claire.dubois@exemple.fr',
      tenant_name: 'Thomas Martin, Léa Girard',
      tenant_email: 'thomas.martin@exemple.fr',
      property_address: '12 rue des Lilas, 2e étage, Lyon',
      postcode: '69003',
      included_extras: 'cellar',
      property_details:
        'Appartement T3 de 65 m² au 2e étage d’un immeuble de 1930, chauffage individuel au gaz, cuisine équipée.',
      currency: 'eur',
      monthly_rent: '850',
      deposit: '850',
      rent_due_day: '5',
      start_date: '2026-09-15',
      duration_months: '36',
      pets_allowed: 'true',
      house_rules:
        'Électricité, gaz et internet à la charge des locataires.\nLogement non-fumeur.\nEntretien annuel de la chaudière à la charge des locataires.',
    },
    es: {
      property_type: 'apartment',
      landlord_name: 'Carmen Ruiz Ortega',
      landlord_email: 'carmen.ruiz@ejemplo.es',
      tenant_name: 'Javier López García',
      tenant_email: 'javier.lopez@ejemplo.es',
      property_address: 'Calle Mayor 25, 3.º B, Valencia',
      postcode: '46001',
      included_extras: 'parking_and_cellar',
      property_details:
        'Piso de dos dormitorios y 65 m² en una tercera planta con ascensor, calefacción de gas y cocina equipada.',
      currency: 'eur',
      monthly_rent: '800',
      deposit: '800',
      rent_due_day: '5',
      start_date: '2026-10-01',
      duration_months: '12',
      pets_allowed: 'true',
      house_rules:
        'Los suministros de luz, agua, gas e internet corren a cargo del inquilino.\nNo se permite fumar dentro de la vivienda.\nSilencio a partir de las 22:00.',
    },
    it: {
      property_type: 'house',
      landlord_name: 'Giulia Bianchi',
      landlord_email: 'giulia.bianchi@esempio.it',
      tenant_name: 'Marco Rossi, Elena Conti',
      tenant_email: 'marco.rossi@esempio.it',
      property_address: 'Strada Revigliasco 42, Moncalieri',
      postcode: '10024',
      included_extras: 'garden_and_garage',
      property_details:
        'Villetta a schiera di 110 m² su due piani, con tre camere, due bagni e riscaldamento autonomo a gas.',
      currency: 'eur',
      monthly_rent: '1100',
      deposit: '3300',
      rent_due_day: '5',
      start_date: '2026-11-01',
      duration_months: '48',
      pets_allowed: 'true',
      house_rules:
        'Utenze di luce, gas, acqua e internet a carico del conduttore.\nManutenzione ordinaria del giardino a carico del conduttore.\nDivieto di fumo all’interno della casa.',
    },
  },
}
