import { createFileRoute } from '@tanstack/react-router'
import { LegalDocument } from '~/components/legal-document'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/privacy')({
  staticData: { messages: ['legal'] },
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.privacy_meta_title(),
      description: m.privacy_meta_description(),
    }),
  }),
  component: Privacy,
})

function Privacy() {
  return (
    <LegalDocument
      title={m.privacy_title()}
      updated={m.privacy_updated()}
      intro={m.privacy_intro()}
      sections={[
        { heading: m.privacy_s1_heading(), body: m.privacy_s1_body() },
        { heading: m.privacy_s2_heading(), body: m.privacy_s2_body() },
        { heading: m.privacy_s3_heading(), body: m.privacy_s3_body() },
        { heading: m.privacy_s4_heading(), body: m.privacy_s4_body() },
        { heading: m.privacy_s5_heading(), body: m.privacy_s5_body() },
        { heading: m.privacy_s6_heading(), body: m.privacy_s6_body() },
        { heading: m.privacy_s7_heading(), body: m.privacy_s7_body() },
        { heading: m.privacy_s8_heading(), body: m.privacy_s8_body() },
      ]}
    />
  )
}
