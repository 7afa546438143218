// professional_bio: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

// Where the bio is read: written on a page (LinkedIn, a website, a programme) or read aloud on stage.
const PAGE = 'platform!=speaker_intro'
const STAGE = 'platform=speaker_intro'
// The long versions list the highlights; the others keep them in a paragraph.
const LONG = 'length=full_about|long'
const SHORT = 'length!=full_about|long'

// The years of experience in a few words, for each tone (`#` is the number).
const en = {
  warmYears:
    '{years_experience, plural, =0 {I’m just starting out, and enjoying every minute of it.} one {I’ve been doing this for a year now, and I love it.} other {I’ve been doing this for # years, and I still love it.}}',
  boldYears:
    '{years_experience, plural, =0 {Year one, and already making waves.} one {One year in, and just getting started.} other {# years in, and just getting started.}}',
  title: 'That’s the title; here’s what it means in practice.',
}
const fr = {
  warmYears:
    '{years_experience, plural, =0 {Je fais mes premiers pas dans le métier, et j’en savoure chaque instant.} one {Cela fait un an que j’exerce ce métier, et je l’aime toujours autant.} other {Cela fait # ans que j’exerce ce métier, et je l’aime toujours autant.}}',
  boldYears:
    '{years_experience, plural, =0 {Premiers pas dans le métier, et déjà de l’ambition à revendre.} one {Un an de métier, et ce n’est qu’un début.} other {# ans de métier, et ce n’est qu’un début.}}',
  title: 'Voilà pour le titre\u00a0; voici ce qu’il recouvre.',
}
const es = {
  warmYears:
    '{years_experience, plural, =0 {Acabo de empezar en esto y lo disfruto cada día.} one {Llevo un año dedicándome a esto y me encanta.} other {Llevo # años dedicándome a esto y me sigue encantando.}}',
  boldYears:
    '{years_experience, plural, =0 {Primer año en el oficio, y con muchas ganas de dejar huella.} one {Un año en el oficio, y esto no ha hecho más que empezar.} other {# años en el oficio, y esto no ha hecho más que empezar.}}',
  title: 'Ese es el cargo; esto es lo que significa en la práctica.',
}
const it = {
  warmYears:
    '{years_experience, plural, =0 {Ho appena iniziato questo lavoro e lo affronto con grande entusiasmo.} one {Faccio questo lavoro da un anno e mi appassiona ogni giorno.} other {Faccio questo lavoro da # anni e mi appassiona ancora come il primo giorno.}}',
  boldYears:
    '{years_experience, plural, =0 {Primo anno sul campo, e tanta voglia di lasciare il segno.} one {Un anno sul campo, e siamo solo all’inizio.} other {# anni sul campo, e siamo solo all’inizio.}}',
  title: 'Questo è il titolo; ecco cosa significa in pratica.',
}

