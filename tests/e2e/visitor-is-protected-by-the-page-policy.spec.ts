import { expect, test } from './fixtures'

test.use({ allowedConsoleErrors: [/Content Security Policy/] })

test('every page is served with a nonce policy that its own scripts satisfy and injected ones do not', async ({
  page,
}) => {
  const response = await page.goto('/fr/terms')
  const headers = response?.headers() ?? {}
  const policy = headers['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(nonce).toBeTruthy()
  expect(policy).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')

  // The page hydrated (the fixture waited for it), so the nonced scripts ran.
  const scriptNonces = await page.$$eval('script', (scripts) => scripts.map((s) => s.nonce))
  expect(scriptNonces.length).toBeGreaterThan(0)
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]))

  // Markup an attacker manages to inject (an event handler, the usual XSS) is refused.
  const refused = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.violatedDirective),
        )
        const holder = document.createElement('div')
        holder.innerHTML = '<img src="/favicon.svg?x" onload="window.injectedRan = true">'
        document.body.append(holder)
      }),
  )
  expect(refused).toMatch(/^script-src/)
  expect(await page.evaluate(() => 'injectedRan' in window)).toBe(false)
})

test('each response gets a new nonce', async ({ request }) => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec((await request.get('/')).headers()['content-security-policy'] ?? '')?.[1]
  const [first, second] = [await nonceOf(), await nonceOf()]
  expect(first).toBeTruthy()
  expect(first).not.toBe(second)
})
