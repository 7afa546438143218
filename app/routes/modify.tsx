import { createFileRoute } from '@tanstack/react-router'
import { LegalDocument } from '~/components/legal-document'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'

// The footer's cookie-settings link. Once a visitor has saved choices, the link opens the
// consent manager's settings in place instead; this page explains the cookies either way.
export const Route = createFileRoute('/modify')({
  staticData: { messages: ['legal'] },
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.cookies_meta_title(),
      description: m.cookies_meta_description(),
    }),
  }),
  component: CookieSettings,
})

function CookieSettings() {
  return (
    <LegalDocument
      title={m.cookies_title()}
      intro={m.cookies_intro()}
      sections={[
        { heading: m.cookies_essential_title(), body: m.cookies_essential_body() },
        { heading: m.cookies_preferences_title(), body: m.cookies_preferences_body() },
        { heading: m.cookies_statistics_title(), body: m.cookies_statistics_body() },
        { heading: m.cookies_marketing_title(), body: m.cookies_marketing_body() },
        { heading: m.cookies_consent_title(), body: m.cookies_consent_body() },
      ]}
    />
  )
}
