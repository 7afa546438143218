// resignation_letter: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

export const resignationLetter: TemplateAssembly = {
  sections: {
    header: {
      en: [
        { paragraph: '{full_name}\n{sender_address}', when: 'sender_address' },
        { paragraph: '{full_name}', when: '!sender_address' },
        { paragraph: '{letter_date, date, long}' },
        { paragraph: '{recipient}\n{company}', when: 'recipient' },
        { paragraph: '{company}', when: '!recipient' },
      ],
      fr: [
        { paragraph: '{full_name}\n{sender_address}', when: 'sender_address' },
        { paragraph: '{full_name}', when: '!sender_address' },
        { paragraph: '{company}\nÀ l’attention de {recipient}', when: 'recipient' },
        { paragraph: '{company}\nService des ressources humaines', when: '!recipient' },
        { paragraph: 'Le {letter_date, date, long}' },
      ],
      es: [
        { paragraph: '{full_name}\n{sender_address}', when: 'sender_address' },
        { paragraph: '{full_name}', when: '!sender_address' },
        { paragraph: '{company}\nA la atención de {recipient}', when: 'recipient' },
        { paragraph: '{company}\nDepartamento de Recursos Humanos', when: '!recipient' },
        { paragraph: '{letter_date, date, long}' },
      ],
      it: [
        { paragraph: '{full_name}\n{sender_address}', when: 'sender_address' },
        { paragraph: '{full_name}', when: '!sender_address' },
        { paragraph: 'Spett.le {company}\nAlla c.a. {recipient}', when: 'recipient' },
        { paragraph: 'Spett.le {company}\nUfficio del personale', when: '!recipient' },
        { paragraph: '{letter_date, date, long}' },
      ],
    },

    subject: {
      en: [{ paragraph: '**Re: Resignation – {job_title}**' }],
      fr: [{ paragraph: '**Objet\u00a0: Démission – {job_title}**' }],
      es: [{ paragraph: '**Asunto: Comunicación de baja voluntaria**' }],
      it: [{ paragraph: '**Oggetto: Dimissioni volontarie**' }],
    },

    resignation: {
      en: [
        { paragraph: 'Dear {recipient},', when: 'recipient' },
        { paragraph: 'Dear Sir or Madam,', when: '!recipient' },
        {
          paragraph:
            'Please accept this letter as formal notice of my resignation from my position as {job_title} at {company}. {reason, select, new_job {I have accepted an offer of employment elsewhere.} relocation {I am moving away from the area and will therefore be unable to continue in this role.} studies {I have decided to return to study.} personal {I have made this decision for personal reasons.} other {}}',
        },
      ],
      fr: [
        { paragraph: 'Madame, Monsieur,' },
        {
          paragraph:
            'Par la présente, je vous informe de ma décision de démissionner du poste que j’occupe au sein de votre entreprise. {reason, select, new_job {J’ai en effet choisi de saisir une nouvelle opportunité professionnelle.} relocation {Je dois en effet déménager prochainement, ce qui ne me permet pas de poursuivre mes fonctions.} studies {J’ai en effet décidé de reprendre mes études.} personal {Ce départ est motivé par des raisons personnelles.} other {}}',
        },
      ],
      es: [
        { paragraph: 'Estimados señores:' },
        {
          paragraph:
            'Por medio de la presente, les comunico mi decisión de causar baja voluntaria en el puesto de {job_title} que ocupo en {company}. {reason, select, new_job {Esta decisión se debe a que he aceptado una nueva oferta de empleo.} relocation {Esta decisión se debe a un cambio de residencia que me impide continuar en el puesto.} studies {Esta decisión responde a mi deseo de retomar los estudios.} personal {Esta decisión se debe a motivos personales.} other {}}',
        },
      ],
      it: [
        { paragraph: 'Gentile {recipient},', when: 'recipient' },
        { paragraph: 'Gentile Direzione,', when: '!recipient' },
        {
          paragraph:
            'con la presente rassegno le mie dimissioni volontarie dall’incarico di {job_title} ricoperto presso {company}. {reason, select, new_job {Ho infatti accettato una nuova proposta di lavoro.} relocation {La decisione è legata a un imminente cambio di residenza, che non mi consente di proseguire il rapporto di lavoro.} studies {Ho infatti deciso di riprendere gli studi.} personal {La decisione è dovuta a motivi personali.} other {}} Come previsto dalla normativa vigente, provvederò a formalizzare le dimissioni anche tramite la procedura telematica del Ministero del Lavoro.',
        },
      ],
    },

    notice_and_last_day: {
      en: [
        {
          paragraph:
            '{notice_weeks, plural, =0 {As we have agreed, I will not be working a notice period, so my last working day will be {last_working_day, date, long}.} one {In line with my notice period of one week, my last working day will be {last_working_day, date, long}.} other {In line with my notice period of # weeks, my last working day will be {last_working_day, date, long}.}}',
        },
        { paragraph: '{extra_details}', when: 'extra_details' },
      ],
      fr: [
        {
          paragraph:
            '{notice_weeks, plural, =0 {Comme nous en sommes convenus, je quitterai l’entreprise sans effectuer de préavis. Mon dernier jour de travail sera donc le {last_working_day, date, long}.} one {Mon préavis d’une semaine commençant à courir à la date de remise de ce courrier, mon dernier jour de travail sera le {last_working_day, date, long}.} other {Mon préavis de # semaines commençant à courir à la date de remise de ce courrier, mon dernier jour de travail sera le {last_working_day, date, long}.}}',
        },
        { paragraph: '{extra_details}', when: 'extra_details' },
      ],
      es: [
        {
          paragraph:
            '{notice_weeks, plural, =0 {Tal como hemos acordado, no cumpliré período de preaviso, por lo que mi último día de trabajo será el {last_working_day, date, long}.} one {Respetando el preaviso de una semana, mi último día de trabajo será el {last_working_day, date, long}.} other {Respetando el preaviso de # semanas, mi último día de trabajo será el {last_working_day, date, long}.}}',
        },
        { paragraph: '{extra_details}', when: 'extra_details' },
      ],
      it: [
        {
          paragraph:
            '{notice_weeks, plural, =0 {Come concordato, lascerò l’azienda senza preavviso: il mio ultimo giorno di lavoro sarà il giorno {last_working_day, date, long}.} one {Nel rispetto del periodo di preavviso di una settimana, presterò servizio fino al giorno {last_working_day, date, long} compreso.} other {Nel rispetto del periodo di preavviso di # settimane, presterò servizio fino al giorno {last_working_day, date, long} compreso.}}',
        },
        { paragraph: '{extra_details}', when: 'extra_details' },
      ],
    },

    thanks_and_handover: {
      en: [
        {
          paragraph:
            'This has not been an easy decision, as I have greatly valued my time at {company}. Thank you for the trust you have placed in me and for everything I have learned while working with you and the team.',
          when: ['tone=cordial', '!gratitude'],
        },
        {
          paragraph:
            'This has not been an easy decision, as I have greatly valued my time at {company}. I would particularly like to thank you for:',
          when: ['tone=cordial', 'gratitude'],
        },
        {
          paragraph: 'I would also like to thank you for:',
          when: ['tone!=cordial', 'gratitude'],
        },
        { bullets: { lines: 'gratitude' }, when: 'gratitude' },
        {
          paragraph:
            'Before I leave, I will do everything I can to ensure a smooth handover, including training my successor and documenting my work in progress.',
          when: 'offer_handover',
        },
      ],
      fr: [
        {
          paragraph:
            'Cette décision n’a pas été facile à prendre, tant j’ai apprécié travailler à vos côtés. Je vous remercie sincèrement de la confiance que vous m’avez accordée et de tout ce que j’ai pu apprendre au sein de votre équipe.',
          when: ['tone=cordial', '!gratitude'],
        },
        {
          paragraph:
            'Cette décision n’a pas été facile à prendre, tant j’ai apprécié travailler à vos côtés. Je tiens en particulier à vous remercier pour\u00a0:',
          when: ['tone=cordial', 'gratitude'],
        },
        {
          paragraph: 'Je tiens également à vous remercier pour\u00a0:',
          when: ['tone!=cordial', 'gratitude'],
        },
        { bullets: { lines: 'gratitude' }, when: 'gratitude' },
        {
          paragraph:
            'Afin de faciliter la passation, je me tiens à votre disposition pour former la personne qui me succédera et pour documenter les dossiers en cours d’ici mon départ.',
          when: 'offer_handover',
        },
      ],
      es: [
        {
          paragraph:
            'No ha sido una decisión fácil, porque he disfrutado mucho trabajando en {company}. Agradezco sinceramente la confianza depositada en mí y todo lo que he aprendido durante este tiempo.',
          when: ['tone=cordial', '!gratitude'],
        },
        {
          paragraph:
            'No ha sido una decisión fácil, porque he disfrutado mucho trabajando en {company}. Quiero agradecer especialmente:',
          when: ['tone=cordial', 'gratitude'],
        },
        {
          paragraph: 'Quiero dejar constancia, asimismo, de mi agradecimiento por:',
          when: ['tone!=cordial', 'gratitude'],
        },
        { bullets: { lines: 'gratitude' }, when: 'gratitude' },
        {
          paragraph:
            'Para facilitar el traspaso, me ofrezco a formar a la persona que me sustituya y a dejar documentado el trabajo pendiente antes de mi salida.',
          when: 'offer_handover',
        },
      ],
      it: [
        {
          paragraph:
            'Non è stata una decisione facile, perché lavorare presso {company} è stata un’esperienza preziosa. Ringrazio sinceramente per la fiducia accordatami e per tutto ciò che ho potuto imparare in questo periodo.',
          when: ['tone=cordial', '!gratitude'],
        },
        {
          paragraph:
            'Non è stata una decisione facile, perché lavorare presso {company} è stata un’esperienza preziosa. Desidero ringraziare in particolare per:',
          when: ['tone=cordial', 'gratitude'],
        },
        {
          paragraph: 'Desidero inoltre esprimere la mia gratitudine per:',
          when: ['tone!=cordial', 'gratitude'],
        },
        { bullets: { lines: 'gratitude' }, when: 'gratitude' },
        {
          paragraph:
            'Per agevolare il passaggio di consegne, resto a disposizione per formare chi mi sostituirà e per documentare le attività in corso prima di lasciare l’azienda.',
          when: 'offer_handover',
        },
      ],
    },

    sign_off: {
      en: [
        {
          paragraph:
            'I would be grateful if you could confirm receipt of this letter.{tone, select, cordial { I wish you and everyone at {company} every success for the future.} other {}}',
        },
        { paragraph: 'Yours sincerely,', when: 'recipient' },
        { paragraph: 'Yours faithfully,', when: '!recipient' },
        { paragraph: '{full_name}' },
      ],
      fr: [
        {
          paragraph:
            'Je vous remercie de bien vouloir me remettre, à l’issue de mon contrat, mon certificat de travail, mon reçu pour solde de tout compte et mon attestation destinée à France Travail.{tone, select, cordial { Je souhaite à toute l’équipe une excellente continuation.} other {}}',
        },
        {
          paragraph:
            '{tone, select, cordial {Je vous prie de recevoir, Madame, Monsieur, mes salutations les plus cordiales.} other {Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.}}',
        },
        { paragraph: '{full_name}' },
      ],
      es: [
        {
          paragraph:
            'Les ruego que me devuelvan firmada una copia de esta carta como acuse de recibo y que me hagan llegar la liquidación y el finiquito correspondientes.{tone, select, cordial { Deseo a todo el equipo de {company} mucho éxito en el futuro.} other {}}',
        },
        { paragraph: '{tone, select, cordial {Un cordial saludo,} other {Atentamente,}}' },
        { paragraph: '{full_name}' },
      ],
      it: [
        {
          paragraph:
            'Resto in attesa di un cortese riscontro.{tone, select, cordial { Colgo l’occasione per augurare a tutto il team di {company} ogni successo per il futuro.} other {}}',
        },
        { paragraph: '{tone, select, cordial {Cordiali saluti,} other {Distinti saluti,}}' },
        { paragraph: '{full_name}' },
      ],
    },
  },

  examples: {
    en: {
      full_name: 'Helen Carter',
      job_title: 'Senior Accountant',
      company: 'Harbour & Finch LLP',
      recipient: 'James Porter',
      sender_address: '14 Elm Road\nLeeds\nLS6 2AB',
      letter_date: '2026-03-02',
      notice_weeks: '4',
      last_working_day: '2026-03-27',
      reason: 'new_job',
      tone: 'cordial',
      offer_handover: 'true',
      gratitude: 'the chance to lead the audit team\nyour support during my parental leave',
      extra_details:
        'I have two days of annual leave remaining, which I would like to take during my notice period. I will return my laptop and access badge on my last day.',
    },
    fr: {
      full_name: 'Camille Dubois',
      job_title: 'Comptable principale',
      company: 'Cabinet Rousseau & Associés',
      recipient: 'M. Thomas Girard, directeur financier',
      sender_address: '12 rue des Lilas\n69003 Lyon',
      letter_date: '2026-03-02',
      notice_weeks: '8',
      last_working_day: '2026-04-24',
      reason: 'relocation',
      tone: 'cordial',
      offer_handover: 'true',
      gratitude:
        'la confiance que vous m’avez témoignée en me confiant l’encadrement de l’équipe d’audit\nvotre soutien pendant mon congé parental',
      extra_details:
        'Nous nous installons à Bordeaux à la fin du mois d’avril. Si cela vous convient, je peux télétravailler pendant les deux dernières semaines de mon préavis.',
    },
    es: {
      full_name: 'Pablo Herrera Gil',
      job_title: 'contable sénior',
      company: 'Asesoría Robles',
      recipient: 'Javier Robles, director financiero',
      sender_address: 'Calle Mayor 25, 3.º B\n28013 Madrid',
      letter_date: '2026-06-01',
      notice_weeks: '2',
      last_working_day: '2026-06-15',
      reason: 'studies',
      tone: 'cordial',
      offer_handover: 'true',
      gratitude:
        'la oportunidad de dirigir el equipo de auditoría\nel apoyo que recibí durante mi permiso de paternidad',
      extra_details:
        'En septiembre empiezo un máster en ciencia de datos y me encantaría seguir en contacto por si surgiera alguna colaboración en el futuro.',
    },
    it: {
      full_name: 'Elena Rossi',
      job_title: 'contabile senior',
      company: 'Studio Galli Associati',
      recipient: 'Dott. Luca Ferraro',
      sender_address: 'Via Garibaldi 18\n20121 Milano',
      letter_date: '2026-03-02',
      notice_weeks: '4',
      last_working_day: '2026-03-27',
      reason: 'personal',
      tone: 'formal',
      offer_handover: 'true',
      gratitude:
        'l’opportunità di guidare il team di revisione\nil sostegno ricevuto durante il mio congedo parentale',
      extra_details:
        'Restituirò il portatile e il badge l’ultimo giorno di lavoro e vorrei fruire delle ferie residue durante il periodo di preavviso.',
    },
  },
}
