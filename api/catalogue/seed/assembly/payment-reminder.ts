// payment_reminder: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

/** The amount due in the invoice's currency, formatted for the letter's language. */
const amount =
  '{currency, select, gbp {{amount_due, number, ::currency/GBP}} chf {{amount_due, number, ::currency/CHF}} usd {{amount_due, number, ::currency/USD}} other {{amount_due, number, ::currency/EUR}}}'
const due = '{due_date, date, long}'

const days = {
  en: '{payment_deadline_days, plural, one {# day} other {# days}}',
  fr: '{payment_deadline_days, plural, one {# jour} other {# jours}}',
  es: '{payment_deadline_days, plural, one {# día} other {# días}}',
  it: '{payment_deadline_days, plural, one {# giorno} other {# giorni}}',
}

export const paymentReminder: TemplateAssembly = {
  sections: {
    letterhead: {
      en: [
        { paragraph: '**{sender_name}**' },
        { paragraph: '{client_name}\n{client_email}' },
        { paragraph: '{today, date, long}' },
      ],
      fr: [
        { paragraph: '**{sender_name}**' },
        { paragraph: '{client_name}\n{client_email}' },
        { paragraph: 'Le {today, date, long}' },
      ],
      es: [
        { paragraph: '**{sender_name}**' },
        { paragraph: '{client_name}\n{client_email}' },
        { paragraph: '{today, date, long}' },
      ],
      it: [
        { paragraph: '**{sender_name}**' },
        { paragraph: 'Alla cortese attenzione di {client_name}\n{client_email}' },
        { paragraph: '{today, date, long}' },
      ],
    },

    invoice_reference: {
      en: [
        {
          paragraph:
            '**{reminder_level, select, second {Second payment reminder} final {Final notice} other {Payment reminder}}: invoice {invoice_number}**',
        },
      ],
      fr: [
        {
          paragraph:
            '**Objet\u00a0: {reminder_level, select, second {deuxième relance} final {{tone, select, formal {mise en demeure de payer} other {dernière relance}}} other {relance}} – facture n°\u00a0{invoice_number}**',
        },
      ],
      es: [
        {
          paragraph:
            '**Asunto: {reminder_level, select, second {segundo recordatorio de pago} final {{tone, select, formal {requerimiento formal de pago} other {último aviso de pago}}} other {recordatorio de pago}} – factura n.º {invoice_number}**',
        },
      ],
      it: [
        {
          paragraph:
            '**Oggetto: {reminder_level, select, second {secondo sollecito di pagamento} final {{tone, select, formal {ultimo sollecito e costituzione in mora} other {ultimo avviso di pagamento}}} other {sollecito di pagamento}} – fattura n. {invoice_number}**',
        },
      ],
    },

    reminder: {
      en: [
        { paragraph: 'Hello,', when: 'tone=friendly' },
        { paragraph: 'Dear Sir or Madam,', when: 'tone!=friendly' },
        {
          paragraph: `{tone, select, friendly {We hope all is well. This is a quick reminder that, according to our records, invoice {invoice_number} ({service_description}) for ${amount}, due on ${due}, has not been paid yet. It has probably just slipped through the net.} other {According to our records, invoice {invoice_number} ({service_description}) for ${amount}, which fell due on ${due}, has not yet been paid.}}`,
          when: 'reminder_level=first',
        },
        {
          paragraph: `We recently sent you a reminder about invoice {invoice_number} ({service_description}) for ${amount}, which fell due on ${due}. According to our records, this invoice is still unpaid.`,
          when: 'reminder_level=second',
        },
        {
          paragraph: `Despite our previous reminders, invoice {invoice_number} ({service_description}) for ${amount}, which fell due on ${due}, remains unpaid.`,
          when: 'reminder_level=final',
        },
        {
          paragraph: `{tone, select, friendly {We would be grateful if you could arrange payment within the next ${days.en}.} firm {We must now ask you to pay this amount in full within ${days.en} of the date of this letter.} formal {We hereby formally request payment of the full amount within ${days.en} of the date of this letter.} other {Please arrange payment of this amount within ${days.en} of the date of this letter.}}`,
        },
        {
          paragraph:
            'If payment has not been received by then, we will have to consider what further steps to take.',
          when: ['reminder_level=second', 'tone=firm'],
        },
        {
          paragraph:
            'If payment has not been received by then, we will have no choice but to take further steps to recover the debt.',
          when: ['reminder_level=final', 'tone!=formal'],
        },
        {
          paragraph:
            'If payment has not been received by that date, we will refer the matter for debt recovery, including legal proceedings if necessary, without further notice. Any costs this incurs may be charged to you.',
          when: ['reminder_level=final', 'tone=formal'],
        },
        {
          paragraph:
            'Please note that, under our terms and conditions and the applicable law, late payment may incur interest and compensation for recovery costs.',
          when: 'mention_late_fees',
        },
      ],
      fr: [
        { paragraph: 'Bonjour,', when: 'tone=friendly' },
        { paragraph: 'Madame, Monsieur,', when: 'tone!=friendly' },
        {
          paragraph: `{tone, select, friendly {Sauf erreur de notre part, la facture n°\u00a0{invoice_number} ({service_description}), d’un montant de ${amount} et arrivée à échéance le ${due}, n’a pas encore été réglée. Il s’agit sans doute d’un simple oubli.} other {Sauf erreur ou omission de notre part, la facture n°\u00a0{invoice_number} ({service_description}), d’un montant de ${amount} et arrivée à échéance le ${due}, reste à ce jour impayée.}}`,
          when: 'reminder_level=first',
        },
        {
          paragraph: `Nous vous avons récemment adressé un rappel au sujet de la facture n°\u00a0{invoice_number} ({service_description}), d’un montant de ${amount}, arrivée à échéance le ${due}. Sauf erreur de notre part, celle-ci n’a toujours pas été réglée.`,
          when: 'reminder_level=second',
        },
        {
          paragraph: `Malgré nos précédentes relances, la facture n°\u00a0{invoice_number} ({service_description}), d’un montant de ${amount} et arrivée à échéance le ${due}, demeure impayée à ce jour.`,
          when: 'reminder_level=final',
        },
        {
          paragraph: `{tone, select, friendly {Nous vous serions reconnaissants de bien vouloir en effectuer le règlement sous ${days.fr}.} firm {Nous vous demandons de régler l’intégralité de cette somme dans un délai de ${days.fr} à compter de la date du présent courrier.} formal {Par la présente, nous vous mettons en demeure de régler l’intégralité de cette somme dans un délai de ${days.fr} à compter de la date du présent courrier.} other {Nous vous remercions de bien vouloir procéder à son règlement dans un délai de ${days.fr} à compter de la date du présent courrier.}}`,
        },
        {
          paragraph:
            'À défaut de règlement dans ce délai, nous serons contraints d’envisager d’autres démarches.',
          when: ['reminder_level=second', 'tone=firm'],
        },
        {
          paragraph:
            'À défaut de règlement dans ce délai, nous nous verrons dans l’obligation d’engager une procédure de recouvrement.',
          when: ['reminder_level=final', 'tone!=formal'],
        },
        {
          paragraph:
            'À défaut de règlement dans ce délai, nous engagerons sans nouvel avis une procédure de recouvrement, le cas échéant par voie judiciaire. Les frais qui en découleront pourront être mis à votre charge.',
          when: ['reminder_level=final', 'tone=formal'],
        },
        {
          paragraph:
            'Nous vous rappelons que, conformément à nos conditions générales et à la réglementation en vigueur, tout retard de paiement peut donner lieu à l’application de pénalités de retard ainsi que d’une indemnité forfaitaire pour frais de recouvrement.',
          when: 'mention_late_fees',
        },
      ],
      es: [
        { paragraph: 'Estimado cliente:' },
        {
          paragraph: `{tone, select, friendly {Esperamos que se encuentre bien. Le escribimos para recordarle que, según nuestros registros, la factura n.º {invoice_number} ({service_description}), por importe de ${amount} y con vencimiento el ${due}, todavía no se ha abonado. Seguramente se trate de un simple descuido.} other {Según nuestros registros, la factura n.º {invoice_number} ({service_description}), por importe de ${amount}, venció el ${due} y todavía está pendiente de pago.}}`,
          when: 'reminder_level=first',
        },
        {
          paragraph: `Hace unos días le enviamos un recordatorio relativo a la factura n.º {invoice_number} ({service_description}), por importe de ${amount}, que venció el ${due}. Según nuestros registros, sigue pendiente de pago.`,
          when: 'reminder_level=second',
        },
        {
          paragraph: `Pese a nuestros recordatorios anteriores, la factura n.º {invoice_number} ({service_description}), por importe de ${amount} y vencida el ${due}, sigue sin abonarse.`,
          when: 'reminder_level=final',
        },
        {
          paragraph: `{tone, select, friendly {Le agradeceríamos que realizara el pago en los próximos ${days.es}.} firm {Le pedimos que abone la totalidad de dicho importe en un plazo de ${days.es} a contar desde la fecha de esta carta.} formal {Por medio de la presente, le requerimos formalmente el pago íntegro de dicho importe en un plazo de ${days.es} a contar desde la fecha de esta carta.} other {Le rogamos que realice el pago de dicho importe en un plazo de ${days.es} a contar desde la fecha de esta carta.}}`,
        },
        {
          paragraph:
            'Si para entonces no hemos recibido el pago, nos veremos obligados a estudiar otras medidas.',
          when: ['reminder_level=second', 'tone=firm'],
        },
        {
          paragraph:
            'Si transcurrido este plazo no hemos recibido el pago, nos veremos obligados a iniciar las gestiones necesarias para el cobro de la deuda.',
          when: ['reminder_level=final', 'tone!=formal'],
        },
        {
          paragraph:
            'Si transcurrido este plazo no hemos recibido el pago, iniciaremos sin más aviso las acciones oportunas para el cobro de la deuda, incluida la vía judicial. Los gastos que de ello se deriven podrán correr a su cargo.',
          when: ['reminder_level=final', 'tone=formal'],
        },
        {
          paragraph:
            'Le recordamos que, de acuerdo con nuestras condiciones generales y la normativa vigente, el retraso en el pago puede devengar intereses de demora y dar lugar a una indemnización por los costes de cobro.',
          when: 'mention_late_fees',
        },
      ],
      it: [
        { paragraph: 'Gentile cliente,' },
        {
          paragraph: `{tone, select, friendly {Speriamo che stia bene. Le scriviamo per ricordarle che, dalle nostre verifiche, la fattura n. {invoice_number} ({service_description}), dell’importo di ${amount} e con scadenza in data ${due}, non risulta ancora pagata. Probabilmente si tratta di una semplice svista.} other {Dalle nostre verifiche, la fattura n. {invoice_number} ({service_description}), dell’importo di ${amount} e scaduta in data ${due}, non risulta ancora saldata.}}`,
          when: 'reminder_level=first',
        },
        {
          paragraph: `Di recente le abbiamo inviato un sollecito relativo alla fattura n. {invoice_number} ({service_description}), dell’importo di ${amount}, scaduta in data ${due}. Dalle nostre verifiche, la fattura risulta tuttora non pagata.`,
          when: 'reminder_level=second',
        },
        {
          paragraph: `Nonostante i nostri precedenti solleciti, la fattura n. {invoice_number} ({service_description}), dell’importo di ${amount} e scaduta in data ${due}, risulta ancora insoluta.`,
          when: 'reminder_level=final',
        },
        {
          paragraph: `{tone, select, friendly {Le saremmo grati se potesse provvedere al pagamento entro i prossimi ${days.it}.} firm {Le chiediamo di saldare l’intero importo entro ${days.it} dalla data della presente.} formal {Con la presente la invitiamo formalmente a saldare l’intero importo entro ${days.it} dalla data di questa lettera. La presente vale come formale costituzione in mora.} other {La preghiamo di provvedere al pagamento di tale importo entro ${days.it} dalla data della presente.}}`,
        },
        {
          paragraph:
            'In mancanza del pagamento entro tale termine, saremo costretti a valutare ulteriori iniziative.',
          when: ['reminder_level=second', 'tone=firm'],
        },
        {
          paragraph:
            'In mancanza del pagamento entro tale termine, saremo costretti ad avviare le procedure di recupero del credito.',
          when: ['reminder_level=final', 'tone!=formal'],
        },
        {
          paragraph:
            'Trascorso inutilmente tale termine, procederemo senza ulteriore avviso al recupero del credito, anche per via giudiziale, con le relative spese a suo carico.',
          when: ['reminder_level=final', 'tone=formal'],
        },
        {
          paragraph:
            'Le ricordiamo che, ai sensi delle nostre condizioni generali e della normativa vigente, il ritardo nel pagamento può comportare l’applicazione degli interessi di mora e il rimborso dei costi di recupero.',
          when: 'mention_late_fees',
        },
      ],
    },

    payment_instructions: {
      en: [
        { paragraph: 'You can pay as follows:', when: 'payment_details' },
        { bullets: { lines: 'payment_details' }, when: 'payment_details' },
        {
          paragraph: 'Please quote {invoice_number} as the payment reference.',
          when: 'payment_details',
        },
        {
          paragraph:
            'You can pay using the payment details shown on the invoice, quoting {invoice_number} as the payment reference.',
          when: '!payment_details',
        },
      ],
      fr: [
        {
          paragraph: 'Vous pouvez effectuer votre règlement selon les modalités suivantes\u00a0:',
          when: 'payment_details',
        },
        { bullets: { lines: 'payment_details' }, when: 'payment_details' },
        {
          paragraph:
            'Merci d’indiquer le numéro de facture {invoice_number} en référence de votre paiement.',
          when: 'payment_details',
        },
        {
          paragraph:
            'Vous pouvez effectuer votre règlement selon les modalités indiquées sur la facture, en rappelant le numéro {invoice_number} en référence de votre paiement.',
          when: '!payment_details',
        },
      ],
      es: [
        { paragraph: 'Puede realizar el pago de la siguiente forma:', when: 'payment_details' },
        { bullets: { lines: 'payment_details' }, when: 'payment_details' },
        {
          paragraph:
            'Le rogamos que indique el número de factura {invoice_number} como concepto del pago.',
          when: 'payment_details',
        },
        {
          paragraph:
            'Puede realizar el pago con los datos que figuran en la factura, indicando el número {invoice_number} como concepto.',
          when: '!payment_details',
        },
      ],
      it: [
        {
          paragraph: 'Può effettuare il pagamento con le seguenti modalità:',
          when: 'payment_details',
        },
        { bullets: { lines: 'payment_details' }, when: 'payment_details' },
        {
          paragraph:
            'La preghiamo di indicare il numero della fattura {invoice_number} nella causale del pagamento.',
          when: 'payment_details',
        },
        {
          paragraph:
            'Può effettuare il pagamento con le modalità indicate in fattura, riportando il numero {invoice_number} nella causale.',
          when: '!payment_details',
        },
      ],
    },

    closing: {
      en: [
        {
          paragraph:
            '{reminder_level, select, second {If you have already made this payment, please disregard this letter. If there is a problem with the invoice, or if you are having difficulty paying, please contact us so that we can find a solution together.} final {If payment has been made in the meantime, please disregard this notice. Should you wish to discuss this matter, please contact us without delay.} other {If you have already made this payment, please disregard this reminder. If you have any questions about the invoice, please do not hesitate to contact us.}}',
        },
        { paragraph: 'Kind regards,', when: 'tone=friendly' },
        { paragraph: 'Yours faithfully,', when: 'tone!=friendly' },
        { paragraph: '{sender_name}' },
      ],
      fr: [
        {
          paragraph:
            '{reminder_level, select, second {Si votre règlement a été effectué entre-temps, nous vous prions de ne pas tenir compte de ce courrier. En cas de difficulté, n’hésitez pas à nous contacter afin que nous trouvions ensemble une solution.} final {Si votre règlement a été effectué entre-temps, nous vous prions de ne pas tenir compte de la présente. Pour toute question, nous vous invitons à nous contacter sans délai.} other {Si votre règlement a été effectué entre-temps, nous vous prions de ne pas tenir compte de ce courrier. Pour toute question au sujet de cette facture, nous restons à votre disposition.}}',
        },
        { paragraph: 'Bien cordialement,', when: 'tone=friendly' },
        {
          paragraph:
            'Nous vous prions d’agréer, Madame, Monsieur, l’expression de nos salutations distinguées.',
          when: 'tone!=friendly',
        },
        { paragraph: '{sender_name}' },
      ],
      es: [
        {
          paragraph:
            '{reminder_level, select, second {Si ya ha realizado el pago, le rogamos que no tenga en cuenta esta carta. Si existe algún problema con la factura o alguna dificultad para el pago, póngase en contacto con nosotros para que podamos buscar juntos una solución.} final {Si el pago se ha efectuado en los últimos días, le rogamos que no tenga en cuenta esta carta. Para cualquier aclaración, le pedimos que se ponga en contacto con nosotros sin demora.} other {Si ya ha realizado el pago, le rogamos que no tenga en cuenta este recordatorio. Para cualquier duda sobre la factura, quedamos a su disposición.}}',
        },
        { paragraph: 'Un cordial saludo,', when: 'tone=friendly' },
        { paragraph: 'Atentamente,', when: 'tone!=friendly' },
        { paragraph: '{sender_name}' },
      ],
      it: [
        {
          paragraph:
            '{reminder_level, select, second {Se ha già provveduto al pagamento, la preghiamo di non tenere conto della presente. In caso di problemi con la fattura o di difficoltà nel pagamento, la invitiamo a contattarci per trovare insieme una soluzione.} final {Qualora il pagamento fosse già stato effettuato, la preghiamo di non tenere conto della presente. Per qualsiasi chiarimento, la invitiamo a contattarci senza indugio.} other {Se ha già provveduto al pagamento, la preghiamo di non tenere conto del presente sollecito. Restiamo a disposizione per qualsiasi chiarimento sulla fattura.}}',
        },
        { paragraph: 'Cordiali saluti,', when: 'tone=friendly' },
        { paragraph: 'Distinti saluti,', when: 'tone!=friendly' },
        { paragraph: '{sender_name}' },
      ],
    },
  },

  examples: {
    en: {
      invoice_number: 'INV-2026-0214',
      amount_due: '1250',
      currency: 'gbp',
      due_date: '2026-10-30',
      service_description: 'Website redesign and copywriting, September 2026',
      sender_name: 'Northside Studio Ltd',
      client_name: 'Harbour Coffee Ltd',
      client_email: 'accounts@harbourcoffee.co.uk',
      reminder_level: 'second',
      tone: 'firm',
      payment_deadline_days: '7',
      payment_details:
        'Bank transfer to Northside Studio Ltd, sort code 60-16-13, account number 31926819\nCard payment online at northsidestudio.co.uk/pay',
      mention_late_fees: 'true',
    },
    fr: {
      invoice_number: 'FA-2026-0412',
      amount_due: '1800',
      currency: 'eur',
      due_date: '2026-10-15',
      service_description: 'Refonte du site web, septembre 2026',
      sender_name: 'Atelier Lumen SARL',
      client_name: 'Boulangerie Martin',
      client_email: 'compta@boulangerie-martin.fr',
      reminder_level: 'first',
      tone: 'neutral',
      payment_deadline_days: '8',
      payment_details:
        'Virement sur l’IBAN FR76 3000 6000 0112 3456 7890 189 au nom d’Atelier Lumen SARL\nChèque à l’ordre d’Atelier Lumen SARL',
      mention_late_fees: 'true',
    },
    es: {
      invoice_number: 'F2026/0187',
      amount_due: '1210',
      currency: 'eur',
      due_date: '2026-10-31',
      service_description: 'Diseño de la nueva carta y material gráfico, octubre de 2026',
      sender_name: 'Estudio Norte S.L.',
      client_name: 'Cafetería El Puerto',
      client_email: 'administracion@cafeteriaelpuerto.es',
      reminder_level: 'final',
      tone: 'firm',
      payment_deadline_days: '10',
      payment_details:
        'Transferencia a la cuenta ES91 2100 0418 4502 0005 1332 a nombre de Estudio Norte S.L.',
      mention_late_fees: 'true',
    },
    it: {
      invoice_number: '137/2026',
      amount_due: '1220',
      currency: 'eur',
      due_date: '2026-10-20',
      service_description: 'Restyling del sito web e servizio fotografico, settembre 2026',
      sender_name: 'Studio Lumen S.r.l.',
      client_name: 'Caffè del Porto S.r.l.',
      client_email: 'amministrazione@caffedelporto.it',
      reminder_level: 'final',
      tone: 'formal',
      payment_deadline_days: '15',
      payment_details:
        'Bonifico bancario sull’IBAN IT60 X054 2811 1010 0000 0123 456 intestato a Studio Lumen S.r.l.',
      mention_late_fees: 'false',
    },
  },
}
