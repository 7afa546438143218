import { createFileRoute } from '@tanstack/react-router'
import { LegalDocument } from '~/components/legal-document'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/terms')({
  staticData: { messages: ['legal'] },
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.terms_meta_title(),
      description: m.terms_meta_description(),
    }),
  }),
  component: Terms,
})

function Terms() {
  return (
    <LegalDocument
      title={m.terms_title()}
      updated={m.terms_updated()}
      intro={m.terms_intro()}
      sections={[
        { heading: m.terms_s1_heading(), body: m.terms_s1_body() },
        { heading: m.terms_s2_heading(), body: m.terms_s2_body() },
        { heading: m.terms_s3_heading(), body: m.terms_s3_body() },
        { heading: m.terms_s4_heading(), body: m.terms_s4_body() },
        { heading: m.terms_s5_heading(), body: m.terms_s5_body() },
        { heading: m.terms_s6_heading(), body: m.terms_s6_body() },
        { heading: m.terms_s7_heading(), body: m.terms_s7_body() },
        { heading: m.terms_s8_heading(), body: m.terms_s8_body() },
      ]}
    />
  )
}
