import { createFileRoute } from '@tanstack/react-router'
import { HomeCatalogue } from '~/components/home/home-catalogue'
import { HomeHero } from '~/components/home/home-hero'
import {
  HomeAudience,
  HomeCallToAction,
  HomeHowItWorks,
  HomeLanguages,
  HomeOutputs,
} from '~/components/home/home-sections'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { catalogueQuery } from '~/queries/tool-page'

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(catalogueQuery(getLocale())),
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.home_meta_title(),
      description: m.home_meta_description(),
    }),
  }),
  staticData: { messages: ['catalogue'] },
  component: Home,
})

function Home() {
  return (
    <>
      <HomeHero />
      <HomeCatalogue />
      <HomeAudience />
      <HomeHowItWorks />
      <HomeOutputs />
      <HomeLanguages />
      <HomeCallToAction />
    </>
  )
}
