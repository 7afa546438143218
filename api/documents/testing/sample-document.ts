// A realistic document for the renderers' tests: a French cover letter with accents, headings,
// nested lists, a link, a quote, a line break and every mark.
import type { DocumentContent } from '../../contract/document.ts'

export const sampleDocument = {
  type: 'doc',
  content: [
    {
      type: 'heading',
      attrs: { level: 1 },
      content: [{ type: 'text', text: 'Lettre de motivation – Hélène Garçon' }],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Hélène Garçon' },
        { type: 'hardBreak' },
        { type: 'text', text: '12, rue de l’Église, 69002 Lyon' },
      ],
    },
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'Madame, Monsieur,' }],
    },
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'Forte de cinq années d’expérience en gestion de projets, je me permets de vous adresser ma candidature au poste de ',
        },
        { type: 'text', text: 'cheffe de projet numérique', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' à l’agence « Café Crème ». Votre approche ' },
        { type: 'text', text: 'à la fois créative et rigoureuse', marks: [{ type: 'italic' }] },
        {
          type: 'text',
          text: ' m’a séduite dès la première lecture de votre offre… Je suis prête à relever ce défi.',
        },
      ],
    },
    {
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Mon expérience' }],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Coordination d’une équipe de huit développeurs à Genève' },
              ],
            },
            {
              type: 'bulletList',
              content: [
                {
                  type: 'listItem',
                  content: [
                    {
                      type: 'paragraph',
                      content: [
                        { type: 'text', text: 'Refonte du site d’un hôtel à Señorío de Bértiz' },
                      ],
                    },
                  ],
                },
                {
                  type: 'listItem',
                  content: [
                    {
                      type: 'paragraph',
                      content: [
                        { type: 'text', text: 'Migration d’une application pour la Müller GmbH' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Traduction de la documentation en italien : ' },
                { type: 'text', text: 'più città, così però', marks: [{ type: 'underline' }] },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Ce que j’apporterai' }],
    },
    {
      type: 'orderedList',
      attrs: { start: 1, type: null },
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Une méthode éprouvée' }] },
          ],
        },
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'Un goût prononcé pour la qualité' }],
            },
            {
              type: 'orderedList',
              attrs: { start: 1, type: null },
              content: [
                {
                  type: 'listItem',
                  content: [
                    { type: 'paragraph', content: [{ type: 'text', text: 'Tests systématiques' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'blockquote',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: '« Le travail éloigne de nous trois grands maux : l’ennui, le vice et le besoin. » — Voltaire',
            },
          ],
        },
      ],
    },
    { type: 'horizontalRule' },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Mon portfolio est en ligne sur ' },
        {
          type: 'text',
          text: 'helene-garcon.example',
          marks: [
            {
              type: 'link',
              attrs: {
                href: 'https://helene-garcon.example/portfolio',
                target: '_blank',
                rel: 'noopener noreferrer nofollow',
                class: null,
                title: null,
              },
            },
          ],
        },
        {
          type: 'text',
          text: '. Dans l’attente de votre réponse, je vous prie d’agréer mes salutations distinguées.',
        },
      ],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Hélène Garçon', marks: [{ type: 'bold' }, { type: 'italic' }] },
      ],
    },
  ],
} satisfies DocumentContent
