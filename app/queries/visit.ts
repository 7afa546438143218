// Where a visitor came from (`?source_id=` and the other configured names), kept as a cookie.
import { rememberSource } from '~/server/visit.functions'

export type VisitSource = Parameters<typeof rememberSource>[0]['data']

export const rememberSources = (sources: readonly VisitSource[]) =>
  Promise.all(sources.map((source) => rememberSource({ data: source })))
