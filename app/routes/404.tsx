import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '~/components/not-found'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/404')({
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.not_found_meta_title(),
      description: m.not_found_meta_description(),
    }),
  }),
  component: NotFound,
})
