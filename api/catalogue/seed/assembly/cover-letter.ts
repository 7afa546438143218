// cover_letter: the embedded composer's text for each section, in each language, and example answers.
import type { TemplateAssembly } from '../../assembly-schema.ts'

export const coverLetter: TemplateAssembly = {
  sections: {
    header: {
      en: [
        { paragraph: '{full_name}\n{phone}', when: 'phone' },
        { paragraph: '{full_name}', when: '!phone' },
        { paragraph: '{today, date, long}' },
        {
          paragraph: '{hiring_manager_name}\n{company}\n{hiring_manager_email}',
          when: ['hiring_manager_name', 'hiring_manager_email'],
        },
        {
          paragraph: '{hiring_manager_name}\n{company}',
          when: ['hiring_manager_name', '!hiring_manager_email'],
        },
        {
          paragraph: '{company}\n{hiring_manager_email}',
          when: ['!hiring_manager_name', 'hiring_manager_email'],
        },
        { paragraph: '{company}', when: ['!hiring_manager_name', '!hiring_manager_email'] },
        {
          paragraph:
            '**Re: {application_type, select, unsolicited {Speculative application – {job_title}} other {Application for the position of {job_title}}}**',
        },
        { paragraph: 'Dear {hiring_manager_name},', when: 'hiring_manager_name' },
        {
          paragraph:
            '{variation, select, creative {Dear {company} team,} other {Dear Hiring Manager,}}',
          when: '!hiring_manager_name',
        },
      ],
      fr: [
        { paragraph: '{full_name}\n{phone}', when: 'phone' },
        { paragraph: '{full_name}', when: '!phone' },
        {
          paragraph: '{company}\nÀ l’attention de {hiring_manager_name}\n{hiring_manager_email}',
          when: ['hiring_manager_name', 'hiring_manager_email'],
        },
        {
          paragraph: '{company}\nÀ l’attention de {hiring_manager_name}',
          when: ['hiring_manager_name', '!hiring_manager_email'],
        },
        {
          paragraph: '{company}\n{hiring_manager_email}',
          when: ['!hiring_manager_name', 'hiring_manager_email'],
        },
        { paragraph: '{company}', when: ['!hiring_manager_name', '!hiring_manager_email'] },
        { paragraph: 'Le {today, date, long}' },
        {
          paragraph:
            '**Objet\u00a0: {application_type, select, unsolicited {Candidature spontanée – {job_title}} other {Candidature – {job_title}}}**',
        },
        {
          paragraph:
            '{variation, select, creative {Bonjour {hiring_manager_name},} other {Madame, Monsieur,}}',
          when: 'hiring_manager_name',
        },
        {
          paragraph: '{variation, select, creative {Bonjour,} other {Madame, Monsieur,}}',
          when: '!hiring_manager_name',
        },
      ],
      es: [
        { paragraph: '{full_name}\n{phone}', when: 'phone' },
        { paragraph: '{full_name}', when: '!phone' },
        {
          paragraph: '{company}\nA la atención de {hiring_manager_name}\n{hiring_manager_email}',
          when: ['hiring_manager_name', 'hiring_manager_email'],
        },
        {
          paragraph: '{company}\nA la atención de {hiring_manager_name}',
          when: ['hiring_manager_name', '!hiring_manager_email'],
        },
        {
          paragraph: '{company}\n{hiring_manager_email}',
          when: ['!hiring_manager_name', 'hiring_manager_email'],
        },
        { paragraph: '{company}', when: ['!hiring_manager_name', '!hiring_manager_email'] },
        { paragraph: '{today, date, long}' },
        {
          paragraph:
            '**Asunto: {application_type, select, unsolicited {Candidatura espontánea – {job_title}} other {Candidatura para el puesto de {job_title}}}**',
        },
        {
          paragraph:
            '{variation, select, creative {Hola, {hiring_manager_name}:} other {Estimado/a {hiring_manager_name}:}}',
          when: 'hiring_manager_name',
        },
        {
          paragraph:
            '{variation, select, creative {Hola, equipo de {company}:} other {Estimado equipo de selección:}}',
          when: '!hiring_manager_name',
        },
      ],
      it: [
        { paragraph: '{full_name}\n{phone}', when: 'phone' },
        { paragraph: '{full_name}', when: '!phone' },
        {
          paragraph:
            '{variation, select, creative {{company}} other {Spett.le {company}}}\nc.a. {hiring_manager_name}\n{hiring_manager_email}',
          when: ['hiring_manager_name', 'hiring_manager_email'],
        },
        {
          paragraph:
            '{variation, select, creative {{company}} other {Spett.le {company}}}\nc.a. {hiring_manager_name}',
          when: ['hiring_manager_name', '!hiring_manager_email'],
        },
        {
          paragraph:
            '{variation, select, creative {{company}} other {Spett.le {company}}}\n{hiring_manager_email}',
          when: ['!hiring_manager_name', 'hiring_manager_email'],
        },
        {
          paragraph: '{variation, select, creative {{company}} other {Spett.le {company}}}',
          when: ['!hiring_manager_name', '!hiring_manager_email'],
        },
        { paragraph: '{today, date, long}' },
        {
          paragraph:
            '**Oggetto: {application_type, select, unsolicited {Candidatura spontanea – {job_title}} other {Candidatura per la posizione di {job_title}}}**',
        },
        { paragraph: 'Gentile {hiring_manager_name},', when: 'hiring_manager_name' },
        {
          paragraph:
            '{variation, select, creative {Gentile team di {company},} other {Gentile responsabile della selezione,}}',
          when: '!hiring_manager_name',
        },
      ],
    },

    opening: {
      en: [
        {
          paragraph:
            '{variation, select, creative {When I came across your advertisement for the role of {job_title}, I knew straight away that I wanted to be part of what {company} is building. This letter is my attempt to show you why.} career_change {I would like to apply for the position of {job_title} at {company}, as advertised. After several years in a different field, I have made a deliberate decision to change direction, and this role is exactly where I want to put the skills I have built so far to work.} other {I am writing to apply for the position of {job_title} at {company}, as advertised. I read the description of the role with great interest and am confident that my experience matches what you are looking for.}}',
          when: 'application_type=job_ad',
        },
        {
          paragraph:
            '{variation, select, creative {Some companies you apply to; others you simply want to work for. {company} is one of the latter, which is why I am writing without waiting for a vacancy to be advertised, in the hope of joining your team as {job_title}.} career_change {I am writing to you on my own initiative at a turning point in my career. Having decided to move into a new field, I would very much like to join {company} as {job_title}, should an opportunity arise now or in the coming months.} other {I am writing on my own initiative to express my interest in joining {company} as {job_title}, should an opportunity arise now or in the coming months.}}',
          when: 'application_type=unsolicited',
        },
        {
          paragraph:
            '{variation, select, creative {It was a conversation with someone on your team that led me to write this letter. {job_context} It sounded so much like the job I have been hoping to find that I wanted to apply for the role of {job_title} at {company} straight away.} career_change {I am writing on the recommendation of a member of your team to apply for the position of {job_title} at {company}. {job_context} This role fits squarely with the new direction I have chosen for my career.} other {I am writing on the recommendation of a member of your team to apply for the position of {job_title} at {company}. {job_context} What I learned about the role convinced me that it is an excellent match for my experience.}}',
          when: ['application_type=referral', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {It was a conversation with someone on your team that led me to write this letter: what I heard about the role of {job_title} at {company} sounded so much like the job I have been hoping to find that I wanted to apply straight away.} career_change {I am writing on the recommendation of a member of your team to apply for the position of {job_title} at {company}. The role, as it was described to me, fits squarely with the new direction I have chosen for my career.} other {I am writing on the recommendation of a member of your team to apply for the position of {job_title} at {company}. The role, as it was described to me, is an excellent match for my experience.}}',
          when: ['application_type=referral', '!job_context'],
        },
      ],
      fr: [
        {
          paragraph:
            '{variation, select, creative {En lisant votre offre «\u00a0{job_title}\u00a0», j’ai tout de suite eu envie de rejoindre l’aventure {company}. Cette lettre n’a qu’un objectif\u00a0: vous montrer pourquoi.} career_change {Je me permets de vous adresser ma candidature en réponse à votre offre «\u00a0{job_title}\u00a0». Après plusieurs années dans un autre domaine, j’ai fait le choix réfléchi d’une reconversion, et ce poste est précisément celui où je souhaite mettre à profit les compétences acquises jusqu’ici.} other {C’est avec un vif intérêt que j’ai pris connaissance de votre offre d’emploi «\u00a0{job_title}\u00a0». Mon expérience et mes savoir-faire correspondent au profil que vous recherchez, et c’est avec enthousiasme que je vous adresse ma candidature.}}',
          when: 'application_type=job_ad',
        },
        {
          paragraph:
            '{variation, select, creative {Il y a les entreprises auxquelles on postule, et celles pour lesquelles on a vraiment envie de travailler. {company} fait partie de la seconde catégorie\u00a0: voilà pourquoi je vous écris sans attendre la publication d’une offre, avec l’envie de rejoindre votre équipe comme {job_title}.} career_change {Je vous écris de ma propre initiative, à une étape charnière de mon parcours professionnel\u00a0: après avoir décidé de changer de voie, je souhaiterais rejoindre {company} comme {job_title}, dès à présent ou dans les mois à venir.} other {Je me permets de vous adresser une candidature spontanée\u00a0: je souhaiterais en effet rejoindre {company} comme {job_title}, dès à présent ou dans les mois à venir.}}',
          when: 'application_type=unsolicited',
        },
        {
          paragraph:
            '{variation, select, creative {C’est une conversation avec un membre de votre équipe qui m’a donné envie de vous écrire. {job_context} Ce poste ressemble tant à celui que je cherchais que j’ai voulu présenter sans attendre ma candidature au poste «\u00a0{job_title}\u00a0» chez {company}.} career_change {Sur la recommandation d’un membre de votre équipe, je me permets de vous adresser ma candidature au poste «\u00a0{job_title}\u00a0» chez {company}. {job_context} Ce poste s’inscrit pleinement dans la nouvelle orientation que j’ai choisi de donner à mon parcours.} other {Sur la recommandation d’un membre de votre équipe, je me permets de vous adresser ma candidature au poste «\u00a0{job_title}\u00a0» chez {company}. {job_context} Ce que j’ai appris de ce poste correspond pleinement à mon expérience et à mes aspirations.}}',
          when: ['application_type=referral', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {C’est une conversation avec un membre de votre équipe qui m’a donné envie de vous écrire\u00a0: le poste «\u00a0{job_title}\u00a0» chez {company} ressemble tant à celui que je cherchais que j’ai voulu postuler sans attendre.} career_change {Sur la recommandation d’un membre de votre équipe, je me permets de vous adresser ma candidature au poste «\u00a0{job_title}\u00a0» chez {company}. Tel qu’on me l’a décrit, ce poste s’inscrit pleinement dans la nouvelle orientation que j’ai choisi de donner à mon parcours.} other {Sur la recommandation d’un membre de votre équipe, je me permets de vous adresser ma candidature au poste «\u00a0{job_title}\u00a0» chez {company}. Tel qu’on me l’a décrit, ce poste correspond pleinement à mon expérience et à mes aspirations.}}',
          when: ['application_type=referral', '!job_context'],
        },
      ],
      es: [
        {
          paragraph:
            '{variation, select, creative {En cuanto vi vuestra oferta para el puesto de {job_title}, supe que quería formar parte de lo que estáis construyendo en {company}. Esta carta es mi manera de contaros por qué.} career_change {Me complace presentar mi candidatura al puesto de {job_title} en {company}. Tras varios años en otro sector, he tomado la decisión meditada de dar un giro a mi carrera, y este puesto es justo donde quiero aplicar cuanto he aprendido hasta ahora.} other {He leído con gran interés su oferta de empleo para el puesto de {job_title} en {company} y me complace presentar mi candidatura. Considero que mi experiencia y mis competencias se ajustan plenamente al perfil que buscan.}}',
          when: 'application_type=job_ad',
        },
        {
          paragraph:
            '{variation, select, creative {Hay empresas a las que uno se presenta y otras en las que de verdad quiere trabajar. {company} es de las segundas, y por eso os escribo sin esperar a que publiquéis una oferta, con la ilusión de unirme a vuestro equipo como {job_title}.} career_change {Me dirijo a {company} por iniciativa propia, en un momento decisivo de mi trayectoria: he decidido dar un giro a mi carrera y me gustaría incorporarme a su equipo como {job_title}, ya sea ahora o en los próximos meses.} other {Me dirijo a {company} por iniciativa propia para expresar mi interés en incorporarme a su equipo como {job_title}, ya sea ahora o en los próximos meses.}}',
          when: 'application_type=unsolicited',
        },
        {
          paragraph:
            '{variation, select, creative {Esta carta nace de una conversación con alguien de vuestro equipo. {job_context} Ese puesto se parece tanto al trabajo que llevo tiempo buscando que no he querido esperar para presentar mi candidatura al puesto de {job_title} en {company}.} career_change {Por recomendación de un miembro de su equipo, me complace presentar mi candidatura al puesto de {job_title} en {company}. {job_context} Este puesto encaja de lleno con el nuevo rumbo que he decidido dar a mi carrera.} other {Por recomendación de un miembro de su equipo, me complace presentar mi candidatura al puesto de {job_title} en {company}. {job_context} Lo que he sabido del puesto encaja plenamente con mi experiencia y mis aspiraciones.}}',
          when: ['application_type=referral', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {Esta carta nace de una conversación con alguien de vuestro equipo: lo que me contó del puesto de {job_title} en {company} se parece tanto al trabajo que llevo tiempo buscando que no he querido esperar para presentar mi candidatura.} career_change {Por recomendación de un miembro de su equipo, me complace presentar mi candidatura al puesto de {job_title} en {company}. El puesto, tal y como me lo han descrito, encaja de lleno con el nuevo rumbo que he decidido dar a mi carrera.} other {Por recomendación de un miembro de su equipo, me complace presentar mi candidatura al puesto de {job_title} en {company}. El puesto, tal y como me lo han descrito, encaja plenamente con mi experiencia y mis aspiraciones.}}',
          when: ['application_type=referral', '!job_context'],
        },
      ],
      it: [
        {
          paragraph:
            '{variation, select, creative {Appena ho letto il vostro annuncio per la posizione di {job_title}, ho capito che volevo far parte di ciò che state costruendo in {company}. Questa lettera è il mio modo per spiegarvi perché.} career_change {Con la presente desidero candidarmi per la posizione di {job_title} presso {company}. Dopo diversi anni in un altro settore, ho deciso con convinzione di cambiare strada, e questo ruolo è esattamente quello in cui voglio mettere a frutto le competenze maturate finora.} other {Con la presente desidero candidarmi per la posizione di {job_title} presso {company}, di cui ho letto con grande interesse l’annuncio. Ritengo che la mia esperienza e le mie competenze rispondano pienamente al profilo ricercato.}}',
          when: 'application_type=job_ad',
        },
        {
          paragraph:
            '{variation, select, creative {Ci sono aziende a cui ci si candida e aziende per cui si desidera davvero lavorare. {company} appartiene alla seconda categoria: per questo vi scrivo senza aspettare un annuncio, con il desiderio di entrare nel vostro team come {job_title}.} career_change {Vi scrivo di mia iniziativa in un momento di svolta del mio percorso professionale: ho deciso di cambiare settore e mi piacerebbe entrare in {company} come {job_title}, ora o nei prossimi mesi.} other {Con la presente desidero sottoporre alla vostra attenzione la mia candidatura spontanea per il ruolo di {job_title} presso {company}, qualora si presentasse un’opportunità ora o nei prossimi mesi.}}',
          when: 'application_type=unsolicited',
        },
        {
          paragraph:
            '{variation, select, creative {Questa lettera nasce da una conversazione con una persona del vostro team. {job_context} Quello che mi è stato raccontato somiglia così tanto al lavoro che cerco da tempo che ho voluto candidarmi subito per la posizione di {job_title} presso {company}.} career_change {Su segnalazione di un membro del vostro team, desidero candidarmi per la posizione di {job_title} presso {company}. {job_context} Questo ruolo si inserisce perfettamente nella nuova direzione che ho scelto di dare alla mia carriera.} other {Su segnalazione di un membro del vostro team, desidero candidarmi per la posizione di {job_title} presso {company}. {job_context} Quanto ho appreso sul ruolo corrisponde pienamente alla mia esperienza e alle mie aspirazioni.}}',
          when: ['application_type=referral', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {Questa lettera nasce da una conversazione con una persona del vostro team: quello che mi ha raccontato della posizione di {job_title} presso {company} somiglia così tanto al lavoro che cerco da tempo che ho voluto candidarmi subito.} career_change {Su segnalazione di un membro del vostro team, desidero candidarmi per la posizione di {job_title} presso {company}. Il ruolo, così come mi è stato descritto, si inserisce perfettamente nella nuova direzione che ho scelto di dare alla mia carriera.} other {Su segnalazione di un membro del vostro team, desidero candidarmi per la posizione di {job_title} presso {company}. Il ruolo, così come mi è stato descritto, corrisponde pienamente alla mia esperienza e alle mie aspirazioni.}}',
          when: ['application_type=referral', '!job_context'],
        },
      ],
    },

    what_you_bring: {
      en: [
        {
          paragraph:
            '{variation, select, creative {Here is what I would bring to {company}, in concrete terms:} career_change {Although my experience comes from another sector, much of it carries over directly to this role:} other {My background has given me the skills this position calls for. In particular, I can offer {company} the following:}}',
        },
        { bullets: { lines: 'key_strengths' } },
        {
          paragraph:
            '{variation, select, creative {Behind each of these lies the same habit: I care about the details, and I like to see a job through to the end.} career_change {I am convinced that this combination of transferable skills and a fresh perspective would be a real asset to your team.} other {Each of these reflects a rigorous, results-oriented way of working that I would be glad to bring to your team.}}',
        },
      ],
      fr: [
        {
          paragraph:
            '{variation, select, creative {Concrètement, voici ce que je peux apporter à votre équipe\u00a0:} career_change {Si mon expérience s’est construite dans un autre secteur, une grande partie de mes compétences se transpose directement à ce poste\u00a0:} other {Au fil de mon parcours, j’ai acquis les compétences qu’exige ce poste. Je peux notamment vous apporter les atouts suivants\u00a0:}}',
        },
        { bullets: { lines: 'key_strengths' } },
        {
          paragraph:
            '{variation, select, creative {Derrière chacune de ces expériences, on retrouve la même exigence\u00a0: soigner les détails et mener chaque projet jusqu’au bout.} career_change {Cette combinaison de compétences transférables et de regard neuf constituerait, à mon sens, un véritable atout pour votre équipe.} other {Ces réalisations témoignent d’une méthode de travail rigoureuse et tournée vers les résultats, que je mettrais volontiers au service de votre équipe.}}',
        },
      ],
      es: [
        {
          paragraph:
            '{variation, select, creative {En concreto, esto es lo que puedo aportar a vuestro equipo:} career_change {Aunque mi experiencia procede de otro ámbito, buena parte de ella es directamente aplicable a este puesto:} other {Mi experiencia me ha permitido adquirir las competencias que requiere este puesto. En concreto, puedo aportar:}}',
        },
        { bullets: { lines: 'key_strengths' } },
        {
          paragraph:
            '{variation, select, creative {Detrás de cada uno de estos logros está la misma forma de trabajar: cuidar los detalles y llevar cada proyecto hasta el final.} career_change {Creo sinceramente que esta combinación de competencias transferibles y una mirada nueva sería un valor añadido para su equipo.} other {Estos logros reflejan una forma de trabajar rigurosa y orientada a resultados, que pondría con mucho gusto al servicio de su equipo.}}',
        },
      ],
      it: [
        {
          paragraph:
            '{variation, select, creative {In concreto, ecco cosa posso portare nel vostro team:} career_change {Anche se il mio percorso si è svolto finora in un ambito diverso, buona parte della mia esperienza è direttamente applicabile a questo ruolo:} other {Il mio percorso mi ha permesso di acquisire le competenze richieste per questa posizione. In particolare, posso offrire:}}',
        },
        { bullets: { lines: 'key_strengths' } },
        {
          paragraph:
            '{variation, select, creative {Dietro ognuno di questi risultati c’è lo stesso approccio: curare i dettagli e portare ogni progetto fino in fondo.} career_change {Credo che questa combinazione di competenze trasferibili e di uno sguardo nuovo possa rappresentare un vero valore aggiunto per il vostro team.} other {Questi risultati riflettono un modo di lavorare rigoroso e orientato agli obiettivi, che metterei volentieri al servizio del vostro team.}}',
        },
      ],
    },

    why_this_company: {
      en: [
        {
          paragraph:
            '{variation, select, creative {Your advertisement struck a chord with me:} other {Your advertisement describes the role as follows:}}',
          when: ['application_type=job_ad', 'job_context'],
        },
        { quote: '{job_context}', when: ['application_type=job_ad', 'job_context'] },
        {
          paragraph:
            '{variation, select, creative {That is exactly the kind of challenge I thrive on, and {company} is where I want to take it on.} career_change {These are precisely the challenges I am looking for in this new chapter of my career, and {company} is where I would like to take them on.} other {This is precisely the kind of challenge I am looking for, and {company} is the environment in which I would like to take it on.}}',
          when: ['application_type=job_ad', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {So why {company}? {job_context} It is the kind of team in which I know I would do my best work.} career_change {My interest in {company} is not new. {job_context} That is why it is to you that I am turning as I begin this new chapter.} other {I have been following the work of {company} with interest for some time. {job_context} This is why I would like to put my skills to work for your company.}}',
          when: ['application_type=unsolicited', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {Everything I have heard from the inside confirms what I could see from the outside: a team that is ambitious, curious and serious about the quality of its work. That is exactly the environment in which I do my best work.} career_change {What I have heard about your team reassures me that this is the right place to make this move: a team that values what each person brings, whatever path they took to get there.} other {What I have heard about {company} confirms its reputation: a demanding, close-knit team that sets high standards for its work. It is the environment in which I would like to continue to grow professionally.}}',
          when: 'application_type=referral',
        },
        {
          paragraph:
            '{variation, select, creative {I like the way {company} does things: with ambition, care and a clear sense of who it is for. That is the kind of team in which I do my best work.} career_change {To my mind, {company} is the right place to make this move: its ambition and the quality of its work are exactly what I am looking for in this new chapter of my career.} other {{company} stands out for the quality of its work and the ambition of its projects. Joining your team would allow me to contribute to that success while continuing to grow in a demanding environment.}}',
          when: ['application_type!=referral', '!job_context'],
        },
      ],
      fr: [
        {
          paragraph:
            '{variation, select, creative {Votre annonce a tout de suite retenu mon attention\u00a0:} other {Votre annonce décrit le poste en ces termes\u00a0:}}',
          when: ['application_type=job_ad', 'job_context'],
        },
        { quote: '{job_context}', when: ['application_type=job_ad', 'job_context'] },
        {
          paragraph:
            '{variation, select, creative {C’est exactement le genre de défi qui me motive, et c’est chez {company} que j’ai envie de le relever.} career_change {Ce sont précisément les défis que je recherche pour cette nouvelle étape de mon parcours, et c’est chez {company} que je souhaite les relever.} other {C’est exactement le type de défi que je recherche, et c’est chez {company} que je souhaite le relever.}}',
          when: ['application_type=job_ad', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {Pourquoi {company}\u00a0? {job_context} C’est le genre d’équipe dans laquelle je sais que je donnerai le meilleur de moi-même.} career_change {Mon intérêt pour votre entreprise ne date pas d’hier. {job_context} C’est donc tout naturellement vers vous que je me tourne pour ouvrir ce nouveau chapitre.} other {Cela fait un moment que je m’intéresse à votre entreprise. {job_context} C’est pourquoi je souhaite aujourd’hui mettre mes compétences à votre service.}}',
          when: ['application_type=unsolicited', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {Tout ce que l’on m’a raconté de l’intérieur confirme ce que je percevais de l’extérieur\u00a0: une équipe ambitieuse, curieuse et exigeante sur la qualité de son travail. C’est exactement le cadre dans lequel je donne le meilleur de moi-même.} career_change {Ce que l’on m’a décrit de votre équipe me conforte dans l’idée que c’est le bon endroit pour franchir ce cap\u00a0: une équipe qui valorise les compétences de chacun, quel que soit son parcours.} other {Ce que l’on m’a rapporté de votre entreprise confirme sa réputation\u00a0: une équipe exigeante, soudée et attachée à la qualité de son travail. C’est dans ce type d’environnement que je souhaite poursuivre mon évolution professionnelle.}}',
          when: 'application_type=referral',
        },
        {
          paragraph:
            '{variation, select, creative {J’aime la façon dont {company} fait les choses\u00a0: avec ambition, exigence et une vraie attention portée à ses clients. C’est dans ce genre d’équipe que je donne le meilleur de moi-même.} career_change {À mes yeux, {company} est le bon endroit pour réussir cette reconversion\u00a0: votre ambition et la qualité de votre travail correspondent exactement à ce que je recherche pour cette nouvelle étape.} other {{company} se distingue par la qualité de son travail et l’ambition de ses projets. Rejoindre vos équipes me permettrait de contribuer à cette réussite tout en continuant à progresser dans un environnement exigeant.}}',
          when: ['application_type!=referral', '!job_context'],
        },
      ],
      es: [
        {
          paragraph:
            '{variation, select, creative {Vuestra oferta me llamó la atención desde el primer momento:} other {Su oferta describe el puesto en estos términos:}}',
          when: ['application_type=job_ad', 'job_context'],
        },
        { quote: '{job_context}', when: ['application_type=job_ad', 'job_context'] },
        {
          paragraph:
            '{variation, select, creative {Es justo el tipo de reto que me motiva, y {company} es donde quiero afrontarlo.} career_change {Son precisamente los retos que busco en esta nueva etapa profesional, y {company} es el lugar donde me gustaría afrontarlos.} other {Es exactamente el tipo de reto que busco, y {company} es el entorno en el que me gustaría afrontarlo.}}',
          when: ['application_type=job_ad', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {¿Por qué {company}? {job_context} Es el tipo de equipo en el que sé que daría lo mejor de mí.} career_change {Mi interés por {company} no es nuevo. {job_context} Por eso es a su empresa a la que me dirijo para empezar esta nueva etapa.} other {Hace tiempo que sigo con interés la evolución de {company}. {job_context} Por ello me gustaría poner mis competencias al servicio de su empresa.}}',
          when: ['application_type=unsolicited', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {Cuanto me han contado desde dentro confirma lo que ya veía desde fuera: un equipo ambicioso, curioso y exigente con la calidad de su trabajo. Es justo el entorno en el que doy lo mejor de mí.} career_change {Lo que me han contado de su equipo me confirma que es el lugar adecuado para dar este paso: un equipo que valora lo que aporta cada persona, venga de donde venga.} other {Lo que me han contado de {company} confirma su reputación: un equipo exigente, unido y comprometido con la calidad de su trabajo. Es el entorno en el que me gustaría seguir creciendo profesionalmente.}}',
          when: 'application_type=referral',
        },
        {
          paragraph:
            '{variation, select, creative {Me gusta cómo hacéis las cosas en {company}: con ambición, cuidado y una idea muy clara de para quién trabajáis. Es el tipo de equipo en el que doy lo mejor de mí.} career_change {A mi juicio, {company} es el lugar adecuado para dar este paso: su ambición y la calidad de su trabajo son exactamente lo que busco en esta nueva etapa profesional.} other {{company} destaca por la calidad de su trabajo y la ambición de sus proyectos. Formar parte de su equipo me permitiría contribuir a ese éxito y seguir creciendo en un entorno exigente.}}',
          when: ['application_type!=referral', '!job_context'],
        },
      ],
      it: [
        {
          paragraph:
            '{variation, select, creative {Il vostro annuncio mi ha colpito fin dalle prime righe:} other {Il vostro annuncio descrive il ruolo in questi termini:}}',
          when: ['application_type=job_ad', 'job_context'],
        },
        { quote: '{job_context}', when: ['application_type=job_ad', 'job_context'] },
        {
          paragraph:
            '{variation, select, creative {È proprio il tipo di sfida che mi appassiona, e {company} è il posto giusto per affrontarla.} career_change {Sono esattamente le sfide che cerco in questa nuova fase della mia carriera, e {company} è il luogo in cui vorrei affrontarle.} other {È esattamente il tipo di sfida che cerco, e {company} è l’ambiente in cui vorrei affrontarla.}}',
          when: ['application_type=job_ad', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {Perché proprio {company}? {job_context} È il tipo di squadra in cui so che darei il meglio di me.} career_change {Il mio interesse per {company} non è recente. {job_context} Per questo è proprio alla vostra azienda che mi rivolgo per iniziare questo nuovo capitolo.} other {Seguo da tempo con interesse l’attività di {company}. {job_context} Per questo desidero mettere le mie competenze al servizio della vostra azienda.}}',
          when: ['application_type=unsolicited', 'job_context'],
        },
        {
          paragraph:
            '{variation, select, creative {Tutto ciò che ho sentito dall’interno conferma quello che vedevo da fuori: un team ambizioso, curioso ed esigente sulla qualità del proprio lavoro. È proprio l’ambiente in cui do il meglio di me.} career_change {Quanto mi è stato raccontato del vostro team mi conferma che è il posto giusto per compiere questo passo: un gruppo che valorizza ciò che ognuno porta con sé, qualunque sia il suo percorso.} other {Quanto mi è stato raccontato di {company} conferma la sua reputazione: un team esigente, affiatato e attento alla qualità del proprio lavoro. È l’ambiente in cui desidero continuare a crescere professionalmente.}}',
          when: 'application_type=referral',
        },
        {
          paragraph:
            '{variation, select, creative {Mi piace il modo in cui {company} fa le cose: con ambizione, cura e un’idea molto chiara delle persone per cui lavora. È il tipo di squadra in cui do il meglio di me.} career_change {A mio avviso, {company} è il posto giusto per compiere questo passo: la sua ambizione e la qualità del suo lavoro sono esattamente ciò che cerco in questa nuova fase professionale.} other {{company} si distingue per la qualità del suo lavoro e l’ambizione dei suoi progetti. Entrare nel vostro team mi permetterebbe di contribuire a questo successo, continuando a crescere in un ambiente stimolante.}}',
          when: ['application_type!=referral', '!job_context'],
        },
      ],
    },

    closing: {
      en: [
        {
          paragraph:
            '{variation, select, creative {I would love to tell you more over a coffee or a call, whenever suits you. Thank you for reading this far!} career_change {I would be delighted to meet you and explain in person why this change of direction makes sense, and what I could bring to {company}. Thank you for your time and consideration.} other {I would welcome the opportunity to discuss my application with you at an interview, at your convenience. Thank you for your time and consideration.}}',
        },
      ],
      fr: [
        {
          paragraph:
            '{variation, select, creative {J’aurais grand plaisir à vous en dire plus autour d’un café ou lors d’un appel, quand cela vous conviendra. Merci de m’avoir lu jusqu’ici\u00a0!} career_change {Je me tiens à votre disposition pour un entretien, afin de vous expliquer de vive voix le sens de cette reconversion et ce que je peux vous apporter. Je vous remercie par avance de l’attention que vous porterez à ma candidature.} other {Je me tiens à votre disposition pour un entretien qui me permettrait de vous exposer plus en détail mes motivations. Je vous remercie par avance de l’attention que vous porterez à ma candidature.}}',
        },
      ],
      es: [
        {
          paragraph:
            '{variation, select, creative {Me encantaría contaros más con un café o en una llamada, cuando os venga bien. ¡Gracias por leer hasta aquí!} career_change {Quedo a su disposición para una entrevista en la que explicar en persona por qué este cambio tiene sentido y qué puedo aportar a {company}. Agradezco de antemano el tiempo dedicado a mi candidatura.} other {Quedo a su disposición para ampliar esta información en una entrevista personal. Agradezco de antemano la atención prestada a mi candidatura.}}',
        },
      ],
      it: [
        {
          paragraph:
            '{variation, select, creative {Mi farebbe molto piacere raccontarvi di più davanti a un caffè o in una videochiamata, quando vi è più comodo. Grazie per aver letto fin qui!} career_change {Sarei felice di incontrarvi per spiegare di persona perché questo cambio di percorso ha senso e cosa posso portare a {company}. Ringraziando per l’attenzione, resto in attesa di un vostro gentile riscontro.} other {Resto a disposizione per un colloquio, nel quale potrò illustrare più nel dettaglio la mia esperienza e le mie motivazioni. Ringraziando per l’attenzione, resto in attesa di un vostro gentile riscontro.}}',
        },
      ],
    },

    sign_off: {
      en: [
        {
          paragraph:
            '{variation, select, creative {Best wishes,} career_change {Kind regards,} other {Yours sincerely,}}',
          when: 'hiring_manager_name',
        },
        {
          paragraph:
            '{variation, select, creative {Best wishes,} career_change {Kind regards,} other {Yours faithfully,}}',
          when: '!hiring_manager_name',
        },
        { paragraph: '{full_name}' },
        { paragraph: 'Enclosure: CV', when: 'cv_file' },
      ],
      fr: [
        {
          paragraph:
            '{variation, select, creative {Bien cordialement,} other {Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.}}',
        },
        { paragraph: '{full_name}' },
        { paragraph: 'PJ\u00a0: CV', when: 'cv_file' },
      ],
      es: [
        { paragraph: '{variation, select, creative {Un saludo,} other {Atentamente,}}' },
        { paragraph: '{full_name}' },
        { paragraph: 'Adjunto: currículum vítae', when: 'cv_file' },
      ],
      it: [
        {
          paragraph: '{variation, select, creative {Un cordiale saluto,} other {Cordiali saluti,}}',
        },
        { paragraph: '{full_name}' },
        { paragraph: 'Allegato: curriculum vitae', when: 'cv_file' },
        {
          paragraph:
            'Autorizzo il trattamento dei miei dati personali ai sensi del Regolamento UE 2016/679 (GDPR) e del D.Lgs. 196/2003.',
        },
      ],
    },
  },

  examples: {
    en: {
      application_type: 'referral',
      job_title: 'Senior Product Designer',
      company: 'Harbour & Finch',
      hiring_manager_name: 'Rachel Owens',
      hiring_manager_email: 'rachel.owens@harbourandfinch.co.uk',
      full_name: 'Thomas Whitfield',
      phone: '+44 7700 900456',
      job_context:
        'Emma Lewis, your Head of Design, told me the team needs someone to take ownership of the design system as the product expands into new markets.',
      key_strengths:
        'Led the redesign of a booking app used by 200,000 customers, cutting checkout drop-off by 18%\nBuilt and maintained a shared design system used by three product teams\nRan fortnightly usability sessions and turned the findings into a clear product roadmap',
      outline:
        '1. Header — my details, the date and the recipient\n2. Opening — the role and Emma Lewis’s recommendation\n3. What you bring — three concrete achievements\n4. Why this company — what draws me to Harbour & Finch\n5. Closing and request for an interview — ask for a meeting\n6. Sign-off — closing formula and signature',
    },
    fr: {
      application_type: 'job_ad',
      job_title: 'Chargée de communication',
      company: 'Oréade Cosmétiques',
      hiring_manager_name: 'Mme Hélène Garnier',
      hiring_manager_email: 'helene.garnier@oreade-cosmetiques.fr',
      full_name: 'Camille Fontaine',
      phone: '06 45 28 17 93',
      job_context:
        'Vous piloterez nos campagnes de communication auprès des professionnels de la beauté, animerez nos réseaux sociaux et coordonnerez nos relations presse.',
      key_strengths:
        'Hausse de 40 % des abonnés Instagram et LinkedIn en un an chez Maison Arlès\nOrganisation d’un salon professionnel de 300 exposants, dans le respect d’un budget de 50 000 €\nRédaction de communiqués de presse repris par Le Progrès et Les Échos',
      outline:
        '1. En-tête — mes coordonnées, la date et la destinataire\n2. Accroche — l’offre et mon intérêt pour le poste\n3. Ce que vous apportez — trois réalisations concrètes\n4. Pourquoi cette entreprise — ce qui m’attire chez Oréade Cosmétiques\n5. Conclusion et demande d’entretien — proposer une rencontre\n6. Formule de politesse et signature',
    },
    es: {
      application_type: 'unsolicited',
      job_title: 'Responsable de marketing digital',
      company: 'Huerta Viva',
      hiring_manager_name: 'Marta Vidal Serra',
      hiring_manager_email: 'marta.vidal@huertaviva.es',
      full_name: 'Javier Moreno Castillo',
      phone: '+34 654 321 987',
      job_context:
        'Compro en su tienda online desde 2019 y admiro el cuidado con el que eligen a cada productor local y cuentan su historia.',
      key_strengths:
        'Aumenté un 45 % las ventas online de una tienda de productos gourmet en dieciocho meses\nGestioné un presupuesto anual de 80.000 € en campañas de Google Ads y Meta\nCoordiné a un equipo de cuatro personas entre Valencia y Madrid',
      outline:
        '1. Encabezado — mis datos, la fecha y la destinataria\n2. Introducción — por qué escribo por iniciativa propia\n3. Lo que aportas — tres logros concretos\n4. Por qué esta empresa — lo que me atrae de Huerta Viva\n5. Cierre y petición de entrevista — proponer una reunión\n6. Despedida y firma',
    },
    it: {
      application_type: 'job_ad',
      job_title: 'Responsabile marketing',
      company: 'Lucchesi Alimentari',
      hiring_manager_name: 'Dott.ssa Giulia Conti',
      hiring_manager_email: 'giulia.conti@lucchesialimentari.it',
      full_name: 'Alessandro Rinaldi',
      phone: '+39 347 218 5590',
      job_context:
        'Cerchiamo un responsabile marketing che guidi le campagne B2B del pastificio in Italia e all’estero e coordini la partecipazione alle principali fiere di settore.',
      key_strengths:
        'Ho aumentato del 35% il fatturato export di un’azienda alimentare in due anni\nHo organizzato la presenza aziendale a Cibus e al Salone del Gusto\nParlo correntemente inglese e tedesco',
      outline:
        '1. Intestazione — i miei dati, la data e la destinataria\n2. Apertura — l’annuncio e la posizione\n3. Cosa porti — tre risultati concreti\n4. Perché questa azienda — cosa mi attira di Lucchesi Alimentari\n5. Chiusura e richiesta di colloquio — proporre un incontro\n6. Saluti e firma',
    },
  },
}
