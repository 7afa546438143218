// interview_thank_you: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

export const interviewThankYou: TemplateAssembly = {
  sections: {
    subject: {
      en: [
        { paragraph: 'To: {interviewer_email}', when: 'interviewer_email' },
        { paragraph: 'Subject: Thank you – {job_title} interview' },
      ],
      fr: [
        { paragraph: 'À\u00a0: {interviewer_email}', when: 'interviewer_email' },
        { paragraph: 'Objet\u00a0: Remerciements – entretien pour le poste de {job_title}' },
      ],
      es: [
        { paragraph: 'Para: {interviewer_email}', when: 'interviewer_email' },
        { paragraph: 'Asunto: Agradecimiento por la entrevista – {job_title}' },
      ],
      it: [
        { paragraph: 'A: {interviewer_email}', when: 'interviewer_email' },
        { paragraph: 'Oggetto: Ringraziamento per il colloquio – {job_title}' },
      ],
    },
    greeting: {
      en: [
        { paragraph: 'Dear {interviewer_name},', when: 'interview_format!=panel' },
        { paragraph: 'Dear all,', when: 'interview_format=panel' },
      ],
      fr: [
        { paragraph: 'Bonjour {interviewer_name},', when: 'interview_format!=panel' },
        { paragraph: 'Bonjour à toutes et à tous,', when: 'interview_format=panel' },
      ],
      es: [
        { paragraph: 'Buenos días, {interviewer_name}:', when: 'interview_format!=panel' },
        { paragraph: 'Buenos días:', when: 'interview_format=panel' },
      ],
      it: [
        { paragraph: 'Gentile {interviewer_name},', when: 'interview_format!=panel' },
        { paragraph: 'Gentili tutti,', when: 'interview_format=panel' },
      ],
    },
    thanks: {
      en: [
        {
          paragraph:
            '{interview_format, select, panel {Thank you all — {interviewer_name} — for meeting me on {interview_date, date, long}, to discuss the {job_title} position at {company}.} video {Thank you for taking the time to speak with me by video call on {interview_date, date, long}, about the {job_title} position at {company}.} phone {Thank you for taking the time to speak with me on the phone on {interview_date, date, long}, about the {job_title} position at {company}.} other {Thank you for taking the time to meet me on {interview_date, date, long}, to discuss the {job_title} position at {company}.}} I really enjoyed learning more about the role and the team behind it.',
        },
      ],
      fr: [
        {
          paragraph:
            '{interview_format, select, panel {Je tiens à vous remercier toutes et tous — {interviewer_name} — pour l’entretien que vous m’avez accordé le {interview_date, date, long} au sujet du poste de {job_title} chez {company}.} video {Je vous remercie pour l’entretien en visioconférence que vous m’avez accordé le {interview_date, date, long} au sujet du poste de {job_title} chez {company}.} phone {Je vous remercie pour l’échange téléphonique que nous avons eu le {interview_date, date, long} au sujet du poste de {job_title} chez {company}.} other {Je vous remercie pour l’entretien que vous m’avez accordé le {interview_date, date, long} dans vos locaux, au sujet du poste de {job_title} chez {company}.}} J’ai beaucoup apprécié d’en apprendre davantage sur vos projets et sur l’équipe.',
        },
      ],
      es: [
        {
          paragraph:
            '{interview_format, select, panel {Quiero darles las gracias —{interviewer_name}— por el tiempo que me dedicaron el {interview_date, date, long} para hablar del puesto de {job_title} en {company}.} video {Le agradezco el tiempo que me dedicó en la videollamada del {interview_date, date, long} para hablar del puesto de {job_title} en {company}.} phone {Le agradezco el tiempo que me dedicó en la llamada del {interview_date, date, long} sobre el puesto de {job_title} en {company}.} other {Le agradezco el tiempo que me dedicó el {interview_date, date, long} en sus oficinas para hablar del puesto de {job_title} en {company}.}} Fue un placer conocer más de cerca la empresa y el equipo.',
        },
      ],
      it: [
        {
          paragraph:
            '{interview_format, select, panel {Desidero ringraziare tutti voi — {interviewer_name} — per il colloquio di {interview_date, date, full} e per il tempo che mi avete dedicato: è stato un piacere parlare con voi della posizione di {job_title} presso {company}.} video {La ringrazio per il colloquio in videochiamata di {interview_date, date, full} e per il tempo che mi ha dedicato: è stato un piacere parlare con Lei della posizione di {job_title} presso {company}.} phone {La ringrazio per il colloquio telefonico di {interview_date, date, full} e per il tempo che mi ha dedicato: è stato un piacere parlare con Lei della posizione di {job_title} presso {company}.} other {La ringrazio per il colloquio di {interview_date, date, full} nella vostra sede e per il tempo che mi ha dedicato: è stato un piacere parlare con Lei della posizione di {job_title} presso {company}.}}',
        },
      ],
    },
    conversation: {
      en: [
        {
          paragraph:
            '{interview_format, select, in_person {One moment of my visit has stayed with me.} other {One part of our conversation has stayed with me.}} {memorable_moment}',
          when: 'interview_format!=panel',
        },
        {
          paragraph: 'I also valued what each of you shared with me:',
          when: 'interview_format=panel',
        },
        { bullets: { lines: 'memorable_moment' }, when: 'interview_format=panel' },
      ],
      fr: [
        {
          paragraph:
            '{interview_format, select, in_person {Je retiens en particulier un moment de ma visite.} other {Je retiens en particulier un moment de notre échange.}} {memorable_moment}',
          when: 'interview_format!=panel',
        },
        {
          paragraph: 'Je retiens aussi ce que chacun d’entre vous m’a fait découvrir\u00a0:',
          when: 'interview_format=panel',
        },
        { bullets: { lines: 'memorable_moment' }, when: 'interview_format=panel' },
      ],
      es: [
        {
          paragraph:
            '{interview_format, select, in_person {Hay un momento de la visita que recuerdo especialmente.} other {Hay un momento de nuestra conversación que recuerdo especialmente.}} {memorable_moment}',
          when: 'interview_format!=panel',
        },
        {
          paragraph: 'También les agradezco lo que cada uno de ustedes compartió conmigo:',
          when: 'interview_format=panel',
        },
        { bullets: { lines: 'memorable_moment' }, when: 'interview_format=panel' },
      ],
      it: [
        {
          paragraph:
            '{interview_format, select, in_person {Della visita mi è rimasto impresso in particolare un momento.} other {Della nostra conversazione mi è rimasto impresso in particolare un momento.}} {memorable_moment}',
          when: 'interview_format!=panel',
        },
        {
          paragraph: 'Vi ringrazio anche per ciò che ciascuno di voi ha condiviso con me:',
          when: 'interview_format=panel',
        },
        { bullets: { lines: 'memorable_moment' }, when: 'interview_format=panel' },
      ],
    },
    fit: {
      en: [
        {
          paragraph:
            'Our conversation has made me even more enthusiastic about this opportunity. I’m confident that my experience would let me make a real contribution to {company} from the start, and I would be delighted to join your team.',
        },
        {
          paragraph: 'Thinking it over afterwards, I’d like to add one point. {afterthought}',
          when: 'afterthought',
        },
        {
          paragraph:
            'I’d be happy to meet again whenever suits you, and I can be flexible about a start date.',
          when: 'mention_availability',
        },
      ],
      fr: [
        {
          paragraph:
            'Notre entretien a renforcé mon intérêt pour le poste. J’ai la conviction que mon expérience me permettrait d’apporter rapidement une contribution concrète à {company}, et ce serait un véritable plaisir de rejoindre votre équipe.',
        },
        {
          paragraph: 'En y repensant, je souhaiterais ajouter un point. {afterthought}',
          when: 'afterthought',
        },
        {
          paragraph:
            'Je reste à votre disposition pour un nouvel échange au moment qui vous conviendra, et je peux m’adapter à vos besoins quant à la date de prise de poste.',
          when: 'mention_availability',
        },
      ],
      es: [
        {
          paragraph:
            'La entrevista ha reforzado mi interés por el puesto. Creo sinceramente que mi experiencia me permitiría aportar valor a {company} desde el primer día, y sería un placer incorporarme a su equipo.',
        },
        {
          paragraph: 'Después de pensarlo con calma, me gustaría añadir algo. {afterthought}',
          when: 'afterthought',
        },
        {
          paragraph:
            '{interview_format, select, panel {Quedo a su disposición para una nueva reunión cuando les venga bien, y puedo adaptarme a sus necesidades en cuanto a la fecha de incorporación.} other {Quedo a su disposición para una nueva reunión cuando le venga bien, y puedo adaptarme a sus necesidades en cuanto a la fecha de incorporación.}}',
          when: 'mention_availability',
        },
      ],
      it: [
        {
          paragraph:
            'Il nostro confronto ha rafforzato il mio interesse per questo ruolo. Credo davvero che la mia esperienza mi permetterebbe di dare fin da subito un contributo concreto a {company}, e sarei molto felice di entrare a far parte della vostra squadra.',
        },
        {
          paragraph: 'Ripensandoci, vorrei aggiungere un punto. {afterthought}',
          when: 'afterthought',
        },
        {
          paragraph:
            '{interview_format, select, panel {Resto a vostra disposizione per un nuovo incontro quando vi è più comodo, e posso adattarmi alle vostre esigenze per la data di inizio.} other {Resto a Sua disposizione per un nuovo incontro quando Le è più comodo, e posso adattarmi alle vostre esigenze per la data di inizio.}}',
          when: 'mention_availability',
        },
      ],
    },
    sign_off: {
      en: [
        {
          paragraph:
            '{interview_format, select, panel {Thank you all again for your time.} other {Thank you again for your time.}} I look forward to hearing from you about the next steps.',
        },
        { paragraph: 'Best regards,\n{sender_name}\n{phone}', when: 'phone' },
        { paragraph: 'Best regards,\n{sender_name}', when: '!phone' },
      ],
      fr: [
        {
          paragraph:
            'Merci encore pour le temps que vous m’avez consacré. Dans l’attente de votre retour, je vous souhaite une excellente journée.',
        },
        { paragraph: 'Bien cordialement,\n{sender_name}\n{phone}', when: 'phone' },
        { paragraph: 'Bien cordialement,\n{sender_name}', when: '!phone' },
      ],
      es: [
        {
          paragraph:
            '{interview_format, select, panel {Gracias de nuevo a cada uno de ustedes por su tiempo.} other {Gracias de nuevo por su tiempo.}} Quedo a la espera de sus noticias.',
        },
        { paragraph: 'Un cordial saludo,\n{sender_name}\n{phone}', when: 'phone' },
        { paragraph: 'Un cordial saludo,\n{sender_name}', when: '!phone' },
      ],
      it: [
        {
          paragraph:
            '{interview_format, select, panel {Vi ringrazio ancora per la disponibilità e resto in attesa di un vostro riscontro.} other {La ringrazio ancora per la disponibilità e resto in attesa di un Suo riscontro.}}',
        },
        { paragraph: 'Cordiali saluti,\n{sender_name}\n{phone}', when: 'phone' },
        { paragraph: 'Cordiali saluti,\n{sender_name}', when: '!phone' },
      ],
    },
  },
  examples: {
    en: {
      job_title: 'Customer Success Manager',
      company: 'Brightwell Analytics',
      interview_date: '2026-11-23',
      interview_format: 'in_person',
      interviewer_name: 'Rachel Ahmed',
      interviewer_email: 'rachel.ahmed@brightwell-analytics.co.uk',
      memorable_moment:
        'You showed me round the Manchester office and introduced me to the onboarding team, who explained how they halved the time it takes new clients to go live.',
      sender_name: 'Oliver Grant',
      phone: '+44 7700 900456',
      afterthought:
        'On your question about difficult renewals: at Fernhill Software I kept 94% of at-risk accounts last year by setting up quarterly reviews with each client.',
      mention_availability: 'true',
    },
    fr: {
      job_title: 'chargée de communication interne',
      company: 'Atelier Verne',
      interview_date: '2026-11-23',
      interview_format: 'video',
      interviewer_name: 'Nadia Benali',
      interviewer_email: 'nadia.benali@atelier-verne.fr',
      memorable_moment:
        'Vous m’avez présenté en partage d’écran le nouveau portail intranet, et nous avons parlé de la façon de le faire adopter par les équipes des trois ateliers.',
      sender_name: 'Léa Fontaine',
      phone: '06 98 76 54 32',
      afterthought:
        'Pour répondre à votre question sur les outils, j’ai piloté l’an dernier le lancement d’une lettre interne mensuelle, aujourd’hui lue par plus de 80\u00a0% des salariés.',
      mention_availability: 'true',
    },
    es: {
      job_title: 'técnica de mantenimiento industrial',
      company: 'Talleres Ibarra',
      interview_date: '2026-11-23',
      interview_format: 'phone',
      interviewer_name: 'Sergio Ortega',
      interviewer_email: 'sergio.ortega@talleresibarra.es',
      memorable_moment:
        'Me explicó que el siguiente paso será una prueba práctica en la planta de Vitoria, y hablamos del plan de mantenimiento preventivo que quieren poner en marcha el año que viene.',
      sender_name: 'Carmen Soler',
      phone: '+34 655 432 109',
      afterthought:
        'Sobre su pregunta acerca de los turnos, puedo trabajar en turno de noche sin ningún problema.',
      mention_availability: 'true',
    },
    it: {
      job_title: 'responsabile acquisti',
      company: 'Vetreria Lombardi',
      interview_date: '2026-11-23',
      interview_format: 'panel',
      interviewer_name: 'Francesca Moretti (HR), Paolo Greco (direttore commerciale)',
      interviewer_email: 'francesca.moretti@vetrerialombardi.it',
      memorable_moment:
        'Francesca: il programma di mentoring pensato per i nuovi assunti.\nPaolo: la ricerca di nuovi fornitori di sabbia silicea in Veneto.',
      sender_name: 'Davide Colombo',
      phone: '+39 347 765 4321',
      afterthought:
        'Sulla domanda relativa ai tempi di consegna, nel mio ruolo attuale ho ridotto del 30% i ritardi dei fornitori in un anno.',
      mention_availability: 'true',
    },
  },
}
