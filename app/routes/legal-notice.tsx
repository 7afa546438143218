import { createFileRoute } from '@tanstack/react-router'
import { LegalDocument } from '~/components/legal-document'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { OPERATOR } from '../../app.config'

export const Route = createFileRoute('/legal-notice')({
  staticData: { messages: ['legal'] },
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.legal_meta_title(),
      description: m.legal_meta_description(),
    }),
  }),
  component: LegalNotice,
})

function LegalNotice() {
  return (
    <LegalDocument
      title={m.legal_title()}
      intro={m.legal_intro()}
      sections={[
        { heading: m.legal_publisher_heading(), body: m.legal_publisher_body(OPERATOR) },
        { heading: m.legal_hosting_heading(), body: m.legal_hosting_body() },
        { heading: m.legal_ip_heading(), body: m.legal_ip_body() },
        { heading: m.legal_liability_heading(), body: m.legal_liability_body() },
        { heading: m.legal_contact_heading(), body: m.legal_contact_body(OPERATOR) },
      ]}
    />
  )
}
