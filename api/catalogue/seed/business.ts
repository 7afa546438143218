import type { TemplateSeed } from '../seed-schema.ts'

const currencyOptions = [
  {
    value: 'eur',
    label: { en: 'Euro (€)', fr: 'Euro (€)', es: 'Euro (€)', it: 'Euro (€)' },
  },
  {
    value: 'gbp',
    label: {
      en: 'Pound sterling (£)',
      fr: 'Livre sterling (£)',
      es: 'Libra esterlina (£)',
      it: 'Sterlina britannica (£)',
    },
  },
  {
    value: 'chf',
    label: {
      en: 'Swiss franc (CHF)',
      fr: 'Franc suisse (CHF)',
      es: 'Franco suizo (CHF)',
      it: 'Franco svizzero (CHF)',
    },
  },
  {
    value: 'usd',
    label: {
      en: 'US dollar ($)',
      fr: 'Dollar américain ($)',
      es: 'Dólar estadounidense ($)',
      it: 'Dollaro statunitense ($)',
    },
  },
]

export const templates: TemplateSeed[] = [
  // ── Rental agreement ──────────────────────────────────────────────────────────────────────
  {
    key: 'rental_agreement',
    categories: ['business'],
    output: 'pdf',
    slug: {
      en: 'rental-agreement',
      fr: 'contrat-de-location',
      es: 'contrato-de-alquiler',
      it: 'contratto-di-affitto',
    },
    name: {
      en: 'Rental agreement',
      fr: 'Contrat de location',
      es: 'Contrato de alquiler',
      it: 'Contratto di affitto',
    },
    description: {
      en: 'A clear residential rental agreement, ready to sign as a PDF, covering rent, deposit, duration and house rules. For private landlords letting a flat, a house or a room.',
      fr: 'Un bail d’habitation clair, prêt à signer en PDF : loyer, dépôt de garantie, durée et règles de vie. Pour les propriétaires particuliers qui louent un appartement, une maison ou une chambre.',
      es: 'Un contrato de alquiler de vivienda claro y listo para firmar en PDF, con la renta, la fianza, la duración y las normas de convivencia. Para propietarios particulares que alquilan un piso, una casa o una habitación.',
      it: 'Un contratto di locazione chiaro e pronto da firmare in PDF, con canone, deposito cauzionale, durata e regole della casa. Per i proprietari privati che affittano un appartamento, una casa o una stanza.',
    },
    freeRequestsPerMonth: 3,
    variations: [
      {
        key: 'unfurnished',
        name: { en: 'Unfurnished', fr: 'Location vide', es: 'Sin amueblar', it: 'Non arredato' },
        description: {
          en: 'For an empty home that the tenant furnishes themselves.',
          fr: 'Pour un logement non meublé que le locataire aménage lui-même.',
          es: 'Para una vivienda vacía que el inquilino amuebla por su cuenta.',
          it: 'Per un immobile vuoto che l’inquilino arreda da sé.',
        },
      },
      {
        key: 'furnished',
        name: { en: 'Furnished', fr: 'Location meublée', es: 'Amueblado', it: 'Arredato' },
        description: {
          en: 'Includes an inventory of the furniture and appliances provided.',
          fr: 'Avec un inventaire du mobilier et des équipements fournis.',
          es: 'Incluye un inventario de los muebles y electrodomésticos que dejas.',
          it: 'Include l’inventario dei mobili e degli elettrodomestici forniti.',
        },
      },
      {
        key: 'room_in_shared_flat',
        name: {
          en: 'Room in a shared flat',
          fr: 'Chambre en colocation',
          es: 'Habitación en piso compartido',
          it: 'Stanza in appartamento condiviso',
        },
        description: {
          en: 'Lets a single room, with shared use of the kitchen, bathroom and common areas.',
          fr: 'Pour louer une chambre avec un accès partagé à la cuisine, à la salle de bains et aux parties communes.',
          es: 'Para alquilar una habitación con uso compartido de la cocina, el baño y las zonas comunes.',
          it: 'Per affittare una stanza con uso condiviso di cucina, bagno e spazi comuni.',
        },
      },
    ],
    steps: [
      {
        title: {
          en: 'The basics',
          fr: 'L’essentiel',
          es: 'Lo básico',
          it: 'Le informazioni di base',
        },
        description: {
          en: 'What you are letting, and who is signing.',
          fr: 'Ce que vous louez et qui signe le contrat.',
          es: 'Qué alquilas y quién firma el contrato.',
          it: 'Cosa affitti e chi firma il contratto.',
        },
        fields: [
          {
            name: 'property_type',
            type: 'select',
            label: {
              en: 'Type of property',
              fr: 'Type de logement',
              es: 'Tipo de vivienda',
              it: 'Tipo di immobile',
            },
            options: [
              {
                value: 'apartment',
                label: { en: 'Apartment', fr: 'Appartement', es: 'Piso', it: 'Appartamento' },
              },
              { value: 'house', label: { en: 'House', fr: 'Maison', es: 'Casa', it: 'Casa' } },
              {
                value: 'room',
                label: { en: 'Room', fr: 'Chambre', es: 'Habitación', it: 'Stanza' },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'landlord_name',
            type: 'text',
            label: {
              en: "Landlord's full name",
              fr: 'Nom complet du bailleur',
              es: 'Nombre completo del arrendador',
              it: 'Nome e cognome del locatore',
            },
            help: {
              en: 'Or the company name if a business is letting the property.',
              fr: 'Ou la raison sociale si le logement est loué par une société.',
              es: 'O la razón social si quien alquila es una empresa.',
              it: 'Oppure la ragione sociale se ad affittare è una società.',
            },
            placeholder: {
              en: 'Margaret Ellis',
              fr: 'Claire Dubois',
              es: 'Carmen Ruiz Ortega',
              it: 'Giulia Bianchi',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'landlord_email',
            type: 'email',
            label: {
              en: "Landlord's email",
              fr: 'E-mail du bailleur',
              es: 'Correo electrónico del arrendador',
              it: 'Email del locatore',
            },
            placeholder: {
              en: 'margaret.ellis@example.com',
              fr: 'claire.dubois@exemple.fr',
              es: 'carmen.ruiz@ejemplo.es',
              it: 'giulia.bianchi@esempio.it',
            },
            rules: { required: true, maxLength: 254 },
          },
          {
            name: 'tenant_name',
            type: 'text',
            label: {
              en: "Tenant's full name",
              fr: 'Nom complet du locataire',
              es: 'Nombre completo del inquilino',
              it: 'Nome e cognome dell’inquilino',
            },
            help: {
              en: 'If several people are renting together, list all their names separated by commas.',
              fr: 'Si plusieurs personnes louent ensemble, indiquez tous les noms séparés par des virgules.',
              es: 'Si alquilan varias personas juntas, escribe todos los nombres separados por comas.',
              it: 'Se affittano più persone insieme, scrivi tutti i nomi separati da virgole.',
            },
            placeholder: {
              en: 'Daniel Okafor',
              fr: 'Thomas Martin',
              es: 'Javier López García',
              it: 'Marco Rossi',
            },
            rules: { required: true, minLength: 2, maxLength: 200 },
          },
          {
            name: 'tenant_email',
            type: 'email',
            label: {
              en: "Tenant's email",
              fr: 'E-mail du locataire',
              es: 'Correo electrónico del inquilino',
              it: 'Email dell’inquilino',
            },
            placeholder: {
              en: 'daniel.okafor@example.com',
              fr: 'thomas.martin@exemple.fr',
              es: 'javier.lopez@ejemplo.es',
              it: 'marco.rossi@esempio.it',
            },
            rules: { required: true, maxLength: 254 },
          },
        ],
      },
      {
        title: { en: 'The property', fr: 'Le logement', es: 'La vivienda', it: 'L’immobile' },
        description: {
          en: 'Where it is and what comes with it.',
          fr: 'Son adresse et ce qui est inclus.',
          es: 'Dónde está y qué incluye.',
          it: 'Dove si trova e cosa include.',
        },
        fields: [
          {
            name: 'property_address',
            type: 'text',
            label: { en: 'Address', fr: 'Adresse', es: 'Dirección', it: 'Indirizzo' },
            help: {
              en: 'Street, number, floor or flat number, and town.',
              fr: 'Rue, numéro, étage ou numéro d’appartement, et ville.',
              es: 'Calle, número, piso y puerta, y localidad.',
              it: 'Via, numero civico, piano o interno, e città.',
            },
            placeholder: {
              en: 'Flat 3, 14 Elm Grove, Bristol',
              fr: '12 rue des Lilas, 2e étage, Lyon',
              es: 'Calle Mayor 25, 3.º B, Valencia',
              it: 'Via Garibaldi 18, interno 4, Torino',
            },
            rules: { required: true, minLength: 5, maxLength: 200 },
          },
          {
            name: 'postcode',
            type: 'text',
            label: { en: 'Postcode', fr: 'Code postal', es: 'Código postal', it: 'CAP' },
            placeholder: { en: 'BS6 5LA', fr: '69003', es: '46001', it: '10121' },
            rules: {
              required: true,
              minLength: 4,
              maxLength: 10,
              pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{2,8}[A-Za-z0-9]$',
              patternMessage: {
                en: 'Enter a valid postcode: 4 to 10 letters, digits, spaces or hyphens.',
                fr: 'Saisissez un code postal valide : 4 à 10 lettres, chiffres, espaces ou tirets.',
                es: 'Escribe un código postal válido: de 4 a 10 letras, números, espacios o guiones.',
                it: 'Inserisci un CAP valido: da 4 a 10 lettere, cifre, spazi o trattini.',
              },
            },
          },
          {
            name: 'included_extras',
            type: 'select',
            label: {
              en: 'What comes with it',
              fr: 'Ce qui est inclus',
              es: 'Qué incluye',
              it: 'Cosa è incluso',
            },
            options: [
              {
                value: 'none',
                label: {
                  en: 'Nothing else',
                  fr: 'Rien d’autre',
                  es: 'Nada más',
                  it: 'Nient’altro',
                },
              },
              {
                value: 'parking',
                label: {
                  en: 'Parking space',
                  fr: 'Place de parking',
                  es: 'Plaza de garaje',
                  it: 'Posto auto',
                },
              },
              {
                value: 'storage',
                label: {
                  en: 'Storage space',
                  fr: 'Espace de rangement',
                  es: 'Trastero',
                  it: 'Ripostiglio',
                },
              },
            ],
            rules: { required: true },
            dependsOn: {
              field: 'property_type',
              cases: {
                apartment: {
                  label: {
                    en: 'Extras included with the apartment',
                    fr: 'Annexes incluses avec l’appartement',
                    es: 'Anexos incluidos con el piso',
                    it: 'Pertinenze incluse con l’appartamento',
                  },
                  options: [
                    {
                      value: 'none',
                      label: { en: 'None', fr: 'Aucune', es: 'Ninguno', it: 'Nessuna' },
                    },
                    {
                      value: 'parking',
                      label: {
                        en: 'Parking space',
                        fr: 'Place de parking',
                        es: 'Plaza de garaje',
                        it: 'Posto auto',
                      },
                    },
                    {
                      value: 'cellar',
                      label: {
                        en: 'Cellar or storage room',
                        fr: 'Cave ou débarras',
                        es: 'Trastero',
                        it: 'Cantina o ripostiglio',
                      },
                    },
                    {
                      value: 'parking_and_cellar',
                      label: {
                        en: 'Parking space and cellar',
                        fr: 'Place de parking et cave',
                        es: 'Plaza de garaje y trastero',
                        it: 'Posto auto e cantina',
                      },
                    },
                  ],
                },
                house: {
                  label: {
                    en: 'Outdoor space and extras',
                    fr: 'Extérieurs et annexes',
                    es: 'Exteriores y anexos',
                    it: 'Spazi esterni e pertinenze',
                  },
                  help: {
                    en: 'You can say who looks after the garden in the house rules later on.',
                    fr: 'Vous pourrez préciser plus loin qui entretient le jardin.',
                    es: 'Más adelante podrás indicar quién se ocupa del jardín.',
                    it: 'Più avanti potrai indicare chi si occupa del giardino.',
                  },
                  options: [
                    {
                      value: 'none',
                      label: { en: 'None', fr: 'Aucun', es: 'Ninguno', it: 'Nessuno' },
                    },
                    {
                      value: 'garden',
                      label: { en: 'Garden', fr: 'Jardin', es: 'Jardín', it: 'Giardino' },
                    },
                    {
                      value: 'garage',
                      label: { en: 'Garage', fr: 'Garage', es: 'Garaje', it: 'Garage' },
                    },
                    {
                      value: 'garden_and_garage',
                      label: {
                        en: 'Garden and garage',
                        fr: 'Jardin et garage',
                        es: 'Jardín y garaje',
                        it: 'Giardino e garage',
                      },
                    },
                  ],
                },
                room: {
                  label: {
                    en: 'Shared areas the tenant can use',
                    fr: 'Espaces partagés accessibles au locataire',
                    es: 'Zonas compartidas que puede usar el inquilino',
                    it: 'Spazi comuni a disposizione dell’inquilino',
                  },
                  help: {
                    en: "The agreement lists these as shared spaces, with the room itself for the tenant's exclusive use.",
                    fr: 'Le contrat les mentionnera comme espaces communs, la chambre restant à l’usage exclusif du locataire.',
                    es: 'El contrato las recogerá como zonas comunes y la habitación quedará para uso exclusivo del inquilino.',
                    it: 'Il contratto li indicherà come spazi comuni, mentre la stanza sarà a uso esclusivo dell’inquilino.',
                  },
                  options: [
                    {
                      value: 'kitchen_and_bathroom',
                      label: {
                        en: 'Shared kitchen and bathroom',
                        fr: 'Cuisine et salle de bains partagées',
                        es: 'Cocina y baño compartidos',
                        it: 'Cucina e bagno in comune',
                      },
                    },
                    {
                      value: 'kitchen_private_bathroom',
                      label: {
                        en: 'Shared kitchen, private bathroom',
                        fr: 'Cuisine partagée, salle de bains privative',
                        es: 'Cocina compartida y baño privado',
                        it: 'Cucina in comune e bagno privato',
                      },
                    },
                    {
                      value: 'all_common_areas',
                      label: {
                        en: 'Kitchen, bathroom, living room and balcony',
                        fr: 'Cuisine, salle de bains, salon et balcon',
                        es: 'Cocina, baño, salón y terraza',
                        it: 'Cucina, bagno, soggiorno e balcone',
                      },
                    },
                  ],
                },
              },
            },
          },
          {
            name: 'property_details',
            type: 'textarea',
            label: {
              en: 'Description of the apartment',
              fr: 'Description de l’appartement',
              es: 'Descripción del piso',
              it: 'Descrizione dell’appartamento',
            },
            help: {
              en: 'Size, number of rooms, heating and anything else that identifies the home.',
              fr: 'Surface, nombre de pièces, chauffage et tout ce qui permet d’identifier le logement.',
              es: 'Superficie, número de habitaciones, calefacción y cualquier dato que identifique la vivienda.',
              it: 'Superficie, numero di locali, riscaldamento e ogni altro dettaglio che identifica l’immobile.',
            },
            placeholder: {
              en: 'Two-bedroom flat of about 65 m² on the second floor, gas central heating.',
              fr: 'T3 de 65 m² au 2e étage, chauffage individuel au gaz.',
              es: 'Piso de dos dormitorios y 65 m² en una segunda planta, con calefacción de gas.',
              it: 'Trilocale di 65 m² al secondo piano, con riscaldamento autonomo a gas.',
            },
            rules: { required: false, maxLength: 1500 },
            dependsOn: {
              field: 'property_type',
              cases: {
                house: {
                  label: {
                    en: 'Description of the house',
                    fr: 'Description de la maison',
                    es: 'Descripción de la casa',
                    it: 'Descrizione della casa',
                  },
                  placeholder: {
                    en: 'Three-bedroom semi-detached house of about 110 m² with a small back garden.',
                    fr: 'Maison mitoyenne de 110 m² avec trois chambres et un petit jardin.',
                    es: 'Casa adosada de 110 m² con tres dormitorios y un pequeño jardín.',
                    it: 'Villetta a schiera di 110 m² con tre camere e un piccolo giardino.',
                  },
                },
                room: {
                  label: {
                    en: 'Description of the room',
                    fr: 'Description de la chambre',
                    es: 'Descripción de la habitación',
                    it: 'Descrizione della stanza',
                  },
                  placeholder: {
                    en: 'Double room of 14 m² with a wardrobe and a desk, in a three-bedroom flat.',
                    fr: 'Chambre de 14 m² avec armoire et bureau, dans un appartement de trois chambres.',
                    es: 'Habitación doble de 14 m² con armario y escritorio, en un piso de tres dormitorios.',
                    it: 'Camera doppia di 14 m² con armadio e scrivania, in un appartamento con tre camere.',
                  },
                },
              },
            },
          },
        ],
      },
      {
        title: {
          en: 'Rent and deposit',
          fr: 'Loyer et dépôt de garantie',
          es: 'Renta y fianza',
          it: 'Canone e deposito',
        },
        description: {
          en: 'The money side of the agreement.',
          fr: 'Les conditions financières du bail.',
          es: 'Las condiciones económicas del contrato.',
          it: 'Le condizioni economiche del contratto.',
        },
        fields: [
          {
            name: 'currency',
            type: 'select',
            label: { en: 'Currency', fr: 'Devise', es: 'Moneda', it: 'Valuta' },
            options: currencyOptions,
            rules: { required: true },
          },
          {
            name: 'monthly_rent',
            type: 'number',
            label: {
              en: 'Monthly rent',
              fr: 'Loyer mensuel',
              es: 'Renta mensual',
              it: 'Canone mensile',
            },
            help: {
              en: 'What the tenant pays each month; mention any bills or service charges in the other terms.',
              fr: 'Le montant payé chaque mois ; précisez les éventuelles charges dans les autres conditions.',
              es: 'Lo que paga el inquilino cada mes; los gastos y suministros puedes indicarlos en las otras condiciones.',
              it: 'Quanto paga l’inquilino ogni mese; indica eventuali spese e bollette nelle altre condizioni.',
            },
            placeholder: { en: '950', fr: '850', es: '800', it: '750' },
            rules: { required: true, min: 1, max: 100000 },
          },
          {
            name: 'deposit',
            type: 'number',
            label: {
              en: 'Security deposit',
              fr: 'Dépôt de garantie',
              es: 'Fianza',
              it: 'Deposito cauzionale',
            },
            help: {
              en: 'Enter 0 if there is none. Many countries cap the amount, so check the limit that applies to you.',
              fr: 'Indiquez 0 s’il n’y en a pas. Son montant est souvent plafonné par la loi : vérifiez la limite applicable.',
              es: 'Pon 0 si no hay fianza. En muchos países la ley fija un máximo, así que comprueba el límite que te corresponde.',
              it: 'Scrivi 0 se non è previsto. In molti paesi la legge fissa un tetto massimo: verifica quello che si applica al tuo caso.',
            },
            placeholder: { en: '1900', fr: '850', es: '800', it: '2250' },
            rules: { required: true, min: 0, max: 300000 },
          },
          {
            name: 'rent_due_day',
            type: 'number',
            label: {
              en: 'Rent due by day',
              fr: 'Jour de paiement du loyer',
              es: 'Día de pago de la renta',
              it: 'Giorno di pagamento del canone',
            },
            help: {
              en: 'The day of the month by which the rent must be paid.',
              fr: 'Le jour du mois avant lequel le loyer doit être réglé.',
              es: 'El día del mes en que, como muy tarde, debe pagarse la renta.',
              it: 'Il giorno del mese entro cui va pagato il canone.',
            },
            placeholder: { en: '1', fr: '5', es: '5', it: '5' },
            rules: { required: true, min: 1, max: 28 },
          },
        ],
      },
      {
        title: {
          en: 'Duration and house rules',
          fr: 'Durée et règles de vie',
          es: 'Duración y normas',
          it: 'Durata e regole della casa',
        },
        description: {
          en: 'When the tenancy starts, how long it lasts and what is allowed.',
          fr: 'La date d’entrée, la durée du bail et ce qui est autorisé.',
          es: 'Cuándo empieza el alquiler, cuánto dura y qué está permitido.',
          it: 'Quando inizia la locazione, quanto dura e cosa è consentito.',
        },
        fields: [
          {
            name: 'start_date',
            type: 'date',
            label: {
              en: 'Start date',
              fr: 'Date de prise d’effet',
              es: 'Fecha de inicio',
              it: 'Data di decorrenza',
            },
            help: {
              en: 'The day the tenant can move in.',
              fr: 'Le jour où le locataire peut emménager.',
              es: 'El día en que el inquilino puede entrar a vivir.',
              it: 'Il giorno in cui l’inquilino può entrare nell’immobile.',
            },
            rules: { required: true },
          },
          {
            name: 'duration_months',
            type: 'number',
            label: {
              en: 'Duration (months)',
              fr: 'Durée (en mois)',
              es: 'Duración (en meses)',
              it: 'Durata (in mesi)',
            },
            help: {
              en: 'Minimum lengths differ from country to country, so check the rules where the property is.',
              fr: 'La durée minimale varie selon le pays et le type de location : vérifiez les règles applicables à votre logement.',
              es: 'La duración mínima cambia de un país a otro, así que revisa la normativa del lugar donde está la vivienda.',
              it: 'La durata minima varia da paese a paese: verifica le norme del luogo in cui si trova l’immobile.',
            },
            placeholder: { en: '12', fr: '36', es: '12', it: '48' },
            rules: { required: true, min: 1, max: 120 },
          },
          {
            name: 'pets_allowed',
            type: 'checkbox',
            label: {
              en: 'Pets allowed',
              fr: 'Animaux de compagnie acceptés',
              es: 'Se admiten mascotas',
              it: 'Animali domestici ammessi',
            },
            help: {
              en: "Leave it unticked and the agreement will require the landlord's written consent for any pet.",
              fr: 'Si vous ne cochez pas la case, le contrat exigera l’accord écrit du bailleur pour tout animal.',
              es: 'Si no la marcas, el contrato exigirá el permiso por escrito del arrendador para tener animales.',
              it: 'Se non la spunti, il contratto richiederà il consenso scritto del locatore per tenere animali.',
            },
            rules: { required: false },
          },
          {
            name: 'house_rules',
            type: 'textarea',
            label: {
              en: 'Other terms and house rules',
              fr: 'Autres conditions et règles de vie',
              es: 'Otras condiciones y normas de convivencia',
              it: 'Altre condizioni e regole della casa',
            },
            help: {
              en: 'Bills, cleaning, smoking, subletting: anything you want written into the agreement.',
              fr: 'Charges, ménage, tabac, sous-location : tout ce que vous souhaitez voir figurer au contrat.',
              es: 'Suministros, limpieza, tabaco, subarriendo: todo lo que quieras que conste en el contrato.',
              it: 'Bollette, pulizie, fumo, sublocazione: tutto ciò che vuoi mettere per iscritto nel contratto.',
            },
            placeholder: {
              en: 'Electricity and broadband paid by the tenant; no smoking indoors; quiet hours after 10 pm.',
              fr: 'Électricité et internet à la charge du locataire ; logement non-fumeur ; calme après 22 h.',
              es: 'Luz e internet a cargo del inquilino; prohibido fumar dentro; silencio a partir de las 22:00.',
              it: 'Luce e internet a carico dell’inquilino; vietato fumare in casa; silenzio dopo le 22.',
            },
            rules: { required: false, maxLength: 2000 },
          },
        ],
      },
    ],
    blueprint: {
      kind: 'sections',
      sections: [
        { key: 'parties', title: { en: 'Parties', fr: 'Les parties', es: 'Partes', it: 'Parti' } },
        {
          key: 'property',
          title: {
            en: 'Property let',
            fr: 'Désignation du logement',
            es: 'Vivienda arrendada',
            it: 'Immobile locato',
          },
        },
        {
          key: 'term',
          title: {
            en: 'Term of the agreement',
            fr: 'Durée du bail',
            es: 'Duración del contrato',
            it: 'Durata della locazione',
          },
        },
        {
          key: 'rent_and_deposit',
          title: {
            en: 'Rent and deposit',
            fr: 'Loyer et dépôt de garantie',
            es: 'Renta y fianza',
            it: 'Canone e deposito cauzionale',
          },
        },
        {
          key: 'use_and_rules',
          title: {
            en: 'Use of the property and house rules',
            fr: 'Usage du logement et règles de vie',
            es: 'Uso de la vivienda y normas de convivencia',
            it: 'Uso dell’immobile e regole della casa',
          },
        },
        {
          key: 'ending',
          title: {
            en: 'Ending the agreement',
            fr: 'Fin du bail',
            es: 'Fin del contrato',
            it: 'Cessazione del contratto',
          },
        },
        {
          key: 'signatures',
          title: { en: 'Signatures', fr: 'Signatures', es: 'Firmas', it: 'Firme' },
        },
      ],
    },
  },

  // ── Business plan summary ─────────────────────────────────────────────────────────────────
  {
    key: 'business_plan_summary',
    categories: ['business'],
    output: 'document',
    slug: {
      en: 'business-plan-summary',
      fr: 'synthese-business-plan',
      es: 'resumen-plan-de-negocio',
      it: 'sintesi-business-plan',
    },
    name: {
      en: 'Business plan summary',
      fr: 'Synthèse de business plan',
      es: 'Resumen del plan de negocio',
      it: 'Sintesi del business plan',
    },
    description: {
      en: 'A concise, investor-ready executive summary of your business plan, from the problem you solve to the funding you need. For founders pitching to banks, investors or grant panels.',
      fr: 'Une synthèse claire et percutante de votre business plan, du problème que vous résolvez au financement recherché. Pour les créateurs d’entreprise qui présentent leur projet à une banque, à des investisseurs ou à un jury.',
      es: 'Un resumen ejecutivo claro y convincente de tu plan de negocio, desde el problema que resuelves hasta la financiación que necesitas. Para emprendedores que presentan su proyecto a bancos, inversores o convocatorias de ayudas.',
      it: 'Un executive summary chiaro e convincente del tuo business plan, dal problema che risolvi ai fondi che ti servono. Per chi avvia un’impresa e deve presentarla a banche, investitori o bandi.',
    },
    freeRequestsPerMonth: 5,
    steps: [
      {
        title: {
          en: 'Your business',
          fr: 'Votre entreprise',
          es: 'Tu negocio',
          it: 'La tua impresa',
        },
        description: {
          en: 'The essentials in a few lines.',
          fr: 'L’essentiel en quelques lignes.',
          es: 'Lo esencial en pocas líneas.',
          it: 'L’essenziale in poche righe.',
        },
        fields: [
          {
            name: 'business_name',
            type: 'text',
            label: {
              en: 'Business name',
              fr: 'Nom de l’entreprise ou du projet',
              es: 'Nombre del negocio',
              it: 'Nome dell’impresa',
            },
            help: {
              en: "A working name is fine if you haven't registered one yet.",
              fr: 'Un nom provisoire suffit si l’entreprise n’est pas encore immatriculée.',
              es: 'Vale un nombre provisional si aún no lo has registrado.',
              it: 'Va bene anche un nome provvisorio se non l’hai ancora registrato.',
            },
            placeholder: {
              en: 'Greenbox Kitchens',
              fr: 'Les Bocaux de Léa',
              es: 'Huerta Viva',
              it: 'Bottega Verde',
            },
            rules: { required: true, minLength: 2, maxLength: 100 },
          },
          {
            name: 'stage',
            type: 'select',
            label: {
              en: 'Where are you today?',
              fr: 'Où en êtes-vous ?',
              es: '¿En qué punto estás?',
              it: 'A che punto sei?',
            },
            options: [
              {
                value: 'idea',
                label: {
                  en: 'Idea or prototype',
                  fr: 'Idée ou prototype',
                  es: 'Idea o prototipo',
                  it: 'Idea o prototipo',
                },
              },
              {
                value: 'launched',
                label: {
                  en: 'Launched, with first customers',
                  fr: 'Lancée, premiers clients',
                  es: 'Lanzado, con los primeros clientes',
                  it: 'Avviata, con i primi clienti',
                },
              },
              {
                value: 'growing',
                label: {
                  en: 'Growing, with steady revenue',
                  fr: 'En croissance, chiffre d’affaires régulier',
                  es: 'En crecimiento, con ingresos estables',
                  it: 'In crescita, con un fatturato stabile',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'problem_solution',
            type: 'textarea',
            label: {
              en: 'What problem do you solve, and how?',
              fr: 'Quel problème résolvez-vous, et comment ?',
              es: '¿Qué problema resuelves y cómo?',
              it: 'Quale problema risolvi, e in che modo?',
            },
            placeholder: {
              en: 'Busy parents struggle to cook healthy weeknight dinners. We deliver ready-to-cook organic meal kits in reusable boxes.',
              fr: 'Les actifs pressés peinent à manger sainement le midi. Nous livrons en entreprise des plats de saison en bocaux consignés.',
              es: 'A las familias con poco tiempo les cuesta cocinar sano entre semana. Repartimos kits de comida ecológica listos para cocinar en cajas reutilizables.',
              it: 'Chi lavora tutto il giorno fatica a mangiare sano a pranzo. Consegniamo in ufficio piatti di stagione in barattoli di vetro a rendere.',
            },
            rules: { required: true, minLength: 20, maxLength: 1500 },
          },
          {
            name: 'target_customers',
            type: 'textarea',
            label: {
              en: 'Who are your customers?',
              fr: 'Qui sont vos clients ?',
              es: '¿Quiénes son tus clientes?',
              it: 'Chi sono i tuoi clienti?',
            },
            help: {
              en: 'Describe them as precisely as you can, with the size of the market if you know it.',
              fr: 'Décrivez-les aussi précisément que possible, avec la taille du marché si vous la connaissez.',
              es: 'Descríbelos con la mayor precisión posible e incluye el tamaño del mercado si lo conoces.',
              it: 'Descrivili nel modo più preciso possibile, con la dimensione del mercato se la conosci.',
            },
            placeholder: {
              en: 'Working families in Manchester with children under 12: around 40,000 households in our delivery area.',
              fr: 'Les salariés du quartier d’affaires de la Part-Dieu à Lyon, soit environ 60 000 personnes.',
              es: 'Familias trabajadoras de Valencia con hijos menores de 12 años: unos 40.000 hogares en nuestra zona de reparto.',
              it: 'Gli impiegati della zona uffici di Porta Nuova a Milano, circa 60.000 persone.',
            },
            rules: { required: true, minLength: 10, maxLength: 1000 },
          },
        ],
      },
      {
        title: {
          en: 'Traction and funding',
          fr: 'Résultats et financement',
          es: 'Tracción y financiación',
          it: 'Risultati e finanziamento',
        },
        description: {
          en: 'What you have achieved so far and what you need next.',
          fr: 'Ce que vous avez déjà accompli et ce dont vous avez besoin pour la suite.',
          es: 'Lo que has conseguido hasta ahora y lo que necesitas para seguir.',
          it: 'Quello che hai ottenuto finora e ciò che ti serve per andare avanti.',
        },
        fields: [
          {
            name: 'competitive_edge',
            type: 'textarea',
            label: {
              en: 'What sets you apart from competitors?',
              fr: 'Qu’est-ce qui vous distingue de la concurrence ?',
              es: '¿Qué te diferencia de la competencia?',
              it: 'Cosa ti distingue dalla concorrenza?',
            },
            placeholder: {
              en: 'Zero-waste packaging, recipes by a local chef and delivery within two hours.',
              fr: 'Zéro déchet, recettes signées par une cheffe locale et livraison en moins d’une heure.',
              es: 'Envases sin residuos, recetas de un chef local y entrega en menos de dos horas.',
              it: 'Zero rifiuti, ricette firmate da una chef del territorio e consegna in meno di un’ora.',
            },
            rules: { required: true, minLength: 10, maxLength: 1000 },
          },
          {
            name: 'traction',
            type: 'textarea',
            label: {
              en: 'Progress so far',
              fr: 'Vos avancées',
              es: 'Avances hasta la fecha',
              it: 'Risultati finora',
            },
            help: {
              en: 'Your most convincing evidence and figures.',
              fr: 'Vos preuves et vos chiffres les plus convaincants.',
              es: 'Tus pruebas y cifras más convincentes.',
              it: 'Le prove e i numeri più convincenti.',
            },
            rules: { required: true, minLength: 10, maxLength: 1500 },
            dependsOn: {
              field: 'stage',
              cases: {
                idea: {
                  label: {
                    en: 'What have you validated so far?',
                    fr: 'Qu’avez-vous déjà validé ?',
                    es: '¿Qué has validado hasta ahora?',
                    it: 'Cosa hai già verificato?',
                  },
                  help: {
                    en: 'Surveys, interviews, a waiting list, a prototype: any evidence that people want this.',
                    fr: 'Enquêtes, entretiens, liste d’attente, prototype : tout ce qui prouve que votre offre répond à une demande.',
                    es: 'Encuestas, entrevistas, lista de espera, prototipo: cualquier prueba de que hay demanda.',
                    it: 'Sondaggi, interviste, lista d’attesa, prototipo: qualsiasi prova che esiste una domanda.',
                  },
                  placeholder: {
                    en: '120 survey responses, 300 sign-ups on our waiting list and a sell-out tasting at a local market.',
                    fr: '150 réponses à notre questionnaire, 300 inscrits sur la liste d’attente et une dégustation réussie en entreprise.',
                    es: '120 respuestas a nuestra encuesta, 300 inscritos en la lista de espera y una degustación con éxito en un mercado local.',
                    it: '150 risposte al questionario, 300 iscritti alla lista d’attesa e una degustazione di prova in un’azienda.',
                  },
                },
                launched: {
                  label: {
                    en: 'What are your first results?',
                    fr: 'Quels sont vos premiers résultats ?',
                    es: '¿Cuáles son tus primeros resultados?',
                    it: 'Quali sono i primi risultati?',
                  },
                  help: {
                    en: 'Customers, sales, repeat orders and feedback since launch.',
                    fr: 'Clients, ventes, commandes récurrentes et retours depuis le lancement.',
                    es: 'Clientes, ventas, pedidos recurrentes y opiniones desde el lanzamiento.',
                    it: 'Clienti, vendite, ordini ripetuti e feedback dal lancio.',
                  },
                  placeholder: {
                    en: 'Launched in March: 85 paying customers, £6,400 in sales, 60% reorder within a month.',
                    fr: 'Lancement en mars : 85 clients, 6 400 € de ventes, 60 % recommandent dans le mois.',
                    es: 'Lanzamiento en marzo: 85 clientes de pago, 6.400 € en ventas y un 60 % repite en el mismo mes.',
                    it: 'Lancio a marzo: 85 clienti paganti, 6.400 € di vendite e il 60% riordina entro un mese.',
                  },
                },
                growing: {
                  label: {
                    en: 'What are your key figures?',
                    fr: 'Quels sont vos chiffres clés ?',
                    es: '¿Cuáles son tus cifras clave?',
                    it: 'Quali sono i tuoi numeri chiave?',
                  },
                  help: {
                    en: 'Annual revenue, growth, margin, team size: the numbers that show momentum.',
                    fr: 'Chiffre d’affaires annuel, croissance, marge, effectif : les chiffres qui montrent votre dynamique.',
                    es: 'Facturación anual, crecimiento, margen, plantilla: las cifras que demuestran tu impulso.',
                    it: 'Fatturato annuo, crescita, margine, dipendenti: i numeri che dimostrano lo slancio.',
                  },
                  placeholder: {
                    en: '£420,000 revenue last year, up 45%; 32% gross margin; team of 9.',
                    fr: '420 000 € de chiffre d’affaires l’an dernier (+45 %), marge brute de 32 %, 9 salariés.',
                    es: '420.000 € de facturación el año pasado (+45 %), margen bruto del 32 % y 9 personas en plantilla.',
                    it: '420.000 € di fatturato lo scorso anno (+45%), margine lordo del 32%, 9 dipendenti.',
                  },
                },
              },
            },
          },
          {
            name: 'funding_needed',
            type: 'number',
            label: {
              en: 'Funding needed',
              fr: 'Montant recherché',
              es: 'Financiación necesaria',
              it: 'Finanziamento richiesto',
            },
            help: {
              en: 'The total amount you are looking for, in your currency; enter 0 if you are not raising money.',
              fr: 'Le montant total que vous cherchez à lever, dans votre devise ; indiquez 0 si vous ne cherchez pas de financement.',
              es: 'El importe total que buscas, en tu moneda; pon 0 si no buscas financiación.',
              it: 'L’importo totale che cerchi, nella tua valuta; scrivi 0 se non cerchi finanziamenti.',
            },
            placeholder: { en: '150000', fr: '80000', es: '60000', it: '100000' },
            rules: { required: true, min: 0, max: 100000000 },
          },
          {
            name: 'own_contribution',
            type: 'number',
            label: {
              en: 'Your own contribution',
              fr: 'Apport personnel',
              es: 'Aportación propia',
              it: 'Capitale proprio',
            },
            help: {
              en: 'Savings or assets the founders are putting in themselves.',
              fr: 'L’épargne ou les biens que les fondateurs investissent eux-mêmes.',
              es: 'Ahorros o bienes que aportan los propios fundadores.',
              it: 'Risparmi o beni che i fondatori investono di tasca propria.',
            },
            placeholder: { en: '30000', fr: '20000', es: '15000', it: '25000' },
            rules: { required: false, min: 0, max: 100000000 },
          },
          {
            name: 'use_of_funds',
            type: 'select',
            label: {
              en: 'Main use of the funds',
              fr: 'Utilisation principale des fonds',
              es: 'Destino principal de los fondos',
              it: 'Impiego principale dei fondi',
            },
            options: [
              {
                value: 'product',
                label: {
                  en: 'Product development',
                  fr: 'Développement du produit',
                  es: 'Desarrollo del producto',
                  it: 'Sviluppo del prodotto',
                },
              },
              {
                value: 'marketing',
                label: {
                  en: 'Marketing and sales',
                  fr: 'Marketing et ventes',
                  es: 'Marketing y ventas',
                  it: 'Marketing e vendite',
                },
              },
              {
                value: 'team',
                label: { en: 'Hiring', fr: 'Recrutements', es: 'Contrataciones', it: 'Assunzioni' },
              },
              {
                value: 'equipment',
                label: {
                  en: 'Equipment and premises',
                  fr: 'Équipement et locaux',
                  es: 'Equipamiento y local',
                  it: 'Attrezzature e locali',
                },
              },
            ],
            rules: { required: true },
            dependsOn: {
              field: 'stage',
              cases: {
                idea: {
                  options: [
                    {
                      value: 'product_development',
                      label: {
                        en: 'Building the product or prototype',
                        fr: 'Développer le produit ou le prototype',
                        es: 'Desarrollar el producto o el prototipo',
                        it: 'Sviluppare il prodotto o il prototipo',
                      },
                    },
                    {
                      value: 'market_testing',
                      label: {
                        en: 'Testing the market',
                        fr: 'Tester le marché',
                        es: 'Probar el mercado',
                        it: 'Testare il mercato',
                      },
                    },
                    {
                      value: 'launch',
                      label: {
                        en: 'Launching: stock, premises and first marketing',
                        fr: 'Lancer l’activité : stock, local et premières actions marketing',
                        es: 'Lanzar el negocio: existencias, local y primeras acciones de marketing',
                        it: 'Avviare l’attività: scorte, locale e primo marketing',
                      },
                    },
                  ],
                },
                launched: {
                  options: [
                    {
                      value: 'marketing',
                      label: {
                        en: 'Marketing and customer acquisition',
                        fr: 'Marketing et acquisition de clients',
                        es: 'Marketing y captación de clientes',
                        it: 'Marketing e acquisizione clienti',
                      },
                    },
                    {
                      value: 'hiring',
                      label: {
                        en: 'First hires',
                        fr: 'Premiers recrutements',
                        es: 'Primeras contrataciones',
                        it: 'Prime assunzioni',
                      },
                    },
                    {
                      value: 'equipment',
                      label: {
                        en: 'Equipment and stock',
                        fr: 'Équipement et stock',
                        es: 'Equipamiento y existencias',
                        it: 'Attrezzature e scorte',
                      },
                    },
                    {
                      value: 'working_capital',
                      label: {
                        en: 'Working capital',
                        fr: 'Besoin en fonds de roulement',
                        es: 'Capital circulante',
                        it: 'Capitale circolante',
                      },
                    },
                  ],
                },
                growing: {
                  options: [
                    {
                      value: 'new_markets',
                      label: {
                        en: 'Expanding into new markets',
                        fr: 'Conquérir de nouveaux marchés',
                        es: 'Entrar en nuevos mercados',
                        it: 'Espandersi in nuovi mercati',
                      },
                    },
                    {
                      value: 'team',
                      label: {
                        en: 'Growing the team',
                        fr: 'Renforcer l’équipe',
                        es: 'Ampliar el equipo',
                        it: 'Far crescere il team',
                      },
                    },
                    {
                      value: 'capacity',
                      label: {
                        en: 'Increasing production capacity',
                        fr: 'Augmenter la capacité de production',
                        es: 'Aumentar la capacidad de producción',
                        it: 'Aumentare la capacità produttiva',
                      },
                    },
                    {
                      value: 'acquisition',
                      label: {
                        en: 'Acquiring another business',
                        fr: 'Racheter une autre entreprise',
                        es: 'Adquirir otra empresa',
                        it: 'Acquisire un’altra impresa',
                      },
                    },
                  ],
                },
              },
            },
          },
        ],
      },
      {
        kind: 'outline',
        title: {
          en: 'Review the outline',
          fr: 'Vérifiez le plan',
          es: 'Revisa el esquema',
          it: 'Rivedi la scaletta',
        },
        description: {
          en: "We've drafted the structure of your summary from your answers.",
          fr: 'Nous avons préparé la structure de votre synthèse à partir de vos réponses.',
          es: 'Hemos preparado la estructura de tu resumen a partir de tus respuestas.',
          it: 'Abbiamo preparato la struttura della tua sintesi in base alle tue risposte.',
        },
        fields: [
          {
            name: 'outline',
            type: 'textarea',
            label: { en: 'Outline', fr: 'Plan', es: 'Esquema', it: 'Scaletta' },
            help: {
              en: 'Edit the proposed outline as you like: reorder, add or remove points before the summary is written.',
              fr: 'Modifiez librement le plan proposé : réorganisez, ajoutez ou supprimez des points avant la rédaction de la synthèse.',
              es: 'Edita el esquema propuesto como quieras: reordena, añade o quita puntos antes de que se redacte el resumen.',
              it: 'Modifica liberamente la scaletta proposta: riordina, aggiungi o togli punti prima che la sintesi venga scritta.',
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
          key: 'overview',
          title: {
            en: 'Company overview',
            fr: 'Présentation de l’entreprise',
            es: 'Presentación de la empresa',
            it: 'Presentazione dell’impresa',
          },
        },
        {
          key: 'problem_and_solution',
          title: {
            en: 'Problem and solution',
            fr: 'Problème et solution',
            es: 'Problema y solución',
            it: 'Problema e soluzione',
          },
        },
        {
          key: 'market',
          title: {
            en: 'Target market',
            fr: 'Marché cible',
            es: 'Mercado objetivo',
            it: 'Mercato di riferimento',
          },
        },
        {
          key: 'competitive_advantage',
          title: {
            en: 'Competitive advantage',
            fr: 'Avantage concurrentiel',
            es: 'Ventaja competitiva',
            it: 'Vantaggio competitivo',
          },
        },
        {
          key: 'traction',
          title: {
            en: 'Traction and milestones',
            fr: 'Résultats et étapes clés',
            es: 'Tracción e hitos',
            it: 'Risultati e traguardi',
          },
        },
        {
          key: 'funding',
          title: {
            en: 'Funding request',
            fr: 'Besoin de financement',
            es: 'Necesidades de financiación',
            it: 'Fabbisogno finanziario',
          },
        },
        {
          key: 'next_steps',
          title: {
            en: 'Next steps',
            fr: 'Prochaines étapes',
            es: 'Próximos pasos',
            it: 'Prossimi passi',
          },
        },
      ],
    },
  },

  // ── Product description ───────────────────────────────────────────────────────────────────
  {
    key: 'product_description',
    categories: ['business'],
    output: 'document',
    slug: {
      en: 'product-description',
      fr: 'fiche-produit',
      es: 'descripcion-de-producto',
      it: 'descrizione-prodotto',
    },
    name: {
      en: 'Product description',
      fr: 'Fiche produit',
      es: 'Descripción de producto',
      it: 'Descrizione prodotto',
    },
    description: {
      en: 'Persuasive product copy for your shop page, a marketplace listing or a social media post, written from your product details and photo. For makers, sellers and small online brands.',
      fr: 'Un texte produit convaincant pour votre boutique en ligne, une annonce sur une marketplace ou une publication sur les réseaux sociaux, rédigé à partir des caractéristiques et de la photo de votre produit. Pour les créateurs, les vendeurs et les petites marques en ligne.',
      es: 'Textos de producto persuasivos para tu tienda online, un anuncio en un marketplace o una publicación en redes sociales, a partir de las características y la foto de tu producto. Para artesanos, vendedores y pequeñas marcas online.',
      it: 'Testi prodotto persuasivi per il tuo negozio online, un annuncio su un marketplace o un post sui social, scritti a partire dalle caratteristiche e dalla foto del prodotto. Per artigiani, venditori e piccoli brand online.',
    },
    freeRequestsPerMonth: 10,
    variations: [
      {
        key: 'online_shop',
        name: {
          en: 'Online shop',
          fr: 'Boutique en ligne',
          es: 'Tienda online',
          it: 'Negozio online',
        },
        description: {
          en: 'A complete product page with a headline, benefits and details, written with search engines in mind.',
          fr: 'Une fiche complète avec accroche, bénéfices et caractéristiques, pensée pour le référencement.',
          es: 'Una ficha completa con titular, ventajas y características, pensada para los buscadores.',
          it: 'Una scheda completa con titolo, vantaggi e caratteristiche, pensata per i motori di ricerca.',
        },
      },
      {
        key: 'marketplace_listing',
        name: {
          en: 'Marketplace listing',
          fr: 'Annonce marketplace',
          es: 'Anuncio en marketplace',
          it: 'Annuncio su marketplace',
        },
        description: {
          en: 'A keyword-rich title and easy-to-scan bullet points for Amazon, Etsy, eBay and the like.',
          fr: 'Un titre riche en mots-clés et des puces faciles à parcourir pour Amazon, Etsy, Vinted ou leboncoin.',
          es: 'Un título con palabras clave y viñetas fáciles de leer para Amazon, Etsy, eBay o Wallapop.',
          it: 'Un titolo ricco di parole chiave ed elenchi puntati facili da leggere per Amazon, Etsy, eBay o Subito.',
        },
      },
      {
        key: 'social_media_post',
        name: {
          en: 'Social media post',
          fr: 'Publication pour les réseaux sociaux',
          es: 'Publicación en redes sociales',
          it: 'Post per i social',
        },
        description: {
          en: 'A short, catchy caption with hashtags for Instagram, Facebook or TikTok.',
          fr: 'Une légende courte et accrocheuse, avec hashtags, pour Instagram, Facebook ou TikTok.',
          es: 'Un texto breve y llamativo con hashtags para Instagram, Facebook o TikTok.',
          it: 'Una didascalia breve e accattivante, con hashtag, per Instagram, Facebook o TikTok.',
        },
      },
    ],
    steps: [
      {
        title: {
          en: 'Your product',
          fr: 'Votre produit',
          es: 'Tu producto',
          it: 'Il tuo prodotto',
        },
        description: {
          en: 'Tell us what you are selling.',
          fr: 'Présentez-nous ce que vous vendez.',
          es: 'Cuéntanos qué vendes.',
          it: 'Raccontaci cosa vendi.',
        },
        fields: [
          {
            name: 'product_name',
            type: 'text',
            label: {
              en: 'Product name',
              fr: 'Nom du produit',
              es: 'Nombre del producto',
              it: 'Nome del prodotto',
            },
            placeholder: {
              en: 'Hand-thrown stoneware mug, 350 ml',
              fr: 'Tasse en grès tournée à la main, 35 cl',
              es: 'Taza de gres hecha a torno, 350 ml',
              it: 'Tazza in gres fatta al tornio, 350 ml',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'product_category',
            type: 'select',
            label: { en: 'Category', fr: 'Catégorie', es: 'Categoría', it: 'Categoria' },
            options: [
              {
                value: 'fashion',
                label: {
                  en: 'Fashion and accessories',
                  fr: 'Mode et accessoires',
                  es: 'Moda y complementos',
                  it: 'Moda e accessori',
                },
              },
              {
                value: 'home',
                label: {
                  en: 'Home and decor',
                  fr: 'Maison et déco',
                  es: 'Hogar y decoración',
                  it: 'Casa e arredo',
                },
              },
              {
                value: 'beauty',
                label: {
                  en: 'Beauty and wellbeing',
                  fr: 'Beauté et bien-être',
                  es: 'Belleza y bienestar',
                  it: 'Bellezza e benessere',
                },
              },
              {
                value: 'electronics',
                label: {
                  en: 'Electronics and gadgets',
                  fr: 'High-tech et gadgets',
                  es: 'Electrónica y gadgets',
                  it: 'Elettronica e gadget',
                },
              },
              {
                value: 'food',
                label: {
                  en: 'Food and drink',
                  fr: 'Épicerie et boissons',
                  es: 'Alimentación y bebidas',
                  it: 'Cibo e bevande',
                },
              },
              {
                value: 'other',
                label: { en: 'Something else', fr: 'Autre', es: 'Otra cosa', it: 'Altro' },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'price',
            type: 'number',
            label: { en: 'Price', fr: 'Prix', es: 'Precio', it: 'Prezzo' },
            help: {
              en: 'Optional: add it if you want the price mentioned in the text.',
              fr: 'Facultatif : indiquez-le si vous souhaitez qu’il apparaisse dans le texte.',
              es: 'Opcional: añádelo si quieres que aparezca en el texto.',
              it: 'Facoltativo: inseriscilo se vuoi che compaia nel testo.',
            },
            placeholder: { en: '28', fr: '32', es: '29', it: '30' },
            rules: { required: false, min: 0, max: 1000000 },
          },
          {
            name: 'product_photo',
            type: 'file',
            label: {
              en: 'Product photo',
              fr: 'Photo du produit',
              es: 'Foto del producto',
              it: 'Foto del prodotto',
            },
            help: {
              en: 'Optional, but a photo helps us describe the colours, materials and finish accurately.',
              fr: 'Facultative, mais une photo nous aide à décrire fidèlement les couleurs, les matières et les finitions.',
              es: 'Opcional, pero una foto nos ayuda a describir con precisión los colores, los materiales y los acabados.',
              it: 'Facoltativa, ma una foto ci aiuta a descrivere con precisione colori, materiali e finiture.',
            },
            rules: {
              required: false,
              accept: ['image/jpeg', 'image/png', 'image/webp'],
              maxSizeMb: 8,
            },
          },
        ],
      },
      {
        title: {
          en: 'Features and audience',
          fr: 'Caractéristiques et clientèle',
          es: 'Características y público',
          it: 'Caratteristiche e pubblico',
        },
        description: {
          en: 'What makes it worth buying, and for whom.',
          fr: 'Ce qui donne envie de l’acheter, et à qui.',
          es: 'Por qué merece la pena comprarlo y para quién.',
          it: 'Perché vale la pena comprarlo, e per chi.',
        },
        fields: [
          {
            name: 'key_features',
            type: 'textarea',
            label: {
              en: 'Key features and benefits',
              fr: 'Points forts',
              es: 'Características y ventajas principales',
              it: 'Caratteristiche e vantaggi principali',
            },
            help: {
              en: 'One per line or separated by commas: the facts matter more than the wording.',
              fr: 'Un par ligne ou séparés par des virgules : les faits comptent plus que la formulation.',
              es: 'Uno por línea o separados por comas: importan más los datos que la redacción.',
              it: 'Uno per riga o separati da virgole: contano più i fatti che la forma.',
            },
            placeholder: {
              en: 'Handmade in Cornwall, dishwasher safe, keeps coffee hot for longer, every glaze is unique.',
              fr: 'Fabriquée à la main en Bretagne, passe au lave-vaisselle, garde le café chaud plus longtemps, émail unique.',
              es: 'Hecha a mano en Talavera, apta para lavavajillas, mantiene el café caliente más tiempo y cada esmalte es único.',
              it: 'Fatta a mano a Faenza, lavabile in lavastoviglie, mantiene il caffè caldo più a lungo, smalto sempre unico.',
            },
            rules: { required: true, minLength: 10, maxLength: 1500 },
          },
          {
            name: 'specifications',
            type: 'textarea',
            label: {
              en: 'Specifications',
              fr: 'Caractéristiques techniques',
              es: 'Especificaciones',
              it: 'Specifiche',
            },
            help: {
              en: 'Sizes, materials, dimensions: whatever a buyer checks before ordering.',
              fr: 'Tailles, matières, dimensions : tout ce qu’un acheteur vérifie avant de commander.',
              es: 'Tallas, materiales, medidas: todo lo que un comprador revisa antes de hacer el pedido.',
              it: 'Taglie, materiali, dimensioni: tutto ciò che chi compra controlla prima di ordinare.',
            },
            rules: { required: false, maxLength: 1000 },
            dependsOn: {
              field: 'product_category',
              cases: {
                fashion: {
                  label: {
                    en: 'Materials, sizes and care',
                    fr: 'Matières, tailles et entretien',
                    es: 'Materiales, tallas y cuidados',
                    it: 'Materiali, taglie e manutenzione',
                  },
                  placeholder: {
                    en: '100% organic cotton, sizes XS to XL, true to size, machine wash at 30 °C.',
                    fr: '100 % coton bio, du XS au XL, taille normalement, lavage en machine à 30 °C.',
                    es: '100 % algodón ecológico, de la XS a la XL, talla normal, lavado a máquina a 30 °C.',
                    it: '100% cotone biologico, taglie dalla XS alla XL, vestibilità regolare, lavabile in lavatrice a 30 °C.',
                  },
                },
                home: {
                  label: {
                    en: 'Dimensions and materials',
                    fr: 'Dimensions et matériaux',
                    es: 'Medidas y materiales',
                    it: 'Dimensioni e materiali',
                  },
                  placeholder: {
                    en: 'Solid oak, 120 × 60 × 75 cm, oiled finish, delivered flat-packed.',
                    fr: 'Chêne massif, 120 × 60 × 75 cm, finition huilée, livré en kit.',
                    es: 'Roble macizo, 120 × 60 × 75 cm, acabado al aceite, se entrega desmontado.',
                    it: 'Rovere massello, 120 × 60 × 75 cm, finitura a olio, consegnato da montare.',
                  },
                },
                beauty: {
                  label: {
                    en: 'Ingredients and skin type',
                    fr: 'Ingrédients et type de peau',
                    es: 'Ingredientes y tipo de piel',
                    it: 'Ingredienti e tipo di pelle',
                  },
                  placeholder: {
                    en: 'Shea butter, jojoba oil and vitamin E; suits dry and sensitive skin; 50 ml.',
                    fr: 'Beurre de karité, huile de jojoba et vitamine E ; pour peaux sèches et sensibles ; 50 ml.',
                    es: 'Manteca de karité, aceite de jojoba y vitamina E; para pieles secas y sensibles; 50 ml.',
                    it: 'Burro di karité, olio di jojoba e vitamina E; per pelli secche e sensibili; 50 ml.',
                  },
                },
                electronics: {
                  label: {
                    en: 'Technical specifications',
                    fr: 'Fiche technique',
                    es: 'Especificaciones técnicas',
                    it: 'Specifiche tecniche',
                  },
                  placeholder: {
                    en: 'Bluetooth 5.3, 30-hour battery, USB-C charging, IPX5 water resistance, 210 g.',
                    fr: 'Bluetooth 5.3, 30 h d’autonomie, charge USB-C, résistance à l’eau IPX5, 210 g.',
                    es: 'Bluetooth 5.3, 30 horas de batería, carga por USB-C, resistencia al agua IPX5, 210 g.',
                    it: 'Bluetooth 5.3, 30 ore di autonomia, ricarica USB-C, resistenza all’acqua IPX5, 210 g.',
                  },
                },
                food: {
                  label: {
                    en: 'Ingredients, allergens and storage',
                    fr: 'Ingrédients, allergènes et conservation',
                    es: 'Ingredientes, alérgenos y conservación',
                    it: 'Ingredienti, allergeni e conservazione',
                  },
                  help: {
                    en: 'List allergens clearly: the text will mention them.',
                    fr: 'Indiquez clairement les allergènes : le texte les mentionnera.',
                    es: 'Indica claramente los alérgenos: el texto los mencionará.',
                    it: 'Indica chiaramente gli allergeni: il testo li riporterà.',
                  },
                  placeholder: {
                    en: 'Dark chocolate 70%, hazelnuts, cane sugar; contains nuts, may contain milk; 200 g; store in a cool, dry place.',
                    fr: 'Chocolat noir 70 %, noisettes, sucre de canne ; contient des fruits à coque, traces possibles de lait ; 200 g ; à conserver au frais et au sec.',
                    es: 'Chocolate negro 70 %, avellanas y azúcar de caña; contiene frutos de cáscara y puede contener leche; 200 g; conservar en lugar fresco y seco.',
                    it: 'Cioccolato fondente 70%, nocciole, zucchero di canna; contiene frutta a guscio, può contenere latte; 200 g; conservare in luogo fresco e asciutto.',
                  },
                },
              },
            },
          },
          {
            name: 'target_audience',
            type: 'text',
            label: {
              en: 'Who is it for?',
              fr: 'À qui s’adresse-t-il ?',
              es: '¿A quién va dirigido?',
              it: 'A chi è rivolto?',
            },
            placeholder: {
              en: 'Coffee lovers who appreciate handmade, sustainable homeware',
              fr: 'Amateurs de café sensibles à l’artisanat et aux objets durables',
              es: 'Amantes del café que valoran lo artesanal y sostenible',
              it: 'Amanti del caffè che apprezzano l’artigianato e gli oggetti sostenibili',
            },
            rules: { required: true, minLength: 3, maxLength: 200 },
          },
        ],
      },
      {
        title: {
          en: 'Tone and style',
          fr: 'Ton et style',
          es: 'Tono y estilo',
          it: 'Tono e stile',
        },
        description: {
          en: 'How the text should sound.',
          fr: 'Le style que doit adopter le texte.',
          es: 'Cómo debe sonar el texto.',
          it: 'Come deve suonare il testo.',
        },
        fields: [
          {
            name: 'tone',
            type: 'radio',
            label: { en: 'Tone', fr: 'Ton', es: 'Tono', it: 'Tono' },
            options: [
              {
                value: 'friendly',
                label: {
                  en: 'Warm and friendly',
                  fr: 'Chaleureux et proche',
                  es: 'Cercano y amable',
                  it: 'Caldo e amichevole',
                },
              },
              {
                value: 'premium',
                label: {
                  en: 'Elegant and premium',
                  fr: 'Élégant et haut de gamme',
                  es: 'Elegante y exclusivo',
                  it: 'Elegante e raffinato',
                },
              },
              {
                value: 'playful',
                label: {
                  en: 'Fun and playful',
                  fr: 'Ludique et décalé',
                  es: 'Divertido y desenfadado',
                  it: 'Divertente e leggero',
                },
              },
              {
                value: 'expert',
                label: {
                  en: 'Expert and factual',
                  fr: 'Expert et factuel',
                  es: 'Experto y objetivo',
                  it: 'Tecnico e concreto',
                },
              },
            ],
            rules: { required: true },
          },
          {
            name: 'keywords',
            type: 'text',
            label: {
              en: 'Keywords to include',
              fr: 'Mots-clés à inclure',
              es: 'Palabras clave que incluir',
              it: 'Parole chiave da includere',
            },
            help: {
              en: 'The words your customers search for, separated by commas.',
              fr: 'Les termes que recherchent vos clients, séparés par des virgules.',
              es: 'Los términos que buscan tus clientes, separados por comas.',
              it: 'I termini che cercano i tuoi clienti, separati da virgole.',
            },
            placeholder: {
              en: 'handmade mug, stoneware, gift for coffee lovers',
              fr: 'tasse artisanale, grès, cadeau amateur de café',
              es: 'taza artesanal, gres, regalo para amantes del café',
              it: 'tazza artigianale, gres, regalo per chi ama il caffè',
            },
            rules: { required: false, maxLength: 200 },
          },
          {
            name: 'include_call_to_action',
            type: 'checkbox',
            label: {
              en: 'End with a call to action',
              fr: 'Terminer par un appel à l’action',
              es: 'Terminar con una llamada a la acción',
              it: 'Chiudere con un invito all’acquisto',
            },
            help: {
              en: 'A closing line that nudges readers to buy, order or visit your shop.',
              fr: 'Une phrase finale qui incite à acheter, à commander ou à visiter votre boutique.',
              es: 'Una frase final que anime a comprar, hacer un pedido o visitar tu tienda.',
              it: 'Una frase finale che invita ad acquistare, ordinare o visitare il tuo negozio.',
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
          key: 'headline',
          title: { en: 'Headline', fr: 'Titre', es: 'Titular', it: 'Titolo' },
        },
        {
          key: 'introduction',
          title: { en: 'Opening hook', fr: 'Accroche', es: 'Entradilla', it: 'Frase d’apertura' },
        },
        {
          key: 'key_benefits',
          title: {
            en: 'Key benefits',
            fr: 'Points forts',
            es: 'Ventajas principales',
            it: 'Vantaggi principali',
          },
        },
        {
          key: 'details',
          title: {
            en: 'Details and specifications',
            fr: 'Caractéristiques et détails',
            es: 'Detalles y especificaciones',
            it: 'Dettagli e specifiche',
          },
        },
        {
          key: 'call_to_action',
          title: {
            en: 'Call to action',
            fr: 'Appel à l’action',
            es: 'Llamada a la acción',
            it: 'Invito all’acquisto',
          },
        },
      ],
    },
  },

  // ── Payment reminder ──────────────────────────────────────────────────────────────────────
  {
    key: 'payment_reminder',
    categories: ['business'],
    output: 'pdf',
    slug: {
      en: 'payment-reminder',
      fr: 'relance-facture-impayee',
      es: 'recordatorio-de-pago',
      it: 'sollecito-di-pagamento',
    },
    name: {
      en: 'Payment reminder',
      fr: 'Relance de facture impayée',
      es: 'Recordatorio de pago',
      it: 'Sollecito di pagamento',
    },
    description: {
      en: 'A polite, professional reminder for an overdue invoice, as a PDF you can send straight to your client. For freelancers and small businesses who want to get paid without souring the relationship.',
      fr: 'Une relance courtoise et professionnelle pour une facture en retard, au format PDF, à envoyer directement à votre client. Pour les indépendants et les petites entreprises qui veulent être payés sans froisser leur clientèle.',
      es: 'Un recordatorio amable y profesional para una factura vencida, en PDF y listo para enviar a tu cliente. Para autónomos y pequeñas empresas que quieren cobrar sin estropear la relación.',
      it: 'Un sollecito cortese e professionale per una fattura scaduta, in PDF e pronto da inviare al cliente. Per freelance e piccole imprese che vogliono essere pagati senza rovinare il rapporto.',
    },
    freeRequestsPerMonth: 8,
    steps: [
      {
        title: { en: 'The invoice', fr: 'La facture', es: 'La factura', it: 'La fattura' },
        description: {
          en: 'The details of the unpaid invoice.',
          fr: 'Les informations de la facture impayée.',
          es: 'Los datos de la factura pendiente.',
          it: 'I dati della fattura non pagata.',
        },
        fields: [
          {
            name: 'invoice_number',
            type: 'text',
            label: {
              en: 'Invoice number',
              fr: 'Numéro de facture',
              es: 'Número de factura',
              it: 'Numero della fattura',
            },
            placeholder: {
              en: 'INV-2024-0137',
              fr: 'FA-2024-0137',
              es: 'F2024/0137',
              it: '137/2024',
            },
            rules: {
              required: true,
              minLength: 1,
              maxLength: 30,
              pattern: '^[A-Za-z0-9][A-Za-z0-9/._-]{0,29}$',
              patternMessage: {
                en: 'Use up to 30 letters, digits, hyphens, slashes, dots or underscores, without spaces.',
                fr: 'Utilisez jusqu’à 30 caractères sans espace : lettres, chiffres, tirets, barres obliques, points ou tirets bas.',
                es: 'Usa hasta 30 caracteres sin espacios: letras, números, guiones, barras, puntos o guiones bajos.',
                it: 'Usa fino a 30 caratteri senza spazi: lettere, cifre, trattini, barre, punti o trattini bassi.',
              },
            },
          },
          {
            name: 'amount_due',
            type: 'number',
            label: {
              en: 'Amount due',
              fr: 'Montant dû',
              es: 'Importe pendiente',
              it: 'Importo dovuto',
            },
            help: {
              en: 'The amount still unpaid, including tax.',
              fr: 'Le montant restant à payer, TTC.',
              es: 'El importe que queda por pagar, IVA incluido.',
              it: 'L’importo ancora da pagare, IVA inclusa.',
            },
            placeholder: { en: '1250', fr: '1800', es: '1210', it: '1220' },
            rules: { required: true, min: 0.01, max: 10000000 },
          },
          {
            name: 'currency',
            type: 'select',
            label: { en: 'Currency', fr: 'Devise', es: 'Moneda', it: 'Valuta' },
            options: currencyOptions,
            rules: { required: true },
          },
          {
            name: 'due_date',
            type: 'date',
            label: {
              en: 'Original due date',
              fr: 'Date d’échéance',
              es: 'Fecha de vencimiento',
              it: 'Data di scadenza',
            },
            help: {
              en: 'The payment date stated on the invoice.',
              fr: 'La date de paiement indiquée sur la facture.',
              es: 'La fecha de pago que figura en la factura.',
              it: 'La data di pagamento indicata in fattura.',
            },
            rules: { required: true },
          },
          {
            name: 'service_description',
            type: 'text',
            label: {
              en: 'What was invoiced',
              fr: 'Objet de la facture',
              es: 'Concepto de la factura',
              it: 'Oggetto della fattura',
            },
            placeholder: {
              en: 'Website redesign, March 2024',
              fr: 'Refonte du site web, mars 2024',
              es: 'Rediseño de la web, marzo de 2024',
              it: 'Restyling del sito web, marzo 2024',
            },
            rules: { required: true, minLength: 3, maxLength: 200 },
          },
        ],
      },
      {
        title: {
          en: 'You and your client',
          fr: 'Vous et votre client',
          es: 'Tú y tu cliente',
          it: 'Tu e il tuo cliente',
        },
        description: {
          en: 'Who the reminder comes from and who it goes to.',
          fr: 'L’expéditeur et le destinataire de la relance.',
          es: 'Quién envía el recordatorio y a quién va dirigido.',
          it: 'Chi invia il sollecito e a chi è destinato.',
        },
        fields: [
          {
            name: 'sender_name',
            type: 'text',
            label: {
              en: 'Your name or business name',
              fr: 'Votre nom ou raison sociale',
              es: 'Tu nombre o el de tu empresa',
              it: 'Il tuo nome o quello della tua impresa',
            },
            placeholder: {
              en: 'Northside Studio Ltd',
              fr: 'Atelier Lumen SARL',
              es: 'Estudio Norte S.L.',
              it: 'Studio Lumen S.r.l.',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'client_name',
            type: 'text',
            label: {
              en: 'Client name',
              fr: 'Nom du client',
              es: 'Nombre del cliente',
              it: 'Nome del cliente',
            },
            help: {
              en: 'The company or person the invoice was addressed to.',
              fr: 'La société ou la personne à qui la facture est adressée.',
              es: 'La empresa o la persona a la que va dirigida la factura.',
              it: 'L’azienda o la persona a cui è intestata la fattura.',
            },
            placeholder: {
              en: 'Harbour Coffee Ltd',
              fr: 'Boulangerie Martin',
              es: 'Cafetería El Puerto',
              it: 'Caffè del Porto S.r.l.',
            },
            rules: { required: true, minLength: 2, maxLength: 120 },
          },
          {
            name: 'client_email',
            type: 'email',
            label: {
              en: "Client's email",
              fr: 'E-mail du client',
              es: 'Correo electrónico del cliente',
              it: 'Email del cliente',
            },
            help: {
              en: "Ideally the accounts department's address.",
              fr: 'De préférence l’adresse du service comptabilité.',
              es: 'Mejor la dirección del departamento de contabilidad.',
              it: 'Meglio l’indirizzo dell’ufficio amministrativo.',
            },
            placeholder: {
              en: 'accounts@harbourcoffee.co.uk',
              fr: 'compta@boulangerie-martin.fr',
              es: 'administracion@cafeteriaelpuerto.es',
              it: 'amministrazione@caffedelporto.it',
            },
            rules: { required: true, maxLength: 254 },
          },
          {
            name: 'reminder_level',
            type: 'select',
            label: {
              en: 'Which reminder is this?',
              fr: 'De quelle relance s’agit-il ?',
              es: '¿Qué recordatorio es?',
              it: 'Di quale sollecito si tratta?',
            },
            options: [
              {
                value: 'first',
                label: {
                  en: 'First reminder',
                  fr: 'Première relance',
                  es: 'Primer recordatorio',
                  it: 'Primo sollecito',
                },
              },
              {
                value: 'second',
                label: {
                  en: 'Second reminder',
                  fr: 'Deuxième relance',
                  es: 'Segundo recordatorio',
                  it: 'Secondo sollecito',
                },
              },
              {
                value: 'final',
                label: {
                  en: 'Final notice',
                  fr: 'Dernière relance',
                  es: 'Último aviso',
                  it: 'Ultimo avviso',
                },
              },
            ],
            rules: { required: true },
          },
        ],
      },
      {
        title: {
          en: 'Tone and payment',
          fr: 'Ton et règlement',
          es: 'Tono y forma de pago',
          it: 'Tono e pagamento',
        },
        description: {
          en: 'How firm to be, and how your client can pay.',
          fr: 'Le degré de fermeté et les modalités de règlement.',
          es: 'Cuánta firmeza mostrar y cómo puede pagarte tu cliente.',
          it: 'Quanto essere fermi e come il cliente può pagarti.',
        },
        fields: [
          {
            name: 'tone',
            type: 'radio',
            label: { en: 'Tone', fr: 'Ton', es: 'Tono', it: 'Tono' },
            options: [
              {
                value: 'friendly',
                label: { en: 'Friendly', fr: 'Cordial', es: 'Cordial', it: 'Cordiale' },
              },
              {
                value: 'neutral',
                label: {
                  en: 'Neutral and matter-of-fact',
                  fr: 'Neutre et factuel',
                  es: 'Neutro y directo',
                  it: 'Neutro e concreto',
                },
              },
              {
                value: 'firm',
                label: {
                  en: 'Firm but courteous',
                  fr: 'Ferme mais courtois',
                  es: 'Firme pero educado',
                  it: 'Fermo ma cortese',
                },
              },
            ],
            rules: { required: true },
            dependsOn: {
              field: 'reminder_level',
              cases: {
                first: {
                  help: {
                    en: 'A first reminder assumes good faith: the invoice may simply have been overlooked.',
                    fr: 'Une première relance part du principe que la facture a simplement pu être oubliée.',
                    es: 'Un primer recordatorio da por hecho que la factura simplemente se ha pasado por alto.',
                    it: 'Un primo sollecito presuppone la buona fede: la fattura potrebbe essere sfuggita.',
                  },
                  options: [
                    {
                      value: 'friendly',
                      label: {
                        en: 'Friendly: it may just be an oversight',
                        fr: 'Cordial : sans doute un simple oubli',
                        es: 'Cordial: seguramente sea un despiste',
                        it: 'Cordiale: probabilmente è solo una svista',
                      },
                    },
                    {
                      value: 'neutral',
                      label: {
                        en: 'Neutral and matter-of-fact',
                        fr: 'Neutre et factuel',
                        es: 'Neutro y directo',
                        it: 'Neutro e concreto',
                      },
                    },
                  ],
                },
                second: {
                  options: [
                    {
                      value: 'neutral',
                      label: {
                        en: 'Neutral and matter-of-fact',
                        fr: 'Neutre et factuel',
                        es: 'Neutro y directo',
                        it: 'Neutro e concreto',
                      },
                    },
                    {
                      value: 'firm',
                      label: {
                        en: 'Firm but courteous',
                        fr: 'Ferme mais courtois',
                        es: 'Firme pero educado',
                        it: 'Fermo ma cortese',
                      },
                    },
                  ],
                },
                final: {
                  help: {
                    en: 'A final notice states clearly what happens if the invoice stays unpaid, such as late fees or debt collection.',
                    fr: 'Une dernière relance indique clairement ce qui se passera si la facture reste impayée : pénalités de retard ou procédure de recouvrement.',
                    es: 'Un último aviso explica con claridad qué pasará si la factura sigue sin pagarse, como los intereses de demora o una reclamación formal.',
                    it: 'Un ultimo avviso spiega chiaramente cosa succede se la fattura resta non pagata, come gli interessi di mora o il recupero crediti.',
                  },
                  options: [
                    {
                      value: 'firm',
                      label: {
                        en: 'Firm but courteous',
                        fr: 'Ferme mais courtois',
                        es: 'Firme pero educado',
                        it: 'Fermo ma cortese',
                      },
                    },
                    {
                      value: 'formal',
                      label: {
                        en: 'Formal, spelling out the next steps',
                        fr: 'Solennel, en précisant les suites envisagées',
                        es: 'Formal, detallando las medidas que tomarás',
                        it: 'Formale, indicando i passi successivi',
                      },
                    },
                  ],
                },
              },
            },
          },
          {
            name: 'payment_deadline_days',
            type: 'number',
            label: {
              en: 'Days allowed to pay',
              fr: 'Délai de paiement accordé (en jours)',
              es: 'Plazo para pagar (en días)',
              it: 'Termine per pagare (in giorni)',
            },
            help: {
              en: 'The new deadline the letter gives your client, counted from today.',
              fr: 'Le nouveau délai laissé à votre client, à compter d’aujourd’hui.',
              es: 'El nuevo plazo que la carta da a tu cliente, a contar desde hoy.',
              it: 'Il nuovo termine concesso al cliente, a partire da oggi.',
            },
            placeholder: { en: '7', fr: '8', es: '10', it: '15' },
            rules: { required: true, min: 1, max: 60 },
          },
          {
            name: 'payment_details',
            type: 'textarea',
            label: {
              en: 'How to pay',
              fr: 'Modalités de règlement',
              es: 'Cómo pagar',
              it: 'Modalità di pagamento',
            },
            help: {
              en: 'Bank details, a payment link or any other method you accept.',
              fr: 'Coordonnées bancaires, lien de paiement ou tout autre moyen que vous acceptez.',
              es: 'Datos bancarios, un enlace de pago o cualquier otro método que aceptes.',
              it: 'Coordinate bancarie, un link di pagamento o qualsiasi altro metodo che accetti.',
            },
            placeholder: {
              en: 'Bank transfer to Northside Studio Ltd, IBAN GB29 NWBK 6016 1331 9268 19',
              fr: 'Virement sur l’IBAN FR76 3000 6000 0112 3456 7890 189 au nom d’Atelier Lumen',
              es: 'Transferencia a la cuenta ES91 2100 0418 4502 0005 1332 a nombre de Estudio Norte S.L.',
              it: 'Bonifico sull’IBAN IT60 X054 2811 1010 0000 0123 456 intestato a Studio Lumen S.r.l.',
            },
            rules: { required: false, maxLength: 1000 },
          },
          {
            name: 'mention_late_fees',
            type: 'checkbox',
            label: {
              en: 'Mention late-payment fees',
              fr: 'Mentionner les pénalités de retard',
              es: 'Mencionar los intereses de demora',
              it: 'Menzionare gli interessi di mora',
            },
            help: {
              en: 'Adds a reminder that late fees or statutory interest may apply under your terms or the law.',
              fr: 'Ajoute un rappel des pénalités de retard prévues par vos conditions générales ou par la loi.',
              es: 'Añade un aviso de que pueden aplicarse intereses de demora según tus condiciones o la ley.',
              it: 'Aggiunge un richiamo agli interessi di mora previsti dalle tue condizioni o dalla legge.',
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
          key: 'letterhead',
          title: {
            en: 'Sender and recipient',
            fr: 'Expéditeur et destinataire',
            es: 'Remitente y destinatario',
            it: 'Mittente e destinatario',
          },
        },
        {
          key: 'invoice_reference',
          title: {
            en: 'Invoice reference',
            fr: 'Référence de la facture',
            es: 'Referencia de la factura',
            it: 'Riferimenti della fattura',
          },
        },
        {
          key: 'reminder',
          title: { en: 'Reminder', fr: 'Rappel', es: 'Recordatorio', it: 'Sollecito' },
        },
        {
          key: 'payment_instructions',
          title: {
            en: 'Payment instructions',
            fr: 'Modalités de règlement',
            es: 'Instrucciones de pago',
            it: 'Modalità di pagamento',
          },
        },
        {
          key: 'closing',
          title: {
            en: 'Closing and signature',
            fr: 'Formule de politesse et signature',
            es: 'Despedida y firma',
            it: 'Saluti e firma',
          },
        },
      ],
    },
  },
]
