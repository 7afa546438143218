import { expect, test } from './fixtures'

test('the largest paint is the server-rendered heading, which hydration keeps', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: Element[] = []
    Object.assign(window, { largestPaints: seen })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = 'element' in entry ? entry.element : null
        if (element instanceof Element) seen.push(element)
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto('/')
  await page.mouse.move(1, 1) // LCP stops at the first input; its last entry is then final

  const result = await page.evaluate(() => {
    const seen: Element[] = Reflect.get(window, 'largestPaints')
    const last = seen.at(-1)
    return {
      count: seen.length,
      tag: last?.tagName,
      connected: last?.isConnected,
      isTheHeading: last === document.querySelector('h1'),
    }
  })
  expect(result.count).toBeGreaterThan(0)
  expect(result.tag).toBe('H1')
  // Replaced at hydration, the painted node would be detached from the page.
  expect(result.connected).toBe(true)
  expect(result.isTheHeading).toBe(true)
})
