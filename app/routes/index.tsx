import { createFileRoute } from '@tanstack/react-router'
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

export const Route = createFileRoute('/')({
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.home_meta_title(),
      description: m.home_meta_description(),
    }),
  }),
  component: Home,
})

function Home() {
  return (
    <>
      <HomeHero />
      <HomeAudience />
      <HomeHowItWorks />
      <HomeOutputs />
      <HomeLanguages />
      <HomeCallToAction />
    </>
  )
}
