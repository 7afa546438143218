import { describe, expect, it } from 'vitest'
import { robotsPolicy } from './robots'

describe('robotsPolicy', () => {
  it.each([
    '/dashboard',
    '/dashboard/',
    '/dashboard/flows',
    '/Dashboard/Invoices',
    '/payment',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/unsubscribe-emails',
    '/404',
    '/edit/0b7c4f6e',
  ])('keeps %s out of search results', (path) => {
    expect(robotsPolicy(path)).toEqual({ indexable: false, describable: true })
  })

  it.each([
    '/',
    '/terms',
    '/privacy',
    '/legal-notice',
    '/cover-letter',
    '/pricing',
    '/dashboards-guide',
    '/login-help',
  ])('lets search engines index %s', (path) => {
    expect(robotsPolicy(path)).toEqual({ indexable: true, describable: true })
  })

  it('gives landing pages no title or description of their own', () => {
    expect(robotsPolicy('/landing/cover-letter')).toEqual({ indexable: true, describable: false })
    expect(robotsPolicy('/landing')).toEqual({ indexable: true, describable: false })
    expect(robotsPolicy('/landings')).toEqual({ indexable: true, describable: true })
  })
})