export const professionalBio: TemplateAssembly = {
  sections: {
    hook: {
      en: [
        {
          paragraph: `{tone, select, polished {I’m {full_name}, {current_role}, {years_experience, plural, =0 {bringing a fresh perspective to the field} one {with one year of experience in the field} other {with # years of experience in the field}}.} warm {Hi, I’m {full_name}, {current_role}. ${en.warmYears}} other {I’m {full_name}, {current_role}. ${en.boldYears}}}`,
          when: [PAGE, 'person=first', 'years_experience'],
        },
        {
          paragraph: `{tone, select, polished {I’m {full_name}, {current_role}.} warm {Hi, I’m {full_name}, {current_role}.} other {I’m {full_name}, {current_role}. ${en.title}}}`,
          when: [PAGE, 'person=first', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {{full_name}, {current_role}, {years_experience, plural, =0 {brings a fresh perspective to the field} one {has one year of experience in the field} other {has # years of experience in the field}}.} warm {Meet {full_name}, {current_role}{years_experience, plural, =0 {, who is just starting out and bringing plenty of energy to the field} one {, with a year in the field already} other {, with # years in the field and as much enthusiasm as on day one}}.} other {{full_name}, {current_role}. ${en.boldYears}}}`,
          when: [PAGE, 'person=third', 'years_experience'],
        },
        {
          paragraph: `{tone, select, polished {{full_name} is {current_role}.} warm {Meet {full_name}, {current_role}.} other {{full_name}, {current_role}. ${en.title}}}`,
          when: [PAGE, 'person=third', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Thank you for having me. I’m {full_name}, {current_role}, {years_experience, plural, =0 {and I bring a fresh perspective to the field} one {with one year of experience in the field} other {with # years of experience in the field}}.} warm {Hello everyone, and thank you for being here. I’m {full_name}, {current_role}. ${en.warmYears}} other {Let’s start with introductions: I’m {full_name}, {current_role}. ${en.boldYears}}}`,
          when: [STAGE, 'person=first', 'years_experience'],
        },
        {
          paragraph:
            '{tone, select, polished {Thank you for having me. I’m {full_name}, {current_role}.} warm {Hello everyone, and thank you for being here. I’m {full_name}, {current_role}.} other {Let’s start with introductions: I’m {full_name}, {current_role}.}}',
          when: [STAGE, 'person=first', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Our next speaker is {full_name}, {current_role}, {years_experience, plural, =0 {who brings a fresh perspective to the field} one {with one year of experience in the field} other {with # years of experience in the field}}.} warm {I’m delighted to introduce {full_name}, {current_role}{years_experience, plural, =0 {, a fresh new voice in the field} one {, with a year in the field already} other {, with # years in the field and as much enthusiasm as on day one}}.} other {Our next speaker needs no introduction, but here is one anyway: {full_name}, {current_role}. ${en.boldYears}}}`,
          when: [STAGE, 'person=third', 'years_experience'],
        },
        {
          paragraph:
            '{tone, select, polished {Our next speaker is {full_name}, {current_role}.} warm {I’m delighted to introduce {full_name}, {current_role}.} other {Our next speaker needs no introduction, but here is one anyway: {full_name}, {current_role}.}}',
          when: [STAGE, 'person=third', '!years_experience'],
        },
      ],
      fr: [
        {
          paragraph: `{tone, select, polished {Je suis {full_name}, {current_role}{years_experience, plural, =0 {, et j’apporte un regard neuf à mon domaine} one {, avec un an d’expérience dans mon domaine} other {, avec # ans d’expérience dans mon domaine}}.} warm {Bonjour, je suis {full_name}, {current_role}. ${fr.warmYears}} other {Je suis {full_name}, {current_role}. ${fr.boldYears}}}`,
          when: [PAGE, 'person=first', 'years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Je suis {full_name}, {current_role}.} warm {Bonjour, je suis {full_name}, {current_role}.} other {Je suis {full_name}, {current_role}. ${fr.title}}}`,
          when: [PAGE, 'person=first', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {{full_name}, {current_role}, {years_experience, plural, =0 {apporte un regard neuf à son domaine} one {compte un an d’expérience dans son domaine} other {compte # ans d’expérience dans son domaine}}.} warm {{full_name}, {current_role}, {years_experience, plural, =0 {fait ses premiers pas dans le métier avec un enthousiasme communicatif} one {exerce ce métier depuis un an avec un enthousiasme communicatif} other {exerce ce métier depuis # ans avec toujours le même enthousiasme}}.} other {{full_name}, {current_role}. ${fr.boldYears}}}`,
          when: [PAGE, 'person=third', 'years_experience'],
        },
        {
          paragraph: `{tone, select, polished {{full_name} est {current_role}.} warm {Faites connaissance avec {full_name}, {current_role}.} other {{full_name}, {current_role}. ${fr.title}}}`,
          when: [PAGE, 'person=third', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Merci de votre invitation. Je suis {full_name}, {current_role}{years_experience, plural, =0 {, et j’apporte un regard neuf à mon domaine} one {, avec un an d’expérience dans mon domaine} other {, avec # ans d’expérience dans mon domaine}}.} warm {Bonjour à toutes et à tous, et merci d’être là. Je suis {full_name}, {current_role}. ${fr.warmYears}} other {Commençons par les présentations\u00a0: je suis {full_name}, {current_role}. ${fr.boldYears}}}`,
          when: [STAGE, 'person=first', 'years_experience'],
        },
        {
          paragraph:
            '{tone, select, polished {Merci de votre invitation. Je suis {full_name}, {current_role}.} warm {Bonjour à toutes et à tous, et merci d’être là. Je suis {full_name}, {current_role}.} other {Commençons par les présentations\u00a0: je suis {full_name}, {current_role}.}}',
          when: [STAGE, 'person=first', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Notre prochaine intervention est assurée par {full_name}, {current_role}, {years_experience, plural, =0 {qui apporte un regard neuf à son domaine} one {qui compte un an d’expérience dans son domaine} other {qui compte # ans d’expérience dans son domaine}}.} warm {J’ai le grand plaisir de vous présenter {full_name}, {current_role}, {years_experience, plural, =0 {qui fait ses premiers pas dans le métier avec un enthousiasme communicatif} one {qui exerce ce métier depuis un an déjà} other {qui exerce ce métier depuis # ans avec toujours la même passion}}.} other {On ne présente plus {full_name}, {current_role}… mais je vais le faire quand même. ${fr.boldYears}}}`,
          when: [STAGE, 'person=third', 'years_experience'],
        },
        {
          paragraph:
            '{tone, select, polished {Notre prochaine intervention est assurée par {full_name}, {current_role}.} warm {J’ai le grand plaisir de vous présenter {full_name}, {current_role}.} other {On ne présente plus {full_name}, {current_role}… mais je vais le faire quand même.}}',
          when: [STAGE, 'person=third', '!years_experience'],
        },
      ],
      es: [
        {
          paragraph: `{tone, select, polished {Soy {full_name}, {current_role}, {years_experience, plural, =0 {y aporto una mirada nueva al sector} one {con un año de experiencia en el sector} other {con # años de experiencia en el sector}}.} warm {¡Hola! Soy {full_name}, {current_role}. ${es.warmYears}} other {Soy {full_name}, {current_role}. ${es.boldYears}}}`,
          when: [PAGE, 'person=first', 'years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Soy {full_name}, {current_role}.} warm {¡Hola! Soy {full_name}, {current_role}.} other {Soy {full_name}, {current_role}. ${es.title}}}`,
          when: [PAGE, 'person=first', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {{full_name}, {current_role}, {years_experience, plural, =0 {aporta una mirada nueva al sector} one {cuenta con un año de experiencia en el sector} other {cuenta con # años de experiencia en el sector}}.} warm {{full_name}, {current_role}, {years_experience, plural, =0 {da sus primeros pasos en el sector con muchísima ilusión} one {lleva un año dedicándose a su profesión con la ilusión del primer día} other {lleva # años dedicándose a su profesión con la ilusión del primer día}}.} other {{full_name}, {current_role}. ${es.boldYears}}}`,
          when: [PAGE, 'person=third', 'years_experience'],
        },
        {
          paragraph: `{tone, select, polished {{full_name} es {current_role}.} warm {Te presentamos a {full_name}, {current_role}.} other {{full_name}, {current_role}. ${es.title}}}`,
          when: [PAGE, 'person=third', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Gracias por la invitación. Soy {full_name}, {current_role}, {years_experience, plural, =0 {y aporto una mirada nueva al sector} one {con un año de experiencia en el sector} other {con # años de experiencia en el sector}}.} warm {Hola a todos y gracias por estar aquí. Soy {full_name}, {current_role}. ${es.warmYears}} other {Empecemos por las presentaciones: soy {full_name}, {current_role}. ${es.boldYears}}}`,
          when: [STAGE, 'person=first', 'years_experience'],
        },
        {
          paragraph:
            '{tone, select, polished {Gracias por la invitación. Soy {full_name}, {current_role}.} warm {Hola a todos y gracias por estar aquí. Soy {full_name}, {current_role}.} other {Empecemos por las presentaciones: soy {full_name}, {current_role}.}}',
          when: [STAGE, 'person=first', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Nuestra siguiente intervención corre a cargo de {full_name}, {current_role}, {years_experience, plural, =0 {que aporta una mirada nueva al sector} one {con un año de experiencia en el sector} other {con # años de experiencia en el sector}}.} warm {Es un auténtico placer presentarles a {full_name}, {current_role}. {years_experience, plural, =0 {Está dando sus primeros pasos en la profesión, con una ilusión contagiosa.} one {Lleva un año dedicándose a su profesión, y se nota.} other {Lleva # años dedicándose a su profesión, y se nota.}}} other {{full_name}, {current_role}, no necesita presentación, pero vamos a hacerla de todos modos. ${es.boldYears}}}`,
          when: [STAGE, 'person=third', 'years_experience'],
        },
        {
          paragraph:
            '{tone, select, polished {Nuestra siguiente intervención corre a cargo de {full_name}, {current_role}.} warm {Es un auténtico placer presentarles a {full_name}, {current_role}.} other {{full_name}, {current_role}, no necesita presentación, pero vamos a hacerla de todos modos.}}',
          when: [STAGE, 'person=third', '!years_experience'],
        },
      ],
      it: [
        {
          paragraph: `{tone, select, polished {Sono {full_name}, {current_role}, {years_experience, plural, =0 {e porto uno sguardo nuovo nel settore} one {con un anno di esperienza nel settore} other {con # anni di esperienza nel settore}}.} warm {Ciao, sono {full_name}, {current_role}. ${it.warmYears}} other {Sono {full_name}, {current_role}. ${it.boldYears}}}`,
          when: [PAGE, 'person=first', 'years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Sono {full_name}, {current_role}.} warm {Ciao, sono {full_name}, {current_role}.} other {Sono {full_name}, {current_role}. ${it.title}}}`,
          when: [PAGE, 'person=first', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {{full_name}, {current_role}, {years_experience, plural, =0 {porta uno sguardo nuovo nel settore} one {ha un anno di esperienza nel settore} other {ha # anni di esperienza nel settore}}.} warm {{full_name}, {current_role}, {years_experience, plural, =0 {muove i primi passi nel settore con grande entusiasmo} one {fa questo lavoro da un anno con l’entusiasmo del primo giorno} other {fa questo lavoro da # anni con l’entusiasmo del primo giorno}}.} other {{full_name}, {current_role}. ${it.boldYears}}}`,
          when: [PAGE, 'person=third', 'years_experience'],
        },
        {
          paragraph: `{tone, select, polished {{full_name} è {current_role}.} warm {Vi presentiamo {full_name}, {current_role}.} other {{full_name}, {current_role}. ${it.title}}}`,
          when: [PAGE, 'person=third', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Grazie per l’invito. Sono {full_name}, {current_role}, {years_experience, plural, =0 {e porto uno sguardo nuovo nel settore} one {con un anno di esperienza nel settore} other {con # anni di esperienza nel settore}}.} warm {Buongiorno a tutti e grazie di essere qui. Sono {full_name}, {current_role}. ${it.warmYears}} other {Partiamo dalle presentazioni: sono {full_name}, {current_role}. ${it.boldYears}}}`,
          when: [STAGE, 'person=first', 'years_experience'],
        },
        {
          paragraph:
            '{tone, select, polished {Grazie per l’invito. Sono {full_name}, {current_role}.} warm {Buongiorno a tutti e grazie di essere qui. Sono {full_name}, {current_role}.} other {Partiamo dalle presentazioni: sono {full_name}, {current_role}.}}',
          when: [STAGE, 'person=first', '!years_experience'],
        },
        {
          paragraph: `{tone, select, polished {Il prossimo intervento è affidato a {full_name}, {current_role}, {years_experience, plural, =0 {che porta uno sguardo nuovo nel settore} one {con un anno di esperienza nel settore} other {con # anni di esperienza nel settore}}.} warm {Ho il piacere di presentarvi {full_name}, {current_role}. {years_experience, plural, =0 {Ha appena iniziato questo lavoro, con un entusiasmo contagioso.} one {Fa questo lavoro da un anno, e si vede.} other {Fa questo lavoro da # anni, e si vede.}}} other {{full_name}, {current_role}, non avrebbe bisogno di presentazioni, ma una se la merita comunque. ${it.boldYears}}}`,
          when: [STAGE, 'person=third', 'years_experience'],
        },
        {
          paragraph:
            '{tone, select, polished {Il prossimo intervento è affidato a {full_name}, {current_role}.} warm {Ho il piacere di presentarvi {full_name}, {current_role}.} other {{full_name}, {current_role}, non avrebbe bisogno di presentazioni, ma una se la merita comunque.}}',
          when: [STAGE, 'person=third', '!years_experience'],
        },
      ],
    },

    expertise: {
      en: [{ paragraph: '{expertise}' }],
      fr: [{ paragraph: '{expertise}' }],
      es: [{ paragraph: '{expertise}' }],
      it: [{ paragraph: '{expertise}' }],
    },

    achievements: {
      en: [
        {
          paragraph:
            '{tone, select, polished {Selected highlights:} warm {{person, select, first {A few things I’m proud of:} other {A few highlights along the way:}}} other {The track record:}}',
          when: ['achievements', LONG],
        },
        { bullets: { lines: 'achievements' }, when: ['achievements', LONG] },
        { paragraph: '{achievements}', when: ['achievements', SHORT] },
      ],
      fr: [
        {
          paragraph:
            '{tone, select, polished {Quelques réalisations marquantes\u00a0:} warm {{person, select, first {Parmi mes plus belles réussites\u00a0:} other {Parmi ses plus belles réussites\u00a0:}}} other {Le palmarès\u00a0:}}',
          when: ['achievements', LONG],
        },
        { bullets: { lines: 'achievements' }, when: ['achievements', LONG] },
        { paragraph: '{achievements}', when: ['achievements', SHORT] },
      ],
      es: [
        {
          paragraph:
            '{tone, select, polished {Algunos logros destacados:} warm {{person, select, first {Entre mis mejores logros:} other {Entre sus mejores logros:}}} other {{person, select, first {Lo que avala mi trabajo:} other {Lo que avala su trabajo:}}}}',
          when: ['achievements', LONG],
        },
        { bullets: { lines: 'achievements' }, when: ['achievements', LONG] },
        { paragraph: '{achievements}', when: ['achievements', SHORT] },
      ],
      it: [
        {
          paragraph:
            '{tone, select, polished {Alcuni risultati di rilievo:} warm {{person, select, first {Tra i traguardi che porto nel cuore:} other {Tra i suoi traguardi più belli:}}} other {I fatti parlano:}}',
          when: ['achievements', LONG],
        },
        { bullets: { lines: 'achievements' }, when: ['achievements', LONG] },
        { paragraph: '{achievements}', when: ['achievements', SHORT] },
      ],
    },

    personal_touch: {
      en: [
        {
          paragraph:
            '{tone, select, polished {Outside work: {personal_touch}.} warm {Away from the desk: {personal_touch}.} other {Off the clock: {personal_touch}.}}',
          when: ['personal_touch', PAGE],
        },
        {
          paragraph:
            '{person, select, first {A little-known fact about me: {personal_touch}.} other {A little-known fact: {personal_touch}.}}',
          when: ['personal_touch', STAGE],
        },
      ],
      fr: [
        {
          paragraph:
            '{tone, select, polished {En dehors du travail\u00a0: {personal_touch}.} warm {Loin du bureau\u00a0: {personal_touch}.} other {Et quand le travail s’arrête\u00a0: {personal_touch}.}}',
          when: ['personal_touch', PAGE],
        },
        {
          paragraph:
            '{person, select, first {Un détail que vous ignorez sans doute à mon sujet\u00a0: {personal_touch}.} other {Un détail que vous ignorez peut-être\u00a0: {personal_touch}.}}',
          when: ['personal_touch', STAGE],
        },
      ],
      es: [
        {
          paragraph:
            '{tone, select, polished {Fuera del trabajo: {personal_touch}.} warm {Lejos de la oficina: {personal_touch}.} other {Y fuera de horario: {personal_touch}.}}',
          when: ['personal_touch', PAGE],
        },
        {
          paragraph:
            '{person, select, first {Un dato curioso sobre mí: {personal_touch}.} other {Un dato curioso: {personal_touch}.}}',
          when: ['personal_touch', STAGE],
        },
      ],
      it: [
        {
          paragraph:
            '{tone, select, polished {Fuori dal lavoro: {personal_touch}.} warm {Lontano dalla scrivania: {personal_touch}.} other {Fuori orario: {personal_touch}.}}',
          when: ['personal_touch', PAGE],
        },
        {
          paragraph:
            '{person, select, first {Una curiosità su di me: {personal_touch}.} other {Una curiosità: {personal_touch}.}}',
          when: ['personal_touch', STAGE],
        },
      ],
    },

    closing: {
      en: [
        {
          paragraph:
            '{person, select, first {{tone, select, polished {If you would like to discuss a project or exchange ideas, feel free to connect or send me a message.} warm {If any of this resonates with you, let’s connect. I’m always happy to chat.} other {Let’s talk: connect with me or send me a message.}}} other {To get in touch with {full_name}, feel free to connect or send a message here on LinkedIn.}}',
          when: ['include_call_to_action', 'platform=linkedin'],
        },
        {
          paragraph:
            '{person, select, first {{tone, select, polished {To discuss working together, please get in touch through the contact page.} warm {Would you like to work together? Drop me a line through the contact page and tell me about your project.} other {Got a project in mind? Get in touch through the contact page and let’s make it happen.}}} other {To work with {full_name}, get in touch through the contact page.}}',
          when: ['include_call_to_action', 'platform=website'],
        },
        {
          paragraph:
            '{person, select, first {To continue the conversation after the session, you can find me on LinkedIn.} other {To continue the conversation after the session, you can find {full_name} on LinkedIn.}}',
          when: ['include_call_to_action', 'platform=conference'],
        },
        {
          paragraph: 'Please join me in giving a warm welcome to {full_name}!',
          when: ['include_call_to_action', STAGE, 'person=third'],
        },
        {
          paragraph: 'Over to you, {full_name}.',
          when: ['!include_call_to_action', STAGE, 'person=third'],
        },
        {
          paragraph: 'So, without further ado, let’s get started.',
          when: ['include_call_to_action', STAGE, 'person=first'],
        },
      ],
      fr: [
        {
          paragraph:
            '{person, select, first {{tone, select, polished {Pour échanger sur un projet ou partager vos idées, n’hésitez pas à m’envoyer une invitation ou un message.} warm {Si mon parcours vous parle, connectons-nous\u00a0: j’échange toujours avec plaisir.} other {Parlons-en\u00a0: envoyez-moi une invitation ou un message.}}} other {Pour entrer en contact avec {full_name}, n’hésitez pas à envoyer une invitation ou un message ici même, sur LinkedIn.}}',
          when: ['include_call_to_action', 'platform=linkedin'],
        },
        {
          paragraph:
            '{person, select, first {{tone, select, polished {Pour étudier une collaboration, contactez-moi via la page Contact.} warm {Envie de travailler ensemble\u00a0? Écrivez-moi via la page Contact et parlez-moi de votre projet.} other {Un projet en tête\u00a0? Écrivez-moi via la page Contact, et faisons-le avancer ensemble.}}} other {Pour travailler avec {full_name}, il suffit de passer par la page Contact.}}',
          when: ['include_call_to_action', 'platform=website'],
        },
        {
          paragraph:
            '{person, select, first {Pour prolonger l’échange après la séance, retrouvez-moi sur LinkedIn.} other {Pour prolonger l’échange après la séance, retrouvez {full_name} sur LinkedIn.}}',
          when: ['include_call_to_action', 'platform=conference'],
        },
        {
          paragraph: 'Je vous demande d’accueillir chaleureusement {full_name}\u00a0!',
          when: ['include_call_to_action', STAGE, 'person=third'],
        },
        {
          paragraph: '{full_name}, à vous la parole.',
          when: ['!include_call_to_action', STAGE, 'person=third'],
        },
        {
          paragraph: 'Sans plus attendre, entrons dans le vif du sujet.',
          when: ['include_call_to_action', STAGE, 'person=first'],
        },
      ],
      es: [
        {
          paragraph:
            '{person, select, first {{tone, select, polished {Si quieres comentar un proyecto o intercambiar ideas, no dudes en conectar conmigo o escribirme.} warm {Si algo de esto te resuena, conectemos: siempre me apetece charlar.} other {Hablemos: conecta conmigo o escríbeme.}}} other {Si quieres contactar con {full_name}, no dudes en conectar o enviar un mensaje aquí mismo, en LinkedIn.}}',
          when: ['include_call_to_action', 'platform=linkedin'],
        },
        {
          paragraph:
            '{person, select, first {{tone, select, polished {Si quieres que colaboremos, escríbeme a través de la página de contacto.} warm {¿Te apetece que colaboremos? Escríbeme desde la página de contacto y cuéntame tu proyecto.} other {¿Tienes un proyecto en mente? Escríbeme desde la página de contacto y hagámoslo realidad.}}} other {Para trabajar con {full_name}, basta con escribir a través de la página de contacto.}}',
          when: ['include_call_to_action', 'platform=website'],
        },
        {
          paragraph:
            '{person, select, first {Para seguir la conversación después de la sesión, puedes encontrarme en LinkedIn.} other {Para seguir la conversación después de la sesión, puedes encontrar a {full_name} en LinkedIn.}}',
          when: ['include_call_to_action', 'platform=conference'],
        },
        {
          paragraph: '¡Recibamos con un fuerte aplauso a {full_name}!',
          when: ['include_call_to_action', STAGE, 'person=third'],
        },
        {
          paragraph: '{full_name}, tienes la palabra.',
          when: ['!include_call_to_action', STAGE, 'person=third'],
        },
        {
          paragraph: 'Y sin más preámbulos, empecemos.',
          when: ['include_call_to_action', STAGE, 'person=first'],
        },
      ],
      it: [
        {
          paragraph:
            '{person, select, first {{tone, select, polished {Se desideri parlare di un progetto o confrontarti su un’idea, collegati pure o scrivimi un messaggio.} warm {Se ti ritrovi in quello che faccio, colleghiamoci: mi fa sempre piacere scambiare due parole.} other {Parliamone: collegati o scrivimi.}}} other {Per entrare in contatto con {full_name}, collegati pure o invia un messaggio qui su LinkedIn.}}',
          when: ['include_call_to_action', 'platform=linkedin'],
        },
        {
          paragraph:
            '{person, select, first {{tone, select, polished {Per valutare una collaborazione, scrivimi dalla pagina Contatti.} warm {Ti va di lavorare insieme? Scrivimi dalla pagina Contatti e raccontami il tuo progetto.} other {Hai un progetto in mente? Scrivimi dalla pagina Contatti e realizziamolo insieme.}}} other {Per lavorare con {full_name}, basta scrivere dalla pagina Contatti.}}',
          when: ['include_call_to_action', 'platform=website'],
        },
        {
          paragraph:
            '{person, select, first {Per continuare la conversazione dopo l’intervento, mi trovate su LinkedIn.} other {Per continuare la conversazione dopo l’intervento, potete trovare {full_name} su LinkedIn.}}',
          when: ['include_call_to_action', 'platform=conference'],
        },
        {
          paragraph: 'Vi chiedo di accogliere con un caloroso applauso {full_name}!',
          when: ['include_call_to_action', STAGE, 'person=third'],
        },
        {
          paragraph: 'La parola a {full_name}.',
          when: ['!include_call_to_action', STAGE, 'person=third'],
        },
        {
          paragraph: 'E ora, senza ulteriori indugi, cominciamo.',
          when: ['include_call_to_action', STAGE, 'person=first'],
        },
      ],
    },
  },

  examples: {
    en: {
      platform: 'website',
      person: 'first',
      full_name: 'Rachel Donovan',
      current_role: 'an independent customer experience consultant',
      years_experience: '14',
      expertise:
        'I help energy and utility companies turn complaints into loyalty. After years of running service teams of up to 60 people, I now work alongside leadership teams to redesign the moments that matter most to their customers: the first bill, moving home and power cuts.',
      achievements:
        'Cut the average time to resolve a complaint from 11 days to 3 at Northwind Energy\nTook Northwind into the top ten of the UK Customer Satisfaction Index in 2024\nGuest lecturer on service design at Leeds University Business School',
      personal_touch: 'fell runner, amateur beekeeper and occasional pub quiz champion',
      length: 'long',
      tone: 'warm',
      include_call_to_action: 'true',
    },
    fr: {
      platform: 'website',
      person: 'third',
      full_name: 'Claire Fontaine',
      current_role: 'consultante en écoconception d’emballages',
      years_experience: '18',
      expertise:
        'Elle accompagne les industriels de l’agroalimentaire qui veulent réduire leurs emballages, tout au long du projet\u00a0: de l’écoconception jusqu’au déploiement en usine. Ses clients vont de la PME bretonne au grand groupe européen.',
      achievements:
        'Prix de l’innovation responsable du SIAL Paris 2022\nPlus de 2\u00a0000 tonnes de plastique évitées chez ses clients depuis 2019\nChargée de cours à l’École de design Nantes Atlantique',
      personal_touch: 'randonnée en montagne et atelier de céramique le samedi matin',
      length: 'long',
      tone: 'polished',
      include_call_to_action: 'true',
    },
    es: {
      platform: 'website',
      person: 'third',
      full_name: 'Lucía Herrero',
      current_role: 'consultora de transformación digital para agencias de viajes',
      years_experience: '11',
      expertise:
        'Lucía ayuda a agencias de viajes independientes a digitalizar la gestión de sus reservas sin perder el trato cercano con el cliente. Ha trabajado con más de cuarenta agencias en España y Portugal, y su método les permite prolongar la relación con cada viajero mucho más allá del viaje.',
      achievements:
        'Premio Hosteltur a la innovación en 2023\nAutora de la guía «Turismo digital para pequeñas agencias»\nMás de 300 profesionales formados en sus talleres',
      personal_touch: 'los fines de semana sale a navegar por la ría de Vigo',
      length: 'long',
      tone: 'warm',
      include_call_to_action: 'true',
    },
    it: {
      platform: 'website',
      person: 'first',
      full_name: 'Francesca Riva',
      current_role: 'consulente di marketing per cantine e aziende vinicole',
      years_experience: '12',
      expertise:
        'Aiuto le piccole cantine del Nord Italia a farsi conoscere oltre la propria regione, dalla strategia di marca all’apertura dei mercati esteri.\nLavoro fianco a fianco con i produttori, in vigna e in cantina, perché ogni storia merita di essere raccontata con la sua voce.',
      achievements:
        'Oltre 40 cantine accompagnate nell’export verso Germania e Stati Uniti\nDocente al Master in Wine Marketing dell’Università di Verona\nIdeatrice di «Vigne longeve», il progetto per il recupero dei vigneti storici della Valpolicella',
      personal_touch: 'sommelier AIS e pessima giocatrice di briscola',
      length: 'long',
      tone: 'bold',
      include_call_to_action: 'true',
    },
  },
}
