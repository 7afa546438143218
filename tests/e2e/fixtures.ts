import { test as base, expect } from '@playwright/test'

type Options = {
  /** Console errors a test expects, e.g. the browser's log line for a deliberate 404. */
  allowedConsoleErrors: RegExp[]
}

/**
 * Every test fails on a console error, an uncaught page error or a React hydration warning:
 * a page that works but complains is a bug in waiting.
 */
export const test = base.extend<Options & { consoleGuard: undefined }>({
  // Every page load waits until React has hydrated, so a click never races the page's scripts.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await page.waitForSelector('body[data-hydrated]', { state: 'attached', timeout: 15_000 })
      return response
    }
    await use(page)
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      page.on('console', (message) => {
        const text = message.text()
        const hydration = /hydrat/i.test(text)
        if (message.type() !== 'error' && !(message.type() === 'warning' && hydration)) return
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return
        problems.push(`console ${message.type()}: ${text}`)
      })
      await use(undefined)
      expect(problems, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
